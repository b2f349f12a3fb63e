import { DLBM_CODES, MONITORING_SNAPSHOT_DATES } from '@fengshou/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { isValidCreditCode } from '../../import/credit-code';

let t: TestApp;
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo parcels', () => {
  it('exist in the main county and lighter districts', async () => {
    const rows = await t.db.query<{ county: number; n: number }>(
      'SELECT (area_id / 1000000) * 1000000 AS county, count(*)::int AS n FROM land_parcels GROUP BY 1 ORDER BY 2 DESC',
    );
    expect(rows[0]!.county).toBe(310151000000);
    expect(rows.map((r) => r.county)).toContain(310115000000);
    expect(rows[0]!.n).toBeGreaterThan(rows[1]!.n * 5);
  });

  it('are valid, lie inside their village (1 cm tolerance) and never overlap', async () => {
    const r = await one<{ invalid: number; outside: number; notVillage: number }>(
      `SELECT count(*) FILTER (WHERE NOT ST_IsValid(p.geom))::int AS invalid,
              count(*) FILTER (WHERE NOT ST_CoveredBy(p.geom, ST_Buffer(v.geom, 0.0000001)))::int AS outside,
              count(*) FILTER (WHERE v.level <> 5)::int AS "notVillage"
         FROM land_parcels p JOIN areas v ON v.id = p.area_id`,
    );
    expect(r).toEqual({ invalid: 0, outside: 0, notVillage: 0 });
    const overlaps = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM land_parcels a JOIN land_parcels b
          ON a.id < b.id AND a.geom && b.geom AND ST_Intersects(a.geom, b.geom)`,
    );
    expect(overlaps.n).toBe(0);
  });

  it('carry the ellipsoidal area in 亩, and sum to less than their village', async () => {
    const r = await one<{ maxDiff: number; minMu: number; over: number; maxShare: number }>(
      `SELECT max(abs(area_mu - ST_Area(geom::geography) * 0.0015)) AS "maxDiff", min(area_mu) AS "minMu",
              (SELECT count(*)::int FROM (SELECT p.area_id, sum(p.area_mu) AS mu, max(ST_Area(v.geom::geography)) * 0.0015 AS vmu
                 FROM land_parcels p JOIN areas v ON v.id = p.area_id GROUP BY p.area_id) s WHERE s.mu > s.vmu) AS over,
              (SELECT max(s.mu / s.vmu) FROM (SELECT p.area_id, sum(p.area_mu) AS mu, max(ST_Area(v.geom::geography)) * 0.0015 AS vmu
                 FROM land_parcels p JOIN areas v ON v.id = p.area_id GROUP BY p.area_id) s) AS "maxShare"
         FROM land_parcels`,
    );
    expect(r.maxDiff).toBeLessThan(0.0001);
    expect(r.minMu).toBeGreaterThan(0.1);
    expect(r.over).toBe(0);
    expect(r.maxShare).toBeLessThan(0.9);
  });

  it('use only the 23 land-use codes, mostly paddy, and 19-digit contract codes of their village', async () => {
    const codes = await t.db.query<{ dlbm: string; n: number }>(
      'SELECT dlbm, count(*)::int AS n FROM land_parcels GROUP BY 1 ORDER BY 2 DESC',
    );
    expect(codes.every((c) => c.dlbm in DLBM_CODES)).toBe(true);
    expect(codes[0]!.dlbm).toBe('0101');
    const bad = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM land_parcels WHERE source = 'demo' AND (dkid !~ '^[0-9]{19}$' OR left(dkid, 12)::bigint <> area_id)",
    );
    expect(bad.n).toBe(0);
  });

  it('have plantings smaller than the parcel, growing ones without a harvest date', async () => {
    const r = await one<{ over: number; growingHarvested: number; growing: number }>(
      `SELECT count(*) FILTER (WHERE p.plant_area_mu > l.area_mu)::int AS over,
              count(*) FILTER (WHERE p.status = 1 AND p.harvest_date IS NOT NULL)::int AS "growingHarvested",
              count(*) FILTER (WHERE p.status = 1)::int AS growing
         FROM plantings p JOIN land_parcels l ON l.id = p.land_id`,
    );
    expect(r.over).toBe(0);
    expect(r.growingHarvested).toBe(0);
    expect(r.growing).toBeGreaterThan(0);
  });
});

describe('demo plans and forecasts', () => {
  it('derive from the plantings: six missions per plan, forecasts summing the sown area', async () => {
    const r = await one<{ plans: number; odd: number; mismatch: number }>(
      `SELECT (SELECT count(*)::int FROM plant_plans) AS plans,
              (SELECT count(*)::int FROM (SELECT plan_id FROM plant_missions GROUP BY 1 HAVING count(*) <> 6) s) AS odd,
              (SELECT count(*)::int FROM output_forecasts o WHERE o.sown_area_mu <> (
                 SELECT round(sum(p.plant_area_mu), 2) FROM plantings p WHERE (p.area_id / 1000) * 1000 = o.area_id
                    AND p.crop_id = o.crop_id AND p.plant_year = o.plant_year AND p.season = o.season)) AS mismatch`,
    );
    expect(r.plans).toBeGreaterThan(0);
    expect(r.odd).toBe(0);
    expect(r.mismatch).toBe(0);
  });
});

describe('demo entities and codes', () => {
  it('give every company with a credit code a valid GB 32100 code, unique', async () => {
    const rows = await t.db.query<{ credit_code: string }>(
      'SELECT credit_code FROM companies WHERE credit_code IS NOT NULL',
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => !isValidCreditCode(r.credit_code))).toEqual([]);
    expect(new Set(rows.map((r) => r.credit_code)).size).toBe(rows.length);
  });

  it('name entities like the bureau registers them', async () => {
    const names = (await t.db.query<{ company_name: string }>('SELECT company_name FROM companies')).map(
      (r) => r.company_name,
    );
    expect(names.some((n) => /^上海崇明.+专业合作社$/.test(n))).toBe(true);
    expect(names.some((n) => /家庭农场$/.test(n))).toBe(true);
    expect(names.some((n) => /有限公司$/.test(n))).toBe(true);
  });

  it('number ear tags with 15 digits: species, the county of the farm, serial', async () => {
    const r = await one<{ n: number; bad: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE e.ear_tag_no !~ '^[123][0-9]{14}$' OR substr(e.ear_tag_no, 1, 1)::int <> e.species
                               OR substr(e.ear_tag_no, 2, 6) <> left(f.area_id::text, 6))::int AS bad
         FROM ear_tags e JOIN farms f ON f.id = e.farm_id`,
    );
    expect(r.n).toBeGreaterThan(0);
    expect(r.bad).toBe(0);
  });

  it('keep farm locations inside their county', async () => {
    const r = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM farms f JOIN areas c ON c.id = (f.area_id / 1000000) * 1000000
        WHERE NOT ST_Covers(ST_Buffer(c.geom, 0.00001), f.location)`,
    );
    expect(r.n).toBe(0);
  });

  it('are what they say: a 农机服务 organisation has machines, a livestock farm stock it tags or sells', async () => {
    const r = await one<{ services: number; idle: number; livestock: number; empty: number }>(
      `SELECT count(*) FILTER (WHERE f.business_category_id = 15)::int AS services,
              count(*) FILTER (WHERE f.business_category_id = 15
                                 AND NOT EXISTS (SELECT 1 FROM machines m WHERE m.farm_id = f.id))::int AS idle,
              count(*) FILTER (WHERE f.business_type_id = 4 AND f.farm_status = 1)::int AS livestock,
              count(*) FILTER (WHERE f.business_type_id = 4 AND f.farm_status = 1
                                 AND NOT EXISTS (SELECT 1 FROM ear_tags e WHERE e.farm_id = f.id)
                                 AND NOT EXISTS (SELECT 1 FROM sales_orders s WHERE s.farm_id = f.id))::int AS empty
         FROM farms f`,
    );
    expect(r.services).toBeGreaterThan(0);
    expect(r.livestock).toBeGreaterThan(0);
    expect({ idle: r.idle, empty: r.empty }).toEqual({ idle: 0, empty: 0 });
  });
});

describe('demo time series', () => {
  it('has hourly readings for 30 days and alarms that match them', async () => {
    const r = await one<{ maxPerProperty: number; props: number }>(
      'SELECT max(n)::int AS "maxPerProperty", count(*)::int AS props FROM (SELECT property_id, count(*) AS n FROM iot_readings GROUP BY 1) s',
    );
    expect(r.props).toBeGreaterThan(10);
    expect(r.maxPerProperty).toBeGreaterThanOrEqual(24 * 30);
    expect(r.maxPerProperty).toBeLessThanOrEqual(24 * 31);
    const mismatched = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM iot_alarm_records a
         LEFT JOIN iot_readings r ON r.property_id = a.property_id AND r.ts = a.alarm_time
        WHERE r.value IS DISTINCT FROM a.alarm_value`,
    );
    expect(mismatched.n).toBe(0);
  });

  it('has two years of daily prices, pigs within the real 14–22 元/kg range', async () => {
    const r = await one<{ days: number; min: number; max: number }>(
      "SELECT count(DISTINCT price_date)::int AS days, min(price)::float8 AS min, max(price)::float8 AS max FROM price_series WHERE price_type = '生猪价'",
    );
    expect(r.days).toBe(730);
    expect(r.min).toBeGreaterThanOrEqual(14);
    expect(r.max).toBeLessThanOrEqual(22);
  });

  it('dates the monitoring batches with the snapshot dates and keeps records inside villages', async () => {
    const dates = await t.db.query<{ d: string }>(
      `SELECT DISTINCT to_char(image_date, 'YYYY-MM-DD') AS d FROM monitoring_batches
        WHERE batch_type IN (1, 2) AND monitoring_type = 1 ORDER BY 1`,
    );
    expect(dates.map((x) => x.d)).toEqual([...MONITORING_SNAPSHOT_DATES].sort());
    const r = await one<{ occ: number; outside: number; logless: number }>(
      `SELECT count(*)::int AS occ,
              count(*) FILTER (WHERE NOT ST_CoveredBy(o.ring, ST_Buffer(v.geom, 0.0000001)))::int AS outside,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM farmland_occupation_logs l
                                                   WHERE l.occupation_id = o.id AND l.to_status = o.process_status))::int AS logless
         FROM farmland_occupations o JOIN areas v ON v.id = o.village_id`,
    );
    expect(r.occ).toBeGreaterThan(0);
    expect(r.outside).toBe(0);
    expect(r.logless).toBe(0);
  });

  it('flies the drone patrols over one rural village each, in the past, their findings in that village', async () => {
    const r = await one<{ n: number; notVillage: number; future: number; straying: number; noImage: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE a.level <> 5 OR a.name !~ '村(民)?委员?会$')::int AS "notVillage",
              count(*) FILTER (WHERE b.publish_time > now())::int AS future,
              (SELECT count(*) FROM monitoring_batches x
                 JOIN farmland_occupations o ON o.arable_land_batch_record_id = x.id
                WHERE x.monitoring_type = 2 AND x.batch_type = 1 AND o.village_id <> x.area_id)::int
            + (SELECT count(*) FROM monitoring_batches x
                 JOIN cultivated_abnormals c ON c.cultivated_land_batch_id = x.id
                WHERE x.monitoring_type = 2 AND x.batch_type = 2 AND c.village_id <> x.area_id)::int AS straying,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM monitoring_imagery i WHERE i.batch_id = b.id))::int
                AS "noImage"
         FROM monitoring_batches b JOIN areas a ON a.id = b.area_id
        WHERE b.monitoring_type = 2 AND b.batch_type IN (1, 2)`,
    );
    expect(r.n).toBeGreaterThan(0);
    expect(r).toMatchObject({ notVillage: 0, future: 0, straying: 0, noImage: 0 });
  });
});
