import { listNutritionQuality, listSoilSamples } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { villageShort } from './names';

// The seeded demo read as a bureau clerk reads a register: what no real register would hold.

let t: TestApp;
/** The seed's "now": online devices report up to the anchor hour, so their last reading is it. */
let now: string;
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  now = (await one<{ now: string }>('SELECT max(ts)::text AS now FROM iot_readings')).now;
});
afterAll(() => t.close());

/**
 * Tables the database or a user stamps (logins, sessions, exports, migrations): they carry the real moment
 * of the seed or of a request, a few minutes past the anchor hour, and expiry times by design.
 */
const SYSTEM = new Set([
  'action_idempotency_keys',
  'audit_events',
  'captchas',
  'data_exports',
  'file_signing_keys',
  'government_subjects',
  'government_users',
  'import_jobs',
  'login_failures',
  'phone_tickets',
  'review_uploads',
  'schema_migrations',
  'sessions',
  'sms_codes',
  'sms_tokens',
]);

/** Dates that lie ahead by their nature, each with the rows for which it may. */
const AHEAD: Record<string, string> = {
  'green_certificates.expire_date': 'true',
  'insurance_policies.end_date': 'true',
  'plantings.expected_harvest_date': 'status = 1',
  'plant_missions.planned_date': 'status = 1',
  // The end an order under way is planned to reach.
  'machine_work_orders.end_time': 'status = 2',
};

describe('demo names', () => {
  it('never double a place suffix (村村, 镇镇, 乡乡) outside the real names that contain one', async () => {
    // Real names may: 城桥村村委会 (the committee of 城桥村), 庙镇 + 镇东村 → 庙镇镇东村, and villages
    // called 汤村村 or 拾村村 (committee 汤村村村委会).
    const places = await t.db.query<{ town: string; village: string }>(
      `SELECT t.name AS town, v.name AS village FROM areas v JOIN areas t ON t.id = v.parent_id
        WHERE v.level = 5 AND (t.name || v.name) ~ '村村|镇镇|乡乡'`,
    );
    const real = places
      .flatMap((p) => {
        const short = villageShort(p.village);
        const own = /村村|镇镇|乡乡/.test(short) ? [short] : [];
        return [`${p.town}${short}`, `${p.town}${p.village}`, p.village, ...own];
      })
      // Longest first, so a town-and-village name goes before the village alone.
      .sort((a, b) => b.length - a.length);
    const doubled = /村村(?!委会|民委员会)|镇镇|乡乡/;
    const columns = await t.db.query<{ tbl: string; col: string }>(
      `SELECT table_name AS tbl, column_name AS col FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying')
          AND table_name IN (SELECT table_name FROM information_schema.tables
                              WHERE table_schema = 'public' AND table_type = 'BASE TABLE')`,
    );
    const bad: string[] = [];
    let scanned = 0;
    for (const { tbl, col } of columns) {
      if (SYSTEM.has(tbl)) continue;
      scanned++;
      const rows = await t.db.query<{ v: string }>(
        `SELECT DISTINCT "${col}" AS v FROM "${tbl}" WHERE "${col}" ~ '村村|镇镇|乡乡'`,
      );
      for (const { v } of rows) {
        const rest = real.reduce((s, name) => s.replaceAll(name, '·'), v);
        if (doubled.test(rest)) bad.push(`${tbl}.${col}: ${v.slice(0, 60)}`);
      }
    }
    expect(scanned).toBeGreaterThan(100);
    expect(bad.slice(0, 10)).toEqual([]);
  });
});

describe('demo devices and entities', () => {
  it('name devices in whole words, each camera and station its own, and give households no capital', async () => {
    const r = await one<Record<string, number>>(
      `SELECT
         (SELECT count(*) FROM (SELECT camera_name AS n FROM cameras UNION ALL SELECT device_name FROM iot_devices
                                UNION ALL SELECT device_name FROM pest_devices) d
           WHERE n ~ '家庭农(?!场)|专业合作(?!社)|有限公(?!司)|种植大(?!户)') AS "cutMidWord",
         (SELECT count(*) FROM (SELECT camera_name FROM cameras GROUP BY 1 HAVING count(*) > 1) d) AS "sameCameraName",
         (SELECT count(*) FROM (SELECT device_name FROM pest_devices GROUP BY 1 HAVING count(*) > 1) d) AS "sameStationName",
         (SELECT count(*) FROM (SELECT device_name FROM iot_devices GROUP BY 1 HAVING count(*) > 1) d) AS "sameDeviceName",
         (SELECT count(*) FROM companies WHERE company_category_id = 4 AND registered_capital IS NOT NULL) AS "householdCapital"`,
    );
    expect(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]))).toEqual({
      cutMidWord: 0,
      sameCameraName: 0,
      sameStationName: 0,
      sameDeviceName: 0,
      householdCapital: 0,
    });
  });
});

