import { statBreakdown, statSummary } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { beijingToday } from './engine';
import { factsServe } from './facts';
import { figureSql, isAverage, type MetricDef } from './metric';
import { METRICS } from './registry';

/**
 * Every metric at every area level against an independent computation over the same rows: the area is
 * found by walking `areas.parent_id` (not by the code range the engine uses) and the year by extract()
 * (not by the engine's date window).
 */
let t: TestApp;
let admin: string;
const YEAR = Number(beijingToday().slice(0, 4));
const LEVELS: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('shanghai_admin');
  // The busiest village of 崇明 and its town, so the lower levels have rows to count.
  const [v] = await t.db.query<{ id: string }>(
    `SELECT area_id::text AS id FROM farms WHERE area_id BETWEEN 310151000000 AND 310151999999
      GROUP BY area_id ORDER BY count(*) DESC, area_id LIMIT 1`,
  );
  const village = Number(v!.id);
  Object.assign(LEVELS, {
    province: 310000000000,
    city: 310100000000,
    county: 310151000000,
    town: Math.floor(village / 1000) * 1000,
    village,
  });
});
afterAll(() => t.close());

/**
 * The figure over the rows of the area, or with `records` the count of every row of the source there
 * (whatever the metric's condition and year).
 */
async function independentTotal(m: MetricDef, areaId: number, records = false): Promise<number | null> {
  const params: unknown[] = [areaId];
  const col = m.area ?? 't.area_id';
  // Region-wide rows (prices of 上海市) count for every area below: the ancestors found by walking up.
  let where = m.inherit
    ? `(${col} IN (SELECT id FROM sub) OR ${col} IN (SELECT id FROM up))`
    : `${col} IN (SELECT id FROM sub)`;
  if (m.where && !records) where += ` AND (${m.where})`;
  if (m.perYear && m.time && !records) {
    params.push(YEAR - (m.reportLag ?? 0));
    where += ` AND extract(year FROM ${m.time}) = $2`;
  }
  if (m.quote && !records) return independentQuote(m, params);
  const [row] = await t.db.query<{ v: number | null }>(
    `WITH RECURSIVE sub(id) AS (SELECT $1::bigint UNION ALL SELECT a.id FROM areas a JOIN sub ON a.parent_id = sub.id),
       up(id) AS (SELECT parent_id FROM areas WHERE id = $1
                  UNION ALL SELECT a.parent_id FROM areas a JOIN up ON a.id = up.id WHERE a.parent_id IS NOT NULL)
     SELECT ${records ? 'count(*)' : figureSql(m)} AS v FROM ${m.from} WHERE ${where}`,
    params,
  );
  const v = row?.v ?? null;
  return v === null ? (isAverage(m) ? null : 0) : v;
}

/**
 * A quoted figure (prices): the market is the nearest of the area and its ancestors with rows (walking
 * up), each series' newest row of the year by DISTINCT ON, and the figure over those rows.
 */
async function independentQuote(m: MetricDef, params: unknown[]): Promise<number | null> {
  const col = m.area ?? 't.area_id';
  const own = m.where ? `(${m.where})` : 'true';
  const year = params.length > 1 ? `AND extract(year FROM ${m.time}) = $2` : '';
  const [row] = await t.db.query<{ v: number | null }>(
    `WITH RECURSIVE up(id, depth) AS (SELECT $1::bigint, 0
                  UNION ALL SELECT a.parent_id, up.depth + 1 FROM areas a JOIN up ON a.id = up.id WHERE a.parent_id IS NOT NULL),
       market AS (SELECT up.id FROM up WHERE EXISTS (SELECT 1 FROM ${m.from} WHERE ${col} = up.id AND ${own})
                   ORDER BY up.depth LIMIT 1),
       quotes AS (SELECT DISTINCT ON (${m.quote!.join(', ')}) t.* FROM ${m.from}
                   WHERE ${col} = (SELECT id FROM market) AND ${own} ${year}
                   ORDER BY ${m.quote!.join(', ')}, ${m.time} DESC)
     SELECT ${figureSql(m)} AS v FROM quotes t`,
    params,
  );
  return row?.v ?? null;
}

let nonZero = 0;

