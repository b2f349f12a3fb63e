import { areaChainOfCode, LAND_TYPE_LABELS } from '@fengshou/core';
import {
  getFarmDetail,
  getFarmLandAndPlantCount,
  getLandDetail,
  listCropHistoryByDkid,
  listCrops,
  listCropsOnPlantingByDkid,
  listCropsOnPlantingByLand,
  listLandTypes,
  listLandTypesByAreaId,
} from '@fengshou/core/contract';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { PiiPolicy } from '../../query/pii';
import { statQuery } from '../archive/stats';
import * as farms from './farms-repo';
import * as land from './land-repo';
import { farmsByArea, farmsByCategory, farmsByCompany, farmsByIds } from './lists';

/** Handlers of the produce service group: farms, parcels, crops, land types. */
export const produceRoutes: Route[] = [
  listRoute(farmsByArea),
  listRoute(farmsByIds),
  listRoute(farmsByCompany),
  listRoute(farmsByCategory),
  route(getFarmDetail, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
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
    await pii.log(ctx);
    return detail;
  }),
  route(getFarmLandAndPlantCount, async (ctx) => farms.landAndPlantCount(ctx.services.db, ctx.body.farmId)),
  route(
    listCropsOnPlantingByLand,
    async (ctx) => land.plantingsOf(ctx.services.db, ctx.body.landId, true) as never,
  ),
  route(listCropsOnPlantingByDkid, async (ctx) => {
    const id = await land.parcelId(ctx.services.db, ctx.body);
    return land.plantingsOf(ctx.services.db, id, true) as never;
  }),
  route(listCropHistoryByDkid, async (ctx) => {
    const id = await land.parcelId(ctx.services.db, ctx.body);
    return land.plantingsOf(ctx.services.db, id, false) as never;
  }),
  route(listCrops, async (ctx) => land.listCropRows(ctx.services.db, ctx.body.cropGroup) as never),
  route(getLandDetail, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    const pii = new PiiPolicy(caller, getLandDetail.path);
    const detail = (await land.landDetail(db, await land.parcelId(db, ctx.body), pii))!;
    await pii.log(ctx);
    return detail;
  }),
  route(listLandTypes, async () =>
    Object.entries(LAND_TYPE_LABELS).map(([k, name]) => ({ landType: Number(k), landTypeName: name })),
  ),
  route(listLandTypesByAreaId, async (ctx) =>
    land.landTypeStats(ctx.services.db, statQuery(areaOf(ctx), ctx.body)),
  ),
];
