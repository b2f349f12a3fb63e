import { areaChainOfCode } from '@fengshou/core';
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
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { plateLiveTopics } from '../archive/live-stale';
import { checkPlateConfig } from '../archive/plate-config';
import { liveDetailTables } from '../archive/plate-detail';
import { platePeriodic } from '../archive/plate-period';
import { statQuery } from '../archive/stats';
import { brandingForHost, hostNameOf } from './branding';
import { uploadIdOf } from './dashboard-images';
import { listGateCategories as gateCategories, listDistinctGisServers } from './gis';
import { listMenuTemplates, listMenuTypes, listShowMenus } from './menus';
import * as plates from './plates';

/** Handlers of menus, plates, map services, gateway categories and OEM branding. */
export const dashboardRoutes: Route[] = [
  route(listMenuTypesAndGroups, async (ctx) => {
    const { db } = ctx.services;
    return listMenuTypes(db, ctx.body.governmentSubjectId);
  }),
  route(listShowMenusBySubjectId, async (ctx) => {
    const { db } = ctx.services;
    return listShowMenus(db, ctx.body.subjectId);
  }),
  route(listMenuTemplatesBySubjectId, async (ctx) => {
    return listMenuTemplates(ctx.services.db);
  }),
  route(listPlates, async (ctx) => {
    const { db } = ctx.services;
    const list = await plates.listPlates(db, ctx.body.subjectId, ctx.body.menuKey);
    return list.map((p) => ({ ...p, liveTopics: plateLiveTopics(p), periodic: platePeriodic(p) }));
  }),
  route(listPlateDetails, async (ctx) => {
    const { db } = ctx.services;
    const caller = callerOf(ctx);
    const { plateId } = ctx.body;
    const plate = await plates.getPlate(db, plateId);
    // Live tables are computed for the area the dashboard shows; stored tables are what was configured.
    if (plate?.detailSource) {
      return liveDetailTables(db, caller, plateId, plate.detailSource, statQuery(areaOf(ctx), {}));
    }
    return plates.listPlateDetails(db, plateId);
  }),
  route(savePlate, async (ctx) => {
    const { db } = ctx.services;
    checkPlateConfig(ctx.body);
    const saved = await plates.upsertPlate(db, ctx.body);
    return { ...saved, liveTopics: plateLiveTopics(saved), periodic: platePeriodic(saved) };
  }),
  route(listPlateImages, async (ctx) => {
    const { db, files } = ctx.services;
    const scope = callerOf(ctx).scope;
    // Uploaded pictures are served by grant: an <img> cannot send the session header, so they are signed
    // for the caller (the catalogue's drawn pictures are public and left as they are).
    return (await plates.listPlateImages(db, ctx.body.plateId)).map((i) => ({
      ...i,
      imgUrl: uploadIdOf(i.imgUrl) ? files.sign(i.imgUrl, scope) : i.imgUrl,
    }));
  }),
  route(listGisServers, async (ctx) => {
    // Ancestors give the map its surroundings (province basemaps), as the declaration allows.
    const areas = new Set<number>();
    for (const areaId of ctx.body.areaIds) for (const id of areaChainOfCode(areaId)) areas.add(id);
    return listDistinctGisServers(ctx.services.db, [...areas]);
  }),
  route(listGateCategories, async (ctx) => gateCategories(ctx.services.db)),
  route(getOemBranding, async (ctx) => brandingForHost(ctx.services.db, hostNameOf(ctx.body.operateUrl))),
];
