import { describe, expect, it } from 'vitest';
import { type ParamRow, parametersOf, paramValue, rowOf, rowProblem, rowsOf } from './param-rows';

describe('parameters as form rows', () => {
  it('reads each kind of stored value and writes it back unchanged', () => {
    const parameters = {
      areaId: '$_areaId',
      year: "parameter{ dateFormat($_dateToday, 'YYYY') }",
      by: 'area',
      limit: 10,
      metrics: ['farmCount', 'farmAreaMu'],
    };
    const rows = rowsOf(parameters);
    expect(rows.map((r) => r.kind)).toEqual(['var', 'expr', 'text', 'number', 'json']);
    expect(rows[1]!.text).toBe("dateFormat($_dateToday, 'YYYY')");
    const back = parametersOf(rows);
    expect(back).toEqual({ ...parameters, year: "parameter{ dateFormat($_dateToday, 'YYYY') }" });
  });

  it('leaves rows without a name out of the parameters', () => {
    expect(parametersOf([{ key: ' ', kind: 'text', text: 'x' }, rowOf('a', 1)])).toEqual({ a: 1 });
  });
});

describe('a row checked as it is typed (the core evaluator, as the server checks on save)', () => {
  const check = (row: ParamRow, others: ParamRow[] = []) => rowProblem(row, [row, ...others]);

  it('accepts a variable, a valid expression and plain values', () => {
    expect(check(rowOf('areaId', '$_areaId'))).toBeNull();
    expect(check({ key: 'start', kind: 'expr', text: "dateFormat(dateAdd(now(), -14, 'day'))" })).toBeNull();
    expect(check(rowOf('limit', 5))).toBeNull();
  });

  it('refuses an expression outside the grammar, naming why', () => {
    expect(check({ key: 'v', kind: 'expr', text: "dateFormat(now(), 'YYYY'" })).toMatch(/^语法错误/);
    expect(check({ key: 'v', kind: 'expr', text: "fetch('http://x')" })).toMatch(/^引用了不允许的名称/);
    expect(check({ key: 'v', kind: 'expr', text: '$_areaIdList.constructor' })).not.toBeNull();
    expect(check({ key: 'v', kind: 'expr', text: '' })).toBe('请填写表达式');
  });

  it('refuses an unknown variable, a bad name, a duplicate and a bad number or JSON', () => {
    expect(check(rowOf('a', '$_password'))).toMatch(/不允许的名称/);
    expect(check(rowOf('__proto__', 1))).not.toBeNull();
    expect(check(rowOf('1a', 1))).toMatch(/参数名/);
    expect(check(rowOf('a', 1), [rowOf('a', 2)])).toBe('参数名重复');
    expect(check({ key: 'n', kind: 'number', text: '12a' })).toBe('请填写数字');
    expect(check({ key: 'j', kind: 'json', text: '[1,' })).toBe('JSON 格式不正确');
    expect(paramValue({ key: 'j', kind: 'json', text: '[1,2]' })).toEqual([1, 2]);
  });
});
