import { PLAN_STATUS } from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';

type Range = [number, number];

const MISSION_STATUS: Record<number, string> = { 1: '待执行', 2: '已完成', 3: '已逾期' };
/** Inspection types and results (inspections.inspection_type, result). */
export const INSPECTION_TYPES: Record<number, string> = {
  1: '农药残留抽检',
  2: '投入品检查',
  3: '生产记录检查',
  4: '动物防疫检查',
};
export const INSPECTION_RESULTS: Record<number, string> = { 1: '合格', 2: '限期整改', 3: '不合格' };

/**
 * Recent events of farms in the range (optionally one business category or farm): sowing, harvest,
 * finished field work, certificates and inspections, newest first, none in the future.
 */
export function farmDynamics(
  q: Queryable,
  [lo, hi]: Range,
  b: { businessCategoryId?: number; farmId?: number; limit: number },
) {
  const params: unknown[] = [lo, hi, b.limit];
  let farmCond = '';
  if (b.businessCategoryId !== undefined) {
    params.push(b.businessCategoryId);
    farmCond += ` AND f.business_category_id = $${params.length}`;
  }
  if (b.farmId !== undefined) {
    params.push(b.farmId);
    farmCond += ` AND f.id = $${params.length}`;
  }
  // Each source is limited before the union so the newest N are found without sorting every event.
  const part = (sql: string) => `(${sql} ORDER BY 1 DESC LIMIT $3)`;
  return q.query(
    `SELECT to_char(t, 'YYYY-MM-DD') AS time, kind, kind_name AS "kindName", farm_id AS "farmId", farm_name AS "farmName", content
       FROM (
         ${part(`SELECT p.sow_date AS t, 'sow' AS kind, '播种' AS kind_name, f.id AS farm_id, f.farm_name,
                 c.crop_name || ' 播种 ' || round(p.plant_area_mu, 1) || ' 亩（地块 ' || l.dkid || '）' AS content
            FROM plantings p JOIN farms f ON f.id = p.farm_id JOIN crops c ON c.id = p.crop_id JOIN land_parcels l ON l.id = p.land_id
           WHERE p.area_id BETWEEN $1 AND $2 AND p.sow_date <= current_date${farmCond}`)}
         UNION ALL
         ${part(`SELECT p.harvest_date, 'harvest', '收获', f.id, f.farm_name,
                 c.crop_name || ' 收获 ' || round(p.plant_area_mu, 1) || ' 亩' || coalesce('，产量 ' || round(p.actual_output_kg) || ' 公斤', '')
            FROM plantings p JOIN farms f ON f.id = p.farm_id JOIN crops c ON c.id = p.crop_id
           WHERE p.area_id BETWEEN $1 AND $2 AND p.harvest_date <= current_date${farmCond}`)}
         UNION ALL
         ${part(`SELECT m.done_date, 'mission', '农事', f.id, f.farm_name, m.mission_name || '（' || pl.plan_name || '）'
            FROM plant_missions m JOIN plant_plans pl ON pl.id = m.plan_id JOIN farms f ON f.id = pl.farm_id
           WHERE m.area_id BETWEEN $1 AND $2 AND m.done_date <= current_date${farmCond}`)}
         UNION ALL
         ${part(`SELECT q.issue_date, 'certificate', '开具合格证', f.id, f.farm_name,
                 q.product_name || ' ' || round(q.quantity) || ' ' || q.unit || '（' || q.cert_no || '）'
            FROM qualified_certificates q JOIN farms f ON f.id = q.farm_id
           WHERE q.area_id BETWEEN $1 AND $2 AND q.issue_date <= current_date${farmCond}`)}
         UNION ALL
         ${part(`SELECT i.inspect_date, 'inspection', '监管检查', f.id, f.farm_name,
                 CASE i.inspection_type WHEN 1 THEN '农药残留抽检' WHEN 2 THEN '投入品检查' WHEN 3 THEN '生产记录检查' ELSE '动物防疫检查' END
                 || '：' || CASE i.result WHEN 1 THEN '合格' WHEN 2 THEN '限期整改' ELSE '不合格' END
            FROM inspections i JOIN farms f ON f.id = i.farm_id
           WHERE i.area_id BETWEEN $1 AND $2 AND i.inspect_date <= current_date${farmCond}`)}
       ) e (t, kind, kind_name, farm_id, farm_name, content)
      ORDER BY t DESC, kind, farm_id LIMIT $3`,
    params,
  ) as Promise<never[]>;
}

const PLAN = `
  SELECT pl.id AS "planId", pl.plan_name AS "planName", pl.farm_id AS "farmId", f.farm_name AS "farmName",
         pl.crop_id::int AS "cropId", c.crop_name AS "cropName", pl.plan_year::int AS "planYear", pl.season::int AS season,
         pl.plan_area_mu::float8 AS "planAreaMu", pl.plan_output_kg::float8 AS "planOutputKg", pl.status::int AS status,
         (SELECT count(*)::int FROM plant_missions m WHERE m.plan_id = pl.id) AS "missionCount",
         (SELECT count(*)::int FROM plant_missions m WHERE m.plan_id = pl.id AND m.status = 2) AS "missionDone"
    FROM plant_plans pl JOIN farms f ON f.id = pl.farm_id JOIN crops c ON c.id = pl.crop_id`;

