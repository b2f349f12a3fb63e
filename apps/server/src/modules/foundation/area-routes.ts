import { areaChainOfCode, areaLevelOfCode, badParams } from '@fengshou/core';
import {
  getAreaOutline,
  getAreaOutlineCoverage,
  listAreasByParentId,
  listNationalAreasByParentId,
} from '@fengshou/core/contract';
import { areaCodeRange } from '../../auth/scope';
import { callerOf, type Route, route } from '../../http/route';
import { areaExists, findOutline, listChildAreas, listNationalAreas, outlineCoverage } from './repo';

/** The county (level 3) containing an area, when the area lies below one. */
function countyOf(areaId: number): number | undefined {
  return areaChainOfCode(areaId).find((id) => areaLevelOfCode(id) === 3 && id !== areaId);
}

/** The division tree within the caller's scope, the national reference tree, and area outlines. */
export const areaRoutes: Route[] = [
  route(listAreasByParentId, async (ctx) => {
    const { scope } = callerOf(ctx);
    const { parentId } = ctx.body;
    if (scope.contains(parentId)) return listChildAreas(ctx.services.db, parentId);
    // Above the scope (an ancestor, as declared) only the way down to it is shown: no browsing neighbours.
    return listChildAreas(ctx.services.db, parentId, areaChainOfCode(scope.areaId));
  }),

  route(listNationalAreasByParentId, async (ctx) => listNationalAreas(ctx.services.db, ctx.body.parentId)),

  route(getAreaOutline, async (ctx) => {
    // An ancestor's outline is context (the frame around the own area), not data: the declaration allows it.
    const { areaId, areaLevel } = ctx.body;
    const db = ctx.services.db;
    const exact = await findOutline(db, areaId, areaLevel);
    if (exact?.geometry) return exact;
    // A code that is no area at all is a bad request, not something to replace by its county.
    if (!exact && !(await areaExists(db, areaId))) throw badParams(['areaId'], '区域不存在');
    // Spec §5: when nothing comes back, ask again with the level capped at 3 (the containing county).
    const county = areaLevel > 3 ? countyOf(areaId) : undefined;
    if (county !== undefined) {
      const fallback = await findOutline(db, county, 3);
      if (fallback?.geometry) return fallback;
    }
    if (exact) return exact;
    throw badParams(['areaLevel'], '区域级别与区域编码不符');
  }),

  // Which levels still lack outlines: the maps tell a bureau what is left to import.
  route(getAreaOutlineCoverage, async (ctx) => {
    const { areaId } = ctx.body;
    const db = ctx.services.db;
    if (!(await areaExists(db, areaId))) throw badParams(['areaId'], '区域不存在');
    return { areaId, levels: await outlineCoverage(db, areaCodeRange(areaId)) };
  }),
];
