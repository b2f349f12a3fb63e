import { areaLevelOfCode } from '@fengshou/core';
import type { StatDimension } from '@fengshou/core/contract';
import type { Database } from '../../db/client';
import { isAverage, type MetricDef } from './metric';
import type { Sql, StatQuery, TimeKeyFormat } from './sql';
import { totalWindow } from './sql';

/**
 * Pre-aggregated parts of the metrics (table stat_facts): per town, Beijing day and
 * category the numerator and denominator of each figure. A county or province answer adds up these rows, for
 * any date window: a day chart, a month or year, a total over a range. Built per
 * metric on first use (the caller waits once), rebuilt behind the answers when older than twelve times the
 * metric's time to live, and before answering after an import.
 */
interface FactState {
  built: Map<string, number>;
  building: Map<string, Promise<void>>;
  loaded?: Promise<void>;
}
const states = new WeakMap<object, FactState>();
const FACT_AGE_FACTOR = 12;
const dirty = new WeakSet<object>();

function stateOf(db: object): FactState {
  let s = states.get(db);
  if (!s) {
    s = { built: new Map(), building: new Map() };
    states.set(db, s);
  }
  return s;
}

/** Marks every metric's parts out of date (an import wrote rows): the next answer rebuilds them first. */
export function invalidateFacts(db: object): void {
  dirty.add(db);
  stateOf(db).built.clear();
}

/** True when a metric's figure can be added up from parts: it is a sum or a ratio of sums. */
export function aggregatable(m: MetricDef): boolean {
  return !m.inherit && (m.den !== undefined || !isAverage(m));
}

/**
 * Whether the facts answer this request: county level and above for child-area breakdowns (children
 * are towns or coarser), town level and above for the rest.
 */
export function factsServe(
  m: MetricDef,
  dim: StatDimension | 'total',
  q: StatQuery,
  parentLevel?: number,
): boolean {
  // Live metrics (answers cached for a minute) read their small tables directly: parts would lag behind.
  if (!aggregatable(m) || (m.ttl ?? 300) < 300) return false;
  const level = areaLevelOfCode(q.areaId) ?? 5;
  if (dim === 'total' || dim === 'day' || dim === 'month' || dim === 'year' || dim === 'category') {
    return level <= 4;
  }
  if (dim === 'area') return (parentLevel ?? level) <= 3;
  return false;
}

/**
 * The key a metric's build is recorded under: its id and a hash of its SQL parts, so parts built by an
 * older definition (a new release changed the metric) are rebuilt before they answer.
 */
