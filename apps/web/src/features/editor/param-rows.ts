import { checkDataSourceParams, DATA_SOURCE_VARIABLES, type DataSourceVariable } from '@fengshou/core';

/** How a parameter's value is written: a `$_` name, a `parameter{…}` expression, text, a number or JSON. */
export type ParamKind = 'var' | 'expr' | 'text' | 'number' | 'json';

/** One parameter as the form edits it; `text` is what the input holds. */
export interface ParamRow {
  key: string;
  kind: ParamKind;
  text: string;
}

/** Chinese names of the `$_` variables (spec §5), for the variable picker. */
export const VARIABLE_LABELS: Readonly<Record<DataSourceVariable, string>> = {
  areaId: '当前区域编码',
  areaLevel: '当前区域级别',
  areaIdList: '区域链编码列表',
  childAreaLevel: '下级区域级别',
  childAreaIdList: '下级区域编码列表',
  businessCategoryIdList: '主体经营类别',
  dateToday: '今天（日期）',
  timeToday: '今天（时间）',
  dateWeek: '近7天起（日期）',
  timeWeek: '近7天起（时间）',
  dateMonth: '近30天起（日期）',
  timeMonth: '近30天起（时间）',
  filterAreaId: '联动筛选区域编码',
  filterAreaLevel: '联动筛选区域级别',
  filterAreaName: '联动筛选区域名称',
  filterCategory: '联动筛选类别',
  filterCategoryName: '联动筛选类别名称',
  filterStartDate: '联动筛选起始日期',
  filterEndDate: '联动筛选结束日期',
};

/** The variables in the picker's order. */
export const VARIABLES: readonly DataSourceVariable[] = DATA_SOURCE_VARIABLES;

const EXPRESSION = /^\s*parameter\{([\s\S]*)\}\s*$/;
const EXACT_VARIABLE = /^\s*\$_(\w+)\s*$/;

/** A stored parameter value as a form row. */
export function rowOf(key: string, value: unknown): ParamRow {
  if (typeof value === 'string') {
    const expr = EXPRESSION.exec(value);
    if (expr) return { key, kind: 'expr', text: expr[1]!.trim() };
    const v = EXACT_VARIABLE.exec(value);
    if (v) return { key, kind: 'var', text: v[1]! };
    return { key, kind: 'text', text: value };
  }
  if (typeof value === 'number') return { key, kind: 'number', text: String(value) };
  return { key, kind: 'json', text: JSON.stringify(value) };
}

/** The stored value of a row; a JSON row that does not parse is kept as its text (the check names it). */
export function paramValue(row: ParamRow): unknown {
  switch (row.kind) {
    case 'var':
      return `$_${row.text}`;
    case 'expr':
      return `parameter{ ${row.text} }`;
    case 'number': {
      const n = Number(row.text);
      return row.text.trim() !== '' && Number.isFinite(n) ? n : row.text;
    }
    case 'json':
      try {
        return JSON.parse(row.text);
      } catch {
        return row.text;
      }
    default:
      return row.text;
  }
}

/** Rows of a parameters object, in its order. */
export function rowsOf(parameters: Readonly<Record<string, unknown>>): ParamRow[] {
  return Object.entries(parameters).map(([k, v]) => rowOf(k, v));
}

/** The parameters object of rows (rows without a key are left out; the form flags them). */
export function parametersOf(rows: readonly ParamRow[]): Record<string, unknown> {
  return Object.fromEntries(
    rows.filter((r) => r.key.trim() !== '').map((r) => [r.key.trim(), paramValue(r)]),
  );
}

const KEY = /^[A-Za-z_][\w]*$/;

/**
 * Why a row would be refused, checked as the server checks it on save (the core evaluator runs the
 * value as a screen would), or null when it resolves.
 */
export function rowProblem(row: ParamRow, rows: readonly ParamRow[]): string | null {
  const key = row.key.trim();
  if (key === '') return '请填写参数名';
  if (!KEY.test(key)) return '参数名只能包含字母、数字和下划线，且不以数字开头';
  if (rows.filter((r) => r.key.trim() === key).length > 1) return '参数名重复';
  if (row.kind === 'number' && typeof paramValue(row) !== 'number') return '请填写数字';
  if (row.kind === 'json' && paramValue(row) === row.text && row.text.trim() !== '""') {
    try {
      JSON.parse(row.text);
    } catch {
      return 'JSON 格式不正确';
    }
  }
  if (row.kind === 'expr' && row.text.trim() === '') return '请填写表达式';
  const [problem] = checkDataSourceParams({ [key]: paramValue(row) });
  return problem ? problem.message : null;
}
