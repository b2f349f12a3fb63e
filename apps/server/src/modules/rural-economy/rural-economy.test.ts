import {
  businessReport,
  collectiveEconomyAreaTable,
  guaranteeSupplyStatistics,
  listChainTrading,
  listCollectiveAssets,
  listGuaranteeSupply,
  listNutritionQuality,
  listPatrolRecords,
  listSalesOrders,
  listWaterFacilities,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  CHONGMING,
  checkExportColumns,
  checkFarmScoped,
  checkList,
  checkNeedsDataView,
  inChongming,
  PUDONG,
} from '../../../test/list-checks';
import { ruralEconomyRoutes } from './routes';

let t: TestApp;
let admin: string;
let viewer: string;

const RANGE = 'area_id BETWEEN $1 AND $2';
const CM = [CHONGMING, CHONGMING + 999_999];
const count = async (sql: string) => ((await t.db.query<{ n: number }>(sql, CM))[0] as { n: number }).n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

describe('rural economy lists', () => {
  it('nutrition quality', () =>
    checkList(t, viewer, {
      endpoint: listNutritionQuality,
      countSql: `SELECT count(*)::int AS n FROM quality_detections WHERE ${RANGE}`,
      sort: { field: 'detectionTime', value: (r) => r.detectionTime as string },
      levelChecked: false,
    }));
  it('collective assets', () =>
    checkList(t, viewer, {
      endpoint: listCollectiveAssets,
      countSql: `SELECT count(*)::int AS n FROM collective_assets WHERE ${RANGE}`,
      sort: { field: 'netValue', value: (r) => r.netValue as number },
    }));
  it('water facilities', () =>
    checkList(t, viewer, {
      endpoint: listWaterFacilities,
      countSql: `SELECT count(*)::int AS n FROM water_facilities WHERE ${RANGE}`,
      sort: { field: 'buildYear', value: (r) => r.buildYear as number },
    }));
  it('chain trading', () =>
    checkList(t, viewer, {
      endpoint: listChainTrading,
      countSql: `SELECT count(DISTINCT farm_id)::int AS n FROM sales_orders WHERE ${RANGE} AND status <> 4`,
      sort: { field: 'orders', value: (r) => r.orders as number },
    }));
  it('sales orders', () =>
    checkList(t, viewer, {
      endpoint: listSalesOrders,
      countSql: `SELECT count(*)::int AS n FROM sales_orders WHERE ${RANGE}`,
      sort: { field: 'amount', value: (r) => r.amount as number },
    }));
  it('guarantee supply subjects', () =>
    checkList(t, viewer, {
      endpoint: listGuaranteeSupply,
      countSql: `SELECT count(*)::int AS n FROM guarantee_supply_subjects WHERE ${RANGE}`,
      sort: { field: 'annualSupplyT', value: (r) => r.annualSupplyT as number },
    }));
  it('patrol records', () =>
    checkList(t, viewer, {
      endpoint: listPatrolRecords,
      countSql: `SELECT count(*)::int AS n FROM patrol_records WHERE ${RANGE}`,
      sort: { field: 'distanceKm', value: (r) => r.distanceKm as number },
    }));
  it('403 without data:view', () =>
    checkNeedsDataView(t, [listNutritionQuality, listSalesOrders, listGuaranteeSupply, businessReport]));
});

describe('nutrition quality list (spec §3 filter, §9 defaults)', () => {
  it('answers page 1 of 10 by default and filters by result, company and category', async () => {
    const res = (await t.call(listNutritionQuality, {}, viewer)).obj!;
    expect(res.pageNo).toBe(1);
    expect(res.pageSize).toBe(10);
    expect(res.list).toHaveLength(10);
    expect(res.list.every((r) => inChongming(r.areaId))).toBe(true);
    const bad = (await t.call(listNutritionQuality, { detectionResult: 2, pageSize: 100 }, viewer)).obj!;
    expect(bad.total).toBe(
      await count(
        `SELECT count(*)::int AS n FROM quality_detections WHERE ${RANGE} AND detection_result = 2`,
      ),
    );
    expect(bad.list.every((r) => r.detectionResultName === '不合格')).toBe(true);
    const one = res.list.find((r) => r.companyName && r.businessCategoryName)!;
    const narrowed = (
      await t.call(
        listNutritionQuality,
        { companyName: one.companyName!, businessCategoryName: one.businessCategoryName!, pageSize: 100 },
        viewer,
      )
    ).obj!;
    expect(narrowed.total).toBeGreaterThan(0);
    expect(
      narrowed.list.every(
        (r) =>
          r.companyName!.includes(one.companyName!) && r.businessCategoryName === one.businessCategoryName,
      ),
    ).toBe(true);
    const inRange = (
      await t.call(
        listNutritionQuality,
        { startTime: one.detectionTime.slice(0, 10), endTime: one.detectionTime.slice(0, 10) },
        viewer,
      )
    ).obj!;
    expect(inRange.list.every((r) => r.detectionTime.startsWith(one.detectionTime.slice(0, 10)))).toBe(true);
  });
});

