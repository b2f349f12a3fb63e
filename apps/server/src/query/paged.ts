import type { Queryable } from '../db/client';
import { childAreasSql } from './child-areas';
import type { Filter } from './sql-filter';

/**
 * The joins naming a row's area (village) and the town above it, and the select of zRowArea
 * (`areaId`, `areaName`, `townName`) for the table alias `t`.
 */
export function areaJoin(t: string): { join: string; select: string } {
  return {
    join: `JOIN areas av ON av.id = ${t}.area_id LEFT JOIN areas atn ON atn.id = av.parent_id AND atn.level = 4`,
    select: `${t}.area_id AS "areaId", av.name AS "areaName", atn.name AS "townName"`,
  };
}

/** Adds the inclusive date range `startTime`..`endTime` ('YYYY-MM-DD') on a date or timestamp column. */
export function dateRange(f: Filter, column: string, body: { startTime?: string; endTime?: string }): Filter {
  if (body.startTime) f.add(`${column} >= $?::date`, body.startTime);
  if (body.endTime) f.add(`${column} < $?::date + 1`, body.endTime);
  return f;
}

/** Adds an equality condition when the value is given. */
export function equal(f: Filter, column: string, value: unknown): Filter {
  if (value !== undefined && value !== null) f.add(`${column} = $?`, value);
  return f;
}

/**
 * The SQL of a list: `select` and `from` share the filter's aliases; `countFrom` counts without the joins
 * that only name things (`count` is the total's expression over it, `count(*)` by default: a sum over a
 * tally counts rows without reading them); `groupBy` makes each row a group (aggregated lists). With `key`
 * (the row's unique id, e.g. `s.id`) a page is found over `pageFrom` (else `countFrom`) alone and only its
 * rows are joined to the names (a deferred join: the 100th page joins 20 rows, not 2,000); the filter and
 * the order may then name only that source's columns.
 */
export interface ListSql {
  select: string;
  from: string;
  countFrom?: string;
  count?: string;
  groupBy?: string;
  key?: string;
  pageFrom?: string;
}

/**
 * The parameters up to the last one a statement names: a count without the joins of the rows' figures
 * names none of theirs (a period of the joined rows, added after the filter's conditions), and PostgreSQL
 * refuses parameters a statement does not name.
 */
function named(sql: string, params: unknown[]): unknown[] {
  let last = 0;
  for (const m of sql.matchAll(/\$(\d+)/g)) last = Math.max(last, Number(m[1]));
  return params.slice(0, last);
}

/** One page of rows and the total: `select` and `from` share the filter's aliases. */
export async function runPage<T>(
  q: Queryable,
  sql: ListSql,
  filter: Filter,
  order: string,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: T[]; total: number }> {
  const where = filter.where();
  const group = sql.groupBy ? `GROUP BY ${sql.groupBy}` : '';
  const countSql = sql.groupBy
    ? `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sql.from} ${where} ${group}) s`
    : `SELECT (${sql.count ?? 'count(*)'})::int AS n FROM ${sql.countFrom ?? sql.from} ${where}`;
  const [count] = await q.query<{ n: number }>(countSql, named(countSql, filter.params));
  const total = count?.n ?? 0;
  // A page past the last row is empty: no need to read the rows before it.
  if ((Math.trunc(page.pageNo) - 1) * Math.trunc(page.pageSize) >= total) return { rows: [], total };
  const limit = filter.p(Math.trunc(page.pageSize));
  const offset = filter.p((Math.trunc(page.pageNo) - 1) * Math.trunc(page.pageSize));
  const rows = await q.query<T>(
    sql.key && !sql.groupBy
      ? `SELECT ${sql.select} FROM ${sql.from}
           JOIN (SELECT ${sql.key} AS k FROM ${sql.pageFrom ?? sql.countFrom ?? sql.from} ${where} ${order}
                  LIMIT ${limit} OFFSET ${offset}) pg
             ON pg.k = ${sql.key}
          ${order}`
      : `SELECT ${sql.select} FROM ${sql.from} ${where} ${group} ${order} LIMIT ${limit} OFFSET ${offset}`,
    filter.params,
  );
  return { rows, total };
}

/**
 * The child-area grouping of an area: an SQL expression mapping a row's `column` to the code of the child
 * area it lies in (the area itself at village level), and the children's codes and names (childAreasSql's:
 * a municipality's districts, not its 市辖区).
 */
export async function childAreas(q: Queryable, areaId: number, column: string) {
  const [row] = await q.query<{ level: number }>('SELECT level FROM areas WHERE id = $1', [areaId]);
  // Codes are integers the scope check let through: written into the SQL as numbers.
  const literal = (v: number) => String(Math.trunc(v));
  const { children, childOf } = childAreasSql(literal, areaId, row?.level ?? 5);
  const list = await q.query<{ areaId: number; areaName: string }>(
    `SELECT a.id AS "areaId", a.name AS "areaName" FROM ${children} ORDER BY a.id`,
  );
  return { expr: childOf(column), children: list };
}

/** Numeric aggregates come back from PostgreSQL as strings; this reads them as numbers (null stays null). */
export function num(v: unknown): number {
  return v === null || v === undefined ? 0 : Number(v);
}

/** Like num, keeping null. */
export function numOrNull(v: unknown): number | null {
  return v === null || v === undefined ? null : Number(v);
}
