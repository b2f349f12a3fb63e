import { DLBM_CODES, GEOMETRY_TOLERANCE, MU_PER_SQUARE_METRE } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import { withInputFields } from '../../http/db-input-errors';
import { areaTooLarge, DRAWN_AREA_MAX_KM2 } from './drawn-shape';

// The shape in the database: made valid (a self-crossing drawing), and simplified with the spec's tolerance
// (0.1 m) in the default projection (EPSG:4544, CGCS2000 Gauss-Krüger) so a shaky hand adds no area.
const SHAPE = `(SELECT ST_Transform(ST_SimplifyPreserveTopology(ST_Transform(ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON($1), 4326)), 4544), ${GEOMETRY_TOLERANCE}), 4326) AS g)`;

/** Ellipsoidal figures of the shape and what it covers among the parcels in `range`. */
export function analyse(q: Queryable, geojson: string, range: [number, number]) {
  return withInputFields(['geometry'], '绘制的图形无法分析，请重新绘制', () => figures(q, geojson, range));
}

async function figures(q: Queryable, geojson: string, range: [number, number]) {
  const [fig] = await q.query<{ areaM2: number; lengthM: number }>(
    `SELECT ST_Area(s.g::geography)::float8 AS "areaM2",
            (CASE WHEN GeometryType(s.g) LIKE '%POLYGON' THEN ST_Perimeter(s.g::geography) ELSE ST_Length(s.g::geography) END)::float8 AS "lengthM"
       FROM ${SHAPE} s`,
    [geojson],
  );
  // The bound is checked on the shape as analysed (made valid: a self-crossing drawing counts whole).
  if ((fig?.areaM2 ?? 0) > DRAWN_AREA_MAX_KM2 * 1e6) throw areaTooLarge();
  // Polygons count the covered part of each parcel; a line counts the parcels it crosses, whole.
  const parts = await q.query<{ dlbm: string; crop: string | null; n: number; mu: number }>(
    `SELECT l.dlbm, cp.crop_name AS crop, count(*)::int AS n,
            sum(CASE WHEN GeometryType(s.g) LIKE '%POLYGON'
                     THEN ST_Area(ST_Intersection(l.geom, s.g)::geography) * ${MU_PER_SQUARE_METRE}
                     ELSE l.area_mu END)::float8 AS mu
       FROM ${SHAPE} s
       JOIN land_parcels l ON l.geom && s.g AND ST_Intersects(l.geom, s.g)
       LEFT JOIN LATERAL (SELECT c.crop_name FROM plantings p JOIN crops c ON c.id = p.crop_id
                           WHERE p.land_id = l.id AND p.status = 1 ORDER BY p.sow_date DESC LIMIT 1) cp ON true
      WHERE l.area_id BETWEEN $2 AND $3
      GROUP BY 1, 2`,
    [geojson, range[0], range[1]],
  );
  const areaM2 = fig?.areaM2 ?? 0;
  const group = <K extends string>(key: (r: (typeof parts)[number]) => K) => {
    const m = new Map<K, { count: number; areaMu: number }>();
    for (const r of parts) {
      const e = m.get(key(r)) ?? { count: 0, areaMu: 0 };
      e.count += r.n;
      e.areaMu += r.mu;
      m.set(key(r), e);
    }
    return [...m]
      .sort((a, b) => b[1].areaMu - a[1].areaMu)
      .map(([k, v]) => ({ k, count: v.count, areaMu: round2(v.areaMu) }));
  };
  return {
    areaM2: round2(areaM2),
    areaMu: round2(areaM2 * MU_PER_SQUARE_METRE),
    areaFen: round2(areaM2 * MU_PER_SQUARE_METRE * 10),
    lengthM: round2(fig?.lengthM ?? 0),
    parcelCount: parts.reduce((s, r) => s + r.n, 0),
    parcelAreaMu: round2(parts.reduce((s, r) => s + r.mu, 0)),
    dlbm: group((r) => r.dlbm).map(({ k, ...v }) => ({
      dlbm: k,
      dlbmName: DLBM_CODES[k as keyof typeof DLBM_CODES] ?? k,
      ...v,
    })),
    crops: group((r) => r.crop ?? '未种植').map(({ k, ...v }) => ({ cropName: k, ...v })),
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
