import { addDays, areaLevelOfCode, beijingToday as coreBeijingToday, round } from '@fengshou/core';
import type { StatDimension, zStatRow } from '@fengshou/core/contract';
import type { z } from 'zod';
import { areaCodeRange } from '../../auth/scope';
import type { Database } from '../../db/client';
import { statCacheOf } from './cache';
import {
  ensureFacts,
  factsByAreaSql,
  factsByCategorySql,
  factsByTimeSql,
  factsServe,
  factsTotalSql,
  figureOfParts,
} from './facts';
import { dimensionsOf, isAverage, type MetricDef } from './metric';
import {
  byAreaSql,
  byCategorySql,
  byTimeSql,
  dateWindow,
  latestSql,
  type StatQuery,
  type TimeKeyFormat,
  totalSql,
  yearWindow,
} from './sql';

/** A breakdown row: key, label, area code for area rows, and the metric's figure or the record's fields. */
export type StatRow = z.output<typeof zStatRow>;

// Significant digits of a code by level: a child's code is its descendants' codes cut to these digits.
const DIGITS: Record<number, number> = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 };
const DAY_MS = 86_400_000;

/** Today's date in Beijing (day/latest windows end there). */
export function beijingToday(now = Date.now()): string {
  return coreBeijingToday(now);
}

// The core rounding (half away from zero through the decimal string): 17.185 is 17.19, as the price table says.
const figureOf = (m: MetricDef, v: number | null | undefined) =>
  v === null || v === undefined
    ? isAverage(m)
      ? null
      : 0
    : Number.isFinite(v)
      ? round(v, m.digits ?? 2)
      : null;

const keyOf = (m: MetricDef, dim: string, q: StatQuery) =>
  [
    m.id,
    dim,
    q.areaId,
    q.archiveYear,
    q.startDate ?? '',
    q.endDate ?? '',
    q.limit ?? '',
    q.archiveMonth ?? '',
    m.category ? (q.categoryKey ?? '') : '',
  ].join('|');

/**
 * Drops the cached answers of the metrics for every area that contains `areaId` (the area itself and the
 * areas above it), in every dimension and year: rows there changed. Other areas' answers (another county,
 * a sibling town) stay. Returns how many answers were dropped.
 */
export function invalidateMetricAreas(db: Database, ids: ReadonlySet<string>, areaId: number): number {
  return statCacheOf(db).invalidate((key) => {
    // Called for every cached answer on every event (a ticker minute sends one per device): metric first.
    if (!ids.has(key.slice(0, key.indexOf('|')))) return false;
    const [, , area] = key.split('|', 3);
    const [lo, hi] = areaCodeRange(Number(area));
    return areaId >= lo && areaId <= hi;
  });
}

/**
 * The area whose children an 'area' breakdown lists: the area itself, or for a pass-through level with a
 * single child (上海市 → 市辖区) that child, so a municipality breaks down into its districts.
 */
async function breakdownParent(db: Database, areaId: number): Promise<{ id: number; childLevel: number }> {
  let id = areaId;
  for (;;) {
    const level = areaLevelOfCode(id) ?? 5;
    if (level >= 5) return { id, childLevel: 6 };
    const kids = await db.query<{ id: string }>('SELECT id FROM areas WHERE parent_id = $1 LIMIT 2', [id]);
    if (kids.length !== 1) return { id, childLevel: level + 1 };
    id = Number(kids[0]!.id);
  }
}

/** One figure of a metric over an area (cached). */
export function metricTotal(db: Database, m: MetricDef, q: StatQuery): Promise<number | null> {
  return statCacheOf(db).get(keyOf(m, 'total', q), m.ttl ?? 300, async () => {
    if (factsServe(m, 'total', q)) {
      await ensureFacts(db, m);
      const sql = factsTotalSql(m, q);
      const [row] = await db.query<{ n: number | null; d: number | null }>(sql.text, sql.params);
      return figureOf(m, figureOfParts(m, row?.n ?? null, row?.d ?? null));
    }
    const sql = totalSql(m, q);
    const [row] = await db.query<{ v: number | null }>(sql.text, sql.params);
    return figureOf(m, row?.v);
  });
}

/** A metric broken down by a dimension it supports (cached); the caller checked the dimension. */
export function metricBreakdown(
  db: Database,
  m: MetricDef,
  by: StatDimension,
  q: StatQuery,
): Promise<StatRow[]> {
  return statCacheOf(db).get(keyOf(m, by, q), m.ttl ?? 300, () => computeBreakdown(db, m, by, q));
}

