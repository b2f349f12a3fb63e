import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EXPRESSION_LENGTH } from './parser';
import { type DataSourceParam, MAX_VALUE_DEPTH, resolveDataSourceParams } from './resolver';
import type { DataSourceContext } from './variables';

const ctx: DataSourceContext = {
  areaId: 310151000000,
  areaLevel: 3,
  areaIdList: [310151000000],
  childAreaLevel: 4,
  childAreaIdList: [310151101000, 310151102000],
  businessCategoryIdList: [1, 3],
  now: new Date('2024-03-10T14:05:09+08:00'),
};
const dicts = { unit: { 1: '亩', 2: '分' } };

/** The body and warnings of one parameter `p` (the names it read have tests of their own). */
const resolveOne = (value: unknown, c: DataSourceContext = ctx) => {
  const { body, warnings } = resolveDataSourceParams({ p: value }, c, { dicts });
  return { body, warnings };
};

describe('resolveDataSourceParams: $_ variables', () => {
  it.each<[string, unknown]>([
    ['$_areaId', 310151000000],
    ['$_areaLevel', 3],
    ['$_areaIdList', [310151000000]],
    ['$_childAreaLevel', 4],
    ['$_childAreaIdList', [310151101000, 310151102000]],
    ['$_businessCategoryIdList', [1, 3]],
    ['$_dateToday', '2024-03-10'],
    ['$_timeToday', '2024-03-10 14:05:09'],
    ['$_dateWeek', '2024-03-04'],
    ['$_timeWeek', '2024-03-04 00:00:00'],
    ['$_dateMonth', '2024-02-10'],
    ['$_timeMonth', '2024-02-10 00:00:00'],
    [' $_areaId ', 310151000000],
  ])('%j becomes its typed value', (value, expected) => {
    expect(resolveOne(value)).toEqual({ body: { p: expected }, warnings: [] });
  });

  it.each<[unknown, unknown]>([
    ['from $_dateWeek to $_dateToday', 'from 2024-03-04 to 2024-03-10'],
    ['ids=$_childAreaIdList;', 'ids=310151101000,310151102000;'],
    ['$_areaId$_areaLevel', '3101510000003'],
    ['cost $_', 'cost $_'],
    ['plain', 'plain'],
    ['null stays literal', 'null stays literal'],
    [12, 12],
    [Number.NaN, null],
    [true, true],
    [null, null],
    [
      ['$_areaId', 'x $_areaLevel'],
      [310151000000, 'x 3'],
    ],
    [
      { start: '$_timeWeek', end: { at: '$_timeToday' } },
      { start: '2024-03-04 00:00:00', end: { at: '2024-03-10 14:05:09' } },
    ],
  ])('%j resolves to %j', (value, expected) => {
    expect(resolveOne(value)).toEqual({ body: { p: expected }, warnings: [] });
  });

  it('turns a non-finite context number into null, and removes it from text', () => {
    const bad = { ...ctx, areaLevel: Number.POSITIVE_INFINITY };
    expect(resolveOne('$_areaLevel', bad).body).toEqual({ p: null });
    expect(resolveOne('level $_areaLevel', bad).body).toEqual({ p: 'level ' });
  });
});

describe('resolveDataSourceParams: parameter{...}', () => {
  it.each<[string, unknown]>([
    ['parameter{ 1 + 2 * 3 }', 7],
    ['parameter{$_areaLevel > 2 ? $_childAreaLevel : areaLevel}', 4],
    ["parameter{ dateFormat(dateAdd(now(), -7, 'day'), 'YYYY-MM-DD') }", '2024-03-03'],
    ['parameter{ dateAdd(now(), 1, "hour") }', '2024-03-10 15:05:09'],
    ["parameter{ dict('unit', 2) }", '分'],
    ['parameter{ round(10 / 3) }', 3.33],
    ["parameter{ join(childAreaIdList, ',') }", '310151101000,310151102000'],
    ['parameter{ [areaId, len(childAreaIdList)] }', [310151000000, 2]],
    ['parameter{ 1 / 0 }', null],
    ['parameter{ [1 / 0, 0 / 0] }', [null, null]],
    ["parameter{ 'x' + null }", 'x'],
    ["parameter{ 'a Infinity b' }", 'a  b'],
    ['parameter{ "Invalid date" }', ''],
    ['  parameter{ true }  ', true],
  ])('%s → %j', (value, expected) => {
    expect(resolveOne(value)).toEqual({ body: { p: expected }, warnings: [] });
  });
});

describe('resolveDataSourceParams: the names a body depends on', () => {
  it.each<[unknown, string[]]>([
    ['$_areaId', ['areaId']],
    ['ids=$_childAreaIdList;', ['childAreaIdList']],
    ["parameter{ join(childAreaIdList, ',') }", ['childAreaIdList']],
    ['parameter{$_areaLevel > 2 ? $_childAreaLevel : areaLevel}', ['areaLevel', 'childAreaLevel']],
    [{ from: '$_dateWeek', to: ['$_dateToday', '$_dateWeek'] }, ['dateWeek', 'dateToday']],
    ['parameter{ now() }', []],
    ['plain', []],
  ])('%j reads %j', (value, names) => {
    expect(resolveDataSourceParams({ p: value }, ctx).variables).toEqual(names);
  });

  it('reports every parameter of a plate together, each name once', () => {
    const params = { parentId: '$_areaId', level: '$_areaLevel', ids: '$_areaIdList', again: '$_areaId' };
    expect(resolveDataSourceParams(params, ctx).variables).toEqual(['areaId', 'areaLevel', 'areaIdList']);
  });
});

