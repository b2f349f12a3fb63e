import { describe, expect, it } from 'vitest';
import { dictOptions, EMPTY_LABEL, labelOf, labelsById } from './label';

// 'broken' stands for a server dictionary row that arrived without a label.
const dict = { 0: '零', 1: '一', x: '叉', broken: null as unknown as string } as const;

describe('labelOf', () => {
  it.each<[unknown, string]>([
    [0, '零'],
    ['1', '一'],
    ['x', '叉'],
    [2, EMPTY_LABEL],
    [null, '--'],
    [undefined, '--'],
    [true, '--'],
    [{}, '--'],
    ['constructor', '--'],
    ['__proto__', '--'],
    ['toString', '--'],
    ['broken', '--'],
  ])('labelOf(dict, %j) is %j', (key, label) => {
    expect(labelOf(dict, key)).toBe(label);
  });
});

describe('dictOptions', () => {
  it('keeps key order and turns canonical numeric keys into numbers', () => {
    expect(dictOptions({ 1: 'a', '01': 'b', x: 'c' })).toEqual([
      { value: 1, label: 'a' },
      { value: '01', label: 'b' },
      { value: 'x', label: 'c' },
    ]);
  });
});

describe('labelsById', () => {
  it('indexes labels by id', () => {
    expect(
      labelsById([
        { id: 3, label: 'c' },
        { id: 1, label: 'a' },
      ] as const),
    ).toEqual({ 1: 'a', 3: 'c' });
  });
});