describe('demo times', () => {
  it('date nothing after the seed’s now, except what lies ahead by nature', async () => {
    const columns = await t.db.query<{ tbl: string; col: string; type: string }>(
      `SELECT c.table_name AS tbl, c.column_name AS col, c.data_type AS type FROM information_schema.columns c
         JOIN information_schema.tables x ON x.table_name = c.table_name AND x.table_schema = c.table_schema
        WHERE c.table_schema = 'public' AND x.table_type = 'BASE TABLE'
          AND c.data_type IN ('date', 'timestamp with time zone')`,
    );
    const late: string[] = [];
    let checked = 0;
    for (const { tbl, col, type } of columns) {
      if (SYSTEM.has(tbl)) continue;
      const allowed = AHEAD[`${tbl}.${col}`];
      const after =
        type === 'date' ? `"${col}" > ($1::timestamptz AT TIME ZONE 'Asia/Shanghai')::date` : `"${col}" > $1`;
      const r = await one<{ n: number; rows: number; max: string | null }>(
        `SELECT count(*) FILTER (WHERE ${after}${allowed ? ` AND NOT (${allowed})` : ''})::int AS n,
                count("${col}")::int AS rows, max("${col}")::text AS max FROM "${tbl}"`,
        [now],
      );
      if (r.rows > 0) checked++;
      if (r.n > 0) late.push(`${tbl}.${col}: ${r.n} rows after ${now}, up to ${r.max}`);
    }
    expect(checked).toBeGreaterThan(40);
    expect(late).toEqual([]);
  });

  it('let a status imply its dates: loans, cases, work orders, machines', async () => {
    const r = await one<Record<string, number>>(
      `SELECT
         (SELECT count(*) FROM loans WHERE status IN (2, 3) AND (grant_date IS NULL OR grant_date > $1::date)) AS "grantedLater",
         (SELECT count(*) FROM loans WHERE status = 3 AND grant_date + make_interval(days => 180) > $1::date) AS "settledAtOnce",
         (SELECT count(*) FROM loans WHERE status = 1 AND apply_date < $1::date - 31) AS "openForMonths",
         (SELECT count(*) FROM law_enforcements WHERE status = 4 AND (closing_date IS NULL OR closing_date > $1::date)) AS "closedLater",
         (SELECT count(*) FROM law_enforcements WHERE closing_date < filing_date) AS "closedBeforeFiled",
         (SELECT count(*) FROM machine_work_orders WHERE status = 2 AND NOT (start_time <= $1 AND end_time > $1)) AS "workingNotNow",
         (SELECT count(*) FROM machine_work_orders WHERE status = 3 AND end_time > $1) AS "doneLater",
         (SELECT count(*) FROM machines m WHERE (m.status = 1) <> EXISTS (
            SELECT 1 FROM machine_work_orders o WHERE o.machine_id = m.id AND o.status = 2)) AS "machineStatusOff",
         (SELECT count(*) FROM highstandard_repair_orders WHERE status >= 3 AND (finish_time IS NULL OR finish_time < report_time)) AS "repairUnfinished",
         (SELECT count(*) FROM certificate_prints p JOIN qualified_certificates c ON c.id = p.certificate_id
           WHERE p.print_time::date < c.issue_date) AS "printedBeforeIssue"`,
      [now],
    );
    expect(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]))).toEqual({
      grantedLater: 0,
      settledAtOnce: 0,
      openForMonths: 0,
      closedLater: 0,
      closedBeforeFiled: 0,
      workingNotNow: 0,
      doneLater: 0,
      machineStatusOff: 0,
      repairUnfinished: 0,
      printedBeforeIssue: 0,
    });
  });
});

