import { describe, expect, it } from 'vitest';
import { ExpressionError } from './errors';
import { evaluateExpression, MAX_EVAL_DEPTH } from './evaluator';
import { parseExpression } from './parser';
import { createEvalScope } from './resolver';
import type { ExprValue } from './values';

const scope = createEvalScope({
  areaId: 310151000000,
  areaLevel: 3,
  areaIdList: [310151000000, 310152000000],
  childAreaLevel: 4,
  childAreaIdList: [],
  businessCategoryIdList: [1, 3],
  now: new Date('2024-03-10T14:05:09+08:00'),
});
const withObject = { ...scope, variables: { ...scope.variables, areaIdList: [{ a: { b: 7 } }] } };

const run = (src: string, s = scope): ExprValue => evaluateExpression(parseExpression(src), s);

function failure(src: string, s = scope): ExpressionError {
  try {
    run(src, s);
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error(`expected ${src} to fail`);
}

describe('evaluateExpression', () => {
  it.each<[string, ExprValue]>([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['2 * 3 % 4', 2],
    ['7 / 2', 3.5],
    ['-3 + 5', 2],
    ['--3', 3],
    ['1 / 0', Number.POSITIVE_INFINITY],
    ["'a' + 1 + 2", 'a12'],
    ["1 + 2 + 'a'", '3a'],
    ["'x' + null + true", 'xtrue'],
    ["'x' + 1 / 0 + (0 / 0)", 'x'],
    ["'ids:' + areaIdList", 'ids:310151000000,310152000000'],
    ["'at ' + now()", 'at 2024-03-10 14:05:09'],
    ['$_areaId + 1', 310151000001],
    ['areaLevel * 10', 30],
    ['areaIdList[1]', 310152000000],
    ['areaIdList[5]', null],
    ['[1, [2, 3]][1][0]', 2],
    ['$_dateWeek', '2024-03-04'],
  ])('arithmetic and names: %s', (src, value) => {
    expect(run(src)).toEqual(value);
  });

  it.each<[string, boolean]>([
    ['1 < 2', true],
    ['2 <= 2', true],
    ['3 > 4', false],
    ['4 >= 5', false],
    ["'b' > 'a'", true],
    ['now() > dateAdd(now(), -1, "day")', true],
    ['now() <= now()', true],
    ['1 == 1', true],
    ["1 == '1'", false],
    ['1 != 2', true],
    ['null == null', true],
    ['now() == now()', true],
    ['[1] == [1]', false],
    ['!0', true],
    ["!''", true],
    ['!null', true],
    ['!(0 / 0)', true],
    ['![]', false],
    ['!now()', false],
    ['!1', false],
  ])('comparison and negation: %s', (src, value) => {
    expect(run(src)).toBe(value);
  });

  it.each<[string, ExprValue]>([
    ['true ? 1 : 2', 1],
    ['0 ? 1 : 2', 2],
    ['areaLevel > 2 ? "county" : areaLevel > 1 ? "city" : "province"', 'county'],
    ['0 && missing', 0],
    ['1 && 2', 2],
    ["'' || 'fallback'", 'fallback'],
    ['5 || missing', 5],
    ['null || 0 || "last"', 'last'],
  ])('ternary and short-circuit: %s', (src, value) => {
    expect(run(src)).toEqual(value);
  });

  it('reads members of plain objects only', () => {
    const bare = Object.assign(Object.create(null) as Record<string, ExprValue>, { k: 1 });
    const odd = [bare, new Map([['size', 1]]) as unknown as ExprValue];
    const scoped = { ...scope, variables: { ...scope.variables, areaIdList: odd } };
    expect(run('areaIdList[0].k', scoped)).toBe(1);
    expect(() => run('areaIdList[1].size', scoped)).toThrow('cannot read a member of object');
    expect(run('areaIdList[0].a.b', withObject)).toBe(7);
    expect(run("areaIdList[0]['a']['b']", withObject)).toBe(7);
    expect(run('areaIdList[0].zz', withObject)).toBeNull();
  });

  it.each<[string, ExpressionError['kind'], string]>([
    ['missing', 'reference', "unknown name 'missing'"],
    ['$_dateYear', 'reference', "unknown name '$_dateYear'"],
    ['nope(1)', 'reference', "unknown function 'nope'"],
    ['1 - "a"', 'type', "'-' expects a number"],
    ['-"a"', 'type', "unary '-' expects a number"],
    ['true + 1', 'type', 'cannot add boolean and number'],
    ['[1] + [2]', 'type', 'cannot add array and array'],
    ["1 < '2'", 'type', 'cannot compare number with string'],
    ['null > 0', 'type', 'cannot compare null with number'],
    ['areaIdList["x"]', 'type', 'array index must be a whole number'],
    ['areaIdList[0.5]', 'type', 'array index must be a whole number'],
    ['areaId.x', 'type', 'cannot read a member of number'],
    ["'abc'[0]", 'type', 'cannot read a member of string'],
    ['now().x', 'type', 'cannot read a member of date'],
    ['null[0]', 'type', 'cannot read a member of null'],
  ])('%s fails with %s', (src, kind, message) => {
    const error = failure(src);
    expect(error.kind).toBe(kind);
    expect(error.message).toContain(message);
  });

  it.each<[string, ExpressionError['kind'], string]>([
    ["areaIdList[0]['__proto__']", 'reference', "forbidden name '__proto__'"],
    ["areaIdList[0]['constr' + 'uctor']", 'reference', "forbidden name 'constructor'"],
    ['areaIdList[0][true]', 'type', 'property name must be a string or number'],
    ["'' + areaIdList", 'type', 'cannot turn an object into text'],
  ])('guards objects: %s', (src, kind, message) => {
    const error = failure(src, withObject);
    expect(error.kind).toBe(kind);
    expect(error.message).toContain(message);
  });

  it('bounds evaluation depth of long operator chains', () => {
    const chain = Array.from({ length: MAX_EVAL_DEPTH + 2 }, () => '1').join('+');
    expect(failure(chain).kind).toBe('limit');
    expect(run(Array.from({ length: 100 }, () => '1').join('+'))).toBe(100);
  });
});
