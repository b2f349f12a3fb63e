import { beijingToday, MU_PER_SQUARE_METRE } from '@fengshou/core';
import type { getUavPatrols, ResultOf } from '@fengshou/core/contract';
import type { Database } from '../../db/client';
import type { RequestArea } from '../../http/area-scope';
import { batchTally } from '../landoccupy/batch-spots';

type Patrols = ResultOf<typeof getUavPatrols>;

/** monitoring_type of a change-detection batch flown by drone (1 is a satellite image). */
const UAV = 2;
/** Findings whose review is over: 已驳回, 已完成, 无需核查. */
const SETTLED = '(4, 5, 6)';

/** The codes below an area code of the row's level (areas.level `a`): its range is id .. id + this. */
const SPAN = `(CASE a.level WHEN 1 THEN 9999999999 WHEN 2 THEN 99999999 WHEN 3 THEN 999999 WHEN 4 THEN 999 ELSE 0 END)`;

/**
 * UAV patrols that concern the area: flown over a part of it (a village of a county) or over an area that
 * holds it (the town of a village). Parameters $1, $2: the request's range.
 */
const OVER_AREA = `b.monitoring_type = ${UAV} AND b.batch_type IN (1, 2)
  AND (b.area_id BETWEEN $1 AND $2 OR $1 BETWEEN b.area_id AND b.area_id + ${SPAN})`;

/** 无人机巡田 of the request's area in `year` (default the latest year with patrols). */
export async function uavPatrols(
  db: Database,
  area: RequestArea,
  year: number | undefined,
): Promise<Patrols> {
  const [lo, hi] = area.range;
  const years = (
    await db.query<{ y: number }>(
      `SELECT DISTINCT extract(year FROM b.image_date)::int AS y
         FROM monitoring_batches b JOIN areas a ON a.id = b.area_id
        WHERE ${OVER_AREA} ORDER BY 1 DESC`,
      [lo, hi],
    )
  ).map((r) => r.y);
  const y = year ?? years[0] ?? Number(beijingToday().slice(0, 4));
  const rows = await db.query<{
    batchId: number;
    batchName: string;
    batchType: number;
    imageDate: string;
    compareImageDate: string | null;
    areaId: string;
    areaName: string;
    townId: string | null;
    townName: string | null;
    coveredMu: number;
    imagerySource: 'synthetic' | 'template' | null;
    findingCount: number;
    findingAreaMu: number;
    openCount: number;
    coverage: unknown;
  }>(
    `SELECT b.id AS "batchId", b.batch_name AS "batchName", b.batch_type AS "batchType",
            to_char(b.image_date, 'YYYY-MM-DD') AS "imageDate",
            to_char(b.compare_image_date, 'YYYY-MM-DD') AS "compareImageDate",
            a.id AS "areaId", a.name AS "areaName",
            t.id AS "townId", t.name AS "townName",
            round((ST_Area(a.geom::geography) * ${MU_PER_SQUARE_METRE})::numeric, 2)::float8 AS "coveredMu",
            (SELECT i.source_type FROM monitoring_imagery i WHERE i.batch_id = b.id
              ORDER BY i.phase = 'after' DESC LIMIT 1) AS "imagerySource",
            f.n::int AS "findingCount", f.mu AS "findingAreaMu",
            (SELECT count(*) FROM (
               SELECT o.process_status AS s FROM farmland_occupations o
                WHERE o.arable_land_batch_record_id = b.id AND o.area_id BETWEEN $1 AND $2
               UNION ALL
               SELECT c.process_status FROM cultivated_abnormals c
                WHERE c.cultivated_land_batch_id = b.id AND c.area_id BETWEEN $1 AND $2) x
              WHERE x.s NOT IN ${SETTLED})::int AS "openCount",
            ST_AsGeoJSON(ST_SimplifyPreserveTopology(a.geom, 0.00005), 6)::json AS coverage
       FROM monitoring_batches b
       JOIN areas a ON a.id = b.area_id
       LEFT JOIN areas t ON t.id = CASE WHEN a.level = 5 THEN a.parent_id WHEN a.level = 4 THEN a.id END
       LEFT JOIN LATERAL ${batchTally('b.id', '$1', '$2')} f ON true
      WHERE ${OVER_AREA} AND extract(year FROM b.image_date) = $3
      ORDER BY b.image_date DESC, b.id DESC`,
    [lo, hi, y],
  );
  const patrols = rows.map(({ townId: _town, ...r }) => ({ ...r, areaId: Number(r.areaId) }));

  const towns = new Map<string, Patrols['towns'][number]>();
  for (const r of rows) {
    if (!r.townId || !r.townName) continue;
    const t = towns.get(r.townId) ?? {
      areaId: Number(r.townId),
      areaName: r.townName,
      patrolCount: 0,
      coveredMu: 0,
      lastDate: r.imageDate,
      findingCount: 0,
      findingAreaMu: 0,
    };
    t.patrolCount++;
    t.coveredMu = Math.round((t.coveredMu + r.coveredMu) * 100) / 100;
    if (r.imageDate > t.lastDate) t.lastDate = r.imageDate;
    t.findingCount += r.findingCount;
    t.findingAreaMu = Math.round((t.findingAreaMu + r.findingAreaMu) * 100) / 100;
    towns.set(r.townId, t);
  }
  const months = Array.from({ length: 12 }, (_, i) => {
    const inMonth = rows.filter((r) => Number(r.imageDate.slice(5, 7)) === i + 1);
    return {
      month: i + 1,
      patrolCount: inMonth.length,
      findingCount: inMonth.reduce((n, r) => n + r.findingCount, 0),
    };
  });
  return {
    year: y,
    years,
    patrols,
    towns: [...towns.values()].sort((a, b) => b.patrolCount - a.patrolCount || a.areaId - b.areaId),
    months,
  };
}