describe('resolveDataSourceParams: failures become warnings', () => {
  it.each<[string, unknown, string]>([
    ['unknown $_ name', '$_dateYear', "unknown variable '$_dateYear'"],
    ['unknown $_ name in text', 'from $_dateYear', "unknown variable '$_dateYear'"],
    ['syntax error', 'parameter{ 1 + }', 'syntax error'],
    ['unknown function', 'parameter{ eval("1") }', "unknown function 'eval'"],
    ['Function constructor', 'parameter{ constructor("return 1")() }', "forbidden name 'constructor'"],
    ['__proto__ access', 'parameter{ areaIdList.__proto__ }', "forbidden name '__proto__'"],
    ['computed __proto__', "parameter{ areaIdList['__proto__'] }", 'array index must be a whole number'],
    ['type error', "parameter{ areaId - 'a' }", 'type error'],
    ['unknown dictionary', "parameter{ dict('crop', 1) }", 'unknown dictionary'],
    ['overly long input', `parameter{${'1+'.repeat(MAX_EXPRESSION_LENGTH)}1}`, 'limit error'],
    ['deep nesting', `parameter{${'('.repeat(500)}1${')'.repeat(500)}}`, 'limit error'],
    [
      'deep value',
      JSON.parse(`${'['.repeat(MAX_VALUE_DEPTH + 1)}1${']'.repeat(MAX_VALUE_DEPTH + 1)}`),
      'nested deeper',
    ],
    ['nested unknown name', { a: ['$_nope'] }, "unknown variable '$_nope'"],
    ['forbidden nested key', JSON.parse('{"__proto__": 1}'), "forbidden key '__proto__'"],
    ['function value', () => 1, 'unsupported value of type function'],
    ['symbol value', Symbol('s'), 'unsupported value of type symbol'],
    ['date object', new Date(), 'unsupported value of type object'],
  ])('%s', (_, value, message) => {
    const { body, warnings } = resolveDataSourceParams({ keep: 1, p: value }, ctx, { dicts });
    expect(body).toEqual({ keep: 1 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('parameter "p" dropped');
    expect(warnings[0]).toContain(message);
  });

  it.each<[string, unknown, string]>([
    ['empty key', [{ key: '', value: 1 }], 'parameter "" dropped: invalid key'],
    ['non-string key', [{ key: 5, value: 1 }], 'parameter "5" dropped: invalid key'],
    ['entry not an object', [7], 'parameter "7" dropped: invalid key'],
    ['object key', [{ key: { toString: () => 'x' }, value: 1 }], 'parameter "<object>" dropped: invalid key'],
    ['__proto__ key', [{ key: '__proto__', value: { polluted: true } }], 'parameter "__proto__" dropped'],
    ['constructor key', { constructor: 1 }, 'parameter "constructor" dropped'],
    ['long key', [{ key: 'k'.repeat(200), value: '$_nope' }], '…'],
    [
      'duplicate key',
      [
        { key: 'a', value: 1 },
        { key: 'a', value: 2 },
      ],
      'given twice',
    ],
    ['not a parameter list', 'oops', 'neither a list nor an object'],
    ['null parameters', null, 'neither a list nor an object'],
  ])('%s', (_, params, message) => {
    const { body, warnings } = resolveDataSourceParams(params as DataSourceParam[], ctx);
    expect(warnings.join('\n')).toContain(message);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('accepts the list form and keeps the last of duplicate keys', () => {
    const params = [
      { key: 'areaId', value: '$_areaId' },
      { key: 'pageNo', value: 1 },
      { key: 'pageNo', value: 2 },
    ];
    expect(resolveDataSourceParams(params, ctx).body).toEqual({ areaId: 310151000000, pageNo: 2 });
  });

  it('reports an unusable context instead of throwing', () => {
    const broken = { ...ctx, areaIdList: null } as unknown as DataSourceContext;
    expect(resolveDataSourceParams({ a: 1 }, broken)).toEqual({
      body: {},
      variables: [],
      warnings: [expect.stringContaining('context unusable')],
    });
  });

  it('keeps what was resolved when reading the parameters fails', () => {
    const params = {
      a: 1,
      get b(): unknown {
        throw new Error('getter failed');
      },
    };
    expect(resolveDataSourceParams(params, ctx)).toEqual({
      body: {},
      warnings: ['parameters unreadable: getter failed'],
      variables: [],
    });
  });

  it('reports non-Error throws generically', () => {
    const throwing = {
      ...ctx,
      get areaId(): number {
        throw 'boom';
      },
    };
    expect(resolveDataSourceParams({}, throwing).warnings).toEqual(['context unusable: unexpected failure']);
  });
});

describe('resolveDataSourceParams: robustness', () => {
  it('never throws on random strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const expression = `parameter{${text}}`;
        const result = resolveDataSourceParams(
          [
            { key: 'a', value: text },
            { key: 'b', value: expression },
          ],
          ctx,
          {
            dicts,
          },
        );
        expect(Array.isArray(result.warnings)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on random expression-like input', () => {
    const piece = fc.constantFrom(
      ..."0 1 2.5 ( ) [ ] , . ? : + - * / % ! < <= > >= == != && || areaId $_areaIdList now() dateAdd( round( 'x' \" __proto__ constructor dict( len(".split(
        ' ',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const result = resolveDataSourceParams({ p: `parameter{${pieces.join('')}}` }, ctx, { dicts });
        expect(result.body.p === undefined || result.warnings.length === 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary parameter objects', () => {
    fc.assert(
      fc.property(fc.anything(), (params) => {
        resolveDataSourceParams(params as Record<string, unknown>, ctx);
      }),
      { numRuns: 500 },
    );
  });
});
