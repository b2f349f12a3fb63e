import {
  listAgriProducts,
  listAgriProductTrades,
  listSubjectBusinessCategories,
  saveSubjectBusinessCategories,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runImport } from '../../import/run';
import { recordsXlsx } from '../importer/fixtures';
import { CHONGMING, PUDONG } from '../produce/test-support';

let t: TestApp;
let viewer: string;
let admin: string;
let subjectOf: (login: string) => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
  admin = await t.login('chongming_admin');
  subjectOf = async (login) =>
    (
      await t.db.query<{ id: number }>(
        'SELECT government_subject_id AS id FROM government_users WHERE login_name = $1',
        [login],
      )
    )[0]!.id;
});
afterAll(() => t.close());

describe('subjectBusinessCategoryRef (spec §7)', () => {
  it('lists the categories a subject follows in its order, every category when it chose none', async () => {
    const chongming = await subjectOf('chongming_viewer');
    const own = await t.call(listSubjectBusinessCategories, { subjectId: chongming }, viewer);
    expect(own.respCode).toBe(0);
    expect(own.obj!.configured).toBe(true);
    expect(own.obj!.list.map((c) => c.businessCategoryName).slice(0, 3)).toEqual([
      '水稻',
      '蔬菜',
      '设施蔬菜',
    ]);
    expect(own.obj!.list[0]).toMatchObject({ businessTypeId: 1, businessTypeName: '粮食' });
    const pudong = await t.login('pudong_viewer');
    const none = await t.call(
      listSubjectBusinessCategories,
      { subjectId: await subjectOf('pudong_viewer') },
      pudong,
    );
    expect(none.obj!.configured).toBe(false);
    const all = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM business_categories');
    expect(none.obj!.list).toHaveLength(all[0]!.n);
  });

  it('refuses another county’s subject (401) and is saved by a portal manager in the order given', async () => {
    const pudongSubject = await subjectOf('pudong_viewer');
    expect((await t.call(listSubjectBusinessCategories, { subjectId: pudongSubject }, viewer)).respCode).toBe(
      401,
    );
    const subjectId = await subjectOf('chongming_admin');
    expect(
      (await t.call(saveSubjectBusinessCategories, { subjectId, businessCategoryIds: [3] }, viewer)).respCode,
    ).toBe(403);
    const saved = await t.call(
      saveSubjectBusinessCategories,
      { subjectId, businessCategoryIds: [12, 3, 1] },
      admin,
    );
    expect(saved.respCode).toBe(0);
    expect(saved.obj!.list.map((c) => c.businessCategoryId)).toEqual([12, 3, 1]);
    const bad = await t.call(
      saveSubjectBusinessCategories,
      { subjectId, businessCategoryIds: [3, 998] },
      admin,
    );
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('businessCategoryIds');
    const kept = await t.call(listSubjectBusinessCategories, { subjectId }, viewer);
    expect(kept.obj!.list.map((c) => c.businessCategoryId)).toEqual([12, 3, 1]);
  });
});

describe('agriproduct/list and agriproductTrade/list (spec §7)', () => {
  it('lists the county’s products with their year of trades, filtered by certification', async () => {
    const res = await t.call(listAgriProducts, { pageNo: 1, pageSize: 20 }, viewer);
    expect(res.respCode).toBe(0);
    expect(res.obj!.total).toBeGreaterThan(0);
    for (const p of res.obj!.list) expect(String(p.areaId).slice(0, 6)).toBe('310151');
    const traded = res.obj!.list.find((p) => p.tradeCount > 0)!;
    expect(traded.avgUnitPrice).toBeGreaterThan(0);
    const sums = await t.db.query<{ n: number; amount: number }>(
      `SELECT count(*)::int AS n, sum(amount)::float8 AS amount FROM agri_product_trades
        WHERE product_id = $1 AND trade_date > current_date - 365`,
      [traded.id],
    );
    expect(traded.tradeCount).toBe(sums[0]!.n);
    expect(traded.tradeAmount).toBeCloseTo(sums[0]!.amount, 2);
    const green = await t.call(listAgriProducts, { pageNo: 1, pageSize: 50, certType: 1 }, viewer);
    expect(green.obj!.list.every((p) => p.certTypeName === '绿色食品')).toBe(true);
    expect(green.obj!.total).toBeLessThan(res.obj!.total);
  });

  it('lists trades newest first, by product and market; another county’s area is refused', async () => {
    const all = await t.call(listAgriProductTrades, { pageNo: 1, pageSize: 10 }, viewer);
    expect(all.respCode).toBe(0);
    const dates = all.obj!.list.map((r) => r.tradeDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = all.obj!.list[0]!;
    expect(first.amount).toBeCloseTo(first.quantity * first.unitPrice, 0);
    const one = await t.call(
      listAgriProductTrades,
      { pageNo: 1, pageSize: 50, productId: first.productId, market: first.market },
      viewer,
    );
    expect(one.obj!.list.every((r) => r.productId === first.productId && r.market === first.market)).toBe(
      true,
    );
    expect(
      (await t.call(listAgriProductTrades, { pageNo: 1, pageSize: 10, areaId: PUDONG }, viewer)).respCode,
    ).toBe(401);
    const wrong = await t.call(listAgriProductTrades, { pageNo: 1, pageSize: 10, market: '菜场' }, viewer);
    expect(wrong.respCode).toBe(300);
    expect(wrong.respDesc).toContain('market');
  });

  it('a bureau imports products, then trades naming them; both lists show them', async () => {
    const [farm] = await t.db.query<{ name: string }>(
      `SELECT f.farm_name AS name FROM farms f WHERE f.area_id BETWEEN $1 AND $1 + 999999
          AND (SELECT count(*) FROM farms g WHERE g.farm_name = f.farm_name) = 1 ORDER BY f.id LIMIT 1`,
      [CHONGMING],
    );
    const products = await runImport(t.db, {
      kind: 'agri-products',
      files: [
        await recordsXlsx([
          { 所属农场: farm!.name, 产品名称: '试验豇豆', 品牌: '瀛洲', 作物: '豇豆', 认证: '绿色食品' },
        ]),
      ],
      areaId: CHONGMING,
      userId: null,
    });
    expect(products).toMatchObject({ inserted: 1, errorCount: 0 });
    const trades = await runImport(t.db, {
      kind: 'agri-product-trades',
      files: [
        await recordsXlsx([
          {
            交易编号: 'T-JY-1',
            农产品: `${farm!.name}/试验豇豆`,
            交易日期: '2025-07-02',
            交易市场: '商超',
            数量: '120',
            单价: '8.5',
          },
        ]),
      ],
      areaId: CHONGMING,
      userId: null,
    });
    expect(trades).toMatchObject({ inserted: 1, errorCount: 0 });
    const listed = await t.call(listAgriProducts, { pageNo: 1, pageSize: 5, keyword: '试验豇豆' }, viewer);
    expect(listed.obj!.list[0]).toMatchObject({
      productName: '试验豇豆',
      cropName: '豇豆',
      certTypeName: '绿色食品',
    });
    const sold = await t.call(
      listAgriProductTrades,
      { pageNo: 1, pageSize: 5, productId: listed.obj!.list[0]!.id },
      viewer,
    );
    expect(sold.obj!.list[0]).toMatchObject({ tradeNo: 'T-JY-1', market: '商超', amount: 1020 });
  });
});
