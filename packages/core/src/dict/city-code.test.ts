import { describe, expect, it } from 'vitest';
import { currentAreaId, mergedCityOf, remapAreaId, remapCityCode } from './city-code';

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

describe('remapAreaId', () => {
  it.each<[number, number]>([
    [310230000000, 310151000000],
    [310230101000, 310151101000],
    [310100000000, 310000000000],
    [110100000000, 110000000000],
    [500100000000, 500000000000],
    [120100000000, 120000000000],
    [500227000000, 500120000000],
    [710000000000, 100000000000],
    [310151000000, 310151000000],
    [310115101000, 310115101000],
    [361130000000, 361130000000],
    [310230, 310230],
  ])('%j → %j', (id, remapped) => {
    expect(remapAreaId(id)).toBe(remapped);
  });
});

describe('currentAreaId', () => {
  it.each<[number, number]>([
    [310230000000, 310151000000],
    [310230101000, 310151101000],
    [500227000000, 500120000000],
    [310100000000, 310100000000],
    [110100000000, 110100000000],
    [310151000000, 310151000000],
  ])('%j → %j', (id, current) => {
    expect(currentAreaId(id)).toBe(current);
  });
});

describe('mergedCityOf', () => {
  it.each<[number, number | undefined]>([
    [310000000000, 310100000000],
    [110000000000, 110100000000],
    [500000000000, 500100000000],
    [120000000000, 120100000000],
    [360000000000, undefined],
    [310100000000, undefined],
    [310151000000, undefined],
  ])('%j → %j', (id, city) => {
    expect(mergedCityOf(id)).toBe(city);
  });
});
