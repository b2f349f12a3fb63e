import { DEFAULT_DECIMALS, EMPTY_VALUE } from './constants';

/** The Chinese magnitude suffix of a formatted large number. */
export type LargeNumberUnit = '' | '万' | '亿';

/** A large number split into its digits and its magnitude suffix. */
export interface LargeNumber {
  value: string;
  unit: LargeNumberUnit;
}

// toFixed accepts 0..100, but beyond ~20 decimals a double only shows noise.
const MAX_DECIMALS = 20;
// From 2^52 on, the spacing between doubles is ≥ 1, so there is no fraction left to round.
const INTEGRAL_FROM = 2 ** 52;

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}

// Moves the decimal point through the string form so 1.005 becomes exactly 100.5 rather than
// 100.49999999999999 (what 1.005 * 100 gives).
function shift(n: number, places: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds half away from zero to `decimals` places without binary artefacts: round(1.005, 2) = 1.01. */
export function round(n: number, decimals = DEFAULT_DECIMALS): number {
  checkDecimals(decimals);
  if (!Number.isFinite(n) || Math.abs(n) >= INTEGRAL_FROM) return n;
  const rounded = shift(Math.round(shift(Math.abs(n), decimals)), -decimals);
  // Never -0: a tiny negative rounded away must not be shown as '-0.00'.
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}

// Blank strings would become 0 through Number(); only real numerals count.
function toFiniteNumber(n: unknown): number | undefined {
  if (typeof n === 'number') return Number.isFinite(n) ? n : undefined;
  if (typeof n !== 'string' || n.trim() === '') return undefined;
  const parsed = Number(n);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Scales by 万 (4–7 integer digits) or 亿 (8+), judged on the absolute value; '--' for non-numbers. */
export function formatLargeNumber(n: unknown, decimals = DEFAULT_DECIMALS): LargeNumber {
  checkDecimals(decimals);
  const value = toFiniteNumber(n);
  if (value === undefined) return { value: EMPTY_VALUE, unit: '' };
  const whole = Math.trunc(Math.abs(value));
  // Spec §9 counts digits, so 1,000 (four digits) is already shown as 0.10万.
  const [divisor, unit]: [number, LargeNumberUnit] =
    whole >= 1e7 ? [1e8, '亿'] : whole >= 1e3 ? [1e4, '万'] : [1, ''];
  return { value: round(value / divisor, decimals).toFixed(decimals), unit };
}

/** formatLargeNumber as one string, e.g. '1.23万'; '--' for non-numbers. */
export function formatLargeNumberText(n: unknown, decimals = DEFAULT_DECIMALS): string {
  const { value, unit } = formatLargeNumber(n, decimals);
  return value + unit;
}

/**
 * The unit of a value scaled by `magnitude` when its own unit already carries one: 13.88万 of 万元 is
 * 13.88亿元, not 13.88万万元. Units without a leading 万/亿 just get the magnitude in front.
 */
export function scaledUnit(magnitude: LargeNumberUnit, unit: string): string {
  if (magnitude === '') return unit;
  if (unit.startsWith('万')) return `${magnitude === '万' ? '亿' : '万亿'}${unit.slice(1)}`;
  if (unit.startsWith('亿') && magnitude === '万') return `万亿${unit.slice(1)}`;
  return `${magnitude}${unit}`;
}
