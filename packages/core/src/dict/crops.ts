/** Crops of the vegetable price monitor, ids 1–10 (猪 is listed there too). */
export const VEGETABLE_CROPS = {
  1: '青菜',
  2: '鸡毛菜',
  3: '卷心菜',
  4: '黄瓜',
  5: '杭白菜',
  6: '花椰菜',
  7: '番茄',
  8: '茭白',
  9: '猪',
  10: '生菜',
} as const;

/** Crop name that switches the price monitor to pig prices. */
export const PIG_CROP_NAME = '猪';

/** Price types of the price monitor: pig prices for 猪, field and wholesale prices otherwise. */
export const PRICE_TYPES = {
  pig: ['生猪价', '猪肉价'],
  other: ['田头价', '批发价'],
} as const;

/** A price type of the price monitor. */
export type PriceType = (typeof PRICE_TYPES)[keyof typeof PRICE_TYPES][number];

/** Price types offered for `cropName`. */
export function priceTypesForCrop(cropName: string): readonly PriceType[] {
  return cropName === PIG_CROP_NAME ? PRICE_TYPES.pig : PRICE_TYPES.other;
}

/** Price type after choosing `cropName`: `current` if still offered, else the first offered. */
export function nextPriceType(cropName: string, current: string | null | undefined): PriceType {
  const types = priceTypesForCrop(cropName);
  return types.find((t) => t === current) ?? (types[0] as PriceType);
}

/** The statistic metric of each price type (the price monitor's figures in the statistics registry). */
export const PRICE_TYPE_METRICS: Readonly<Record<PriceType, string>> = {
  田头价: 'avgPrice',
  批发价: 'wholesalePrice',
  生猪价: 'hogPrice',
  猪肉价: 'porkPrice',
};

/**
 * The price metrics a plate shows once `cropName` is chosen: kept when the crop offers every type they
 * are, else the crop's types in order, as many as the plate showed (one plate of 批发价 turns to 生猪价 for
 * 猪: the first). Undefined when the metrics are not all price metrics.
 */
export function priceMetricsForCrop(metrics: readonly string[], cropName: string): string[] | undefined {
  const byMetric = new Map(Object.entries(PRICE_TYPE_METRICS).map(([t, m]) => [m, t]));
  const types = metrics.map((m) => byMetric.get(m));
  if (!types.length || types.some((t) => t === undefined)) return undefined;
  const offered = priceTypesForCrop(cropName);
  if (types.every((t) => offered.includes(t as PriceType))) return [...metrics];
  return offered.slice(0, Math.min(types.length, offered.length)).map((t) => PRICE_TYPE_METRICS[t]);
}

/** Crops a new dashboard shows before the user picks any. */
export const DEFAULT_CROPS = [
  { key: 'rice', label: '水稻' },
  { key: 'pomelo', label: '柚子' },
  { key: 'livePig', label: '生猪' },
] as const;