export function buildKey(m: MetricDef): string {
  const text = JSON.stringify([m.from, m.where, m.value, m.den, m.area, m.time, m.category]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${m.id}:${h.toString(36)}`;
}

/** Builds (or rebuilds) the parts of one metric in one transaction. */
async function build(db: Database, m: MetricDef): Promise<void> {
  const day = m.time ? `(${m.time})::date` : 'NULL::date';
  const c = m.category;
  const area = m.area ?? 't.area_id';
  await db.tx(async (q) => {
    // Two servers on one PostgreSQL must not interleave a metric's delete and insert.
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`stat_facts:${m.id}`]);
    await q.query('DELETE FROM stat_facts WHERE metric = $1', [m.id]);
    await q.query(
      `INSERT INTO stat_facts (metric, area_id, day, cat_key, cat_name, cat_order, num, den)
       SELECT $1, (${area} / 1000) * 1000, ${day}, ${c ? `(${c.key})::text` : 'NULL'},
              ${c ? `min((${c.name})::text)` : 'NULL'}, ${c?.order ? `min(${c.order})::float8` : 'NULL'},
              (${m.value})::float8, ${m.den ? `(${m.den})::float8` : 'NULL'}
         FROM ${m.from} ${m.where ? `WHERE ${m.where}` : ''}
        GROUP BY 2, 3, 4`,
      [m.id],
    );
    await q.query(
      `INSERT INTO stat_fact_builds (metric, built_at) VALUES ($1, now())
       ON CONFLICT (metric) DO UPDATE SET built_at = now()`,
      [buildKey(m)],
    );
  });
}

/**
 * Makes sure the parts of a metric exist and are fresh enough: missing or invalidated parts are built
 * before answering; parts older than the metric's time to live are rebuilt in the background.
 */
export async function ensureFacts(db: Database, m: MetricDef, now = Date.now()): Promise<void> {
  const s = stateOf(db);
  if (dirty.has(db)) {
    dirty.delete(db);
    await db.query('DELETE FROM stat_fact_builds');
  }
  s.loaded ??= db
    .query<{ metric: string; t: number }>(
      'SELECT metric, (extract(epoch FROM built_at) * 1000)::float8 AS t FROM stat_fact_builds',
    )
    .then((rows) => {
      for (const r of rows) if (!s.built.has(r.metric)) s.built.set(r.metric, r.t);
    });
  await s.loaded;
  const key = buildKey(m);
  const builtAt = s.built.get(key);
  // A rebuild scans the metric's whole table and holds PGlite's one connection meanwhile: parts live an
  // hour (twelve times the five minutes the answers from them are cached).
  const stale = builtAt === undefined || now - builtAt > FACT_AGE_FACTOR * (m.ttl ?? 300) * 1000;
  if (!stale) return;
  let running = s.building.get(key);
  if (!running) {
    running = build(db, m)
      .then(() => {
        s.built.set(key, Date.now());
      })
      .finally(() => s.building.delete(key));
    s.building.set(key, running);
  }
  // Existing parts keep answering while the rebuild runs; missing ones are waited for.
  if (builtAt === undefined) await running;
  else running.catch(() => {});
}

const VALUE = 'sum(num)::float8 AS n, sum(den)::float8 AS d';

function where(m: MetricDef, q: StatQuery, params: unknown[], window?: [string, string]) {
  params.push(m.id, q.lo, q.hi);
  let w = 'metric = $1 AND area_id BETWEEN $2 AND $3';
  if (q.categoryKey !== undefined && m.category) {
    params.push(q.categoryKey);
    w += ` AND cat_key = $${params.length}`;
  }
  if (window) {
    params.push(window[0], window[1]);
    w += ` AND day >= $${params.length - 1}::date AND day < $${params.length}::date`;
  }
  return w;
}

/** The figure of summed parts. */
export function figureOfParts(m: MetricDef, n: number | null, d: number | null): number | null {
  if (m.den) return n === null || !d ? null : n / d;
  return n;
}

/** Total over the area from the parts. */
export function factsTotalSql(m: MetricDef, q: StatQuery): Sql {
  const params: unknown[] = [];
  return { text: `SELECT ${VALUE} FROM stat_facts WHERE ${where(m, q, params, totalWindow(m, q))}`, params };
}

/** Per child area from the parts (children at town level or coarser). */
export function factsByAreaSql(m: MetricDef, q: StatQuery, parentId: number, childDivisor: number): Sql {
  const params: unknown[] = [];
  const w = where(m, q, params, totalWindow(m, q));
  params.push(childDivisor, parentId);
  const n = params.length;
  return {
    text: `SELECT c.id::text AS key, c.name, c.id AS "areaId", x.n, x.d
             FROM areas c
             LEFT JOIN (SELECT (area_id / $${n - 1}::bigint) * $${n - 1}::bigint AS child, ${VALUE}
                          FROM stat_facts WHERE ${w} GROUP BY 1) x ON x.child = c.id
            WHERE c.parent_id = $${n} ORDER BY c.id`,
    params,
  };
}

/** Per day ('YYYY-MM-DD'), month ('YYYY-MM') or year ('YYYY') inside a window from the parts. */
export function factsByTimeSql(
  m: MetricDef,
  q: StatQuery,
  format: TimeKeyFormat,
  window: [string, string],
): Sql {
  const params: unknown[] = [];
  const w = where(m, q, params, window);
  return {
    text: `SELECT to_char(day, '${format}') AS key, ${VALUE} FROM stat_facts WHERE ${w} GROUP BY 1`,
    params,
  };
}

/** Per category from the parts, in the category's order or by figure. */
export function factsByCategorySql(m: MetricDef, q: StatQuery, limit: number): Sql {
  const params: unknown[] = [];
  const w = where(m, q, params, totalWindow(m, q));
  params.push(limit);
  const figure = m.den ? 'sum(num) / nullif(sum(den), 0)' : 'sum(num)';
  return {
    text: `SELECT cat_key AS key, min(cat_name) AS name, ${VALUE} FROM stat_facts WHERE ${w} GROUP BY cat_key
            ORDER BY ${m.category?.order ? 'min(cat_order)' : `${figure} DESC NULLS LAST`}, 1 LIMIT $${params.length}`,
    params,
  };
}
