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
  /**
   * Aggregate over the rows: count(*), sum(t.x)… With `den` it is the numerator of a ratio (an average
   * is sum(x) over count(x), a rate 100 × count(…) FILTER (…) over count(*)), so that the figure of a
   * larger area can be added up from pre-aggregated parts.
   */
  value: string;
  /** Denominator aggregate of a ratio metric (the figure is value / den; null where den is 0). */
  den?: string;
  /** Area code column of the row (default t.area_id). */
  area?: string;
  /** Extra condition on the rows. */
  where?: string;
  /** Date or Beijing-local timestamp expression of the row (enables month, year, day, latest). */
  time?: string;
  /** Totals count the rows of archiveYear only (flows such as alarms or orders, not stocks). */
  perYear?: boolean;
  /** Annual reports of a year appear the year after: per-year totals show archiveYear − reportLag. */
  reportLag?: number;
  /** Category dimension: key and label expressions, optional SQL ordering of the categories. */
  category?: { key: string; name: string; order?: string };
  /** Text fields of the newest rows ('latest' dimension): output field → SQL expression. */
  latest?: Record<string, string>;
  /** The figure is an average or ratio (implied by `den`): an empty area answers null rather than 0. */
  average?: boolean;
  /** Decimal places of answers (default 2). */
  digits?: number;
  /**
   * Rows recorded for a whole market or region (prices of 上海市) also count for every area below it: the
   * area condition takes the ancestors of the area too, and there is no breakdown by child area.
   */
  inherit?: boolean;
  /**
   * A quoted figure (a price): the columns of `t` that name one series (crop, type). Its total and category
   * figures are each series' latest row in the period (the quote of the last quoted day, on or before the
   * period's end), its time buckets the average of the bucket's rows; rows are those of one market, the
   * deepest of the area and its ancestors that records any (where the price table of the area reads).
   */
  quote?: readonly string[];
  /** Seconds an answer stays cached (default 300; time-dependent metrics less). */
  ttl?: number;
  /**
   * Live-channel topics whose events change the figure (`iot.alarm` for alarm counts). An event drops the
   * cached answers of its area and the areas above it, and open dashboards refetch the plates showing the
   * metric at once (live-stale.ts): a new topic needs only this line.
   */
  liveTopics?: readonly string[];
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

/** The SQL aggregate of the figure: the value, or value / den for ratios. */
export function figureSql(m: MetricDef): string {
  return m.den ? `(${m.value})::float8 / nullif((${m.den})::float8, 0)` : `(${m.value})::float8`;
}

/** True when an empty area answers null (averages, ratios) rather than 0. */
export const isAverage = (m: MetricDef) => m.average === true || m.den !== undefined;
