import { describe, expect, it } from 'vitest';
import { checkDataSourceParams } from './check';

describe('checkDataSourceParams', () => {
  it('accepts $_ names, plain values and expressions of the grammar', () => {
    expect(
      checkDataSourceParams({
        areaId: '$_areaId',
        areaIdList: '$_childAreaIdList',
        year: "parameter{ dateFormat($_dateToday, 'YYYY') }",
        metrics: ['farmCount', 'farmAreaMu'],
        nested: { start: '$_dateMonth', limit: 5 },
      }),
    ).toEqual([]);
    expect(checkDataSourceParams({ y: 'parameter{ round($_areaLevel * 2.5, 1) }' })).toEqual([]);
  });

  it('names the parameter and the reason for a name outside the list', () => {
    const [p] = checkDataSourceParams({ filter: { area: '$_areaCode' } });
    expect(p!.path).toBe('filter.area');
    expect(p!.message).toContain('引用了不允许的名称');
    expect(p!.message).toContain('$_areaCode');
  });

  it('refuses what goes beyond the grammar: calls of unknown names, prototype walks, statements', () => {
    for (const expr of [
      'parameter{ fetch("http://x") }',
      'parameter{ $_areaIdList.constructor }',
      'parameter{ a = 1 }',
      'parameter{ (() => 1)() }',
    ]) {
      const problems = checkDataSourceParams({ v: expr });
      expect(problems, expr).toHaveLength(1);
      expect(problems[0]!.path).toBe('v');
    }
    expect(checkDataSourceParams({ __proto__x: 1, constructor: 1 })[0]!.message).toBe('不允许的参数名');
  });

  it('reports a syntax error with its kind', () => {
    expect(checkDataSourceParams({ v: 'parameter{ 1 + }' })[0]!.message).toMatch(/^语法错误：/);
  });
});
