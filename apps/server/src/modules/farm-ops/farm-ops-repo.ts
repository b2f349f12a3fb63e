import { beijingYear } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import type { Filter } from '../../query/sql-filter';

type Range = [number, number];

/** Crop group names (crops.crop_group). */
export const CROP_GROUPS: Record<number, string> = {
  1: '粮食作物',
  2: '经济作物',
  3: '蔬菜',
  4: '水果',
  5: '水产',
  6: '畜禽',
  7: '绿肥饲草',
  8: '林木',
};
/** Field crops that farm machinery works on (njFlag 1): grain, cash crops, green manure and forage. */
export const NJ_CROP_GROUPS = [1, 2, 7];

/** The farm's position, its parcels as GeoJSON features with the crop growing now, devices and cameras. */
export async function coreMapInfo(q: Queryable, farmId: number) {
  const [head] = await q.query<{
    farmName: string;
    center: [number, number] | null;
    bbox: [number, number, number, number] | null;
    parcelAreaMu: number;
    deviceCount: number;
    deviceOnline: number;
    cameraCount: number;
    cameraOnline: number;
  }>(
    `SELECT f.farm_name AS "farmName",
            CASE WHEN f.location IS NULL THEN NULL
                 ELSE json_build_array(round(ST_X(f.location)::numeric, 7), round(ST_Y(f.location)::numeric, 7)) END AS center,
            (SELECT CASE WHEN e IS NULL THEN NULL ELSE json_build_array(round(ST_XMin(e)::numeric, 7), round(ST_YMin(e)::numeric, 7),
                    round(ST_XMax(e)::numeric, 7), round(ST_YMax(e)::numeric, 7)) END
               FROM (SELECT ST_Extent(geom)::geometry AS e FROM land_parcels WHERE farm_id = f.id) x) AS bbox,
            (SELECT coalesce(round(sum(area_mu), 2), 0)::float8 FROM land_parcels WHERE farm_id = f.id) AS "parcelAreaMu",
            (SELECT count(*)::int FROM iot_devices WHERE farm_id = f.id) AS "deviceCount",
            (SELECT count(*)::int FROM iot_devices WHERE farm_id = f.id AND status = 1) AS "deviceOnline",
            (SELECT count(*)::int FROM cameras WHERE farm_id = f.id) AS "cameraCount",
            (SELECT count(*)::int FROM cameras WHERE farm_id = f.id AND status = 1) AS "cameraOnline"
       FROM farms f WHERE f.id = $1`,
    [farmId],
  );
  if (!head) return undefined;
  const features = await q.query<{ geometry: unknown; properties: Record<string, unknown> }>(
    `SELECT ST_AsGeoJSON(l.geom, 7)::json AS geometry,
            json_build_object('landId', l.id, 'dkid', l.dkid, 'landName', l.land_name,
              'areaMu', round(l.area_mu, 2)::float8, 'cropName', now_crop.crop_name, 'color', now_crop.color) AS properties
       FROM land_parcels l
       LEFT JOIN LATERAL (SELECT c.crop_name, c.color FROM plantings p JOIN crops c ON c.id = p.crop_id
                           WHERE p.land_id = l.id AND p.status = 1 ORDER BY p.sow_date DESC LIMIT 1) now_crop ON true
      WHERE l.farm_id = $1 ORDER BY l.id LIMIT 2000`,
    [farmId],
  );
  const num = (a: unknown[] | null) => (a ? a.map(Number) : null);
  return {
    farmId,
    ...head,
    center: num(head.center) as [number, number] | null,
    bbox: num(head.bbox) as [number, number, number, number] | null,
    parcels: {
      type: 'FeatureCollection' as const,
      features: features.map((f) => ({ type: 'Feature' as const, ...f })),
    },
  };
}

const ORDER_STATUS = { 1: '待发货', 2: '已发货', 3: '已完成', 4: '已取消' } as Record<number, string>;

