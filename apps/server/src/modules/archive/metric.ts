import type { PermissionCode, StatDimension } from '@fengshou/core/contract';

/**
 * One metric of the statistics registry. The engine builds every query from these parts, so a metric is
 * declared once and answers for every area level (area codes nest by prefix: `area BETWEEN lo AND hi`)
 * and every dimension its parts allow. The source table is aliased `t`.
 */
export interface MetricDef {
  /** camelCase id, also the field name of breakdown rows. */
  id: string;
  name: string;
  unit: string;
  /** Topic group the catalogue files it under (土地, 经营主体, 物联网, …). */
  topic: string;
  /** Permission needed besides dashboard:view (default none). */
  access?: PermissionCode;
  /** FROM clause, source table aliased `t` (joins allowed). */
  from: string;
  /** Aggregate over the rows: count(*), sum(t.x), avg(t.x), … */
  value: string;
  /** Area code column of the row (default t.area_id). */
  area?: string;
  /** Extra condition on the rows. */
  where?: string;
  /** Date or Beijing-local timestamp expression of the row (enables month, year, day, latest). */
  time?: string;
  /** Totals count the rows of archiveYear only (flows such as alarms or orders, not stocks). */
  perYear?: boolean;
  /** Category dimension: key and label expressions, optional SQL ordering of the categories. */
  category?: { key: string; name: string; order?: string };
  /** Text fields of the newest rows ('latest' dimension): output field → SQL expression. */
  latest?: Record<string, string>;
  /** The figure is an average or ratio: an empty area answers null rather than 0. */
  average?: boolean;
  /** Decimal places of answers (default 2). */
  digits?: number;
  /**
   * Rows recorded for a whole market or region (prices of 上海市) also count for every area below it: the
   * area condition takes the ancestors of the area too, and there is no breakdown by child area.
   */
  inherit?: boolean;
  /** Seconds an answer stays cached (default 300; time-dependent metrics less). */
  ttl?: number;
}

/** A Beijing-local timestamp of a timestamptz column, so months and years follow the Beijing calendar. */
export const bj = (column: string) => `(${column} AT TIME ZONE 'Asia/Shanghai')`;

/** The dimensions a metric's parts allow. */
export function dimensionsOf(m: MetricDef): StatDimension[] {
  const dims: StatDimension[] = m.inherit ? [] : ['area'];
  if (m.category) dims.push('category');
  if (m.time) dims.push('month', 'year', 'day');
  if (m.time && m.latest) dims.push('latest');
  return dims;
}

/** SQL CASE labelling small integer codes (status, type) with their Chinese names. */
export function labels(column: string, names: Record<number, string>): string {
  const arms = Object.entries(names)
    .map(([k, v]) => `WHEN ${Number(k)} THEN '${v.replace(/'/g, "''")}'`)
    .join(' ');
  return `(CASE ${column} ${arms} ELSE '其他' END)`;
}
