import { describe, expect, it } from 'vitest';
import {
  AREA_LEVELS,
  areaChainOfCode,
  areaIdKeyForLevel,
  areaLevelOfCode,
  childAreaLevel,
  isAreaLevel,
  parentAreaId,
  SUBJECT_LEVELS,
} from './area';
import { labelOf } from './label';

describe('area dictionaries', () => {
  it.each([
    [1, '省'],
    [2, '市'],
    [3, '县(区)'],
    [4, '乡镇(街道)'],
    [5, '村(居委)'],
    [6, '--'],
  ])('AREA_LEVELS %i is %j', (level, label) => {
    expect(labelOf(AREA_LEVELS, level)).toBe(label);
  });

  it.each([
    [1, '省级'],
    [2, '市级'],
    [3, '县级'],
    [4, '乡镇级'],
    [5, '--'],
  ])('SUBJECT_LEVELS %i is %j', (level, label) => {
    expect(labelOf(SUBJECT_LEVELS, level)).toBe(label);
  });

  it.each([
    [0, 'country_id'],
    [1, 'provinceId'],
    [2, 'cityId'],
    [3, 'countyId'],
    [4, 'townId'],
    [5, 'villageId'],
    [6, undefined],
    [-1, undefined],
    [1.5, undefined],
  ])('areaIdKeyForLevel(%j) is %j', (level, key) => {
    expect(areaIdKeyForLevel(level)).toBe(key);
  });

  it.each([
    [0, 1],
    [1, 2],
    [4, 5],
    [5, undefined],
    [Number.NaN, undefined],
  ])('childAreaLevel(%j) is %j', (level, child) => {
    expect(childAreaLevel(level)).toBe(child);
  });

  it.each<[unknown, boolean]>([
    [1, true],
    [5, true],
    [0, false],
    ['1', false],
  ])('isAreaLevel(%j) is %j', (level, ok) => {
    expect(isAreaLevel(level)).toBe(ok);
  });
});

describe('12-digit area codes', () => {
  it.each<[number | string, number | undefined, number | undefined, number[]]>([
    [310000000000, 1, undefined, [310000000000]],
    [310100000000, 2, 310000000000, [310000000000, 310100000000]],
    [310151000000, 3, 310100000000, [310000000000, 310100000000, 310151000000]],
    [310151101000, 4, 310151000000, [310000000000, 310100000000, 310151000000, 310151101000]],
    [310151101001, 5, 310151101000, [310000000000, 310100000000, 310151000000, 310151101000, 310151101001]],
    ['310151101001', 5, 310151101000, [310000000000, 310100000000, 310151000000, 310151101000, 310151101001]],
    // Dongguan has no counties: its towns hang directly under the city.
    [441900003000, 4, 441900000000, [440000000000, 441900000000, 441900003000]],
    [310000000001, 5, 310000000000, [310000000000, 310000000001]],
    [310151, undefined, undefined, []],
    [100000000000, undefined, undefined, []],
    [990000000000, undefined, undefined, []],
    [310151101000.5, undefined, undefined, []],
    ['31015110100x', undefined, undefined, []],
    ['', undefined, undefined, []],
  ])('%j: level %j, parent %j, chain %j', (id, level, parent, chain) => {
    expect(areaLevelOfCode(id)).toBe(level);
    expect(parentAreaId(id)).toBe(parent);
    expect(areaChainOfCode(id)).toEqual(chain);
  });
});
