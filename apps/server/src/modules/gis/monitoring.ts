import { areaChainOfCode, areaLevelOfCode } from '@fengshou/core';
import { BATCH_FINDINGS_MAX, type zMonitoringBatch } from '@fengshou/core/contract';
import type { z } from 'zod';
import { areaCodeRange } from '../../auth/scope';
import type { Queryable } from '../../db/client';
import { sownOnCropland } from '../archive/land-concepts';
import { BATCH_SPOTS, batchTally, spotMu } from '../landoccupy/batch-spots';

const SOWN = sownOnCropland('p', 'l');

/** Batches are published per county: below a county the county's batches are the area's (spec §7). */
export function batchAreaOf(areaId: number): number {
  const level = areaLevelOfCode(areaId) ?? 3;
  return level > 3 ? (areaChainOfCode(areaId).find((id) => areaLevelOfCode(id) === 3) ?? areaId) : areaId;
}

/** Batches of an area, newest image first, with their findings inside `range`. */
export function listBatches(q: Queryable, areaId: number, range: [number, number], kind: 'change' | 'crop') {
  const [lo, hi] = areaCodeRange(batchAreaOf(areaId));
  return q.query<z.input<typeof zMonitoringBatch>>(
    `SELECT b.id, b.batch_name AS "batchName", b.batch_type AS "batchType", b.monitoring_type AS "monitoringType",
            to_char(b.image_date, 'YYYY-MM-DD') AS "imageDate", to_char(b.compare_image_date, 'YYYY-MM-DD') AS "compareImageDate",
            b.crop_id AS "cropId", c.crop_name AS "cropName",
            f.n::int AS "findingCount", f.mu AS "findingAreaMu"
       FROM monitoring_batches b
       LEFT JOIN crops c ON c.id = b.crop_id
       LEFT JOIN LATERAL ${batchTally('b.id', '$3', '$4')} f ON true
      WHERE b.area_id BETWEEN $1 AND $2 AND b.batch_type ${kind === 'crop' ? '= 3' : 'IN (1, 2)'}
      ORDER BY b.image_date DESC, b.id`,
    [lo, hi, range[0], range[1]],
  );
}

/** The batch's area, to check the caller may see it. */
export async function batchArea(
  q: Queryable,
  batchId: number,
): Promise<{ areaId: number; cropId: number | null; year: number; type: number } | undefined> {
  const [row] = await q.query<{ areaId: string; cropId: number | null; year: number; type: number }>(
    `SELECT area_id AS "areaId", crop_id AS "cropId", extract(year FROM image_date)::int AS year, monitoring_type AS type
       FROM monitoring_batches WHERE id = $1`,
    [batchId],
  );
  return row && { ...row, areaId: Number(row.areaId) };
}

/**
 * How far outlines may be simplified for a view of an area of this level (degrees): a city or province
 * view spans tens of kilometres, so a few metres are invisible; from a county down the outlines are exact
 * enough to judge a finding by (about a metre), and below a county they are not touched.
 */
export function findingTolerance(level: number): number {
  return level <= 2 ? 0.00005 : level === 3 ? 0.00001 : 0;
}

/**
 * Findings of a batch in `range` as GeoJSON features (largest first, at most BATCH_FINDINGS_MAX) and their
 * total, outlines simplified for the level of the viewed area.
 */
export async function batchFindings(q: Queryable, batchId: number, range: [number, number], viewLevel = 3) {
  const rows = await q.query<{ f: unknown; total: number }>(
    `SELECT json_build_object('type', 'Feature', 'id', row_number() OVER (ORDER BY x.mu DESC, x.kind, x.id),
              'properties', json_build_object('kind', x.kind, 'recordId', x.id, 'code', x.code, 'areaMu', ${spotMu('x.mu')}, 'status', x.status),
              'geometry', ST_AsGeoJSON(CASE WHEN $4::float8 > 0 THEN ST_SimplifyPreserveTopology(x.geom, $4::float8) ELSE x.geom END, 6)::json) AS f,
            count(*) OVER ()::int AS total
       FROM ${BATCH_SPOTS} x
      WHERE x.batch_id = $1 AND x.area_id BETWEEN $2 AND $3
      ORDER BY x.mu DESC, x.kind, x.id LIMIT ${BATCH_FINDINGS_MAX}`,
    [batchId, range[0], range[1], findingTolerance(viewLevel)],
  );
  return { total: rows[0]?.total ?? 0, features: rows.map((r) => r.f) as never[] };
}

/**
 * Planted area and expected output of the batch's crop in the batch's year, per child area of `areaId`
 * (towns of a county, villages of a town): the sown area of the registry (crops on 耕地, land-concepts.ts).
 */
export async function cropStats(q: Queryable, cropId: number | null, year: number, areaId: number) {
  const level = areaLevelOfCode(areaId) ?? 3;
  const childDiv = level >= 4 ? 1 : level === 3 ? 1000 : 1000000;
  const [lo, hi] = areaCodeRange(areaId);
  const rows = await q.query<{
    areaId: string;
    areaName: string;
    plantAreaMu: number;
    expectedOutputKg: number;
  }>(
    `SELECT s.aid AS "areaId", a.name AS "areaName", s.mu AS "plantAreaMu", s.kg AS "expectedOutputKg"
       FROM (SELECT (p.area_id / ${childDiv}) * ${childDiv} AS aid, round(sum(p.plant_area_mu), 2)::float8 AS mu,
                    round(sum(coalesce(p.expected_output_kg, 0)), 0)::float8 AS kg
               FROM plantings p ${SOWN.join}
              WHERE p.area_id BETWEEN $1 AND $2 AND p.plant_year = $3 AND ($4::int IS NULL OR p.crop_id = $4)
                AND ${SOWN.where}
              GROUP BY 1) s
       JOIN areas a ON a.id = s.aid
      ORDER BY s.mu DESC`,
    [lo, hi, year, cropId],
  );
  return rows.map((r) => ({ ...r, areaId: Number(r.areaId) }));
}
