import { areaChainOfCode, badParams, LAND_TYPE_LABELS } from '@fengshou/core';
import {
  getFarmDetail,
  getFarmLandAndPlantCount,
  getLandDetail,
  listCropHistoryByDkid,
  listCrops,
  listCropsOnPlantingByDkid,
  listCropsOnPlantingByLand,
  listFarmsByArea,
  listFarmsByAreaAndBusinessCategory,
  listFarmsByCompanyId,
  listFarmsByFarmIds,
  listLandTypes,
  listLandTypesByAreaId,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { areaOf, callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { PiiPolicy } from '../../query/pii';
import { assertInScope } from '../../query/scope';
import type { Filter } from '../../query/sql-filter';
import { statQuery } from '../archive/stats';
import { farmAreaFilter } from './farm-filters';
import * as farms from './farms-repo';
import * as land from './land-repo';

/** Runs a farm page query and presents it with masking (and the PII log when unmasked). */
export async function farmPage(
  ctx: HandlerContext<unknown>,
  endpoint: { path: string },
  filter: Filter,
  page: { pageNo: number; pageSize: number },
  order?: string,
) {
  const caller = callerOf(ctx);
  const pii = new PiiPolicy(caller, endpoint.path);
  const { rows, total } = await farms.pageFarms(ctx.services.db, filter, page, order);
  const list = rows.map((r) => farms.presentFarm(r, pii));
  await pii.log(ctx.services.db);
  return { list, total, pageNo: page.pageNo, pageSize: page.pageSize };
}

/** The farm when it exists (else 300) and lies in the caller's area (else 401). */
async function reachableFarm(q: Queryable, caller: Session, farmId: number) {
  const areaId = await farms.farmArea(q, farmId);
  if (areaId === undefined) throw badParams(['farmId'], '农场不存在');
  assertInScope(caller, areaId);
}

/** The parcel when it exists (else 300) and lies in the caller's area (else 401). */
async function reachableParcel(q: Queryable, caller: Session, by: { landId?: number; dkid?: string }) {
  const ref = await land.findParcelRef(q, by);
  if (!ref) throw badParams([by.landId !== undefined ? 'landId' : 'dkid'], '地块不存在');
  assertInScope(caller, ref.areaId);
  return ref;
}

/** Handlers of the produce service group: farms, parcels, crops, land types. */
export const produceRoutes: Route[] = [
  route(listFarmsByArea, async (ctx) =>
    farmPage(ctx, listFarmsByArea, farmAreaFilter(callerOf(ctx), ctx.body), ctx.body),
  ),
  route(listFarmsByFarmIds, async (ctx) => {
    const caller = callerOf(ctx);
    // Asking by id for a farm of another area is refused, not silently dropped.
    for (const a of await ctx.services.db.query<{ a: number }>(
      'SELECT area_id AS a FROM farms WHERE id = ANY($1::int[])',
      [ctx.body.farmIds],
    )) {
      assertInScope(caller, a.a);
    }
    const f = farmAreaFilter(caller, {}).add('f.id = ANY($?::int[])', ctx.body.farmIds);
    return farmPage(ctx, listFarmsByFarmIds, f, ctx.body);
  }),
  route(listFarmsByCompanyId, async (ctx) => {
    const caller = callerOf(ctx);
    const [company] = await ctx.services.db.query<{ a: number }>(
      'SELECT area_id AS a FROM companies WHERE id = $1',
      [ctx.body.companyId],
    );
    if (!company) throw badParams(['companyId'], '经营主体不存在');
    assertInScope(caller, company.a);
    const f = farmAreaFilter(caller, {}).add('f.company_id = $?', ctx.body.companyId);
    return farmPage(ctx, listFarmsByCompanyId, f, ctx.body);
  }),
  route(listFarmsByAreaAndBusinessCategory, async (ctx) => {
    const b = ctx.body;
    const f = farmAreaFilter(callerOf(ctx), b);
    if (b.businessCategoryStrList?.length) {
      f.add(
        '(bc.id::text = ANY($?::text[]) OR bc.name = ANY($?::text[]))',
        b.businessCategoryStrList,
        b.businessCategoryStrList,
      );
    }
    if (b.farmIds?.length) f.add('f.id = ANY($?::int[])', b.farmIds);
    return farmPage(ctx, listFarmsByAreaAndBusinessCategory, f, b);
  }),
  route(getFarmDetail, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    await reachableFarm(db, caller, ctx.body.farmId);
    const row = (await farms.findFarm(db, ctx.body.farmId))!;
    const pii = new PiiPolicy(caller, getFarmDetail.path);
    const counts = await farms.landAndPlantCount(db, row.farmId);
    const detail = {
      ...farms.presentFarm(row, pii),
      legalPersonName: pii.name(row.legalPersonName, `farm:${row.farmId}`),
      registeredCapital: row.registeredCapital,
      establishedDate: row.establishedDate,
      areaChain: await farms.areaChain(db, areaChainOfCode(row.areaId)),
      landCount: counts.landCount,
      crops: await farms.farmCrops(db, row.farmId),
    };
    await pii.log(db);
    return detail;
  }),
  route(getFarmLandAndPlantCount, async (ctx) => {
    await reachableFarm(ctx.services.db, callerOf(ctx), ctx.body.farmId);
    return farms.landAndPlantCount(ctx.services.db, ctx.body.farmId);
  }),
  route(listCropsOnPlantingByLand, async (ctx) => {
    const ref = await reachableParcel(ctx.services.db, callerOf(ctx), { landId: ctx.body.landId });
    return land.plantingsOf(ctx.services.db, ref.id, true) as never;
  }),
  route(listCropsOnPlantingByDkid, async (ctx) => {
    const ref = await reachableParcel(ctx.services.db, callerOf(ctx), { dkid: ctx.body.dkid });
    return land.plantingsOf(ctx.services.db, ref.id, true) as never;
  }),
  route(listCropHistoryByDkid, async (ctx) => {
    const ref = await reachableParcel(ctx.services.db, callerOf(ctx), { dkid: ctx.body.dkid });
    return land.plantingsOf(ctx.services.db, ref.id, false) as never;
  }),
  route(listCrops, async (ctx) => land.listCropRows(ctx.services.db, ctx.body.cropGroup) as never),
  route(getLandDetail, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    const ref = await reachableParcel(db, caller, ctx.body);
    const pii = new PiiPolicy(caller, getLandDetail.path);
    const detail = (await land.landDetail(db, ref.id, pii))!;
    await pii.log(db);
    return detail;
  }),
  route(listLandTypes, async () =>
    Object.entries(LAND_TYPE_LABELS).map(([k, name]) => ({ landType: Number(k), landTypeName: name })),
  ),
  route(listLandTypesByAreaId, async (ctx) =>
    land.landTypeStats(ctx.services.db, statQuery(areaOf(ctx), ctx.body)),
  ),
];
