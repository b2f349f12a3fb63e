import { listVegetablePrices, statBreakdown, statSummary } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { beijingToday } from '../archive/engine';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PIG = 9;

/** The newest row of the price table for a crop and type, as a user of `login` sees it. */
async function tableQuote(token: string, crop: number, priceType: '生猪价' | '猪肉价' | '田头价' | '批发价') {
  const r = await t.call(listVegetablePrices, { pageNo: 1, pageSize: 1, crop, priceType }, token);
  return r.obj!.list[0]!;
}

describe('a price figure: the market’s quote of the last quoted day', () => {
  it.each(['chongming_admin', 'shanghai_admin'])(
    'is the same on the dashboard’s cards and in the price table (%s)',
    async (login) => {
      const token = await t.login(login);
      const cards = (await t.call(statSummary, { metrics: ['hogPrice', 'porkPrice'] }, token)).obj!;
      const hog = await tableQuote(token, PIG, '生猪价');
      const pork = await tableQuote(token, PIG, '猪肉价');
      expect(cards.map((c) => c.value)).toEqual([hog.price, pork.price]);
      // The cards state the day they are as of (Beijing today), and the quote is of that day or before.
      expect(cards.map((c) => c.period)).toEqual([`截至${beijingToday()}`, `截至${beijingToday()}`]);
      expect(hog.priceDate <= beijingToday()).toBe(true);
    },
  );

  it('per vegetable is each crop’s latest quote, and the average of those on the card', async () => {
    const token = await t.login('chongming_viewer');
    const rows = (await t.call(statBreakdown, { metrics: ['avgPrice'], by: 'category' }, token)).obj!.rows;
    expect(rows.length).toBeGreaterThan(3);
    const quotes: number[] = [];
    for (const row of rows) {
      const q = await tableQuote(token, Number(row.key), '田头价');
      expect([row.name, row.avgPrice]).toEqual([q.cropName, q.price]);
      quotes.push(q.price);
    }
    const [card] = (await t.call(statSummary, { metrics: ['avgPrice'] }, token)).obj!;
    expect(card!.value).toBeCloseTo(quotes.reduce((a, b) => a + b, 0) / quotes.length, 2);
  });

  it('of a past year is the quote of that year’s last quoted day', async () => {
    const token = await t.login('chongming_viewer');
    const [{ y }] = (await t.db.query<{ y: number }>(
      'SELECT extract(year FROM min(price_date))::int AS y FROM price_series',
    )) as [{ y: number }];
    const [card] = (await t.call(statSummary, { metrics: ['hogPrice'], archiveYear: y }, token)).obj!;
    const r = await t.call(
      listVegetablePrices,
      { pageNo: 1, pageSize: 1, crop: PIG, priceType: '生猪价', endDate: `${y}-12-31` },
      token,
    );
    expect(card!.value).toBe(r.obj!.list[0]!.price);
  });

  it('by month is the month’s average of the market’s daily quotes', async () => {
    const token = await t.login('chongming_viewer');
    const rows = (await t.call(statBreakdown, { metrics: ['hogPrice'], by: 'month' }, token)).obj!.rows;
    const last = rows.at(-1)!;
    const [{ avg }] = (await t.db.query<{ avg: number }>(
      `SELECT round(avg(price), 2)::float8 AS avg FROM price_series
        WHERE price_type = '生猪价' AND to_char(price_date, 'YYYY-MM') = $1
          AND area_id = (SELECT max(area_id) FROM price_series WHERE area_id IN (310000000000, 310100000000, 310151000000))`,
      [last.key],
    )) as [{ avg: number }];
    expect(last.hogPrice).toBe(avg);
  });
});