async function computeBreakdown(db: Database, m: MetricDef, by: StatDimension, q: StatQuery) {
  if (!dimensionsOf(m).includes(by)) return [];
  const limit = q.limit ?? (by === 'latest' ? 10 : 50);
  if (by === 'area') {
    const parent = await breakdownParent(db, q.areaId);
    if (parent.childLevel > 5) return [];
    const divisor = 10 ** (12 - DIGITS[parent.childLevel]!);
    if (factsServe(m, 'area', q, parent.childLevel - 1)) {
      await ensureFacts(db, m);
      const sql = factsByAreaSql(m, q, parent.id, divisor);
      const rows = await db.query<{
        key: string;
        name: string;
        areaId: string;
        n: number | null;
        d: number | null;
      }>(sql.text, sql.params);
      return rows.map((r) => ({
        key: r.key,
        name: r.name,
        areaId: Number(r.areaId),
        [m.id]: figureOf(m, figureOfParts(m, r.n, r.d)),
      }));
    }
    const sql = byAreaSql(m, q, parent.id, divisor);
    const rows = await db.query<{ key: string; name: string; areaId: string; v: number | null }>(
      sql.text,
      sql.params,
    );
    return rows.map((r) => ({
      key: r.key,
      name: r.name,
      areaId: Number(r.areaId),
      [m.id]: figureOf(m, r.v),
    }));
  }
  if (by === 'category' && factsServe(m, by, q)) {
    await ensureFacts(db, m);
    const sql = factsByCategorySql(m, q, limit);
    const rows = await db.query<{ key: string; name: string; n: number | null; d: number | null }>(
      sql.text,
      sql.params,
    );
    return rows.map((r) => ({ key: r.key, name: r.name, [m.id]: figureOf(m, figureOfParts(m, r.n, r.d)) }));
  }
  if (by === 'category') {
    const sql = byCategorySql(m, q, limit);
    const rows = await db.query<{ key: string; name: string; v: number | null }>(sql.text, sql.params);
    return rows.map((r) => ({ key: r.key, name: r.name, [m.id]: figureOf(m, r.v) }));
  }
  if (by === 'latest') {
    const sql = latestSql(m, q, limit);
    const rows = await db.query<Record<string, string | number | null>>(sql.text, sql.params);
    return rows.map((r) => ({ ...r, key: String(r.key), name: String(r.name ?? '') }));
  }
  // Time buckets: every bucket of the window is listed, empty ones with 0 (a chart axis must not skip).
  const buckets = timeBuckets(by, q, m.reportLag ?? 0);
  let found: Map<string, number | null>;
  if (factsServe(m, by, q)) {
    await ensureFacts(db, m);
    const sql = factsByTimeSql(m, q, buckets.format, buckets.window);
    const rows = await db.query<{ key: string; n: number | null; d: number | null }>(sql.text, sql.params);
    found = new Map(rows.map((r) => [r.key, figureOfParts(m, r.n, r.d)]));
  } else {
    const sql = byTimeSql(m, q, buckets.format, buckets.window);
    const rows = await db.query<{ key: string; v: number | null }>(sql.text, sql.params);
    found = new Map(rows.map((r) => [r.key, r.v]));
  }
  return buckets.keys.map(([key, name]) => ({ key, name, [m.id]: figureOf(m, found.get(key)) }));
}

/**
 * The buckets of a time dimension: the months of archiveYear up to this month (a month still to come is
 * not charted as a 0), its last five years, or the days of a range. Annual reports that appear a year
 * later end their five years at the last year reported, so an unreported year is not charted as a 0.
 */
export function timeBuckets(
  by: StatDimension,
  q: StatQuery,
  reportLag: number,
): { format: TimeKeyFormat; window: [string, string]; keys: [string, string][] } {
  if (by === 'month') {
    const [year, month] = beijingToday().split('-').map(Number) as [number, number];
    const months = q.archiveYear < year ? 12 : q.archiveYear === year ? month : 0;
    const keys = Array.from({ length: months }, (_, i): [string, string] => [
      `${q.archiveYear}-${String(i + 1).padStart(2, '0')}`,
      `${i + 1}月`,
    ]);
    return { format: 'YYYY-MM', window: yearWindow(q.archiveYear), keys };
  }
  if (by === 'year') {
    const last = q.archiveYear - reportLag;
    const first = last - 4;
    const keys = Array.from({ length: 5 }, (_, i): [string, string] => [`${first + i}`, `${first + i}年`]);
    return {
      format: 'YYYY',
      window: [`${first}-01-01`, `${last + 1}-01-01`] as [string, string],
      keys,
    };
  }
  // Days: the range asked for (at most 366 days), by default the 30 days up to today.
  const end = q.endDate ?? beijingToday();
  const endMs = Date.parse(`${end}T00:00:00Z`);
  const startMs = Math.max(Date.parse(`${q.startDate ?? '2000-01-01'}T00:00:00Z`), endMs - 365 * DAY_MS);
  const start = q.startDate ? startMs : endMs - 29 * DAY_MS;
  const keys: [string, string][] = [];
  for (let t = start; t <= endMs; t += DAY_MS) {
    const d = addDays('1970-01-01', t / DAY_MS);
    keys.push([d, d.slice(5)]);
  }
  return { format: 'YYYY-MM-DD', window: dateWindow(keys[0]?.[0] ?? end, end), keys };
}
