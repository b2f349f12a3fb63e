import { type ExpressionErrorKind, FORBIDDEN_NAMES } from './errors';
import { type DataSourceParam, MAX_VALUE_DEPTH, resolveDataSourceParams } from './resolver';
import type { DataSourceContext } from './variables';

/** A parameter of a plate that would not resolve: its key path (`areaId`, `filter.0`) and why. */
export interface ParameterProblem {
  readonly path: string;
  readonly message: string;
}

// A context of every kind of `$_` value, so a check runs each expression as a screen would: a reference
// to an unknown name or helper, or a type error of the expression itself, fails here as it would there.
const SAMPLE_CONTEXT: DataSourceContext = {
  areaId: 310151000000,
  areaLevel: 3,
  areaIdList: [310000000000, 310151000000],
  childAreaLevel: 4,
  childAreaIdList: [310151100000, 310151101000],
  businessCategoryIdList: [1, 2],
  now: new Date(Date.UTC(2026, 0, 15, 4)),
};

// The same with a linkage filter set: a parameter must resolve with the filter and without it (its
// `$_filter…` values null), as a screen asks both ways.
const FILTERED_CONTEXT: DataSourceContext = {
  ...SAMPLE_CONTEXT,
  filter: {
    areaId: 310151101000,
    areaLevel: 4,
    areaName: '城桥镇',
    category: '1',
    categoryName: '水稻',
    startDate: '2026-01-01',
    endDate: '2026-01-31',
  },
};

const KIND_NAMES: Record<ExpressionErrorKind, string> = {
  syntax: '语法错误',
  reference: '引用了不允许的名称',
  type: '类型错误',
  limit: '超出限制',
};

const DROPPED = /^parameter "(?:[^"\\]|\\.)*" dropped: (?:(syntax|reference|type|limit) error: )?(.*)$/;

function explain(warning: string): string {
  const m = DROPPED.exec(warning);
  if (!m) return warning;
  const kind = m[1] as ExpressionErrorKind | undefined;
  return kind ? `${KIND_NAMES[kind]}：${m[2]}` : (m[2] ?? warning);
}

function walk(value: unknown, path: string, depth: number, out: ParameterProblem[]): void {
  if (depth > MAX_VALUE_DEPTH) {
    out.push({ path, message: `${KIND_NAMES.limit}：嵌套超过${MAX_VALUE_DEPTH}层` });
    return;
  }
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) walk(v, `${path}.${i}`, depth + 1, out);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_NAMES.has(k)) out.push({ path: `${path}.${k}`, message: '不允许的参数名' });
      else walk(v, `${path}.${k}`, depth + 1, out);
    }
    return;
  }
  // The resolver is the one that runs on screens, so it is the one asked (no second reading of the grammar).
  const messages = new Set<string>();
  for (const ctx of [SAMPLE_CONTEXT, FILTERED_CONTEXT]) {
    for (const w of resolveDataSourceParams({ value }, ctx).warnings) messages.add(explain(w));
  }
  for (const message of messages) out.push({ path, message });
}

/**
 * The parameters of a plate that a screen could not resolve: unknown `$_` names, `parameter{…}` expressions
 * outside the evaluator's grammar, forbidden keys. Empty when every parameter resolves.
 */
export function checkDataSourceParams(
  params: Readonly<Record<string, unknown>> | readonly DataSourceParam[],
): ParameterProblem[] {
  const out: ParameterProblem[] = [];
  const entries = Array.isArray(params)
    ? (params as readonly DataSourceParam[]).map((p) => [p.key, p.value] as const)
    : Object.entries(params);
  for (const [key, value] of entries) {
    if (key === '' || FORBIDDEN_NAMES.has(key)) out.push({ path: key, message: '不允许的参数名' });
    else walk(value, key, 0, out);
  }
  return out;
}
