import { AREA_UNITS } from '../dict/land';
import { DEFAULT_DECIMALS, EMPTY_VALUE } from './constants';
import { round } from './number';

/** Area unit names accepted by convertArea. */
export type AreaUnitName = 'm2' | 'mu' | 'fen' | 'hectare';

/** The area-unit codes of spec §3: 1 亩, 2 分, 3 平方米. */
export type AreaUnitCode = 1 | 2 | 3;

// The labels (1 亩, 2 分, 3 平方米) are owned by dict/land; re-exported as the same binding so
// `export *` of both folders cannot conflict.
export { AREA_UNITS };

/** The convertArea unit behind each spec area-unit code. */
export const AREA_UNIT_NAMES: Readonly<Record<AreaUnitCode, AreaUnitName>> = { 1: 'mu', 2: 'fen', 3: 'm2' };

// 1 hectare = 15 亩 by definition, so 1 亩 = 10000/15 = 666.666… m² and m² → 亩 is exactly ×0.0015.
// The spec's 666.6667 is that figure rounded for display: dividing by it instead gives 0.00149999992…,
// which is 5e-8 relatively smaller (0.05 亩 short on a million-亩 county). All conversions here use
// 0.0015; SQUARE_METRES_PER_MU is only the label value.

/** 亩 per square metre: the product's (exact) conversion factor. */
export const MU_PER_SQUARE_METRE = 0.0015;
/** Square metres per 亩 as printed in the spec (rounded; do not divide by it). */
export const SQUARE_METRES_PER_MU = 666.6667;
/** 分 per 亩 (1 分 = 0.1 亩). */
export const FEN_PER_MU = 10;
/** 亩 per hectare. */
export const MU_PER_HECTARE = 15;

// Whole numbers of each unit in one hectare: scaling by integers and dividing once keeps results
// correctly rounded, where chained decimal factors would give 0.3 亩 = 2.9999999999999996 分.
const PER_HECTARE: Record<AreaUnitName, number> = {
  m2: 10000,
  mu: MU_PER_HECTARE,
  fen: MU_PER_HECTARE * FEN_PER_MU,
  hectare: 1,
};

/** Converts an area between m2, mu (亩), fen (分) and hectare, using 1 m² = 0.0015 亩. */
export function convertArea(value: number, from: AreaUnitName, to: AreaUnitName): number {
  if (from === to) return value;
  return (value * PER_HECTARE[to]) / PER_HECTARE[from];
}

/** Square metres to 亩 (×0.0015, computed as ×15/10000 so the result is correctly rounded). */
export function squareMetresToMu(m2: number): number {
  return convertArea(m2, 'm2', 'mu');
}

/** Formats square metres in the unit of the given code, e.g. '12.35亩'; '--' for non-numbers. */
export function formatArea(
  m2: number | null | undefined,
  unit: AreaUnitCode,
  decimals = DEFAULT_DECIMALS,
): string {
  if (typeof m2 !== 'number' || !Number.isFinite(m2)) return EMPTY_VALUE;
  const value = round(convertArea(m2, 'm2', AREA_UNIT_NAMES[unit]), decimals);
  return `${value.toFixed(decimals)}${AREA_UNITS[unit]}`;
}
