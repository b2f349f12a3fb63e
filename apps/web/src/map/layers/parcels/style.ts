import { DLBM_CLASSES, LAND_TYPE_LABELS } from '@fengshou/core';
import type { ExpressionSpecification } from 'maplibre-gl';
import type { LegendItem } from '../../types';

/** What the parcel fill colour shows. */
export type ParcelColorBy = 'landType' | 'dlbm' | 'crop';

export const LAND_TYPE_COLORS: Record<number, string> = {
  1: '#7cb342',
  2: '#29b6f6',
  3: '#ffb300',
  4: '#ab47bc',
  5: '#e53935',
};

export const DLBM_CLASS_COLORS: Record<string, string> = {
  '01': '#f4c542',
  '02': '#e07b39',
  '03': '#2e9d52',
  '04': '#a5d36b',
  '10': '#a0a0a0',
  '11': '#4aa8e0',
  '12': '#c49a6c',
};

const NO_CROP = '#d6d6d6';

function matchOf(
  prop: string,
  colors: Record<string | number, string>,
  fallback: string,
): ExpressionSpecification {
  const pairs = Object.entries(colors).flatMap(([k, c]) => [prop === 'landType' ? Number(k) : k, c]);
  return ['match', ['get', prop], ...pairs, fallback] as unknown as ExpressionSpecification;
}

/** Fill colour expression of a parcel for a colouring. */
export function parcelColor(by: ParcelColorBy): ExpressionSpecification {
  if (by === 'landType') return matchOf('landType', LAND_TYPE_COLORS, NO_CROP);
  if (by === 'dlbm') return matchOf('dlbmClass', DLBM_CLASS_COLORS, NO_CROP);
  return ['coalesce', ['get', 'cropColor'], NO_CROP];
}

/** Legend of a colouring; the crop legend lists the crops the page found in the area (with their colours). */
export function parcelLegend(
  by: ParcelColorBy,
  crops: { cropName: string; color: string }[] = [],
): LegendItem[] {
  if (by === 'landType') {
    return Object.entries(LAND_TYPE_LABELS).map(([k, label]) => ({
      label,
      color: LAND_TYPE_COLORS[Number(k)]!,
    }));
  }
  if (by === 'dlbm') {
    // Sorted: integer-like keys ('10') would otherwise come before '01'.
    return Object.entries(DLBM_CLASSES)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, label]) => ({
        label: `${k} ${label}`,
        color: DLBM_CLASS_COLORS[k]!,
      }));
  }
  return [
    ...crops.map((c) => ({ label: c.cropName, color: c.color })),
    { label: '未种植/无记录', color: NO_CROP },
  ];
}

/**
 * Aggregates (villages/towns below zoom 12): shaded by their parcel area in 亩. A town holds about fifteen
 * villages, so towns are scaled down by that to share one ramp.
 */
export const AGGREGATE_COLOR: ExpressionSpecification = [
  'interpolate',
  ['linear'],
  ['/', ['get', 'areaMu'], ['match', ['get', 'level'], 4, 15, 1]],
  0,
  '#f7fcf5',
  500,
  '#c7e9c0',
  1500,
  '#a1d99b',
  3000,
  '#74c476',
  5000,
  '#31a354',
];
