import { getFarmSupervisionProfile } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, checkFarmScoped, checkNeedsDataView } from '../../../test/list-checks';

let t: TestApp;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params))[0]!.n;

/** A Chongming farm that has a row in `table` (by farm or by its entity). */
async function farmWith(
  table: string,
  by: 'farm_id' | 'company_id',
): Promise<{ id: number; company: number }> {
  const [row] = await t.db.query<{ id: number; company: number }>(
    `SELECT f.id, f.company_id AS company FROM farms f
      WHERE f.area_id BETWEEN $1 AND $2 AND EXISTS (SELECT 1 FROM ${table} x WHERE x.${by} = f.${by === 'farm_id' ? 'id' : 'company_id'})
      ORDER BY f.id LIMIT 1`,
    [CHONGMING, CHONGMING + 999_999],
  );
  if (!row) throw new Error(`no Chongming farm with ${table}`);
  return row;
}

describe('the supervision file of a farm (上海农场详情)', () => {
  it('reads each register for the farm or its entity', async () => {
    for (const [table, by] of [
      ['law_enforcements', 'farm_id'],
      ['green_certificates', 'company_id'],
      ['insurance_policies', 'farm_id'],
      ['quality_detections', 'farm_id'],
    ] as const) {
      const farm = await farmWith(table, by);
      const res = await t.call(getFarmSupervisionProfile, { farmId: farm.id }, viewer);
      expect(res.respCode, table).toBe(0);
      const p = res.obj!;
      expect(p).toMatchObject({ farmId: farm.id, companyId: farm.company });
      expect(p.lawCases).toHaveLength(
        await count('SELECT count(*)::int AS n FROM law_enforcements WHERE farm_id = $1', [farm.id]),
      );
      expect(p.greenCerts).toHaveLength(
        await count('SELECT count(*)::int AS n FROM green_certificates WHERE company_id = $1', [
          farm.company,
        ]),
      );
      expect(p.scores).toHaveLength(
        await count('SELECT count(*)::int AS n FROM entity_scores WHERE company_id = $1', [farm.company]),
      );
      expect(p.brands).toHaveLength(
        await count('SELECT count(*)::int AS n FROM product_brands WHERE company_id = $1', [farm.company]),
      );
      expect(p.policies).toHaveLength(
        await count('SELECT count(*)::int AS n FROM insurance_policies WHERE farm_id = $1', [farm.id]),
      );
      expect(p.detections.total).toBe(
        await count(
          `SELECT count(*)::int AS n FROM quality_detections
            WHERE farm_id = $1 AND detection_time >= current_date - interval '12 months'`,
          [farm.id],
        ),
      );
      expect(p.detections.latest.length).toBeLessThanOrEqual(10);
    }
  });

  it('labels the rows: validity against today, grades by total, the subsidy of each premium', async () => {
    const certs = await farmWith('green_certificates', 'company_id');
    const file = (await t.call(getFarmSupervisionProfile, { farmId: certs.id }, viewer)).obj!;
    for (const g of file.greenCerts) {
      expect(g.certTypeName).toMatch(/绿色食品|有机农产品|地理标志农产品/);
      expect(g.validityName).toBe(g.validity === 1 ? '有效' : '已过期');
      expect(g.validity === 1).toBe(g.expireDate >= (await today()));
    }
    for (const s of file.scores) {
      const grade =
        s.totalScore >= 90 ? '优秀' : s.totalScore >= 80 ? '良好' : s.totalScore >= 60 ? '合格' : '不合格';
      expect(s.gradeName).toBe(grade);
    }
    const insured = await farmWith('insurance_policies', 'farm_id');
    const policies = (await t.call(getFarmSupervisionProfile, { farmId: insured.id }, viewer)).obj!.policies;
    expect(policies.length).toBeGreaterThan(0);
    for (const p of policies) {
      expect(p.subsidyAmount).toBeCloseTo(p.premium * p.subsidyRatio, 2);
      expect(p.subsidyRatio).toBeGreaterThan(0);
      expect(p.subsidyRatio).toBeLessThanOrEqual(1);
    }
    const tested = await farmWith('quality_detections', 'farm_id');
    const tests = (await t.call(getFarmSupervisionProfile, { farmId: tested.id }, viewer)).obj!.detections;
    const times = tests.latest.map((d) => d.detectionTime);
    expect(times).toEqual([...times].sort().reverse());
    for (const d of tests.latest)
      expect(d.detectionResultName).toBe(d.detectionResult === 1 ? '合格' : '不合格');
    if (tests.total)
      expect(tests.passRate).toBeCloseTo((100 * (tests.total - tests.failed)) / tests.total, 2);
  });

  it('answers an empty file for a farm without records, not an error', async () => {
    const [bare] = await t.db.query<{ id: number }>(
      `SELECT f.id FROM farms f WHERE f.area_id BETWEEN $1 AND $2
          AND NOT EXISTS (SELECT 1 FROM law_enforcements l WHERE l.farm_id = f.id)
          AND NOT EXISTS (SELECT 1 FROM quality_detections d WHERE d.farm_id = f.id)
          AND NOT EXISTS (SELECT 1 FROM insurance_policies p WHERE p.farm_id = f.id)
        ORDER BY f.id LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const res = await t.call(getFarmSupervisionProfile, { farmId: bare!.id }, viewer);
    expect(res.respCode).toBe(0);
    expect(res.obj).toMatchObject({
      lawCases: [],
      policies: [],
      detections: { total: 0, failed: 0, passRate: null, latest: [] },
    });
  });

  it('refuses a farm outside the caller’s area, an unknown farm and bad bodies, naming the field', async () => {
    await checkFarmScoped(t, getFarmSupervisionProfile, viewer);
    for (const body of [{}, { farmId: 'x' }, { farmId: -1 }]) {
      const res = await t.call(getFarmSupervisionProfile, body, viewer);
      expect(res.respCode, JSON.stringify(body)).toBe(300);
      expect(res.respDesc).toContain('farmId');
    }
    const extra = await t.call(getFarmSupervisionProfile, { farmId: 1, areaId: 310151000000 }, viewer);
    expect(extra.respCode).toBe(300);
    expect((await t.call(getFarmSupervisionProfile, { farmId: 1 })).respCode).toBe(400);
    await checkNeedsDataView(t, [getFarmSupervisionProfile]);
  });
});

async function today(): Promise<string> {
  const [r] = await t.db.query<{ d: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS d`);
  return r!.d;
}
