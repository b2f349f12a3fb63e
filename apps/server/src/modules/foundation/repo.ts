import type { Queryable } from '../../db/client';

/** One area of the division tree as the API answers it. */
export interface AreaRow {
  areaId: number;
  areaName: string;
  level: number;
  parentId: number | null;
  hasChildren: boolean;
}

const AREA_SELECT = (maxChildLevel: number) => `
  SELECT a.id AS "areaId", a.name AS "areaName", a.level, a.parent_id AS "parentId",
         EXISTS (SELECT 1 FROM areas c WHERE c.parent_id = a.id AND c.level <= ${maxChildLevel}) AS "hasChildren"
    FROM areas a`;

/** Children of an area, by id; `onlyIds` keeps just those (the caller's own chain). */
export function listChildAreas(
  q: Queryable,
  parentId: number,
  onlyIds?: readonly number[],
): Promise<AreaRow[]> {
  return onlyIds
    ? q.query<AreaRow>(
        `${AREA_SELECT(5)} WHERE a.parent_id = $1 AND a.id = ANY($2::bigint[]) ORDER BY a.id`,
        [parentId, onlyIds],
      )
    : q.query<AreaRow>(`${AREA_SELECT(5)} WHERE a.parent_id = $1 ORDER BY a.id`, [parentId]);
}

/** The national reference tree down to counties: provinces for null, else the children (levels ≤ 3). */
export function listNationalAreas(q: Queryable, parentId: number | null): Promise<AreaRow[]> {
  return parentId === null
    ? q.query<AreaRow>(`${AREA_SELECT(3)} WHERE a.parent_id IS NULL AND a.level = 1 ORDER BY a.id`)
    : q.query<AreaRow>(`${AREA_SELECT(3)} WHERE a.parent_id = $1 AND a.level <= 3 ORDER BY a.id`, [parentId]);
}

/** An area's outline answer; geometry, center and bbox are null where no outline is stored. */
export interface OutlineRow {
  areaId: number;
  areaName: string;
  level: number;
  center: [number, number] | null;
  bbox: [number, number, number, number] | null;
  geometry: unknown;
}

/** The area with that id and level (spec §5 filters by both), or undefined. */
export async function findOutline(
  q: Queryable,
  areaId: number,
  level: number,
): Promise<OutlineRow | undefined> {
  const [row] = await q.query<OutlineRow>(
    `SELECT id AS "areaId", name AS "areaName", level,
            CASE WHEN center IS NOT NULL THEN json_build_array(ST_X(center), ST_Y(center))
                 WHEN geom IS NOT NULL THEN json_build_array(round(ST_X(ST_PointOnSurface(geom))::numeric, 6),
                                                             round(ST_Y(ST_PointOnSurface(geom))::numeric, 6))
            END AS center,
            CASE WHEN geom IS NOT NULL THEN json_build_array(
                   round(ST_XMin(geom)::numeric, 6), round(ST_YMin(geom)::numeric, 6),
                   round(ST_XMax(geom)::numeric, 6), round(ST_YMax(geom)::numeric, 6))
            END AS bbox,
            ST_AsGeoJSON(geom, 6)::json AS geometry
       FROM areas WHERE id = $1 AND level = $2`,
    [areaId, level],
  );
  return row;
}

/** Per level from the area down (the area itself first): the areas and those with an outline. */
export function outlineCoverage(q: Queryable, range: readonly [number, number]) {
  return q.query<{ level: number; total: number; withOutline: number }>(
    `SELECT level, count(*)::int AS total, count(geom)::int AS "withOutline"
       FROM areas WHERE id BETWEEN $1 AND $2 GROUP BY level ORDER BY level`,
    range,
  );
}

/** True when the area exists at all (whatever its level). */
export async function areaExists(q: Queryable, areaId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM areas WHERE id = $1', [areaId]);
  return rows.length > 0;
}

/** Entries of one dictionary type in display order; an unknown type has none. */
export function listDict(q: Queryable, dictType: string) {
  return q.query<{ dictKey: string; dictLabel: string; sortNum: number }>(
    `SELECT dict_key AS "dictKey", dict_label AS "dictLabel", sort_num AS "sortNum"
       FROM dictionaries WHERE dict_type = $1 ORDER BY sort_num, dict_key`,
    [dictType],
  );
}

/** True when at least one active account is bound to the phone. */
export async function phoneHasActiveAccount(q: Queryable, phone: string): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM government_users WHERE phone = $1 AND account_status = 1 AND del_flag = 0 LIMIT 1',
    [phone],
  );
  return rows.length > 0;
}
