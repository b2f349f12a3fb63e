import type { Database } from '../../db/client';
import type { DomainContext } from './context';
import { dateOf } from './time';

// Field work of a season's plan: type, name and days from sowing (the harvest lands on the expected date).
// About one task in 23 went unrecorded (已逾期), spread over the kinds of work by the first character; a
// harvest is never among them, as the plantings record it.
const MISSIONS = `(VALUES ('翻耕', '整地翻耕', -12), ('播种', '播种/移栽', 0), ('施肥', '追肥', 25),
                          ('植保', '病虫害统防统治', 50), ('灌溉', '灌溉排水', 70), ('收获', '收获', NULL))`;

/**
 * Planting plans and their missions per farm and season, and output forecasts per town, crop and
 * season — all derived in SQL from the generated plantings, so every figure agrees with them. Work done
 * and forecasts made are dated by the anchor at the latest; only planned dates lie ahead.
 */
export async function seedPlans(db: Database, ctx: DomainContext): Promise<number> {
  const anchor = dateOf(ctx.anchor.day);
  return db.tx(async (q) => {
    const plans = await q.query<{ n: number }>(
      `WITH main AS (
         SELECT DISTINCT ON (p.farm_id, p.plant_year, p.season) p.farm_id, p.crop_id, p.plant_year, p.season,
                sum(p.plant_area_mu) OVER w AS area, min(p.sow_date) OVER w AS first_sow,
                bool_and(p.status <> 1) OVER w AS done, bool_or(p.status = 1) OVER w AS growing
           FROM plantings p WHERE p.farm_id IS NOT NULL
         WINDOW w AS (PARTITION BY p.farm_id, p.plant_year, p.season, p.crop_id)
          ORDER BY p.farm_id, p.plant_year, p.season, sum(p.plant_area_mu) OVER w DESC, p.crop_id),
       ins AS (
         INSERT INTO plant_plans (farm_id, crop_id, plan_year, season, plan_name, plan_area_mu, plan_output_kg, status, area_id, create_time)
         SELECT m.farm_id, m.crop_id, m.plant_year, m.season,
                m.plant_year || '年' || CASE m.season WHEN 1 THEN '春夏季' ELSE '秋冬季' END || c.crop_name
                  || CASE WHEN c.crop_group IN (5, 6) THEN '养殖计划' ELSE '种植计划' END,
                round(m.area * 1.02, 2), round(m.area * c.yield_per_mu_kg, 2),
                CASE WHEN m.done THEN 3 WHEN m.growing THEN 2 ELSE 1 END, f.area_id, (m.first_sow - 30)::timestamptz
           FROM main m JOIN crops c ON c.id = m.crop_id JOIN farms f ON f.id = m.farm_id
          ORDER BY m.farm_id, m.plant_year, m.season
         RETURNING id)
       SELECT count(*)::int AS n FROM ins`,
    );
    const missions = await q.query<{ n: number }>(
      `WITH span AS (
         SELECT pp.id, pp.area_id, min(p.sow_date) AS first_sow, max(p.expected_harvest_date - p.sow_date) AS grow
           FROM plant_plans pp JOIN plantings p ON p.farm_id = pp.farm_id AND p.plant_year = pp.plan_year
                AND p.season = pp.season AND p.crop_id = pp.crop_id
          GROUP BY pp.id, pp.area_id),
       due AS (
         SELECT s.id AS plan_id, m.t, m.name, s.area_id, s.first_sow + coalesce(m.d, s.grow, 120) AS planned
           FROM span s CROSS JOIN ${MISSIONS} AS m(t, name, d)),
       ins AS (
         INSERT INTO plant_missions (plan_id, mission_type, mission_name, planned_date, done_date, status, executor, area_id)
         SELECT plan_id, t, name, planned,
                CASE WHEN planned <= $1::date AND NOT overdue THEN LEAST(planned + (plan_id % 3), $1::date) END,
                CASE WHEN planned > $1::date THEN 1 WHEN overdue THEN 3 ELSE 2 END,
                CASE WHEN t IN ('植保', '收获') THEN '农机合作社' ELSE '本场' END, area_id
           FROM due, LATERAL (SELECT t <> '收获' AND (plan_id + ascii(t)) % 23 = 0 AS overdue) o
          ORDER BY plan_id, planned
         RETURNING id)
       SELECT count(*)::int AS n FROM ins`,
      [anchor],
    );
    const forecasts = await q.query<{ n: number }>(
      `WITH ins AS (
         INSERT INTO output_forecasts (area_id, crop_id, plant_year, season, sown_area_mu, forecast_yield_kg_per_mu,
                forecast_output_t, actual_output_t, forecast_date)
         SELECT (p.area_id / 1000) * 1000, p.crop_id, p.plant_year, p.season, round(sum(p.plant_area_mu), 2),
                round(sum(p.expected_output_kg) / nullif(sum(p.plant_area_mu), 0), 2),
                round(sum(p.expected_output_kg) / 1000, 2),
                CASE WHEN bool_and(p.status = 2) THEN round(sum(p.actual_output_kg) / 1000, 2) END,
                LEAST(min(p.sow_date) + 60, $1::date)
           FROM plantings p JOIN crops c ON c.id = p.crop_id
          WHERE c.yield_per_mu_kg > 0 AND NOT c.perennial
          GROUP BY 1, 2, 3, 4
         RETURNING 1)
       SELECT count(*)::int AS n FROM ins`,
      [anchor],
    );
    return (plans[0]?.n ?? 0) + (missions[0]?.n ?? 0) + (forecasts[0]?.n ?? 0);
  });
}
