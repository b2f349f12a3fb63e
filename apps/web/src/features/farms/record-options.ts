import { CROP_GROUPS, listCrops, optionsOf } from '@fengshou/core/contract';
import { useApiQuery } from '../../api';
import type { FilterOption, TableQuery } from '../../ui/table-page';

/** Crop options of the record lists (of one crop group when given), from the crop catalogue. */
export function useCropOptions(cropGroup?: number): FilterOption[] {
  const crops = useApiQuery(listCrops, cropGroup ? { cropGroup } : {}, { staleTime: 10 * 60_000 });
  return (crops.data ?? []).map((c) => ({ value: c.cropId, label: c.cropName }));
}

/** The crop groups as filter options (蔬菜 preset on the vegetable routes). */
export const CROP_GROUP_OPTIONS = optionsOf(CROP_GROUPS);

/** A numeric select filter of a table query (`extra[key]` or the category), or undefined. */
export function numberFilter(q: TableQuery, key?: string): number | undefined {
  const v = key === undefined ? q.filters.category : q.filters.extra?.[key];
  return v === undefined || v === '' ? undefined : Number(v);
}

/** A positive route parameter in a range (a crop tab, a category), else undefined. */
export function routeNumber(value: string | undefined, max: number): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}
