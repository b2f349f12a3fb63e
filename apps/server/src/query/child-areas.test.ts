import {
  collectiveEconomyAreaTable,
  convergeLandAbnormal,
  loanApplicationAreas,
  supervisionAreaTable,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('shanghai_viewer');
});
afterAll(() => t.close());

const SHANGHAI = 310000000000;
const rowsOf = (obj: unknown) =>
  (Array.isArray(obj) ? obj : (obj as { list: unknown[] }).list) as { areaId: number; areaName: string }[];

describe('tables by child area at a municipality (spec §9: 310100 市辖区 is looked up as 310000)', () => {
  it.each([
    ['loans', loanApplicationAreas, {}],
    ['supervision', supervisionAreaTable, { pageSize: 100 }],
    ['collective economy', collectiveEconomyAreaTable, { pageSize: 100 }],
    ['land abnormal', convergeLandAbnormal, {}],
  ] as const)('%s: 上海 breaks down into its districts, not one 市辖区 row', async (_, endpoint, extra) => {
    const res = await t.call(endpoint, { areaId: SHANGHAI, ...extra }, viewer);
    expect(res.respCode, res.respDesc).toBe(0);
    const rows = rowsOf(res.obj);
    expect(rows.map((r) => r.areaName)).not.toContain('市辖区');
    expect(rows.find((r) => r.areaId === 310151000000)?.areaName).toBe('崇明区');
    expect(rows.length).toBeGreaterThan(10);
  });

  it('the districts add up to the city, and the city asked by its 市辖区 code answers the same rows', async () => {
    const rows = (await t.call(loanApplicationAreas, { areaId: SHANGHAI }, viewer)).obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM loans WHERE area_id BETWEEN 310000000000 AND 310999999999',
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    expect(rows.reduce((s, r) => s + r.applications, 0)).toBe(n);
    const city = await t.call(loanApplicationAreas, { areaId: 310100000000 }, viewer);
    expect(city.obj!.map((r) => r.areaId)).toEqual(rows.map((r) => r.areaId));
  });
});