describe('rural economy: masking and tables', () => {
  it('masks buyers, facility keepers and guarantee contacts without pii:view', async () => {
    const orders = (await t.call(listSalesOrders, { pageSize: 20 }, viewer)).obj!;
    expect(orders.list.every((o) => !o.buyerName || o.buyerName.includes('*'))).toBe(true);
    const full = (await t.call(listSalesOrders, { pageSize: 20 }, admin)).obj!;
    expect(full.list.some((o) => o.buyerName && !o.buyerName.includes('*'))).toBe(true);
    const water = (await t.call(listWaterFacilities, { pageSize: 20 }, viewer)).obj!;
    expect(water.list.filter((w) => w.manager).every((w) => w.manager!.includes('*'))).toBe(true);
    const supply = (await t.call(listGuaranteeSupply, { pageSize: 20 }, viewer)).obj!;
    expect(
      supply.list.filter((s) => s.contactPhone).every((s) => /^1\d{2}\*{4}\d{4}$/.test(s.contactPhone!)),
    ).toBe(true);
  });

  it('sums chain trading to the completed and open sales of the county', async () => {
    const all = (await t.call(listChainTrading, { pageSize: 1000 }, viewer)).obj!;
    const [{ a }] = (await t.db.query<{ a: number }>(
      `SELECT sum(amount)::float8 AS a FROM sales_orders WHERE ${RANGE} AND status <> 4`,
      CM,
    )) as [{ a: number }];
    expect(all.list.reduce((s, r) => s + r.amount, 0)).toBeCloseTo(a, 0);
    const amounts = all.list.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
  });

  it('tabulates the collective economy by town and counts guarantee supply by category', async () => {
    const table = (await t.call(collectiveEconomyAreaTable, {}, viewer)).obj!;
    expect(table.list.every((r) => inChongming(r.areaId))).toBe(true);
    expect(table.list.reduce((s, r) => s + r.assets, 0)).toBe(
      await count(`SELECT count(*)::int AS n FROM collective_assets WHERE ${RANGE}`),
    );
    expect(table.list.some((r) => r.year !== null && r.totalIncome > 0)).toBe(true);
    expect((await t.call(collectiveEconomyAreaTable, { areaId: PUDONG }, viewer)).respCode).toBe(401);
    const stats = (await t.call(guaranteeSupplyStatistics, {}, viewer)).obj!;
    expect(stats.reduce((s, r) => s + r.subjects, 0)).toBe(
      await count(`SELECT count(*)::int AS n FROM guarantee_supply_subjects WHERE ${RANGE}`),
    );
  });

  it('reports the county’s business entities', async () => {
    const report = (await t.call(businessReport, {}, viewer)).obj!;
    expect(report.areaId).toBe(CHONGMING);
    // Farms in business, as the 农场（基地） figure counts them; the entities registered in the county.
    expect(report.farms).toBe(
      await count(`SELECT count(*)::int AS n FROM farms WHERE ${RANGE} AND farm_status = 1`),
    );
    expect(report.companies).toBe(await count(`SELECT count(*)::int AS n FROM companies WHERE ${RANGE}`));
    expect(report.byBusinessType.reduce((s, r) => s + r.farms, 0)).toBe(report.farms);
    expect(report.byChildArea.reduce((s, r) => s + r.farms, 0)).toBe(report.farms);
    expect(report.inspectionPassRate).toBeGreaterThan(50);
    expect((await t.call(businessReport, { areaId: PUDONG }, viewer)).respCode).toBe(401);
  });
});

describe('rural economy: the declared scope and columns', () => {
  it('tabulates the collective economy of a town’s villages, summing to the town', async () => {
    const [{ town }] = (await t.db.query<{ town: number }>(
      `SELECT (area_id / 1000) * 1000 AS town FROM collective_assets WHERE ${RANGE} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      CM,
    )) as [{ town: number }];
    const table = (
      await t.call(collectiveEconomyAreaTable, { areaId: town, areaLevel: 4, pageSize: 1000 }, viewer)
    ).obj!;
    expect(table.list.every((r) => r.areaId > town && r.areaId < town + 1000)).toBe(true);
    const [{ n, v }] = (await t.db.query<{ n: number; v: number }>(
      'SELECT count(*)::int AS n, sum(original_value)::float8 AS v FROM collective_assets WHERE area_id BETWEEN $1 AND $2',
      [town, town + 999],
    )) as [{ n: number; v: number }];
    expect(table.list.reduce((s, r) => s + r.assets, 0)).toBe(n);
    expect(table.list.reduce((s, r) => s + r.originalValue, 0)).toBeCloseTo(v, 2);
    expect(table.list.filter((r) => r.assets > 0).every((r) => r.villages === 1)).toBe(true);
  });

  it('refuses the sales orders of another county’s farm (401) and names a farm that does not exist (300)', () =>
    checkFarmScoped(t, listSalesOrders, viewer));

  it('declares the export columns of every list', () => checkExportColumns(ruralEconomyRoutes));
});
