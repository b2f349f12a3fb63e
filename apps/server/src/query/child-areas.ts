import { mergedCityOf } from '@fengshou/core';
import type { RequestArea } from '../http/area-scope';
import type { Filter } from './sql-filter';

/** Area significant digits by level (province 2 … village 12). */
const DIGITS: Record<number, number> = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 };

const unitOf = (level: number) => 10 ** (12 - DIGITS[Math.min(level, 5)]!);

/** The SQL of a table with one row per child area of the request's area (the area itself at village level). */
export interface ChildAreaRows {
  /** The child areas as `a` (id, name, level): the source of the table's rows. */
  children: string;
  /** The code of the child area a row's area code `column` lies in. */
  childOf: (column: string) => string;
  /** `column` inside the request's area: the condition of the subqueries summing the figures. */
  inArea: (column: string) => string;
}

/**
 * The child areas of an area and the code of the child a row's area lies in, as SQL over the parameters
 * `p` gives. A municipality's 市辖区 (spec §9: looked up as the municipality) gives way to its districts,
 * so 上海 breaks down into its districts and not into one row; another city of it (重庆's 县) keeps its own.
 */
export function childAreasSql(
  p: (value: number) => string,
  areaId: number,
  level: number,
): { children: string; childOf: (column: string) => string } {
  if (level >= 5)
    return { children: `(SELECT id, name, level FROM areas WHERE id = ${p(areaId)}) a`, childOf: (c) => c };
  const unit = unitOf(level + 1);
  const merged = level === 1 ? mergedCityOf(areaId) : undefined;
  if (merged === undefined) {
    return {
      children: `(SELECT id, name, level FROM areas WHERE parent_id = ${p(areaId)}) a`,
      childOf: (c) => `(${c} / ${unit}) * ${unit}`,
    };
  }
  const city = p(merged);
  const county = unitOf(3);
  return {
    children: `(SELECT id, name, level FROM areas
                 WHERE (parent_id = ${p(areaId)} AND id <> ${city}) OR parent_id = ${city}) a`,
    childOf: (c) =>
      `(CASE WHEN ${c} / ${unit} * ${unit} = ${city} THEN (${c} / ${county}) * ${county} ELSE (${c} / ${unit}) * ${unit} END)`,
  };
}

/**
 * The child areas of the request's area as the rows of a declared list, and what its figures' subqueries
 * group and filter by. The children's parameters are named first, so the count (which names only them and
 * the filter's conditions) needs none of the figures' parameters.
 */
export function childAreaRows(area: RequestArea, f: Filter): ChildAreaRows {
  const { children, childOf } = childAreasSql((v) => f.p(v), area.areaId, area.level);
  const [lo, hi] = [f.p(area.range[0]), f.p(area.range[1])];
  return { children, childOf, inArea: (column) => `${column} BETWEEN ${lo} AND ${hi}` };
}