describe('demo farms', () => {
  it('leave no record of a paused or deregistered farm after its status day', async () => {
    // farms.update_time is the day the status changed (the record's last edit).
    const r = await one<Record<string, number>>(
      `WITH gone AS (SELECT id, update_time AS since FROM farms WHERE farm_status <> 1)
       SELECT (SELECT count(*) FROM gone) AS farms,
         (SELECT count(*) FROM qualified_certificates c JOIN gone g ON g.id = c.farm_id WHERE c.issue_date >= g.since::date) AS certificates,
         (SELECT count(*) FROM plantings p JOIN gone g ON g.id = p.farm_id WHERE p.status = 1) AS growing,
         (SELECT count(*) FROM guarantee_supply_subjects s JOIN gone g ON g.id = s.farm_id) AS supply,
         (SELECT count(*) FROM machine_work_orders o JOIN gone g ON g.id = o.farm_id WHERE o.start_time >= g.since) AS "workOrders",
         (SELECT count(*) FROM sales_orders o JOIN gone g ON g.id = o.farm_id WHERE o.order_time >= g.since) AS sales,
         (SELECT count(*) FROM inspections i JOIN gone g ON g.id = i.farm_id WHERE i.inspect_date >= g.since::date) AS inspections,
         (SELECT count(*) FROM cameras c JOIN gone g ON g.id = c.farm_id) AS cameras,
         (SELECT count(*) FROM iot_devices d JOIN gone g ON g.id = d.farm_id WHERE d.status = 1) AS "onlineDevices",
         (SELECT count(*) FROM ear_tags e JOIN gone g ON g.id = e.farm_id WHERE e.ear_tag_status = 1) AS "stockInBarn"`,
    );
    const { farms, ...after } = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
    expect(farms).toBeGreaterThan(0);
    expect(after).toEqual({
      certificates: 0,
      growing: 0,
      supply: 0,
      workOrders: 0,
      sales: 0,
      inspections: 0,
      cameras: 0,
      onlineDevices: 0,
      stockInBarn: 0,
    });
  });

  it('inspect what a farm does: residue sampling on crops, epidemic checks on livestock', async () => {
    const r = await one<{ epidemicOnCrops: number; residueOnAnimals: number; n: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE i.inspection_type = 4 AND f.business_type_id <> 4)::int AS "epidemicOnCrops",
              count(*) FILTER (WHERE i.inspection_type = 1 AND f.business_type_id NOT IN (1, 2, 3))::int AS "residueOnAnimals"
         FROM inspections i JOIN farms f ON f.id = i.farm_id`,
    );
    expect(r.n).toBeGreaterThan(0);
    expect(r).toMatchObject({ epidemicOnCrops: 0, residueOnAnimals: 0 });
  });

  it('test products for what fits them: pesticides on crops, veterinary drugs on meat and fish', async () => {
    const r = await one<{ n: number; pesticideOnAnimals: number; drugOnCrops: number; notFood: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE d.detection_item IN ('毒死蜱', '克百威', '氧乐果', '腐霉利', '多菌灵', '吡虫啉')
                                 AND f.business_type_id NOT IN (1, 2, 3))::int AS "pesticideOnAnimals",
              count(*) FILTER (WHERE d.detection_unit = 'μg/kg' AND f.business_type_id IN (1, 2, 3))::int AS "drugOnCrops",
              count(*) FILTER (WHERE f.business_category_id IN (14, 15))::int AS "notFood"
         FROM quality_detections d JOIN farms f ON f.id = d.farm_id`,
    );
    expect(r.n).toBeGreaterThan(0);
    expect(r).toMatchObject({ pesticideOnAnimals: 0, drugOnCrops: 0, notFood: 0 });
  });

  it('supply what a base can grow: about 1 t of grain per 亩 a year, on no more land than the farm has', async () => {
    const rows = await t.db.query<{ cat: string; n: number; lo: number; hi: number; over: number }>(
      `SELECT s.supply_category AS cat, count(*)::int AS n,
              min(s.annual_supply_t / s.base_area_mu)::float8 AS lo, max(s.annual_supply_t / s.base_area_mu)::float8 AS hi,
              count(*) FILTER (WHERE s.base_area_mu > f.farm_area_mu + 0.01)::int AS over
         FROM guarantee_supply_subjects s JOIN farms f ON f.id = s.farm_id GROUP BY 1`,
    );
    // t per 亩 and year: rice + wheat ≈ 0.96; fruit 1.2–2; vegetables two crops of 1.6–5 t; fish and crab.
    const bounds: Record<string, [number, number]> = {
      粮食: [0.3, 1.2],
      水果: [0.5, 2.5],
      蔬菜: [0.3, 10.5],
      水产: [0.04, 0.7],
      畜禽: [0.3, 8],
    };
    expect(rows.map((x) => x.cat)).toContain('粮食');
    for (const x of rows) {
      const [lo, hi] = bounds[x.cat] ?? [0, 0];
      expect([x.cat, x.lo >= lo && x.hi <= hi, x.over]).toEqual([x.cat, true, 0]);
    }
  });

  it('keep collective assets to what a village holds: a handful of pumping stations, offices of hundreds of m²', async () => {
    const rows = await t.db.query<{ unit: string; lo: number; hi: number; worn: number }>(
      `SELECT unit, min(quantity)::float8 AS lo, max(quantity)::float8 AS hi,
              count(*) FILTER (WHERE net_value > original_value)::int AS worn
         FROM collective_assets GROUP BY 1`,
    );
    const limits: Record<string, number> = { 座: 5, 平方米: 10_000, 亩: 1000 };
    expect(rows.length).toBeGreaterThan(0);
    for (const x of rows)
      expect([x.unit, x.lo >= 1 && x.hi <= (limits[x.unit] ?? 0), x.worn]).toEqual([x.unit, true, 0]);
  });

  it('give machines work orders no larger than the farm, one pass of a kind a month, none before purchase', async () => {
    const r = await one<{ n: number; overFarm: number; overMonth: number; beforePurchase: number }>(
      `SELECT (SELECT count(*)::int FROM machine_work_orders) AS n,
              (SELECT count(*)::int FROM machine_work_orders o JOIN machines m ON m.id = o.machine_id
                WHERE extract(year FROM o.start_time) < m.purchase_year) AS "beforePurchase",
              (SELECT count(*)::int FROM machine_work_orders o JOIN farms f ON f.id = o.farm_id
                WHERE o.work_area_mu > f.farm_area_mu) AS "overFarm",
              (SELECT count(*)::int FROM (
                 SELECT o.farm_id, o.work_type, date_trunc('month', o.start_time), sum(o.work_area_mu) AS mu
                   FROM machine_work_orders o GROUP BY 1, 2, 3) s
                 JOIN farms f ON f.id = s.farm_id WHERE s.mu > f.farm_area_mu + 0.5) AS "overMonth"`,
    );
    expect(r.n).toBeGreaterThan(0);
    expect(r).toMatchObject({ overFarm: 0, overMonth: 0, beforePurchase: 0 });
  });
});

