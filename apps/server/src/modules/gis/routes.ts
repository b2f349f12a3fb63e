import { areaLevelOfCode, badParams, RespCode, RespError } from '@fengshou/core';
import {
  analyseDrawnArea,
  getCropMonitorStats,
  getGisToken,
  listBatchFindings,
  listChildOutlines,
  listMapPoints,
  listMonitoringBatches,
  queryMapFeatures,
} from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { scopedRange } from '../../query/scope';
import { analyse, normalizeDrawn } from './analysis';
import { gisToken, queryFeatures } from './feature-query';
import { batchArea, batchFindings, cropStats, listBatches } from './monitoring';
import { chainIds, childShapes } from './outlines';
import { listPoints } from './points';

/** Handlers of the map (gis) endpoints. */
export const gisRoutes: Route[] = [
  route(listChildOutlines, async (ctx) => {
    const { scope } = callerOf(ctx);
    const db = ctx.services.db;
    const parentId = ctx.body.areaId;
    // Above the scope only the way down to the own area is shown, as in the area tree.
    const only = scope.contains(parentId)
      ? undefined
      : scope.isAncestor(parentId)
        ? chainIds(scope.areaId)
        : null;
    if (only === null) throw new RespError(RespCode.NO_ACCESS, '无权访问该区域');
    const children = await childShapes(db, parentId, only);
    const single = children.length === 1 ? children[0] : undefined;
    if (single?.hasChildren) {
      // One child says nothing on a map (上海市 → 市辖区): show its children instead.
      const nested = await childShapes(
        db,
        single.areaId,
        scope.contains(single.areaId) ? undefined : chainIds(scope.areaId),
      );
      return {
        via: { areaId: single.areaId, areaName: single.areaName, level: single.level },
        children: nested,
      };
    }
    return { via: null, children };
  }),

  route(listMapPoints, async (ctx) =>
    listPoints(ctx.services.db, ctx.body.kind, scopedRange(callerOf(ctx), ctx.body.areaId)),
  ),

  route(listMonitoringBatches, async (ctx) => {
    const caller = callerOf(ctx);
    const range = scopedRange(caller, ctx.body.areaId);
    return listBatches(ctx.services.db, caller.scope.resolve(ctx.body.areaId), range, ctx.body.kind);
  }),

  route(listBatchFindings, async (ctx) => {
    const caller = callerOf(ctx);
    const range = scopedRange(caller, ctx.body.areaId);
    const batch = await batchArea(ctx.services.db, ctx.body.batchId);
    if (!batch) throw badParams(['batchId'], '批次不存在');
    const level = areaLevelOfCode(caller.scope.resolve(ctx.body.areaId)) ?? 3;
    return batchFindings(ctx.services.db, ctx.body.batchId, range, level);
  }),

  route(getCropMonitorStats, async (ctx) => {
    const caller = callerOf(ctx);
    const areaId = caller.scope.resolve(ctx.body.areaId);
    const batch = await batchArea(ctx.services.db, ctx.body.batchId);
    if (!batch) throw badParams(['batchId'], '批次不存在');
    const rows = await cropStats(ctx.services.db, batch.cropId, batch.year, areaId);
    const [crop] = batch.cropId
      ? await ctx.services.db.query<{ name: string }>('SELECT crop_name AS name FROM crops WHERE id = $1', [
          batch.cropId,
        ])
      : [];
    return { cropName: crop?.name ?? null, year: batch.year, rows };
  }),

  route(analyseDrawnArea, async (ctx) =>
    analyse(ctx.services.db, normalizeDrawn(ctx.body.geometry), scopedRange(callerOf(ctx))),
  ),

  route(queryMapFeatures, async (ctx) => {
    const { areaId, areaLevel, layer: _layer, ...rest } = ctx.body;
    return queryFeatures(ctx.services.db, { ...rest, range: scopedRange(callerOf(ctx), areaId, areaLevel) });
  }),

  route(getGisToken, async (ctx) => gisToken(ctx.services.db)),
];
