import { badParams } from '@fengshou/core';
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
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { analyse } from './analysis';
import { normalizeDrawn } from './drawn-shape';
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
    // Above the scope (an ancestor, as the declaration allows) only the way down to the own area is shown.
    const only = scope.contains(parentId) ? undefined : chainIds(scope.areaId);
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

  route(listMapPoints, async (ctx) => listPoints(ctx.services.db, ctx.body.kind, areaOf(ctx).range)),

  route(listMonitoringBatches, async (ctx) => {
    const area = areaOf(ctx);
    return listBatches(ctx.services.db, area.areaId, area.range, ctx.body.kind);
  }),

  route(listBatchFindings, async (ctx) => {
    const area = areaOf(ctx);
    if (!(await batchArea(ctx.services.db, ctx.body.batchId))) throw badParams(['batchId'], '批次不存在');
    return batchFindings(ctx.services.db, ctx.body.batchId, area.range, area.level);
  }),

  route(getCropMonitorStats, async (ctx) => {
    const { areaId } = areaOf(ctx);
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
    analyse(ctx.services.db, normalizeDrawn(ctx.body.geometry), areaOf(ctx).range),
  ),

  route(queryMapFeatures, async (ctx) => {
    const { areaId: _areaId, areaLevel: _areaLevel, layer: _layer, ...rest } = ctx.body;
    return queryFeatures(ctx.services.db, { ...rest, range: areaOf(ctx).range });
  }),

  route(getGisToken, async (ctx) => gisToken(ctx.services.db, ctx.services.config.tiandituKey)),
];
