import { addDays } from '@fengshou/core';
import { figureSql, type MetricDef } from './metric';

/** The request a metric query answers: an area range and the time context. */
export interface StatQuery {
  /** The area asked for and its code range (the area and everything below it). */
  areaId: number;
  lo: number;
  hi: number;
  /** The area's ancestors (province … parent), for metrics whose rows belong to a whole region. */
  ancestors: number[];
  archiveYear: number;
  /** A month of archiveYear: totals of per-year metrics cover it only. */
  archiveMonth?: number;
  /** One category key of the metric: its rows are limited to it (metrics without categories ignore it). */
  categoryKey?: string;
  /** Inclusive YYYY-MM-DD range for day/latest breakdowns and time-bounded totals. */
  startDate?: string;
  endDate?: string;
  /** Only the rows of this key of the metric's category dimension (a linkage filter). */
  category?: string;
  limit?: number;
}

/** SQL text and parameters of one query. */
export interface Sql {
  text: string;
  params: unknown[];
}

const area = (m: MetricDef) => m.area ?? 't.area_id';

/**
 * The condition of rows in the area [lo, hi] ($1, $2), and in its ancestors for inherited metrics; for a
 * quoted metric, the rows of its market: the deepest of the area and its ancestors that records any.
 */
function areaWhere(m: MetricDef, q: StatQuery, params: unknown[]): string {
  const inArea = `${area(m)} BETWEEN $1 AND $2`;
  if (m.quote) {
    params.push(q.ancestors);
    const own = m.where ? ` AND (${m.where})` : '';
    // The area itself is $1 (lo); codes of a chain grow with depth, so the deepest market is the largest.
    const chain = `(${area(m)} = $1::bigint OR ${area(m)} = ANY($${params.length}::bigint[]))`;
    return `$2::bigint >= $1::bigint AND ${area(m)} = (SELECT max(${area(m)}) FROM ${m.from} WHERE ${chain}${own})`;
  }
  if (!m.inherit) return inArea;
  params.push(q.ancestors);
  return `(${inArea} OR ${area(m)} = ANY($${params.length}::bigint[]))`;
}

/**
 * WHERE of a metric's rows in [lo, hi], with its own condition and an optional time window [from, to).
 * `latest`: of a quoted metric, only each series' latest row in the window (its quote for the period).
 */
function rowsWhere(
  m: MetricDef,
  q: StatQuery,
  params: unknown[],
  window?: [string, string],
  latest = false,
): string {
  const parts = [areaWhere(m, q, params)];
  if (m.where) parts.push(`(${m.where})`);
  if (q.categoryKey !== undefined && m.category) {
    params.push(q.categoryKey);
    parts.push(`(${m.category.key})::text = $${params.length}`);
  }
  if (window && m.time) {
    params.push(window[0], window[1]);
    parts.push(`${m.time} >= $${params.length - 1}::date AND ${m.time} < $${params.length}::date`);
  }
  if (latest && m.quote && m.time) {
    // The inner query shadows the alias t with the same rows' conditions, so it is not correlated.
    const series = m.quote.join(', ');
    parts.push(
      `(${series}, ${m.time}) IN (SELECT ${series}, max(${m.time}) FROM ${m.from} WHERE ${parts.join(' AND ')} GROUP BY ${series})`,
    );
  }
  return parts.join(' AND ');
}

/** [1 Jan, 1 Jan next year) of a year. */
export function yearWindow(year: number): [string, string] {
  return [`${year}-01-01`, `${year + 1}-01-01`];
}

/** [1st of the month, 1st of the next) of a month. */
export function monthWindow(year: number, month: number): [string, string] {
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return [`${year}-${String(month).padStart(2, '0')}-01`, next];
}

/** [start, end + 1 day) of an inclusive date range. */
export function dateWindow(start: string, end: string): [string, string] {
  return [start, addDays(end, 1)];
}

/** The time window of a total: the date range when given, else archiveYear for per-year metrics. */
export function totalWindow(m: MetricDef, q: StatQuery): [string, string] | undefined {
  if (!m.time) return undefined;
  if (q.startDate || q.endDate) return dateWindow(q.startDate ?? '2000-01-01', q.endDate ?? '2100-12-31');
  if (m.perYear && q.archiveMonth && !m.reportLag) return monthWindow(q.archiveYear, q.archiveMonth);
  return m.perYear ? yearWindow(q.archiveYear - (m.reportLag ?? 0)) : undefined;
}

