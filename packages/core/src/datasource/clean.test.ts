import { describe, expect, it } from 'vitest';
import { cleanResolved, stripRemovedWords } from './clean';
import type { ExprValue } from './values';

describe('stripRemovedWords', () => {
  it.each([
    ['a undefined b', 'a  b'],
    ['null', ''],
    ['nullable', 'nullable'],
    ['x-Infinity', 'x-'],
    ['Invalid date', ''],
    ['Invalid Date!', '!'],
    ['值null值', '值值'],
    ['undefinedundefined', 'undefinedundefined'],
    ['2024-03-10', '2024-03-10'],
  ])('%j → %j', (text, cleaned) => {
    expect(stripRemovedWords(text)).toBe(cleaned);
  });
});

describe('cleanResolved', () => {
  it.each<[ExprValue, unknown]>([
    [Number.NaN, null],
    [Number.NEGATIVE_INFINITY, null],
    [1.5, 1.5],
    ['null', ''],
    [true, true],
    [null, null],
    [new Date('2024-01-02T03:04:05+08:00'), '2024-01-02 03:04:05'],
    [new Date(Number.NaN), null],
    [
      [1, Number.NaN, 'undefined'],
      [1, null, ''],
    ],
    [
      { a: Number.POSITIVE_INFINITY, b: ['Infinity'] },
      { a: null, b: [''] },
    ],
  ])('%j', (value, cleaned) => {
    expect(cleanResolved(value)).toEqual(cleaned);
  });

  it('drops prototype keys of objects', () => {
    const value = JSON.parse('{"__proto__": {"x": 1}, "ok": 1}') as ExprValue;
    const cleaned = cleanResolved(value) as Record<string, unknown>;
    expect(Object.keys(cleaned)).toEqual(['ok']);
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
  });
});