describe('demo figures', () => {
  it('move pig prices every few days, never lying flat on the range’s floor for weeks', async () => {
    const prices = (
      await t.db.query<{ p: number }>(
        "SELECT price::float8 AS p FROM price_series WHERE price_type = '生猪价' ORDER BY price_date",
      )
    ).map((x) => x.p);
    let run = 1;
    let longest = 1;
    for (let i = 1; i < prices.length; i++) {
      run = prices[i] === prices[i - 1] ? run + 1 : 1;
      longest = Math.max(longest, run);
    }
    expect(prices.length).toBeGreaterThan(700);
    expect(longest).toBeLessThan(5);
  });

  it('show laboratory values as reported, without float noise (20.4, not 20.399999618530273)', async () => {
    const token = await t.login('chongming_admin');
    const samples = (await t.call(listSoilSamples, { pageSize: 200 }, token)).obj!.list;
    const tests = (await t.call(listNutritionQuality, { pageSize: 200 }, token)).obj!.list;
    expect(samples.length).toBeGreaterThan(0);
    expect(tests.length).toBeGreaterThan(0);
    // Coordinates carry 1e-7°; every measured figure at most four decimals.
    const noisy = [...samples, ...tests].flatMap((row) =>
      Object.entries(row).filter(
        ([k, v]) =>
          typeof v === 'number' && k !== 'lng' && k !== 'lat' && !/^-?\d+(\.\d{1,4})?$/.test(String(v)),
      ),
    );
    expect(noisy.slice(0, 5)).toEqual([]);
  });
});
