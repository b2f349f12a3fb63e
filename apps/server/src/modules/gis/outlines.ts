import { areaChainOfCode } from '@fengshou/core';
import type { Queryable } from '../../db/client';

/** One child area with its display outline. */
export interface ShapeRow {
  areaId: number;
  areaName: string;
  level: number;
  hasChildren: boolean;
  center: [number, number] | null;
  geometry: unknown;
}

// Degrees: about 100 m for districts, 20 m for towns, 5 m for villages — below a pixel at the zoom each is
// looked at, and it keeps a district's children answer under a few hundred KB.
const TOLERANCE_BY_CHILD_LEVEL: Record<number, number> = {
  1: 0.005,
  2: 0.002,
  3: 0.001,
  4: 0.0002,
  5: 0.00005,
};

/**
 * Children of `parentId` with simplified outlines; `onlyIds` keeps just those (a caller above its scope sees
 * only the way down to its own area, as in the area tree).
 */
export function childShapes(
  q: Queryable,
  parentId: number,
  onlyIds?: readonly number[],
): Promise<ShapeRow[]> {
  return q.query<ShapeRow>(
    `SELECT a.id AS "areaId", a.name AS "areaName", a.level,
            EXISTS (SELECT 1 FROM areas c WHERE c.parent_id = a.id) AS "hasChildren",
            CASE WHEN a.center IS NOT NULL THEN json_build_array(ST_X(a.center), ST_Y(a.center))
                 WHEN a.geom IS NOT NULL THEN json_build_array(round(ST_X(ST_PointOnSurface(a.geom))::numeric, 6),
                                                               round(ST_Y(ST_PointOnSurface(a.geom))::numeric, 6))
            END AS center,
            ST_AsGeoJSON(ST_SimplifyPreserveTopology(a.geom,
              (CASE a.level WHEN 1 THEN ${TOLERANCE_BY_CHILD_LEVEL[1]} WHEN 2 THEN ${TOLERANCE_BY_CHILD_LEVEL[2]}
                            WHEN 3 THEN ${TOLERANCE_BY_CHILD_LEVEL[3]} WHEN 4 THEN ${TOLERANCE_BY_CHILD_LEVEL[4]}
                            ELSE ${TOLERANCE_BY_CHILD_LEVEL[5]} END)::float8), 6)::json AS geometry
       FROM areas a
      WHERE a.parent_id = $1 ${onlyIds ? 'AND a.id = ANY($2::bigint[])' : ''}
      ORDER BY a.id`,
    onlyIds ? [parentId, onlyIds] : [parentId],
  );
}

/** The ids a caller above its scope may see on the way down: its own area chain. */
export function chainIds(areaId: number): number[] {
  return areaChainOfCode(areaId);
}
