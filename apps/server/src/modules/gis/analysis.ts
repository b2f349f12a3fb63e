import { DLBM_CODES, GEOMETRY_TOLERANCE, MU_PER_SQUARE_METRE } from '@fengshou/core';
import { boundedQuery, busy } from '../../db/bounded';
import type { Database } from '../../db/client';
import { withInputFields } from '../../http/db-input-errors';
import { areaTooLarge, DRAWN_AREA_MAX_KM2 } from './drawn-shape';

// The shape in the database: made valid (a self-crossing drawing), and simplified with the spec's tolerance
// (0.1 m) in the default projection (EPSG:4544, CGCS2000 Gauss-Krüger) so a shaky hand adds no area.
const SHAPE = `(SELECT ST_Transform(ST_SimplifyPreserveTopology(ST_Transform(ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON($1), 4326)), 4544), ${GEOMETRY_TOLERANCE}), 4326) AS g)`;

/**
 * Parcels per statement: each statement stays short (CHUNK_TARGET_MS) so the statements of screens and lists
 * queued meanwhile run between two of them; on PGlite's one connection they would otherwise wait for the
 * whole analysis. The size follows the measured time of the previous chunk.
 */
const CHUNK_FIRST = 64;
const CHUNK_MIN = 16;
const CHUNK_MAX = 4000;
const CHUNK_TARGET_MS = 15;
/** An analysis that has not finished by then answers 600 (PGlite has no statement_timeout). */
const ANALYSIS_DEADLINE_MS = 60_000;

type Part = { dlbm: string; crop: string | null; n: number; mu: number };

/** Ellipsoidal figures of the shape and what it covers among the parcels in `range`. */
export function analyse(db: Database, geojson: string, range: [number, number]) {
  return withInputFields(['geometry'], '绘制的图形无法分析，请重新绘制', () => figures(db, geojson, range));
}

async function figures(db: Database, geojson: string, range: [number, number]) {
  const deadline = performance.now() + ANALYSIS_DEADLINE_MS;
  // The shape is prepared once and handed to the chunks as hexadecimal EWKB (exact, no re-parsing).
  const [fig] = await boundedQuery<{ areaM2: number; lengthM: number; shape: string }>(
    db,
    `SELECT ST_Area(s.g::geography)::float8 AS "areaM2",
            (CASE WHEN GeometryType(s.g) LIKE '%POLYGON' THEN ST_Perimeter(s.g::geography) ELSE ST_Length(s.g::geography) END)::float8 AS "lengthM",
            ST_AsHEXEWKB(s.g) AS shape
       FROM ${SHAPE} s`,
    [geojson],
  );
  // The bound is checked on the shape as analysed (made valid: a self-crossing drawing counts whole).
  const areaM2 = fig?.areaM2 ?? 0;
  if (areaM2 > DRAWN_AREA_MAX_KM2 * 1e6) throw areaTooLarge();
  // The candidates by bounding box (the spatial index answers it), then the exact work chunk by chunk.
  const [cand] = await boundedQuery<{ ids: number[] | null }>(
    db,
    `SELECT array_agg(l.id ORDER BY l.id) AS ids FROM land_parcels l
      WHERE l.geom && $1::geometry AND l.area_id BETWEEN $2 AND $3`,
    [fig!.shape, range[0], range[1]],
  );
  const ids = cand?.ids ?? [];
  const parts: Part[] = [];
  let size = CHUNK_FIRST;
  for (let at = 0; at < ids.length; ) {
    if (performance.now() > deadline) throw busy();
    const chunk = ids.slice(at, at + size);
    at += chunk.length;
    const t0 = performance.now();
    parts.push(...(await coveredParts(db, fig!.shape, chunk)));
    const ms = Math.max(performance.now() - t0, 1);
    size = Math.round(Math.min(CHUNK_MAX, Math.max(CHUNK_MIN, (size * CHUNK_TARGET_MS) / ms)));
  }
  return summary(areaM2, fig?.lengthM ?? 0, parts);
}

/** Polygons count the covered part of each parcel; a line counts the parcels it crosses, whole. */
function coveredParts(db: Database, shape: string, ids: number[]) {
  return boundedQuery<Part>(
    db,
    `SELECT l.dlbm, cp.crop_name AS crop, count(*)::int AS n,
            sum(CASE WHEN GeometryType(s.g) LIKE '%POLYGON'
                     THEN ST_Area(ST_Intersection(l.geom, s.g)::geography) * ${MU_PER_SQUARE_METRE}
                     ELSE l.area_mu END)::float8 AS mu
       FROM (SELECT $1::geometry AS g) s
       JOIN land_parcels l ON l.id = ANY($2::int[]) AND ST_Intersects(l.geom, s.g)
       LEFT JOIN LATERAL (SELECT c.crop_name FROM plantings p JOIN crops c ON c.id = p.crop_id
                           WHERE p.land_id = l.id AND p.status = 1 ORDER BY p.sow_date DESC LIMIT 1) cp ON true
      GROUP BY 1, 2`,
    [shape, ids],
  );
}

function summary(areaM2: number, lengthM: number, parts: Part[]) {
  const group = <K extends string>(key: (r: Part) => K) => {
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
    lengthM: round2(lengthM),
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