/** Newest sales orders in an area or of one farm. */
export async function newestOrders(q: Queryable, [lo, hi]: Range, farmId: number | undefined, limit: number) {
  const rows = await q.query<
    { orderId: number; buyerName: string | null; status: number } & Record<string, unknown>
  >(
    `SELECT o.id AS "orderId", o.order_no AS "orderNo", o.farm_id AS "farmId", f.farm_name AS "farmName",
            o.channel, o.product_name AS "productName", o.quantity::float8 AS quantity, o.unit,
            o.amount::float8 AS amount, o.buyer_name AS "buyerName",
            to_char(o.order_time, 'YYYY-MM-DD HH24:MI:SS') AS "orderTime", o.status
       FROM sales_orders o JOIN farms f ON f.id = o.farm_id
      WHERE o.area_id BETWEEN $1 AND $2 ${farmId === undefined ? '' : 'AND o.farm_id = $4'}
        AND o.order_time <= now()
      ORDER BY o.order_time DESC, o.id DESC LIMIT $3`,
    farmId === undefined ? [lo, hi, limit] : [lo, hi, limit, farmId],
  );
  return rows.map((r) => ({ ...r, statusName: ORDER_STATUS[r.status] ?? '--' }));
}

/**
 * Sown area per crop, year and season from the plantings: every planting in the area, whoever works the
 * land (entities and households), as the output forecasts and the county's sown-area statistics count
 * it, so the sowing list and the forecast give one figure for 2026 rice. farmCount counts the entities.
 * Read from the per-village tally of the schema (farm 0: households), not from the plantings.
 */
export function sowingAreas(
  q: Queryable,
  [lo, hi]: Range,
  b: { plantYear?: number; season?: number; cropId?: number },
) {
  const params: unknown[] = [lo, hi];
  const conds = ['p.area_id BETWEEN $1 AND $2'];
  for (const [v, col] of [
    [b.plantYear, 'p.plant_year'],
    [b.season, 'p.season'],
    [b.cropId, 'p.crop_id'],
  ] as const) {
    if (v !== undefined) {
      params.push(v);
      conds.push(`${col} = $${params.length}`);
    }
  }
  return q.query(
    `SELECT p.crop_id::int AS "cropId", c.crop_name AS "cropName", p.plant_year::int AS "plantYear", p.season::int AS season,
            count(DISTINCT nullif(p.farm_id, 0))::int AS "farmCount", sum(p.n)::int AS "landCount",
            round(sum(p.area_mu), 2)::float8 AS "sownAreaMu"
       FROM planting_sown_tallies p JOIN crops c ON c.id = p.crop_id
      WHERE ${conds.join(' AND ')}
      GROUP BY p.crop_id, c.crop_name, p.plant_year, p.season
      HAVING sum(p.n) > 0
      ORDER BY p.plant_year DESC, "sownAreaMu" DESC, p.crop_id`,
    params,
  ) as Promise<never[]>;
}

/** The year whose plantings a "current" statistic shows: the latest sown year in the range. */
export async function latestPlantYear(q: Queryable, [lo, hi]: Range): Promise<number> {
  const [r] = await q.query<{ y: number | null }>(
    'SELECT max(plant_year)::int AS y FROM plantings WHERE area_id BETWEEN $1 AND $2 AND sow_date <= current_date',
    [lo, hi],
  );
  return r?.y ?? beijingYear();
}

/** latestPlantYear as an SQL expression over a filter's parameters (for a list that defaults its year). */
export function latestPlantYearSql(f: Filter, [lo, hi]: Range): string {
  return `coalesce((SELECT max(plant_year)::int FROM plantings
                     WHERE area_id BETWEEN ${f.p(lo)} AND ${f.p(hi)} AND sow_date <= current_date), ${f.p(beijingYear())})`;
}

/** White lentil (白扁豆) sown area per child area of the range. */
export function lentilByChildArea(q: Queryable, [lo, hi]: Range, childDigits: number, year: number) {
  // Child area codes keep `childDigits` significant digits of the 12-digit code.
  const unit = 10 ** (12 - childDigits);
  return q.query(
    `SELECT (p.area_id / $3) * $3 AS "areaId", a.name AS "areaName", count(DISTINCT p.farm_id)::int AS "farmCount",
            count(*)::int AS "landCount", round(sum(p.plant_area_mu), 2)::float8 AS "sownAreaMu"
       FROM plantings p JOIN crops c ON c.id = p.crop_id AND c.crop_identifier = 'white_lentil'
       JOIN areas a ON a.id = (p.area_id / $3) * $3
      WHERE p.area_id BETWEEN $1 AND $2 AND p.plant_year = $4
      GROUP BY 1, a.name ORDER BY "sownAreaMu" DESC`,
    [lo, hi, unit, year],
  ) as Promise<never[]>;
}
