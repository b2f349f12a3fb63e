import { areaLevelOfCode, badParams } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import type { RequestArea } from '../../http/area-scope';
import { childAreasSql } from '../../query/child-areas';
import { containsPattern } from '../../query/keyword';
import { Filter } from '../../query/sql-filter';
import { batchTally } from './batch-spots';
import { pageCases } from './case-paging';

const T = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;
const D = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

const ITEM = `
  c.id, c.land_code AS "landCode", c.abnormal_type AS "abnormalType", c.process_status AS "processStatus",
  c.governance_flag AS "governanceFlag", c.cultivated_land_batch_id AS "cultivatedLandBatchId",
  b.batch_name AS "batchName", c.abnormal_area_mu::float8 AS "abnormalAreaMu", c.area_id::float8 AS "areaId",
  COALESCE(t.name || ' ', '') || a.name AS "areaName", a.level AS "areaLevel", c.current_use AS "currentUse",
  c.version, ${T('c.update_time')} AS "updateTime"`;
const FROM = `
  FROM cultivated_abnormals c
  JOIN monitoring_batches b ON b.id = c.cultivated_land_batch_id
  JOIN areas a ON a.id = c.area_id
  LEFT JOIN areas t ON t.id = a.parent_id`;

/** The abnormal list filter within the caller's area, without the status (counted per status). */
export function abnormalFilter(
  [lo, hi]: readonly [number, number],
  b: {
    keyword?: string;
    cultivatedLandBatchId?: number;
    governanceFlag?: number;
    abnormalType?: number;
  },
): Filter {
  const f = new Filter().add('c.area_id BETWEEN $? AND $?', lo, hi);
  if (b.cultivatedLandBatchId !== undefined)
    f.add('c.cultivated_land_batch_id = $?', b.cultivatedLandBatchId);
  if (b.governanceFlag !== undefined) f.add('c.governance_flag = $?', b.governanceFlag);
  if (b.abnormalType !== undefined) f.add('c.abnormal_type = $?', b.abnormalType);
  if (b.keyword) {
    const p = containsPattern(b.keyword);
    f.add('(c.land_code ILIKE $? OR c.current_use ILIKE $?)', p, p);
  }
  return f;
}

/** A page of abnormal records (newest update first) and the count per status under the same filter. */
export function pageAbnormals(
  q: Queryable,
  f: Filter,
  status: number | undefined,
  page: { pageNo: number; pageSize: number },
) {
  return pageCases(
    q,
    { alias: 'c', table: 'cultivated_abnormals', select: ITEM, from: FROM },
    f,
    status,
    page,
  );
}

/** One abnormal record with outline and batch dates, or undefined. */
export async function findAbnormal(q: Queryable, id: number) {
  const [row] = await q.query<Record<string, unknown> & { areaId: number }>(
    `SELECT ${ITEM}, ST_AsGeoJSON(c.geom, 7)::json AS geom, ${D('b.image_date')} AS "imageDate",
            ${D('b.compare_image_date')} AS "compareImageDate", c.remark, ${T('c.create_time')} AS "createTime"
       ${FROM} WHERE c.id = $1`,
    [id],
  );
  return row;
}

const BATCH = `
  b.id, b.batch_name AS "batchName", b.batch_type AS "batchType", b.monitoring_type AS "monitoringType",
  b.area_id::float8 AS "areaId", a.name AS "areaName", ${D('b.image_date')} AS "imageDate",
  ${D('b.compare_image_date')} AS "compareImageDate", b.motion_detection_flag AS "motionDetectionFlag",
  ${T('b.publish_time')} AS "publishTime",
  n.n::int AS "caseCount", n.done::int AS "doneCount", n.mu AS "caseAreaMu"`;
// The batch's spots counted in the caller's range: a county batch seen from a town counts its town.
const BATCH_FROM = `
  FROM monitoring_batches b
  JOIN areas a ON a.id = b.area_id
  LEFT JOIN LATERAL ${batchTally('b.id', '$1', '$2')} n ON true`;

/**
 * Batches whose area lies inside the requested range or contains it: a county batch is relevant to its
 * towns and villages, and a city sees the batches of its counties. `$1`/`$2` are the range.
 */
export const BATCH_SCOPE = `(b.area_id BETWEEN $1 AND $2 OR $1 BETWEEN b.area_id AND b.area_id +
  CASE a.level WHEN 1 THEN 9999999999 WHEN 2 THEN 99999999 WHEN 3 THEN 999999 WHEN 4 THEN 999 ELSE 0 END)`;

