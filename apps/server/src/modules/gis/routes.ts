import { RespCode } from '@fengshou/core';
import { listChildOutlines } from '@fengshou/core/contract';
import { ApiError } from '../../http/errors';
import { callerOf, type Route, route } from '../../http/route';
import { chainIds, childShapes } from './outlines';

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
    if (only === null) throw new ApiError(RespCode.NO_ACCESS, '无权访问该区域');
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
];
