import type { RequestArea } from '../http/area-scope';
import type { Filter } from './sql-filter';

/** Area significant digits by level (province 2 … village 12). */
const DIGITS: Record<number, number> = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 };

/** The SQL of a table with one row per child area of the request's area (the area itself at village level). */
export interface ChildAreaRows {
  /** The child areas as `a` (id, name): the source of the table's rows. */
  children: string;
  /** The code of the child area a row's area code `column` lies in. */
  childOf: (column: string) => string;
  /** `column` inside the request's area: the condition of the subqueries summing the figures. */
  inArea: (column: string) => string;
}

/**
 * The child areas of the request's area as the rows of a declared list, and what its figures' subqueries
 * group and filter by. The children's parameter is named first, so the count (which names only it and the
 * filter's conditions) needs none of the figures' parameters.
 */
export function childAreaRows(area: RequestArea, f: Filter): ChildAreaRows {
  const id = f.p(area.areaId);
  const village = area.level >= 5;
  const [lo, hi] = [f.p(area.range[0]), f.p(area.range[1])];
  const unit = 10 ** (12 - DIGITS[Math.min(area.level + 1, 5)]!);
  return {
    children: `(SELECT id, name FROM areas WHERE ${village ? 'id' : 'parent_id'} = ${id}) a`,
    childOf: (column) => (village ? column : `(${column} / ${unit}) * ${unit}`),
    inArea: (column) => `${column} BETWEEN ${lo} AND ${hi}`,
  };
}
