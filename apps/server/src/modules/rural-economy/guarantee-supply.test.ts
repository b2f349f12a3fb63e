import { listGuaranteeSupply, statBreakdown, statSummary } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { allRows, CHONGMING, PUDONG } from '../../../test/list-checks';
import { runImport } from '../../import/run';
import { recordsXlsx } from '../importer/fixtures';

let t: TestApp;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

const CM = [CHONGMING, CHONGMING + 999_999];
type Base = {
  id: number;
  farmId: number;
  annualSupplyT: number;
  outputYearT: number;
  completionRate: number | null;
  stockT: number | null;
  mainProducts: string;
};

describe('supply-guarantee bases against their commitment', () => {
  it('states each base’s output this year, its share of the commitment and its stock', async () => {
    const rows = await allRows<Base>(t, listGuaranteeSupply, {}, viewer);
    expect(rows.length).toBeGreaterThan(1);
    const figures = await t.db.query<{
      farm_id: number;
      out: number;
      crops: string[] | null;
      category: string | null;
      stock: number | null;
    }>(
      `SELECT g.farm_id,
              coalesce((SELECT sum(actual_output_kg) FROM plantings p WHERE p.farm_id = g.farm_id AND p.status = 2
                          AND extract(year FROM p.harvest_date) = extract(year FROM current_date)), 0)::float8 / 1000 AS out,
              (SELECT array_agg(c.crop_name ORDER BY c.kg DESC NULLS LAST, c.crop_name) FROM
                 (SELECT c.crop_name, sum(p.actual_output_kg) AS kg FROM plantings p JOIN crops c ON c.id = p.crop_id
                   WHERE p.farm_id = g.farm_id AND p.status = 2
                     AND extract(year FROM p.harvest_date) = extract(year FROM current_date) GROUP BY 1) c) AS crops,
              (SELECT b.name FROM farms f JOIN business_categories b ON b.id = f.business_category_id
                WHERE f.id = g.farm_id) AS category,
              (SELECT sum(stock_t) FROM farm_storages s WHERE s.farm_id = g.farm_id)::float8 AS stock
         FROM guarantee_supply_subjects g WHERE g.area_id BETWEEN $1 AND $2`,
      CM,
    );
    const byFarm = new Map(figures.map((f) => [f.farm_id, f]));
    for (const r of rows) {
      const f = byFarm.get(r.farmId)!;
      expect(r.outputYearT).toBeCloseTo(f.out, 2);
      expect(r.completionRate).toBeCloseTo((f.out / r.annualSupplyT) * 100, 0);
      expect(r.stockT).toBe(f.stock);
      // The three crops harvested most of, largest first; before a harvest, the farm's business category.
      expect(r.mainProducts).toBe(f.crops ? f.crops.slice(0, 3).join('、') : f.category);
      expect(r.mainProducts).not.toBe('');
    }
    expect(rows.some((r) => r.outputYearT > 0)).toBe(true);
    expect(rows.some((r) => r.stockT !== null)).toBe(true);
  });

  it('sorts by the share of the commitment reached and refuses an unknown sort', async () => {
    const page = (
      await t.call(
        listGuaranteeSupply,
        { sortField: 'completionRate', sortOrder: 'desc', pageSize: 50 },
        viewer,
      )
    ).obj!;
    const rates = page.list.map((r) => r.completionRate ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const bad = await t.call(listGuaranteeSupply, { sortField: 'stockT' }, viewer);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('sortField');
  });

  it('sums output, stock and capacity of the bases in the statistics registry, by category, month and town', async () => {
    const metrics = ['supplyOutputT', 'supplyStockT', 'supplyCapacityT'];
    const summary = (await t.call(statSummary, { metrics }, viewer)).obj!;
    const [own] = await t.db.query<{ out: number; stock: number; cap: number }>(
      `SELECT (SELECT coalesce(sum(p.actual_output_kg), 0) FROM plantings p JOIN guarantee_supply_subjects g ON g.farm_id = p.farm_id
                WHERE g.area_id BETWEEN $1 AND $2 AND p.status = 2
                  AND extract(year FROM p.harvest_date) = extract(year FROM current_date))::float8 / 1000 AS out,
              (SELECT coalesce(sum(s.stock_t), 0) FROM farm_storages s JOIN guarantee_supply_subjects g ON g.farm_id = s.farm_id
                WHERE g.area_id BETWEEN $1 AND $2)::float8 AS stock,
              (SELECT coalesce(sum(s.capacity_t), 0) FROM farm_storages s JOIN guarantee_supply_subjects g ON g.farm_id = s.farm_id
                WHERE g.area_id BETWEEN $1 AND $2)::float8 AS cap`,
      CM,
    );
    const value = (m: string) => summary.find((f) => f.metric === m)!.value!;
    expect(value('supplyOutputT')).toBeCloseTo(own!.out, 1);
    expect(value('supplyStockT')).toBeCloseTo(own!.stock, 1);
    expect(value('supplyCapacityT')).toBeCloseTo(own!.cap, 1);
    expect(value('supplyStockT')).toBeLessThanOrEqual(value('supplyCapacityT'));
    const months = (await t.call(statBreakdown, { metrics: ['supplyOutputT'], by: 'month' }, viewer)).obj!;
    const monthSum = months.rows.reduce((s, r) => s + (r.supplyOutputT as number), 0);
    expect(monthSum).toBeCloseTo(own!.out, 0);
    const towns = (
      await t.call(statBreakdown, { metrics: ['supplyAnnualT', 'supplyOutputT'], by: 'area' }, viewer)
    ).obj!;
    expect(towns.rows.length).toBeGreaterThan(1);
    const outside = await t.call(statSummary, { metrics, areaId: PUDONG }, viewer);
    expect(outside.respCode).toBe(401);
  });
});

describe('a bureau designates its supply-guarantee bases through 数据导入', () => {
  const run = async (rows: Record<string, string>[]) =>
    runImport(t.db, {
      kind: 'guarantee-supply',
      files: [await recordsXlsx(rows)],
      areaId: CHONGMING,
      userId: null,
    });

  it('adds a base by its farm, updates it on a re-import and refuses what it cannot read', async () => {
    const [farm] = await t.db.query<{ id: number; name: string; area: string }>(
      `SELECT f.id, f.farm_name AS name, f.area_id::text AS area FROM farms f
        WHERE f.area_id BETWEEN $1 AND $2 AND f.farm_status = 1
          AND NOT EXISTS (SELECT 1 FROM guarantee_supply_subjects g WHERE g.farm_id = f.id)
          AND (SELECT count(*) FROM farms o WHERE o.farm_name = f.farm_name) = 1
        ORDER BY f.id LIMIT 1`,
      CM,
    );
    const base = { 保供基地: farm!.name, 保供品类: '蔬菜', 保供级别: '区级', '基地面积（亩）': '120' };
    expect(await run([{ ...base, '承诺年供应量（吨）': '300' }])).toMatchObject({
      inserted: 1,
      errorCount: 0,
    });
    expect(await run([{ ...base, 保供级别: '市级', '承诺年供应量（吨）': '360' }])).toMatchObject({
      inserted: 0,
      updated: 1,
    });
    const [row] = await t.db.query<{ supply_level: number; annual_supply_t: number; area_id: string }>(
      'SELECT supply_level, annual_supply_t::float8, area_id::text FROM guarantee_supply_subjects WHERE farm_id = $1',
      [farm!.id],
    );
    expect(row).toEqual({ supply_level: 1, annual_supply_t: 360, area_id: farm!.area });
    const listed = (await t.call(listGuaranteeSupply, { keyword: farm!.name }, viewer)).obj!;
    expect(listed.list[0]).toMatchObject({ farmId: farm!.id, annualSupplyT: 360, supplyLevelName: '市级' });

    const refused = await run([
      { ...base, 保供品类: '花卉', '承诺年供应量（吨）': '10' },
      { ...base, 保供基地: '不存在的基地', '承诺年供应量（吨）': '10' },
      { ...base, '承诺年供应量（吨）': '-5' },
    ]);
    expect(refused.imported).toBe(false);
    expect(refused.errors.map((e) => e.field)).toEqual(['保供品类', '保供基地', '承诺年供应量（吨）']);
  });
});