/** A page of batches for the caller's area, newest image first. */
export async function pageBatches(
  q: Queryable,
  [lo, hi]: readonly [number, number],
  b: {
    batchType?: number;
    motionDetectionFlag?: number;
    pageNo: number;
    pageSize: number;
  },
) {
  const f = new Filter();
  f.p(lo);
  f.p(hi);
  f.add(BATCH_SCOPE);
  if (b.motionDetectionFlag !== undefined) f.add('b.motion_detection_flag = $?', b.motionDetectionFlag);
  if (b.batchType !== undefined) f.add('b.batch_type = $?', b.batchType);
  const [{ n }] = (await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM monitoring_batches b JOIN areas a ON a.id = b.area_id ${f.where()}`,
    f.params,
  )) as [{ n: number }];
  const list = await q.query(
    `SELECT ${BATCH} ${BATCH_FROM} ${f.where()}
      ORDER BY b.image_date DESC, b.batch_type, b.id LIMIT ${b.pageSize} OFFSET ${(b.pageNo - 1) * b.pageSize}`,
    f.params,
  );
  return { list, total: n, pageNo: b.pageNo, pageSize: b.pageSize };
}

/** Abnormal cases per child area of the range's area (the converge view). */
export async function convergeAbnormals(
  q: Queryable,
  area: RequestArea,
  b: { cultivatedLandBatchId?: number },
) {
  const { areaId } = area;
  const [lo, hi] = area.range;
  const level = areaLevelOfCode(areaId);
  if ((level ?? 5) >= 5) throw badParams(['areaId'], '村级区域没有下级区域');
  const params: unknown[] = [lo, hi];
  let batch = '';
  if (b.cultivatedLandBatchId !== undefined) {
    params.push(b.cultivatedLandBatchId);
    batch = 'AND c.cultivated_land_batch_id = $3';
  }
  // Codes are integers the scope check let through: written into the SQL as numbers.
  const { children } = childAreasSql((v) => String(Math.trunc(v)), areaId, level ?? 5);
  // A child area's codes run from its own code to the next sibling's: match each case to its child by range.
  const rows = await q.query<{
    areaId: number;
    areaName: string;
    caseCount: number;
    caseAreaMu: number;
    doneCount: number;
    governedCount: number;
    byType: { abnormalType: number; count: number }[] | null;
  }>(
    `WITH kids AS (
       SELECT a.id, a.name, a.id AS lo, a.id + CASE a.level WHEN 2 THEN 99999999 WHEN 3 THEN 999999 WHEN 4 THEN 999 ELSE 0 END AS hi
         FROM ${children} WHERE a.id BETWEEN $1 AND $2),
     cases AS (
       SELECT k.id AS kid, c.abnormal_type, c.process_status, c.governance_flag, c.abnormal_area_mu
         FROM kids k JOIN cultivated_abnormals c ON c.area_id BETWEEN k.lo AND k.hi ${batch})
     SELECT k.id::float8 AS "areaId", k.name AS "areaName",
            count(x.kid)::int AS "caseCount", round(COALESCE(sum(x.abnormal_area_mu), 0)::numeric, 2)::float8 AS "caseAreaMu",
            count(x.kid) FILTER (WHERE x.process_status = 5)::int AS "doneCount",
            count(x.kid) FILTER (WHERE x.governance_flag = 1)::int AS "governedCount",
            (SELECT json_agg(json_build_object('abnormalType', t.abnormal_type, 'count', t.n) ORDER BY t.abnormal_type)
               FROM (SELECT abnormal_type, count(*)::int AS n FROM cases WHERE kid = k.id GROUP BY 1) t) AS "byType"
       FROM kids k LEFT JOIN cases x ON x.kid = k.id
      GROUP BY k.id, k.name ORDER BY k.id`,
    params,
  );
  return rows.map((r) => ({ ...r, byType: r.byType ?? [] }));
}

/** Crop monitoring (planting distribution, output forecast) batches over the caller's area. */
export async function monitoringHistory(q: Queryable, [lo, hi]: readonly [number, number]) {
  return q.query(
    `SELECT b.id, b.batch_name AS "batchName", b.monitoring_type AS "monitoringType",
            ${D('b.image_date')} AS "imageDate", b.crop_id AS "cropId", ${T('b.publish_time')} AS "publishTime"
       FROM monitoring_batches b JOIN areas a ON a.id = b.area_id
      WHERE b.batch_type = 3 AND ${BATCH_SCOPE}
      ORDER BY b.image_date DESC, b.monitoring_type, b.id`,
    [lo, hi],
  );
}
