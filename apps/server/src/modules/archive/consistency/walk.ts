import { areaChainOfCode, areaLevelOfCode } from '@fengshou/core';
import { areaCodeRange } from '../../../auth/scope';
import type { Database } from '../../../db/client';
import { beijingToday, metricBreakdown, metricTotal } from '../engine';
import { dimensionsOf, isAverage, type MetricDef } from '../metric';
import { METRICS, metricOf } from '../registry';
import type { StatQuery } from '../sql';
import { CONTAINMENTS, type Containment } from './containments';

/** One area the walk visits. */
export interface WalkArea {
  id: number;
  name: string;
  level: number;
}

/** What a walk checked and what it found wrong. */
export interface ConsistencyReport {
  areas: WalkArea[];
  metrics: number;
  /** Metric × area pairs whose figures were read. */
  covered: number;
  checks: number;
  violations: string[];
}

/** The query of an area as the statistics endpoints build it (the current year). */
export function queryOf(areaId: number): StatQuery {
  const [lo, hi] = areaCodeRange(areaId);
  return {
    areaId,
    lo,
    hi,
    ancestors: areaChainOfCode(areaId).filter((id) => id !== areaId),
    archiveYear: Number(beijingToday().slice(0, 4)),
  };
}

/** Decimal places of a figure as written in its answer. */
function decimalsOf(v: number): number {
  const s = String(v);
  if (s.includes('e')) return 99;
  return s.includes('.') ? s.length - s.indexOf('.') - 1 : 0;
}

// Every figure is rounded to its digits, so sums of n rounded figures may drift by n half-units.
const slack = (m: MetricDef, n: number) => (n + 1) * 0.5 * 10 ** -(m.digits ?? 2) + 1e-9;

const additive = (m: MetricDef) => !isAverage(m) && !m.inherit;

// The province's first city (上海市 → 市辖区, its only one): the walk covers the city level too.
const cityOf = (province: number) => [province + 100_000_000];

/**
 * The areas a walk visits: the province, its first city, the two counties with the most parcels, the two
 * busiest towns of each and the busiest village of each of those towns.
 */
export async function walkAreas(db: Database, province: number): Promise<WalkArea[]> {
  const [lo, hi] = areaCodeRange(province);
  const rows = await db.query<{ id: string; name: string; level: number }>(
    `WITH busy AS (
       SELECT area_id AS village, count(*) AS n FROM land_parcels
        WHERE area_id BETWEEN $1 AND $2 AND area_id % 1000 <> 0 GROUP BY 1),
     towns AS (SELECT village / 1000 * 1000 AS town, sum(n) AS n FROM busy GROUP BY 1),
     counties AS (SELECT town / 1000000 * 1000000 AS county, sum(n) AS n FROM towns GROUP BY 1
                  ORDER BY n DESC LIMIT 2),
     top_towns AS (SELECT t.town FROM counties c
                   CROSS JOIN LATERAL (SELECT town FROM towns
                                        WHERE town BETWEEN c.county AND c.county + 999999
                                        ORDER BY n DESC LIMIT 2) t),
     top_villages AS (SELECT v.village FROM top_towns tt
                      CROSS JOIN LATERAL (SELECT village FROM busy
                                           WHERE village BETWEEN tt.town AND tt.town + 999
                                           ORDER BY n DESC LIMIT 1) v)
     SELECT a.id, a.name, a.level FROM areas a
      WHERE a.id = ANY($3::bigint[]) OR a.id IN (SELECT county FROM counties)
         OR a.id IN (SELECT town FROM top_towns) OR a.id IN (SELECT village FROM top_villages)
      ORDER BY a.level, a.id`,
    [lo, hi, areaChainOfCode(province).concat(cityOf(province))],
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, level: r.level }));
}

/**
 * Walks every metric of the registry over the areas and checks what a reader of the screens relies on:
 * figures rounded to their digits, no negative counts, child areas inside the area and adding up to it,
 * categories adding up to the total, and the containments between concepts (a subset never exceeds its
 * set). Returns the violations, described for a person.
 */
export async function walkMetrics(
  db: Database,
  areas: readonly WalkArea[],
  metrics: readonly MetricDef[] = METRICS,
  containments: readonly Containment[] = CONTAINMENTS,
): Promise<ConsistencyReport> {
  const violations: string[] = [];
  let checks = 0;
  let covered = 0;
  const check = (ok: boolean, what: () => string) => {
    checks++;
    if (!ok) violations.push(what());
  };
  const totals = new Map<string, number | null>();
  for (const a of areas) {
    const q = queryOf(a.id);
    const [lo, hi] = [q.lo, q.hi];
    for (const m of metrics) {
      covered++;
      const where = () => `${a.name}（${a.id}）${m.name}（${m.id}）`;
      const total = await metricTotal(db, m, q);
      totals.set(`${m.id}|${a.id}`, total);
      const digits = m.digits ?? 2;
      if (total !== null) {
        check(decimalsOf(total) <= digits, () => `${where()} = ${total}: more than ${digits} decimals`);
        check(total >= 0, () => `${where()} = ${total} is negative`);
      }
      const dims = dimensionsOf(m);
      if (dims.includes('area') && a.level < 5 && areaLevelOfCode(a.id) !== undefined) {
        const rows = await metricBreakdown(db, m, 'area', q);
        let sum = 0;
        for (const r of rows) {
          const v = r[m.id];
          check(
            typeof r.areaId === 'number' && r.areaId >= lo && r.areaId <= hi,
            () => `${where()}: child ${r.name} (${r.areaId}) lies outside the area`,
          );
          if (typeof v === 'number') {
            sum += v;
            check(
              decimalsOf(v) <= digits,
              () => `${where()} · ${r.name} = ${v}: more than ${digits} decimals`,
            );
          }
        }
        if (additive(m) && rows.length > 0) {
          const t = total ?? 0;
          check(
            sum <= t + slack(m, rows.length),
            () => `${where()}: children add up to ${round(sum)} > the area's ${t}`,
          );
        }
      }
      if (dims.includes('category') && additive(m)) {
        const rows = await metricBreakdown(db, m, 'category', { ...q, limit: 500 });
        const sum = rows.reduce((s, r) => s + (typeof r[m.id] === 'number' ? (r[m.id] as number) : 0), 0);
        const t = total ?? 0;
        check(
          Math.abs(sum - t) <= slack(m, rows.length),
          () => `${where()}: categories add up to ${round(sum)}, the total is ${t}`,
        );
      }
    }
    for (const c of containments) {
      const sub = metricOf(c.subset);
      const sup = metricOf(c.set);
      if (!sub || !sup) {
        check(false, () => `containment ${c.subset} ⊂ ${c.set}: unknown metric`);
        continue;
      }
      const s = totals.get(`${sub.id}|${a.id}`) ?? (await metricTotal(db, sub, q)) ?? 0;
      const t = totals.get(`${sup.id}|${a.id}`) ?? (await metricTotal(db, sup, q)) ?? 0;
      check(
        s <= t * (c.factor ?? 1) + slack(sup, 1),
        () => `${a.name}（${a.id}）${sub.name} ${s} > ${c.factor ? `${c.factor} × ` : ''}${sup.name} ${t}`,
      );
    }
  }
  return { areas: [...areas], metrics: metrics.length, covered, checks, violations };
}

const round = (v: number) => Math.round(v * 100) / 100;
