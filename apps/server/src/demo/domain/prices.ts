import type { Executor } from '../../db/client';
import { BulkWriter, cols } from './bulk';
import type { DomainContext } from './context';
import { Rng } from './rng';
import { dateOf, dayOfYear } from './time';

/** The market the price series belong to: 上海市. */
export const PRICE_AREA_ID = 310000000000;

// Field price (元/斤) around which each vegetable moves, the day of year it peaks and how strongly.
const VEGETABLES: Record<number, { base: number; peak: number; swing: number }> = {
  1: { base: 1.3, peak: 215, swing: 0.45 },
  2: { base: 1.9, peak: 210, swing: 0.5 },
  3: { base: 0.95, peak: 35, swing: 0.3 },
  4: { base: 1.7, peak: 30, swing: 0.4 },
  5: { base: 1.35, peak: 220, swing: 0.4 },
  6: { base: 1.6, peak: 40, swing: 0.3 },
  7: { base: 2.3, peak: 45, swing: 0.35 },
  8: { base: 2.6, peak: 120, swing: 0.3 },
  10: { base: 1.7, peak: 205, swing: 0.4 },
};
const DAYS = 730;

/** Two years of daily prices up to the anchor: vegetables (田头价, 批发价) and pigs (生猪价, 猪肉价). */
export async function seedPrices(q: Executor, ctx: DomainContext): Promise<number> {
  const w = new BulkWriter(q, 10_000);
  await w.define({
    table: 'price_series',
    columns: cols(
      'crop_id smallint, price_type text, price_date date, area_id bigint, price numeric, unit text',
    ),
  });
  const end = ctx.anchor.day;
  const r2 = (x: number) => Math.round(x * 100) / 100;
  for (const [id, v] of Object.entries(VEGETABLES)) {
    const rng = new Rng(ctx.seed, `price:${id}`);
    let drift = 0;
    for (let day = end - DAYS + 1; day <= end; day++) {
      drift = 0.92 * drift + rng.normal(0, 0.035);
      // Spring Festival lifts all vegetable prices for a few weeks.
      const festival = Math.exp(-(((dayOfYear(day) - 35) / 12) ** 2)) * 0.25;
      const field =
        v.base *
        (1 + v.swing * Math.cos((2 * Math.PI * (dayOfYear(day) - v.peak)) / 365) + festival + drift) *
        (1 + rng.normal(0, 0.015));
      const f = Math.max(0.3, field);
      w.add('price_series', [Number(id), '田头价', dateOf(day), PRICE_AREA_ID, r2(f), '元/斤']);
      w.add('price_series', [
        Number(id),
        '批发价',
        dateOf(day),
        PRICE_AREA_ID,
        r2(f * rng.range(1.38, 1.55) + 0.25),
        '元/斤',
      ]);
    }
  }
  const rng = new Rng(ctx.seed, 'price:pig');
  let drift = 0;
  for (let day = end - DAYS + 1; day <= end; day++) {
    drift = 0.97 * drift + rng.normal(0, 0.12);
    // A hog cycle of a little over three years plus the autumn-to-Spring-Festival demand peak.
    const cycle = 3.2 * Math.sin((2 * Math.PI * (day - 19_700)) / 1170);
    const seasonal = 0.9 * Math.cos((2 * Math.PI * (dayOfYear(day) - 10)) / 365);
    // Squashed smoothly into the real 14–22 元/kg range: a trough bends towards 14 instead of lying flat
    // on it for weeks, as a clamp would.
    const live = 18 + 4 * Math.tanh((17.2 + cycle + seasonal + drift - 18) / 4);
    w.add('price_series', [9, '生猪价', dateOf(day), PRICE_AREA_ID, r2(live), '元/公斤']);
    w.add('price_series', [
      9,
      '猪肉价',
      dateOf(day),
      PRICE_AREA_ID,
      r2(live * 1.62 + 3.6 + rng.normal(0, 0.25)),
      '元/公斤',
    ]);
  }
  await w.finish();
  return w.total();
}
