import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES, CREDIT_LEVELS, FATE_LABELS } from './business';
import { labelOf } from './label';

describe('business dictionaries', () => {
  it.each([
    [0, '未评级'],
    [1, 'A'],
    [2, 'B'],
    [3, 'C'],
    [4, 'D'],
  ])('credit level %i is %s', (level, label) => {
    expect(labelOf(CREDIT_LEVELS, level)).toBe(label);
  });

  it.each([
    ['grain', 1, '粮食'],
    ['farming', 2, '种植'],
    ['vegetables', 3, '蔬菜'],
    ['livestock', 4, '畜牧'],
    ['aquaculture', 5, '水产'],
    ['other', 6, '其他'],
  ] as const)('business type %s is %i %s', (key, id, label) => {
    expect(BUSINESS_TYPES[key]).toBe(id);
    expect(BUSINESS_TYPE_LABELS[id]).toBe(label);
  });

  it('has 15 distinct fate labels keyed 0–14, starting with the spec ones', () => {
    const keys = Object.keys(FATE_LABELS).map(Number);
    expect(keys).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(new Set(Object.values(FATE_LABELS)).size).toBe(15);
    expect(Object.values(FATE_LABELS).slice(0, 7)).toEqual([
      '放入仓库',
      '田头销售',
      '赠送',
      '扔掉',
      '超市',
      '批发市场',
      '死亡',
    ]);
  });
});
