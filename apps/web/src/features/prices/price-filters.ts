import {
  nextPriceType,
  PRICE_TYPES,
  type PriceType,
  priceTypesForCrop,
  VEGETABLE_CROPS,
} from '@fengshou/core';
import type { TableFilters } from '../../ui/table-page';

const ALL_PRICE_TYPES: readonly PriceType[] = [...PRICE_TYPES.other, ...PRICE_TYPES.pig];

/** The name of the crop a filter value names (crops 1–10 of the price monitor). */
const cropName = (category: string | number | undefined) =>
  category === undefined ? undefined : VEGETABLE_CROPS[Number(category) as keyof typeof VEGETABLE_CROPS];

/** A price type of the filters, or undefined (全部). */
export const priceTypeOf = (v: unknown): PriceType | undefined => ALL_PRICE_TYPES.find((t) => t === v);

/** The price types the chosen crop has (spec §4: 猪 生猪价/猪肉价, others 田头价/批发价); all four without one. */
export function priceTypeOptions(filters: TableFilters) {
  const name = cropName(filters.category);
  return (name ? priceTypesForCrop(name) : ALL_PRICE_TYPES).map((t) => ({ value: t, label: t }));
}

/** Choosing a crop keeps the chosen price type when the crop has it, else takes the crop's first (spec §4). */
export function adjustPriceType(next: TableFilters, prev: TableFilters): TableFilters {
  const name = cropName(next.category);
  const type = next.extra?.priceType;
  if (next.category === prev.category || !name || type === undefined) return next;
  return { ...next, extra: { ...next.extra, priceType: nextPriceType(name, String(type)) } };
}
