import { GROWTH_GRADES, labelOf, MULTISPECTRAL_SENSORS } from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { childAreas } from '../../query/paged';

const round3 = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The captures of an area, newest first, with how many of its parcels each analysed. */
export async function capturesOf(q: Queryable, [lo, hi]: [number, number]) {
  const rows = await q.query<{ captureDate: string; sensor: number; parcelCount: number }>(
    `SELECT to_char(capture_date, 'YYYY-MM-DD') AS "captureDate", min(sensor)::int AS sensor, count(*)::int AS "parcelCount"
       FROM multispectral_analyses WHERE area_id BETWEEN $1 AND $2
      GROUP BY capture_date ORDER BY capture_date DESC LIMIT 24`,
    [lo, hi],
  );
  return rows.map((r) => ({ ...r, sensorName: labelOf(MULTISPECTRAL_SENSORS, r.sensor) }));
}

/**
 * The analysis of one capture over an area: the parcels' grades, the mean indices (weighted by parcel
 * area, as a holder's field counts by its size), per child area and per crop, and the same parcels' mean
 * NDVI at the capture before.
 */
export async function analyse(q: Queryable, areaId: number, range: [number, number], asked?: string) {
  const captures = await capturesOf(q, range);
  const captureDate = asked ?? captures[0]?.captureDate ?? null;
  const empty = {
    captures,
    captureDate,
    parcelCount: 0,
    areaMu: 0,
    meanNdvi: null,
    meanNdre: null,
    previousMeanNdvi: null,
    grades: Object.entries(GROWTH_GRADES).map(([g, name]) => ({
      grade: Number(g),
      name,
      parcelCount: 0,
      areaMu: 0,
    })),
    byArea: [],
    crops: [],
  };
  if (!captureDate) return empty;
  const rows = `multispectral_analyses m JOIN land_parcels l ON l.id = m.land_parcel_id
     WHERE m.area_id BETWEEN $1 AND $2 AND m.capture_date = $3::date`;
  const params = [range[0], range[1], captureDate];
  const [total] = await q.query<{
    n: number;
    mu: number;
    ndvi: number | null;
    ndre: number | null;
    prev: number | null;
  }>(
    `SELECT count(*)::int AS n, coalesce(sum(l.area_mu), 0)::float8 AS mu,
            (sum(m.ndvi * l.area_mu) / nullif(sum(l.area_mu), 0))::float8 AS ndvi,
            (sum(m.ndre * l.area_mu) FILTER (WHERE m.ndre IS NOT NULL)
              / nullif(sum(l.area_mu) FILTER (WHERE m.ndre IS NOT NULL), 0))::float8 AS ndre,
            (SELECT (sum(p.ndvi * pl.area_mu) / nullif(sum(pl.area_mu), 0))::float8
               FROM multispectral_analyses p JOIN land_parcels pl ON pl.id = p.land_parcel_id
              WHERE p.area_id BETWEEN $1 AND $2
                AND p.capture_date = (SELECT max(capture_date) FROM multispectral_analyses
                                       WHERE area_id BETWEEN $1 AND $2 AND capture_date < $3::date)
                AND p.land_parcel_id IN (SELECT land_parcel_id FROM multispectral_analyses
                                          WHERE area_id BETWEEN $1 AND $2 AND capture_date = $3::date)) AS prev
       FROM ${rows}`,
    params,
  );
  const grades = await q.query<{ grade: number; n: number; mu: number }>(
    `SELECT m.growth_grade::int AS grade, count(*)::int AS n, sum(l.area_mu)::float8 AS mu FROM ${rows} GROUP BY 1`,
    params,
  );
  const { expr, children } = await childAreas(q, areaId, 'm.area_id');
  const areaRows = await q.query<{ k: string; n: number; mu: number; ndvi: number | null; weak: number }>(
    `SELECT ${expr} AS k, count(*)::int AS n, sum(l.area_mu)::float8 AS mu,
            (sum(m.ndvi * l.area_mu) / nullif(sum(l.area_mu), 0))::float8 AS ndvi,
            count(*) FILTER (WHERE m.growth_grade >= 3)::int AS weak
       FROM ${rows} GROUP BY 1`,
    params,
  );
  const crops = await q.query<{ cropName: string; n: number; mu: number; ndvi: number }>(
    `SELECT coalesce(c.crop_name, '未登记作物') AS "cropName", count(*)::int AS n, sum(l.area_mu)::float8 AS mu,
            (sum(m.ndvi * l.area_mu) / nullif(sum(l.area_mu), 0))::float8 AS ndvi
       FROM ${rows.replace('WHERE', 'LEFT JOIN crops c ON c.id = m.crop_id WHERE')}
      GROUP BY 1 ORDER BY mu DESC LIMIT 12`,
    params,
  );
  return {
    ...empty,
    parcelCount: total?.n ?? 0,
    areaMu: round2(total?.mu ?? 0),
    meanNdvi: round3(total?.ndvi ?? null),
    meanNdre: round3(total?.ndre ?? null),
    previousMeanNdvi: round3(total?.prev ?? null),
    grades: empty.grades.map((g) => {
      const r = grades.find((x) => x.grade === g.grade);
      return { ...g, parcelCount: r?.n ?? 0, areaMu: round2(r?.mu ?? 0) };
    }),
    byArea: children.map((c) => {
      const r = areaRows.find((x) => Number(x.k) === Number(c.areaId));
      return {
        areaId: Number(c.areaId),
        areaName: c.areaName,
        parcelCount: r?.n ?? 0,
        areaMu: round2(r?.mu ?? 0),
        meanNdvi: round3(r?.ndvi ?? null),
        weakCount: r?.weak ?? 0,
      };
    }),
    crops: crops.map((c) => ({
      cropName: c.cropName,
      parcelCount: c.n,
      areaMu: round2(c.mu),
      meanNdvi: round3(c.ndvi) ?? 0,
    })),
  };
}
