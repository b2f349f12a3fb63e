import { getLivePigTwoYearPrices, getVegetablePriceMonitor } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { loginWithoutDataView } from '../produce/test-support';

let t: TestApp;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

describe('price monitor', () => {
  it('answers 生猪价 and 猪肉价 for 猪, and field and wholesale prices for a vegetable', async () => {
    const pig = (await t.call(getVegetablePriceMonitor, { crop: '猪' }, viewer)).obj!;
    expect(new Set(pig.map((p) => p.priceType))).toEqual(new Set(['生猪价', '猪肉价']));
    const veg = (await t.call(getVegetablePriceMonitor, { crop: 1 }, viewer)).obj!;
    expect(new Set(veg.map((p) => p.priceType))).toEqual(new Set(['田头价', '批发价']));
    expect(veg.every((p) => p.cropName === '青菜')).toBe(true);
    // 90 days up to the newest price, each type once a day.
    expect(veg.length).toBe(180);
  });

  it('keeps a valid price type and falls back to the crop’s first otherwise (spec §4)', async () => {
    const kept = (await t.call(getVegetablePriceMonitor, { crop: '猪', priceType: '猪肉价' }, viewer)).obj!;
    expect(new Set(kept.map((p) => p.priceType))).toEqual(new Set(['猪肉价']));
    const fallback = (await t.call(getVegetablePriceMonitor, { crop: '番茄', priceType: '猪肉价' }, viewer))
      .obj!;
    expect(new Set(fallback.map((p) => p.priceType))).toEqual(new Set(['田头价']));
  });

  it('narrows to a date range and refuses unknown crops and reversed ranges', async () => {
    const [{ d }] = (await t.db.query<{ d: string }>(
      "SELECT to_char(max(price_date) - 6, 'YYYY-MM-DD') AS d FROM price_series",
    )) as [{ d: string }];
    const week = (
      await t.call(getVegetablePriceMonitor, { crop: 7, priceType: '批发价', startDate: d }, viewer)
    ).obj!;
    expect(week).toHaveLength(7);
    expect(week.every((p) => p.priceDate >= d)).toBe(true);
    expect((await t.call(getVegetablePriceMonitor, { crop: '榴莲' }, viewer)).respCode).toBe(300);
    expect((await t.call(getVegetablePriceMonitor, { crop: 11 }, viewer)).respCode).toBe(300);
    const reversed = await t.call(
      getVegetablePriceMonitor,
      { crop: 1, startDate: '2025-02-01', endDate: '2025-01-01' },
      viewer,
    );
    expect(reversed.respCode).toBe(300);
  });

  it('gives two years of live pig and pork prices, oldest first', async () => {
    const rows = (await t.call(getLivePigTwoYearPrices, {}, viewer)).obj!;
    expect(rows.filter((r) => r.priceType === '生猪价')).toHaveLength(730);
    expect(rows.filter((r) => r.priceType === '猪肉价')).toHaveLength(730);
    const dates = rows.map((r) => r.priceDate);
    expect(dates).toEqual([...dates].sort());
    expect((await t.call(getLivePigTwoYearPrices, {}, await loginWithoutDataView(t))).respCode).toBe(403);
    expect((await t.call(getLivePigTwoYearPrices, { x: 1 } as never, viewer)).respCode).toBe(300);
  });
});
