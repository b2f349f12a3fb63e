import { describe, expect, it } from 'vitest';
import {
  AREA_UNIT_NAMES,
  AREA_UNITS,
  type AreaUnitCode,
  type AreaUnitName,
  convertArea,
  FEN_PER_MU,
  formatArea,
  MU_PER_HECTARE,
  MU_PER_SQUARE_METRE,
  SQUARE_METRES_PER_MU,
  squareMetresToMu,
} from './area';

describe('area constants', () => {
  it('match spec §9 and agree with each other', () => {
    expect(MU_PER_SQUARE_METRE).toBe(0.0015);
    expect(FEN_PER_MU).toBe(10);
    expect(SQUARE_METRES_PER_MU).toBe(666.6667);
    expect(MU_PER_HECTARE / 10000).toBe(MU_PER_SQUARE_METRE);
    // The printed 666.6667 is the exact 10000/15 rounded to four places.
    expect(Math.abs(1 / MU_PER_SQUARE_METRE - SQUARE_METRES_PER_MU)).toBeLessThan(5e-5);
    expect(AREA_UNITS).toEqual({ 1: '亩', 2: '分', 3: '平方米' });
    expect(AREA_UNIT_NAMES).toEqual({ 1: 'mu', 2: 'fen', 3: 'm2' });
  });
});

describe('convertArea', () => {
  it.each<[number, AreaUnitName, AreaUnitName, number]>([
    [1000, 'm2', 'mu', 1.5],
    [666.6667, 'm2', 'mu', 1.00000005],
    [10000, 'm2', 'hectare', 1],
    [1, 'hectare', 'mu', 15],
    [1, 'hectare', 'fen', 150],
    [0.3, 'mu', 'fen', 3],
    [3, 'fen', 'mu', 0.3],
    [15, 'mu', 'hectare', 1],
    [1, 'mu', 'm2', 10000 / 15],
    [1, 'fen', 'm2', 1000 / 15],
    [42, 'mu', 'mu', 42],
    [-1000, 'm2', 'mu', -1.5],
  ])('%d %s → %d %s', (value, from, to, expected) => {
    expect(convertArea(value, from, to)).toBeCloseTo(expected, 12);
  });

  it.each([0, 1, 1000, 8245.67, 1e9])('squareMetresToMu(%d) equals m² × 0.0015', (m2) => {
    expect(squareMetresToMu(m2)).toBeCloseTo(m2 * 0.0015, 9);
  });
});

describe('formatArea', () => {
  it.each<[number | null | undefined, AreaUnitCode, number | undefined, string]>([
    [8233.3337, 1, undefined, '12.35亩'],
    [8233.3337, 2, undefined, '123.50分'],
    [8233.3337, 3, undefined, '8233.33平方米'],
    [8233.3337, 3, 0, '8233平方米'],
    [1000, 1, 3, '1.500亩'],
    [0, 1, undefined, '0.00亩'],
    [-1, 1, undefined, '0.00亩'],
    [Number.NaN, 1, undefined, '--'],
    [null, 2, undefined, '--'],
    [undefined, 3, undefined, '--'],
  ])('%d m² in unit %d (%s decimals) → %s', (m2, unit, d, expected) => {
    expect(formatArea(m2, unit, d)).toBe(expected);
  });
});