describe('metric registry', () => {
  // One test per level keeps each under the time-out on a busy machine.
  it.each(['province', 'city', 'county', 'town', 'village'])(
    'answers every metric at the %s level like an independent computation over the same rows',
    async (level) => {
      const areaId = LEVELS[level]!;
      // Within one unit of the figure's last digit: summing parts in another order moves a value that
      // sits on a rounding boundary (68.55 → 68.5 or 68.6).
      const mismatches: string[] = [];
      for (let i = 0; i < METRICS.length; i += 12) {
        const group = METRICS.slice(i, i + 12);
        const res = await t.call(statSummary, { metrics: group.map((m) => m.id), areaId }, admin);
        expect(res.respCode, res.respDesc).toBe(0);
        for (const [j, m] of group.entries()) {
          const got = res.obj![j]!;
          expect(got.metric).toBe(m.id);
          const want = await independentTotal(m, areaId);
          if (want !== null && want !== 0) nonZero++;
          // No figure, and what is missing, exactly where the source has no row in the area at all.
          const none = !want && Number(await independentTotal(m, areaId, true)) === 0;
          const ok = none
            ? got.value === null && got.missing !== undefined
            : got.missing === undefined &&
              (want === null
                ? got.value === null
                : got.value !== null && Math.abs(got.value - want) <= 10 ** -(m.digits ?? 2));
          if (!ok) mismatches.push(`${m.id}@${level}: ${got.value} ≠ ${want}`);
        }
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('exercises the data: most figures are non-zero somewhere', () => {
    expect(nonZero).toBeGreaterThan(METRICS.length * 2);
  });

  it('counts hand-picked figures of 崇明 exactly as plain SQL does', async () => {
    const county = LEVELS.county!;
    const res = await t.call(
      statSummary,
      { metrics: ['farmCount', 'parcelAreaMu', 'iotAlarmCount', 'occupationCount'], areaId: county },
      admin,
    );
    const [farms] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM farms WHERE farm_status = 1 AND area_id::text LIKE '310151%'",
    );
    const [land] = await t.db.query<{ s: number }>(
      "SELECT round(sum(area_mu), 2)::float8 AS s FROM land_parcels WHERE area_id::text LIKE '310151%'",
    );
    const [alarms] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM iot_alarm_records
        WHERE area_id::text LIKE '310151%' AND to_char(alarm_time AT TIME ZONE 'Asia/Shanghai', 'YYYY') = $1`,
      [String(YEAR)],
    );
    const [occ] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM farmland_occupations WHERE county_id = 310151000000',
    );
    expect(res.obj!.map((f) => f.value)).toEqual([farms!.n, land!.s, alarms!.n, occ!.n]);
    expect(farms!.n).toBeGreaterThan(0);
  });
});

describe('breakdowns', () => {
  it('breaks 崇明 down into its towns with area ids, summing to the county figure', async () => {
    const res = await t.call(
      statBreakdown,
      { metrics: ['farmCount', 'parcelAreaMu'], by: 'area', areaId: LEVELS.county },
      admin,
    );
    expect(res.respCode).toBe(0);
    const towns = await t.db.query<{ id: string }>(
      'SELECT id::text FROM areas WHERE parent_id = 310151000000 ORDER BY id',
    );
    expect(res.obj!.rows.map((r) => r.areaId)).toEqual(towns.map((r) => Number(r.id)));
    const total = await t.call(statSummary, { metrics: ['farmCount'], areaId: LEVELS.county }, admin);
    const sum = res.obj!.rows.reduce((s, r) => s + Number(r.farmCount), 0);
    expect(sum).toBe(total.obj![0]!.value);
    expect(res.obj!.series.map((s) => s.metric)).toEqual(['farmCount', 'parcelAreaMu']);
  });

  it('breaks the municipality down into its districts, not into the single 市辖区', async () => {
    const res = await t.call(
      statBreakdown,
      { metrics: ['companyCount'], by: 'area', areaId: LEVELS.province },
      admin,
    );
    expect(res.obj!.rows.length).toBe(16);
    expect(res.obj!.rows.map((r) => r.name)).toContain('崇明区');
  });

  it('lists the months of the year up to this one, summing to the year total', async () => {
    const res = await t.call(
      statBreakdown,
      { metrics: ['iotAlarmCount'], by: 'month', areaId: LEVELS.county },
      admin,
    );
    const thisMonth = Number(beijingToday().slice(5, 7));
    expect(res.obj!.rows.map((r) => r.key)).toEqual(
      Array.from({ length: thisMonth }, (_, i) => `${YEAR}-${String(i + 1).padStart(2, '0')}`),
    );
    const lastYear = await t.call(
      statBreakdown,
      { metrics: ['iotAlarmCount'], by: 'month', areaId: LEVELS.county, archiveYear: YEAR - 1 },
      admin,
    );
    expect(lastYear.obj!.rows.length).toBe(12);
    const total = await t.call(statSummary, { metrics: ['iotAlarmCount'], areaId: LEVELS.county }, admin);
    expect(res.obj!.rows.reduce((s, r) => s + Number(r.iotAlarmCount), 0)).toBe(total.obj![0]!.value);
  });

  it('ends the five years of an annual report at the last year reported, each as plain SQL sums it', async () => {
    const res = await t.call(
      statBreakdown,
      { metrics: ['collectiveIncomeWan'], by: 'year', areaId: LEVELS.county },
      admin,
    );
    // Reports of a year appear the year after: this year has none yet and is not charted as a 0.
    const years = Array.from({ length: 5 }, (_, i) => String(YEAR - 5 + i));
    expect(res.obj!.rows.map((r) => r.key)).toEqual(years);
    const sums = await t.db.query<{ y: string; v: number }>(
      `SELECT year::text AS y, round(sum(total_income) / 10000, 2)::float8 AS v FROM collective_economy_annual
        WHERE area_id::text LIKE '310151%' GROUP BY year`,
    );
    const want = new Map(sums.map((r) => [r.y, r.v]));
    expect(res.obj!.rows.map((r) => r.collectiveIncomeWan)).toEqual(years.map((y) => want.get(y) ?? 0));
    expect(res.obj!.rows.at(-1)!.collectiveIncomeWan).toBeGreaterThan(0);
  });

  it('lists the days of a range from the day parts, each day as plain SQL counts it', async () => {
    const county = LEVELS.county!;
    const end = beijingToday();
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const q = {
      areaId: county,
      lo: county,
      hi: county + 999_999,
      ancestors: [],
      archiveYear: YEAR,
      startDate: start,
    };
    const byParts = METRICS.filter((m) => m.time && factsServe(m, 'day', q));
    // The 30-day weather curves of the 气象监测 dashboard are among them.
    expect(byParts.map((m) => m.id)).toEqual(expect.arrayContaining(['airTempDaily', 'soilMoistureDaily']));
    const mismatches: string[] = [];
    let days = 0;
    for (const m of byParts) {
      const res = await t.call(
        statBreakdown,
        { metrics: [m.id], by: 'day', areaId: county, startDate: start, endDate: end },
        admin,
      );
      expect(res.respCode, res.respDesc).toBe(0);
      expect(res.obj!.rows).toHaveLength(30);
      const rows = await t.db.query<{ d: string; v: number | null }>(
        `SELECT to_char(${m.time}, 'YYYY-MM-DD') AS d, ${figureSql(m)} AS v FROM ${m.from}
          WHERE ${m.area ?? 't.area_id'}::text LIKE '310151%' ${m.where ? `AND (${m.where})` : ''}
            AND ${m.time} >= $1::date AND ${m.time} < ($2::date + 1) GROUP BY 1`,
        [start, end],
      );
      const want = new Map(rows.map((r) => [r.d, r.v]));
      for (const r of res.obj!.rows) {
        const w = want.get(r.key) ?? (isAverage(m) ? null : 0);
        const got = r[m.id] as number | null;
        if (w !== null && w !== 0) days++;
        const ok = w === null ? got === null : got !== null && Math.abs(got - w) <= 10 ** -(m.digits ?? 2);
        if (!ok) mismatches.push(`${m.id} ${r.key}: ${got} ≠ ${w}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(days).toBeGreaterThan(30);
  });

  it('lists categories with their figures and the newest records newest first', async () => {
    const cat = await t.call(
      statBreakdown,
      { metrics: ['farmCount'], by: 'category', areaId: LEVELS.county },
      admin,
    );
    const total = await t.call(statSummary, { metrics: ['farmCount'], areaId: LEVELS.county }, admin);
    expect(cat.obj!.rows.reduce((s, r) => s + Number(r.farmCount), 0)).toBe(total.obj![0]!.value);
    const latest = await t.call(
      statBreakdown,
      { metrics: ['iotAlarmCount'], by: 'latest', areaId: LEVELS.county, limit: 5 },
      admin,
    );
    const rows = latest.obj!.rows;
    expect(rows.length).toBe(5);
    expect(rows.map((r) => r.time)).toEqual([...rows.map((r) => String(r.time))].sort().reverse());
    expect(typeof rows[0]!.name).toBe('string');
  });
});

describe('scope and input', () => {
  it('refuses an area outside the caller scope (崇明 asking 浦东) and accepts display tokens', async () => {
    const viewer = await t.login('chongming_viewer');
    const out = await t.call(statSummary, { metrics: ['farmCount'], areaId: 310115000000 }, viewer);
    expect(out.respCode).toBe(401);
    const own = await t.call(statSummary, { metrics: ['farmCount'] }, viewer);
    expect(own.respCode).toBe(0);
    const [user] = await t.db.query<{ id: number; s: number }>(
      "SELECT id, government_subject_id AS s FROM government_users WHERE login_name = 'chongming_admin'",
    );
    const display = (await t.app.services.sessions.createDisplayToken(t.db, user!.id, user!.s, '大厅', 1))
      .token;
    expect((await t.call(statBreakdown, { metrics: ['farmCount'], by: 'area' }, display)).respCode).toBe(0);
  });

  it('names an unknown metric or an unsupported dimension with 300', async () => {
    const unknown = await t.call(statSummary, { metrics: ['farmCount', 'noSuchThing'] }, admin);
    expect(unknown.respCode).toBe(300);
    expect(unknown.respDesc).toContain('metrics.1');
    const dim = await t.call(statBreakdown, { metrics: ['farmCount'], by: 'month' }, admin);
    expect(dim.respCode).toBe(300);
    expect(dim.respDesc).toContain('by');
  });
});
