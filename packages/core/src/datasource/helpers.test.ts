import { describe, expect, it } from 'vitest';
import { ExpressionError } from './errors';
import { evaluateExpression } from './evaluator';
import { HELPER_NAMES } from './helpers';
import { parseExpression } from './parser';
import { createEvalScope } from './resolver';
import type { ExprValue } from './values';

const now = new Date('2024-03-10T14:05:09+08:00');
const scope = createEvalScope(
  {
    areaId: 310151000000,
    areaLevel: 3,
    areaIdList: [310151000000, 310152000000],
    childAreaLevel: 4,
    childAreaIdList: [],
    businessCategoryIdList: [1, 3],
    now,
  },
  { dicts: { crop: { 1: '水稻', rice: '稻谷' }, broken: null as unknown as Record<string, string> } },
);

const run = (src: string): ExprValue => evaluateExpression(parseExpression(src), scope);

describe('helpers', () => {
  it('offers exactly the fixed table', () => {
    expect([...HELPER_NAMES].sort()).toEqual(
      [
        'abs',
        'ceil',
        'dateAdd',
        'dateFormat',
        'dict',
        'floor',
        'join',
        'len',
        'max',
        'min',
        'now',
        'round',
      ].sort(),
    );
  });

  it.each<[string, ExprValue]>([
    ["dateFormat(now(), 'YYYY-MM-DD')", '2024-03-10'],
    ['dateFormat(now())', '2024-03-10'],
    ["dateFormat(now(), 'YYYY年MM月')", '2024年03月'],
    ["dateFormat('2024-01-31', 'MM/DD')", '01/31'],
    ["dateFormat(dateAdd(now(), -1, 'day'), 'YYYY-MM-DD HH:mm:ss')", '2024-03-09 14:05:09'],
    ["dateFormat(dateAdd('2024-01-31', 1, 'month'))", '2024-02-29'],
    ["dateFormat(dateAdd($_dateToday, -1, 'year'))", '2023-03-10'],
    ["dateFormat(dateAdd(now(), 10, 'hour'), 'YYYY-MM-DD HH')", '2024-03-11 00'],
    ["dateFormat(dateAdd($_timeWeek, 0, 'day'), 'YYYY-MM-DD HH:mm:ss')", '2024-03-04 00:00:00'],
    ['dateFormat(0) != ""', true],
    ["dict('crop', 1)", '水稻'],
    ["dict('crop', 'rice')", '稻谷'],
    ["dict('crop', 9)", '--'],
    ["dict('crop', 'constructor')", '--'],
    ['round(3.14159)', 3.14],
    ['round(1.23456, 3)', 1.235],
    ['round(1.005, 2)', 1.01],
    ['round(-1.005, 2)', -1.01],
    ['round(2.5, 0)', 3],
    ['round(1e-7, 2)', 0],
    ['round(1e300, 15)', 1e300],
    ['round(1 / 0)', Number.POSITIVE_INFINITY],
    ['floor(2.7)', 2],
    ['ceil(2.1)', 3],
    ['abs(-4)', 4],
    ['min(3, 1, 2)', 1],
    ['max(3, 1, 2)', 3],
    ['min(areaIdList)', 310151000000],
    ['max([4, 9])', 9],
    ['join(areaIdList)', '310151000000,310152000000'],
    ["join(businessCategoryIdList, '|')", '1|3'],
    ["join(['a', 1, true, null], '-')", 'a-1-true-'],
    ['len(areaIdList)', 2],
    ["len('丰收')", 2],
  ])('%s', (src, value) => {
    expect(run(src)).toEqual(value);
  });

  it('now() returns a copy of the context clock', () => {
    const value = run('now()') as Date;
    expect(value.getTime()).toBe(now.getTime());
    expect(value).not.toBe(now);
  });

  it.each<[string, ExpressionError['kind'], string]>([
    ['now(1)', 'type', 'now() takes 0 arguments, got 1'],
    ['dateFormat()', 'type', 'dateFormat() takes 1–2 arguments, got 0'],
    ['dateFormat(now(), 1)', 'type', 'expects a format string'],
    ["dateFormat('not a date')", 'type', 'dateFormat() expects a valid date'],
    ['dateFormat(areaIdList)', 'type', 'dateFormat() expects a valid date'],
    ["dateAdd(now(), 1.5, 'day')", 'type', 'expects a whole number'],
    ["dateAdd(now(), 1, 'week')", 'type', 'unit must be'],
    ['dateAdd(now(), 1, 2)', 'type', 'unit must be'],
    ["dateAdd(now(), '1', 'day')", 'type', 'dateAdd() expects a number'],
    ["dateAdd(now(), 1e15, 'year')", 'type', 'dateAdd() result expects a valid date'],
    ["dict('unit', 1)", 'reference', 'unknown dictionary "unit"'],
    ["dict('toString', 1)", 'reference', 'unknown dictionary'],
    ['dict(1, 1)', 'reference', 'unknown dictionary 1'],
    ["dict('broken', 1)", 'reference', 'unknown dictionary "broken"'],
    ["round('3')", 'type', 'round() expects a number'],
    ['round(3, -1)', 'type', 'digits must be a whole number'],
    ['round(3, 16)', 'type', 'digits must be a whole number'],
    ['round(3, 1.5)', 'type', 'digits must be a whole number'],
    ['floor()', 'type', 'floor() takes 1 arguments'],
    ["abs('x')", 'type', 'abs() expects a number'],
    ['min()', 'type', 'min() needs at least one number'],
    ['max([])', 'type', 'max() needs at least one number'],
    ["max(1, 'a')", 'type', 'max() expects a number'],
    ["join('a')", 'type', 'join() expects an array'],
    ['join(areaIdList, 1)', 'type', 'expects a separator string'],
    ['len(1)', 'type', 'len() expects a string or an array'],
  ])('%s fails with %s', (src, kind, message) => {
    let caught: unknown;
    try {
      run(src);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ExpressionError);
    expect((caught as ExpressionError).kind).toBe(kind);
    expect((caught as ExpressionError).message).toContain(message);
  });
});
