import { badParams, nextPriceType, PRICE_TYPES, priceTypesForCrop, VEGETABLE_CROPS } from '@fengshou/core';
import {
  getLivePigTwoYearPrices,
  getVegetablePriceMonitor,
  listVegetablePrices,
} from '@fengshou/core/contract';
import { areaOf, type Route, route } from '../../http/route';
import { pagePrices, priceAreaOf, priceSeries } from './prices-repo';

const CROP_NAMES = VEGETABLE_CROPS as Record<number, string>;
const PIG_ID = 9;

/** Price-monitor crop id of a body's crop (id or name); 300 for an unknown crop. */
export function priceCropId(crop: number | string): number {
  if (typeof crop === 'number') return crop;
  const hit = Object.entries(CROP_NAMES).find(([, name]) => name === crop);
  if (!hit) throw badParams(['crop'], '价格监测没有该作物');
  return Number(hit[0]);
}

const named = <T extends { cropId: number }>(rows: T[]) =>
  rows.map((r) => ({ ...r, cropName: CROP_NAMES[r.cropId] ?? '--' }));

/** Handlers of price monitoring. */
export const priceRoutes: Route[] = [
  route(getVegetablePriceMonitor, async (ctx) => {
    const b = ctx.body;
    const cropId = priceCropId(b.crop);
    const cropName = CROP_NAMES[cropId]!;
    if (b.startDate && b.endDate && b.startDate > b.endDate) {
      throw badParams(['startDate'], '开始日期不能晚于结束日期');
    }
    // Spec §4: a price type not offered for the crop falls back to the crop's first type.
    const types = b.priceType ? [nextPriceType(cropName, b.priceType)] : priceTypesForCrop(cropName);
    const area = await priceAreaOf(ctx.services.db, areaOf(ctx).areaId);
    if (area === null) return [];
    // Without a range the monitor shows the last 90 days up to the newest price.
    const start = b.startDate ?? (b.endDate ? null : await defaultStart(ctx.services.db, area, 90));
    return named(await priceSeries(ctx.services.db, area, [cropId], types, start, b.endDate ?? null));
  }),
  route(getLivePigTwoYearPrices, async (ctx) => {
    const area = await priceAreaOf(ctx.services.db, areaOf(ctx).areaId);
    if (area === null) return [];
    const start = await defaultStart(ctx.services.db, area, 730);
    return named(await priceSeries(ctx.services.db, area, [PIG_ID], PRICE_TYPES.pig, start, null));
  }),
  route(listVegetablePrices, async (ctx) => {
    const b = ctx.body;
    // The market of the asked area (declared in scope) is above it in the chain.
    const area = await priceAreaOf(ctx.services.db, areaOf(ctx).areaId);
    const { pageNo, pageSize } = b;
    if (area === null) return { list: [], total: 0, pageNo, pageSize };
    const { rows, total } = await pagePrices(ctx.services.db, area, b);
    return { list: named(rows), total, pageNo, pageSize };
  }),
];

/** The day `days - 1` before the newest price of an area, so a window ends at the latest data. */
async function defaultStart(q: import('../../db/client').Queryable, area: number, days: number) {
  const [r] = await q.query<{ d: string | null }>(
    `SELECT to_char(max(price_date) - $2::int + 1, 'YYYY-MM-DD') AS d FROM price_series WHERE area_id = $1`,
    [area, days],
  );
  return r?.d ?? null;
}
