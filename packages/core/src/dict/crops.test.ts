import { describe, expect, it } from 'vitest';
import { DEFAULT_CROPS, nextPriceType, priceTypesForCrop, VEGETABLE_CROPS } from './crops';

describe('crops', () => {
  it('lists the ten vegetable-monitor crops in id order', () => {
    expect(Object.entries(VEGETABLE_CROPS)).toEqual(
      ['青菜', '鸡毛菜', '卷心菜', '黄瓜', '杭白菜', '花椰菜', '番茄', '茭白', '猪', '生菜'].map(
        (label, i) => [String(i + 1), label],
      ),
    );
  });

  it.each([
    ['猪', ['生猪价', '猪肉价']],
    ['青菜', ['田头价', '批发价']],
    ['', ['田头价', '批发价']],
  ])('priceTypesForCrop(%j) is %j', (crop, types) => {
    expect(priceTypesForCrop(crop)).toEqual(types);
  });

  it.each([
    ['猪', '田头价', '生猪价'],
    ['猪', '猪肉价', '猪肉价'],
    ['青菜', '猪肉价', '田头价'],
    ['青菜', '批发价', '批发价'],
    ['番茄', undefined, '田头价'],
    ['番茄', null, '田头价'],
  ])('choosing %s with current %j gives %s', (crop, current, next) => {
    expect(nextPriceType(crop, current)).toBe(next);
  });

  it('defaults to rice, pomelo and live pig', () => {
    expect(DEFAULT_CROPS.map((c) => c.label)).toEqual(['水稻', '柚子', '生猪']);
  });
});