/**
 * Whether the metric's source holds any row in the area, whatever its own condition and time: a figure of
 * 0 over such rows is a measurement, over none a gap in the records.
 */
export function recordsSql(m: MetricDef, q: StatQuery): Sql {
  const params: unknown[] = [q.lo, q.hi];
  const where = areaWhere(m, q, params);
  return { text: `SELECT EXISTS (SELECT 1 FROM ${m.from} WHERE ${where}) AS found`, params };
}

/** One figure over the area. */
export function totalSql(m: MetricDef, q: StatQuery): Sql {
  const params: unknown[] = [q.lo, q.hi];
  const where = rowsWhere(m, q, params, totalWindow(m, q), true);
  return { text: `SELECT ${figureSql(m)} AS v FROM ${m.from} WHERE ${where}`, params };
}

/**
 * The figure per child area: rows grouped by the child's code prefix (integer division of the code),
 * joined to the children so that areas without rows still appear.
 */
export function byAreaSql(m: MetricDef, q: StatQuery, parentId: number, childDivisor: number): Sql {
  const params: unknown[] = [q.lo, q.hi, childDivisor, parentId];
  const where = rowsWhere(m, q, params, totalWindow(m, q));
  return {
    text: `SELECT c.id::text AS key, c.name, c.id AS "areaId", x.v
             FROM areas c
             LEFT JOIN (SELECT (${area(m)} / $3::bigint) * $3::bigint AS child, ${figureSql(m)} AS v
                          FROM ${m.from} WHERE ${where} GROUP BY 1) x ON x.child = c.id
            WHERE c.parent_id = $4 ORDER BY c.id`,
    params,
  };
}

/** The to_char pattern of a time bucket's key: written into SQL, so only these three. */
export type TimeKeyFormat = 'YYYY-MM-DD' | 'YYYY-MM' | 'YYYY';

/** The figure per time bucket ('YYYY-MM', 'YYYY' or 'YYYY-MM-DD') inside a window. */
export function byTimeSql(m: MetricDef, q: StatQuery, format: TimeKeyFormat, window: [string, string]): Sql {
  const params: unknown[] = [q.lo, q.hi];
  const where = rowsWhere(m, q, params, window);
  return {
    text: `SELECT to_char(${m.time}, '${format}') AS key, ${figureSql(m)} AS v
             FROM ${m.from} WHERE ${where} GROUP BY 1`,
    params,
  };
}

/** The figure per category, in the category's own order or by value. */
export function byCategorySql(m: MetricDef, q: StatQuery, limit: number): Sql {
  const c = m.category!;
  const params: unknown[] = [q.lo, q.hi];
  const where = rowsWhere(m, q, params, totalWindow(m, q), true);
  params.push(limit);
  return {
    text: `SELECT (${c.key})::text AS key, (${c.name})::text AS name, ${figureSql(m)} AS v
             FROM ${m.from} WHERE ${where} GROUP BY 1, 2
            ORDER BY ${c.order ? `min(${c.order})` : 'v DESC NULLS LAST'}, 1 LIMIT $${params.length}`,
    params,
  };
}

/** The newest rows with their text fields. */
export function latestSql(m: MetricDef, q: StatQuery, limit: number): Sql {
  const params: unknown[] = [q.lo, q.hi];
  const window = q.startDate || q.endDate ? totalWindow(m, q) : undefined;
  const where = rowsWhere(m, q, params, window);
  params.push(limit);
  const fields = Object.entries(m.latest ?? {})
    .map(([name, expr]) => `(${expr}) AS "${name}"`)
    .join(', ');
  return {
    text: `SELECT t.id::text AS key, to_char(${m.time}, 'YYYY-MM-DD HH24:MI') AS time, ${fields}
             FROM ${m.from} WHERE ${where} ORDER BY ${m.time} DESC, t.id DESC LIMIT $${params.length}`,
    params,
  };
}
