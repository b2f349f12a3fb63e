import type { Executor, Queryable } from '../../db/client';

/** A trace code row, looked up by the code itself or by a certificate number carrying it. */
export async function findTrace(q: Queryable, code: string) {
  const [r] = await q.query<{
    id: number | null;
    traceCode: string | null;
    productName: string;
    batchNo: string | null;
    createTime: string | null;
    farmId: number;
    areaId: number;
  }>(
    `SELECT t.id, t.trace_code AS "traceCode", t.product_name AS "productName", t.batch_no AS "batchNo",
            to_char(t.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", t.farm_id AS "farmId", t.area_id AS "areaId"
       FROM trace_codes t WHERE t.trace_code = $1
     UNION ALL
     SELECT t.id, q.trace_code, q.product_name, t.batch_no, to_char(t.create_time, 'YYYY-MM-DD HH24:MI:SS'),
            q.farm_id, q.area_id
       FROM qualified_certificates q LEFT JOIN trace_codes t ON t.trace_code = q.trace_code
      WHERE q.cert_no = $1
      LIMIT 1`,
    [code],
  );
  return r;
}

/** The farm and entity behind a trace, with the village's chain of names. */
export async function traceFarm(q: Queryable, farmId: number) {
  const [r] = await q.query<{
    farmId: number;
    farmName: string;
    companyId: number;
    companyName: string;
    creditCode: string | null;
    address: string | null;
    areaName: string;
    origin: string;
  }>(
    `SELECT f.id AS "farmId", f.farm_name AS "farmName", c.id AS "companyId", c.company_name AS "companyName",
            c.credit_code AS "creditCode", f.address,
            concat_ws(' ', co.name, t.name, vs.name) AS "areaName", concat_ws('', co.name, t.name, vs.name) AS origin
       FROM farms f JOIN companies c ON c.id = f.company_id JOIN areas v ON v.id = f.area_id
       -- A village reads as a buyer knows it (阜康村), not as its committee is registered (阜康村村委会).
       CROSS JOIN LATERAL (SELECT regexp_replace(regexp_replace(v.name, '村?(村民委员会|村委会)$', '村'),
                                                 '(社区)?居委会$', '社区') AS name) vs
       LEFT JOIN areas t ON t.id = v.parent_id LEFT JOIN areas co ON co.id = t.parent_id
      WHERE f.id = $1`,
    [farmId],
  );
  return r;
}

/** The farm's latest inspections (a consumer sees only dates, kinds and results). */
export function recentInspections(q: Queryable, farmId: number, limit: number) {
  return q.query<{
    inspectionId: number;
    inspectDate: string;
    inspectionTypeName: string;
    resultName: string;
    inspector: string | null;
  }>(
    `SELECT id AS "inspectionId", to_char(inspect_date, 'YYYY-MM-DD') AS "inspectDate",
            CASE inspection_type WHEN 1 THEN '农药残留抽检' WHEN 2 THEN '投入品检查' WHEN 3 THEN '生产记录检查' ELSE '动物防疫检查' END AS "inspectionTypeName",
            CASE result WHEN 1 THEN '合格' WHEN 2 THEN '限期整改' ELSE '不合格' END AS "resultName", inspector
       FROM inspections WHERE farm_id = $1 AND inspect_date <= current_date
      ORDER BY inspect_date DESC, id DESC LIMIT $2`,
    [farmId, limit],
  );
}

/** Scans of a trace code: total, last day and per month. */
export async function scansOf(q: Queryable, traceCodeId: number | null) {
  if (traceCodeId === null) return { total: 0, lastScanDate: null, byMonth: [] };
  const byMonth = await q.query<{ month: string; scans: number }>(
    `SELECT to_char(date_trunc('month', scan_date), 'YYYY-MM') AS month, sum(scan_count)::int AS scans
       FROM trace_code_scans WHERE trace_code_id = $1 GROUP BY 1 ORDER BY 1`,
    [traceCodeId],
  );
  const [last] = await q.query<{ d: string | null }>(
    `SELECT to_char(max(scan_date), 'YYYY-MM-DD') AS d FROM trace_code_scans WHERE trace_code_id = $1`,
    [traceCodeId],
  );
  return { total: byMonth.reduce((s, m) => s + m.scans, 0), lastScanDate: last?.d ?? null, byMonth };
}

/** Counts one consumer scan today and answers the code's total. */
export async function countScan(q: Executor, traceCodeId: number, areaId: number): Promise<number> {
  await q.query(
    `INSERT INTO trace_code_scans (trace_code_id, scan_date, scan_count, area_id) VALUES ($1, current_date, 1, $2)
     ON CONFLICT (trace_code_id, scan_date) DO UPDATE SET scan_count = trace_code_scans.scan_count + 1`,
    [traceCodeId, areaId],
  );
  const [r] = await q.query<{ n: number }>(
    'SELECT coalesce(sum(scan_count), 0)::int AS n FROM trace_code_scans WHERE trace_code_id = $1',
    [traceCodeId],
  );
  return r?.n ?? 0;
}
