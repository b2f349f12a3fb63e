import { describe, expect, it } from 'vitest';
import { remapCityCode } from './city-code';

describe('remapCityCode', () => {
  it.each<[number | string, number]>([
    [310100, 310000],
    [310230, 310151],
    [110100, 110000],
    [500100, 500000],
    [120100, 120000],
    [500227, 500120],
    [710000, 100000],
    ['310100', 310000],
    [' 500227 ', 500120],
    [320100, 320100],
    ['330100', 330100],
  ])('%j → %j', (code, remapped) => {
    expect(remapCityCode(code)).toBe(remapped);
  });

  it.each(['', 'abc'])('non-numeric %j gives NaN', (code) => {
    expect(remapCityCode(code)).toBeNaN();
  });
});
