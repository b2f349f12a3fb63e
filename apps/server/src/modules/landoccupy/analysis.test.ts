import { getLandControlAnalysis } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, PUDONG } from './test-support';

let t: TestApp;
let cm: string;

beforeAll(async () => {
  t = await createTestApp();
  cm = await t.login('chongming_admin');
});
afterAll(() => t.close());

/** Cases of the county that entered review in a Beijing year, per kind. */
async function counted(year: number) {
  const [r] = await t.db.query<{ occ: number; abn: number; occ_closed: number; governed: number }>(
    `SELECT (SELECT count(*) FROM farmland_occupations WHERE area_id BETWEEN $1 AND $2
               AND extract(year FROM create_time AT TIME ZONE 'Asia/Shanghai') = $3)::int AS occ,
            (SELECT count(*) FROM cultivated_abnormals WHERE area_id BETWEEN $1 AND $2
               AND extract(year FROM create_time AT TIME ZONE 'Asia/Shanghai') = $3)::int AS abn,
            (SELECT count(*) FROM farmland_occupations WHERE area_id BETWEEN $1 AND $2 AND process_status IN (5, 6)
               AND extract(year FROM create_time AT TIME ZONE 'Asia/Shanghai') = $3)::int AS occ_closed,
            (SELECT count(*) FROM cultivated_abnormals WHERE area_id BETWEEN $1 AND $2 AND governance_flag = 1
               AND extract(year FROM create_time AT TIME ZONE 'Asia/Shanghai') = $3)::int AS governed`,
    [CHONGMING, CHONGMING + 999_999, year],
  );
  return r!;
}

describe('耕地管控数据分析', () => {
  it('answers the latest year with cases, its figures against the year before, adding up every way', async () => {
    const r = await t.call(getLandControlAnalysis, {}, cm);
    expect(r.respCode).toBe(0);
    const d = r.obj!;
    expect(d.year).toBe(d.years[0]);
    const now = await counted(d.year);
    const before = await counted(d.year - 1);
    const [occ, abn] = d.kinds;
    expect(occ!.kind).toBe('occupation');
    expect(occ!.count).toBe(now.occ);
    expect(occ!.closedCount).toBe(now.occ_closed);
    expect(abn!.count).toBe(now.abn);
    expect(abn!.resolvedCount).toBe(now.governed);
    expect(occ!.lastYear.count).toBe(before.occ);
    expect(abn!.lastYear.count).toBe(before.abn);
    expect(d.months).toHaveLength(12);
    expect(d.months.reduce((n, m) => n + m.occupation, 0)).toBe(now.occ);
    expect(d.months.reduce((n, m) => n + m.abnormalLastYear, 0)).toBe(before.abn);
    expect(d.statuses.reduce((n, s) => n + s.occupation + s.abnormal, 0)).toBe(now.occ + now.abn);
    expect(d.types.filter((x) => x.kind === 'abnormal').reduce((n, x) => n + x.count, 0)).toBe(now.abn);
    // Every town of the county, the cases adding up to the county's.
    const [towns] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM areas WHERE parent_id = $1',
      [CHONGMING],
    );
    expect(d.areas).toHaveLength(towns!.n);
    expect(d.areas.reduce((n, a) => n + a.occupation + a.abnormal, 0)).toBe(now.occ + now.abn);
  });

  it('answers an asked year and a town', async () => {
    const first = (await t.call(getLandControlAnalysis, {}, cm)).obj!;
    const older = first.years.at(-1)!;
    const r = await t.call(getLandControlAnalysis, { year: older }, cm);
    expect(r.obj!.year).toBe(older);
    expect(r.obj!.kinds[0]!.count).toBe((await counted(older)).occ);
    const town = first.areas.find((a) => a.occupation + a.abnormal > 0)!;
    const inTown = await t.call(getLandControlAnalysis, { areaId: town.areaId, year: first.year }, cm);
    expect(inTown.obj!.kinds.reduce((n, k) => n + k.count, 0)).toBe(town.occupation + town.abnormal);
  });

  it('refuses another county and a bad year', async () => {
    expect((await t.call(getLandControlAnalysis, { areaId: PUDONG }, cm)).respCode).toBe(401);
    const bad = await t.call(getLandControlAnalysis, { year: 'last' as never }, cm);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('year');
  });
});
