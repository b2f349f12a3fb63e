import type { Queryable } from '../../db/client';
import { IMPORT_KINDS, importKindOf } from '../../import/kinds/registry';
import type { ImportReport } from '../../import/run';
import type { Problem } from '../../import/types';

/** Per kind: its records in the area and the last import that wrote some. */
export async function kindCounts(
  q: Queryable,
  range: [number, number],
): Promise<Map<string, { count: number; lastImport: string | null }>> {
  const counts = IMPORT_KINDS.map(
    (k) =>
      `SELECT '${k.kind}' AS kind, count(*)::int AS n FROM ${k.table} WHERE ${k.areaColumn || 'area_id'} BETWEEN $1 AND $2${k.countWhere ? ` AND ${k.countWhere}` : ''}`,
  );
  const rows = await q.query<{ kind: string; n: number; last: string | null }>(
    `SELECT c.kind, c.n, to_char(j.last AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS last
       FROM (${counts.join(' UNION ALL ')}) c
       LEFT JOIN (SELECT kind, max(create_time) AS last FROM import_jobs
                   WHERE status = 'imported' AND area_id BETWEEN $1 AND $2 GROUP BY kind) j ON j.kind = c.kind`,
    range,
  );
  return new Map(rows.map((r) => [r.kind, { count: r.n, lastImport: r.last }]));
}

/** A point inside the area for the templates' example rows: its centre, or the nearest ancestor's. */
export async function templateCenter(q: Queryable, areaId: number): Promise<[number, number]> {
  const [row] = await q.query<{ x: number; y: number }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, coalesce(center, ST_PointOnSurface(geom)) AS p, 0 AS depth FROM areas WHERE id = $1
       UNION ALL
       SELECT a.id, a.parent_id, coalesce(a.center, ST_PointOnSurface(a.geom)), up.depth + 1
         FROM areas a JOIN up ON a.id = up.parent_id WHERE up.p IS NULL)
     SELECT ST_X(p) AS x, ST_Y(p) AS y FROM up WHERE p IS NOT NULL ORDER BY depth LIMIT 1`,
    [areaId],
  );
  // Without any outline up the chain, the example point is Beijing's: the bureau replaces it anyway.
  return row ? [Number(row.x), Number(row.y)] : [116.397, 39.909];
}

interface JobRow {
  jobId: number;
  kind: string;
  fileName: string;
  areaName: string;
  userName: string | null;
  status: 'imported' | 'rejected' | 'checked';
  rowCount: number;
  inserted: number;
  updated: number;
  errorCount: number;
  errors: Problem[];
  createTime: string;
}

/** The imports into the area, the latest first. */
export async function importJobs(
  q: Queryable,
  range: [number, number],
  page: { pageNo: number; pageSize: number; kind?: string },
) {
  const where = 'j.area_id BETWEEN $1 AND $2 AND ($3::text IS NULL OR j.kind = $3)';
  const params = [...range, page.kind ?? null];
  const [{ total }] = (await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM import_jobs j WHERE ${where}`,
    params,
  )) as [{ total: number }];
  const rows = await q.query<JobRow>(
    `SELECT j.id AS "jobId", j.kind, j.file_name AS "fileName", a.name AS "areaName", u.nickname AS "userName",
            j.status, j.row_count AS "rowCount", j.inserted, j.updated, j.error_count AS "errorCount", j.errors,
            to_char(j.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
       FROM import_jobs j JOIN areas a ON a.id = j.area_id LEFT JOIN government_users u ON u.id = j.user_id
      WHERE ${where} ORDER BY j.create_time DESC, j.id DESC LIMIT $4 OFFSET $5`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return {
    list: rows.map((r) => ({ ...r, kindLabel: importKindOf(r.kind)?.label ?? r.kind })),
    total,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

const PHASES = ['read', 'check', 'write'] as const;

/** One import task of the user (his own only): its state, progress and, once done, the report. */
export async function importTask(q: Queryable, userId: number, taskId: number) {
  const [row] = await q.query<{
    status: 'queued' | 'running' | 'done' | 'failed';
    phase: string | null;
    done: number;
    total: number;
    report: ImportReport | null;
    reason: string | null;
  }>(
    `SELECT status, progress_text AS phase, progress_done AS done, progress_total AS total, result AS report,
            error AS reason
       FROM data_exports WHERE id = $1 AND user_id = $2 AND kind = 'import'`,
    [taskId, userId],
  );
  if (!row) return undefined;
  const phase = PHASES.find((p) => p === row.phase) ?? null;
  return { ...row, phase, report: row.status === 'done' ? row.report : null };
}