type PlanRow = Record<string, unknown> & { status: number };
const presentPlan = (r: PlanRow) => ({
  ...r,
  statusName: (PLAN_STATUS as Record<number, string>)[r.status] ?? '--',
});

/** A plan, or undefined. */
export async function findPlan(q: Queryable, planId: number) {
  const [r] = await q.query<PlanRow>(`${PLAN} WHERE pl.id = $1`, [planId]);
  return r && presentPlan(r);
}

/** Plans of a farm, newest year first. */
export async function plansOfFarm(q: Queryable, farmId: number, year?: number) {
  const rows = await q.query<PlanRow>(
    `${PLAN} WHERE pl.farm_id = $1 ${year === undefined ? '' : 'AND pl.plan_year = $2'}
      ORDER BY pl.plan_year DESC, pl.season DESC, pl.id`,
    year === undefined ? [farmId] : [farmId, year],
  );
  return rows.map(presentPlan);
}

const MISSION = `
  SELECT m.id AS "missionId", m.plan_id AS "planId", m.mission_type AS "missionType", m.mission_name AS "missionName",
         to_char(m.planned_date, 'YYYY-MM-DD') AS "plannedDate", to_char(m.done_date, 'YYYY-MM-DD') AS "doneDate",
         m.status::int AS status, m.executor, m.inputs`;
type MissionRow = Record<string, unknown> & { status: number; executor: string | null };

/** Missions of a plan in planned order. */
export async function missionsOfPlan(q: Queryable, planId: number) {
  const rows = await q.query<MissionRow>(
    `${MISSION} FROM plant_missions m WHERE m.plan_id = $1 ORDER BY m.planned_date, m.id`,
    [planId],
  );
  return rows.map((r) => ({ ...r, statusName: MISSION_STATUS[r.status] ?? '--' }));
}

/** One mission with its plan and farm, or undefined. */
export async function findMission(q: Queryable, missionId: number) {
  const [r] = await q.query<MissionRow & { planName: string; farmId: number; farmName: string }>(
    `${MISSION}, pl.plan_name AS "planName", pl.farm_id AS "farmId", f.farm_name AS "farmName"
       FROM plant_missions m JOIN plant_plans pl ON pl.id = m.plan_id JOIN farms f ON f.id = pl.farm_id
      WHERE m.id = $1`,
    [missionId],
  );
  return r && { ...r, statusName: MISSION_STATUS[r.status] ?? '--' };
}

/** Forecast and reported output per crop and season, summed over the range's areas. */
export function outputForecasts(q: Queryable, [lo, hi]: Range, b: { plantYear?: number; cropId?: number }) {
  const params: unknown[] = [lo, hi];
  let cond = '';
  if (b.plantYear !== undefined) {
    params.push(b.plantYear);
    cond += ` AND o.plant_year = $${params.length}`;
  }
  if (b.cropId !== undefined) {
    params.push(b.cropId);
    cond += ` AND o.crop_id = $${params.length}`;
  }
  return q.query(
    `SELECT o.crop_id::int AS "cropId", c.crop_name AS "cropName", o.plant_year::int AS "plantYear", o.season::int AS season,
            round(sum(o.sown_area_mu), 2)::float8 AS "sownAreaMu",
            round(sum(o.forecast_output_t) * 1000 / nullif(sum(o.sown_area_mu), 0), 2)::float8 AS "forecastYieldKgPerMu",
            round(sum(o.forecast_output_t), 2)::float8 AS "forecastOutputT",
            CASE WHEN count(o.actual_output_t) = count(*) THEN round(sum(o.actual_output_t), 2)::float8 END AS "actualOutputT"
       FROM output_forecasts o JOIN crops c ON c.id = o.crop_id
      WHERE o.area_id BETWEEN $1 AND $2${cond}
      GROUP BY o.crop_id, c.crop_name, o.plant_year, o.season
      ORDER BY o.plant_year DESC, o.season DESC, "forecastOutputT" DESC`,
    params,
  ) as Promise<never[]>;
}

/** Scans of trace codes in the range per day between two dates (inclusive). */
export async function barcodeCounts(q: Queryable, [lo, hi]: Range, start: string, end: string) {
  const days = await q.query<{ date: string; scans: number }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(s.n, 0)::int AS scans
       FROM generate_series($3::date, $4::date, '1 day') d
       LEFT JOIN (SELECT scan_date, sum(scan_count) AS n FROM trace_code_scans
                   WHERE area_id BETWEEN $1 AND $2 AND scan_date BETWEEN $3 AND $4 GROUP BY scan_date) s
         ON s.scan_date = d::date
      ORDER BY d`,
    [lo, hi, start, end],
  );
  const [codes] = await q.query<{ n: number }>(
    `SELECT count(DISTINCT trace_code_id)::int AS n FROM trace_code_scans
      WHERE area_id BETWEEN $1 AND $2 AND scan_date BETWEEN $3 AND $4`,
    [lo, hi, start, end],
  );
  return {
    startDate: start,
    endDate: end,
    totalScans: days.reduce((s, d) => s + d.scans, 0),
    codeCount: codes?.n ?? 0,
    days,
  };
}
