import { areaChainOfCode, badParams, RespCode, RespError } from '@fengshou/core';
import {
  getOemBranding,
  listGateCategories,
  listGisServers,
  listMenuTemplatesBySubjectId,
  listMenuTypesAndGroups,
  listPlateDetails,
  listPlateImages,
  listPlates,
  listShowMenusBySubjectId,
  savePlate,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';
import { plateLiveTopics } from '../archive/live-stale';
import { checkPlateConfig } from '../archive/plate-config';
import { liveDetailTables } from '../archive/plate-detail';
import { statQuery } from '../archive/stats';
import { canReachSubject, noAccess, reachableSubject } from './access';
import { brandingForHost, hostNameOf } from './branding';
import { listGateCategories as gateCategories, listDistinctGisServers } from './gis';
import { listMenuTemplates, listMenuTypes, listShowMenus } from './menus';
import * as plates from './plates';

/** The plate when it exists (else 300) and belongs to a subject the caller may reach (else 401). */
async function reachablePlate(q: Queryable, caller: Session, plateId: number): Promise<number> {
  const owner = await plates.plateOwner(q, plateId);
  if (!owner) throw badParams(['plateId'], '板块不存在');
  if (!canReachSubject(caller, owner)) throw noAccess();
  return plateId;
}

/** Handlers of menus, plates, map services, gateway categories and OEM branding. */
export const dashboardRoutes: Route[] = [
  route(listMenuTypesAndGroups, async (ctx) => {
    const { db } = ctx.services;
    const subject = await reachableSubject(db, callerOf(ctx), ctx.body.governmentSubjectId);
    return listMenuTypes(db, subject.id);
  }),
  route(listShowMenusBySubjectId, async (ctx) => {
    const { db } = ctx.services;
    const subject = await reachableSubject(db, callerOf(ctx), ctx.body.subjectId);
    return listShowMenus(db, subject.id);
  }),
  route(listMenuTemplatesBySubjectId, async (ctx) => {
    const { db } = ctx.services;
    await reachableSubject(db, callerOf(ctx), ctx.body.governmentSubjectId);
    return listMenuTemplates(db);
  }),
  route(listPlates, async (ctx) => {
    const { db } = ctx.services;
    const subject = await reachableSubject(db, callerOf(ctx), ctx.body.subjectId);
    const list = await plates.listPlates(db, subject.id, ctx.body.menuKey);
    return list.map((p) => ({ ...p, liveTopics: plateLiveTopics(p) }));
  }),
  route(listPlateDetails, async (ctx) => {
    const { db } = ctx.services;
    const caller = callerOf(ctx);
    const plateId = await reachablePlate(db, caller, ctx.body.plateId);
    const plate = await plates.getPlate(db, plateId);
    // Live tables are computed for the area the dashboard shows; stored tables are what was configured.
    if (plate?.detailSource) {
      return liveDetailTables(
        db,
        caller,
        plateId,
        plate.detailSource,
        statQuery(caller, { areaId: ctx.body.areaId }),
      );
    }
    return plates.listPlateDetails(db, plateId);
  }),
  route(savePlate, async (ctx) => {
    const { db } = ctx.services;
    await reachableSubject(db, callerOf(ctx), ctx.body.subjectId);
    checkPlateConfig(ctx.body);
    const saved = await plates.upsertPlate(db, ctx.body);
    return { ...saved, liveTopics: plateLiveTopics(saved) };
  }),
  route(listPlateImages, async (ctx) => {
    const { db } = ctx.services;
    return plates.listPlateImages(db, await reachablePlate(db, callerOf(ctx), ctx.body.plateId));
  }),
  route(listGisServers, async (ctx) => {
    const { scope } = callerOf(ctx);
    const areas = new Set<number>();
    for (const areaId of ctx.body.areaIds) {
      // Ancestors give the map its surroundings (province basemaps); anything beside the scope is refused.
      if (!scope.contains(areaId) && !scope.isAncestor(areaId)) {
        throw new RespError(RespCode.NO_ACCESS, '无权访问该区域的数据');
      }
      for (const id of areaChainOfCode(areaId)) areas.add(id);
    }
    return listDistinctGisServers(ctx.services.db, [...areas]);
  }),
  route(listGateCategories, async (ctx) => gateCategories(ctx.services.db)),
  route(getOemBranding, async (ctx) => brandingForHost(ctx.services.db, hostNameOf(ctx.body.operateUrl))),
];
