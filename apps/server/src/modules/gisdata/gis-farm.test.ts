import { listGisFarmsByPage } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, loginWithoutDataView, PUDONG } from '../produce/test-support';

let t: TestApp;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

describe('gis farm list by page', () => {
  it('applies each filter of spec §3 and agrees with SQL', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ creditLevel: 1 }, 'c.credit_level = 1'],
      [{ traceFlag: 1 }, 'f.trace_flag = 1'],
      [{ peasantFlag: 0 }, 'f.peasant_flag = 0'],
      [{ supervisionFlag: 1, businessTypeId: 1 }, 'f.supervision_flag = 1 AND f.business_type_id = 1'],
      [{ newFarmFlag: 1 }, 'f.new_farm_flag = 1'],
      [{ businessCategoryName: '水稻' }, 'f.business_category_id = 1'],
      [{ companyCategoryId: 3, farmStatus: 1 }, 'c.company_category_id = 3 AND f.farm_status = 1'],
      [{ rank: 3, remark: '示范' }, "f.rank = 3 AND f.remark LIKE '%示范%'"],
    ];
    for (const [filter, where] of cases) {
      const [sql] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM farms f JOIN companies c ON c.id = f.company_id
          WHERE f.area_id BETWEEN $1 AND $2 AND ${where}`,
        [CHONGMING, CHONGMING + 999_999],
      );
      const res = await t.call(listGisFarmsByPage, { ...filter, pageSize: 1 }, viewer);
      expect(res.respCode, JSON.stringify(filter)).toBe(0);
      expect(res.obj!.total, JSON.stringify(filter)).toBe(sql!.n);
    }
  });

  it('takes several areas at once and refuses any outside the scope', async () => {
    const towns = (
      await t.db.query<{ id: number }>(
        'SELECT DISTINCT (area_id / 1000) * 1000 AS id FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY 1 LIMIT 2',
        [CHONGMING, CHONGMING + 999_999],
      )
    ).map((r) => r.id);
    const res = await t.call(listGisFarmsByPage, { areaId: towns, farmAreaType: 4, pageSize: 500 }, viewer);
    expect(res.obj!.total).toBeGreaterThan(0);
    expect(res.obj!.list.every((f) => towns.includes(Math.floor(f.areaId / 1000) * 1000))).toBe(true);
    expect((await t.call(listGisFarmsByPage, { areaId: [towns[0], PUDONG] }, viewer)).respCode).toBe(401);
  });

  it('refuses a stated level that does not match one of the areas (300 naming farmAreaType)', async () => {
    const [village] = await t.db.query<{ id: number }>(
      'SELECT area_id AS id FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1',
      [CHONGMING, CHONGMING + 999_999],
    );
    const town = Math.floor(village!.id / 1000) * 1000;
    expect((await t.call(listGisFarmsByPage, { areaId: [town], farmAreaType: 4 }, viewer)).respCode).toBe(0);
    const mixed = await t.call(listGisFarmsByPage, { areaId: [town, village!.id], farmAreaType: 4 }, viewer);
    expect(mixed.respCode).toBe(300);
    expect(mixed.respDesc).toContain('farmAreaType');
  });

  it('answers 300, 400 and 403 as the catalogue says', async () => {
    expect((await t.call(listGisFarmsByPage, { creditLevel: 9 }, viewer)).respCode).toBe(300);
    expect((await t.call(listGisFarmsByPage, { areaId: 310151000000 }, viewer)).respCode).toBe(300);
    expect((await t.call(listGisFarmsByPage, {})).respCode).toBe(400);
    expect((await t.call(listGisFarmsByPage, {}, await loginWithoutDataView(t))).respCode).toBe(403);
  });
});
