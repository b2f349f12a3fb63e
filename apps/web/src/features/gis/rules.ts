import { BATCH_TYPE_NON_AGRICULTURAL, CROP_MONITOR_PAGES, type CropMonitorPageType } from '@fengshou/core';

/**
 * The active land-source id (spec §4): the query value if that category exists, else the stored value if
 * it exists, else the first available; null when there is none.
 */
export function chooseLandSourceId(
  queryValue: string | null | undefined,
  stored: number | null | undefined,
  available: readonly number[],
): number | null {
  const fromQuery =
    queryValue !== null && queryValue !== undefined && /^\d+$/.test(queryValue) ? Number(queryValue) : null;
  if (fromQuery !== null && available.includes(fromQuery)) return fromQuery;
  if (stored !== null && stored !== undefined && available.includes(stored)) return stored;
  return available[0] ?? null;
}

/**
 * Batches made active after loading (spec §4): the first batch, and the first non-agricultural
 * (batch type 1) batch; the same batch when the first one is non-agricultural.
 */
export function activeBatches<B extends { id: number; batchType: number }>(
  batches: readonly B[],
): { first: B | null; nonAgricultural: B | null } {
  return {
    first: batches[0] ?? null,
    nonAgricultural: batches.find((b) => b.batchType === BATCH_TYPE_NON_AGRICULTURAL) ?? null,
  };
}

/**
 * Crop-condition monitoring types to show (spec §2): only the types found in the area's history batches,
 * in page order (种植分布, 产量预测); the first is selected.
 */
export function cropMonitorTypes(historyBatches: readonly { monitoringType: number }[]): {
  types: (typeof CROP_MONITOR_PAGES)[number][];
  selected: CropMonitorPageType | null;
} {
  const present = new Set(historyBatches.map((b) => b.monitoringType));
  const types = CROP_MONITOR_PAGES.filter((p) => present.has(p.id));
  return { types, selected: types[0]?.id ?? null };
}
