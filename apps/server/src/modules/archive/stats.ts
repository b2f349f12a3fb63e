import { areaChainOfCode, badParams, RespCode, RespError } from '@fengshou/core';
import type { StatDimension, StatMissing } from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Database } from '../../db/client';
import type { RequestArea } from '../../http/area-scope';
import { beijingToday, metricBreakdown, metricTotal, type StatRow } from './engine';
import { dimensionsOf, isAverage, type MetricDef } from './metric';
import { isBlank, missingIn } from './missing';
import { periodOf } from './period';
import { metricOf } from './registry';
import type { StatQuery } from './sql';

/** The area and time context of a statistic request as the contract states it. */
export interface StatContext {
  areaId?: number;
  areaLevel?: number;
  archiveYear?: number;
  archiveMonth?: number;
  categoryKey?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  limit?: number;
}

/** The query of a request: its area (declared in scope, so inside the caller's), the year, the dates. */
export function statQuery(area: RequestArea, body: StatContext): StatQuery {
  const [lo, hi] = area.range;
  if (body.startDate && body.endDate && body.startDate > body.endDate) {
    throw badParams(['startDate', 'endDate'], '开始日期不能晚于结束日期');
  }
  return {
    areaId: lo,
    lo,
    hi,
    ancestors: areaChainOfCode(lo).filter((id) => id !== lo),
    archiveYear: body.archiveYear ?? Number(beijingToday().slice(0, 4)),
    archiveMonth: body.archiveMonth,
    categoryKey: body.categoryKey ?? undefined,
    startDate: body.startDate ?? undefined,
    endDate: body.endDate ?? undefined,
    limit: body.limit,
  };
}

/**
 * The metrics of the ids (300 naming `field.i` for an unknown id; 403 without the metric's permission).
 * A category filter leaves metrics without categories as they are (the pig prices under the market's 猪);
 * a plate reading the linkage's category is refused such metrics when it is configured (plate-config.ts).
 */
export function metricsOf(caller: Session, ids: readonly string[], field = 'metrics'): MetricDef[] {
  const metrics = ids.map((id, i) => {
    const m = metricOf(id);
    if (!m) throw badParams([`${field}.${i}`], `未知指标 ${id}`);
    if (m.access && !caller.permissions.has(m.access)) throw new RespError(RespCode.NO_PERMISSION);
    return m;
  });
  return metrics;
}

/** One figure per metric; null with what is missing for a metric without records in the area. */
export async function summary(db: Database, metrics: MetricDef[], q: StatQuery) {
  const values = await Promise.all(metrics.map((m) => metricTotal(db, m, q)));
  const missing = await Promise.all(metrics.map((m, i) => missingIn(db, m, q, !values[i])));
  return metrics.map((m, i) => {
    const figure = {
      metric: m.id,
      name: m.name,
      value: values[i] ?? null,
      unit: m.unit,
      ...periodField(m, 'total', q),
    };
    return missing[i] ? { ...figure, value: null, missing: missing[i] } : figure;
  });
}

/**
 * The metrics broken down by one dimension, merged into flat rows (one field per metric id). Every metric
 * must support the dimension (300 naming `by`). 'latest' lists the records of the first metric.
 */
export async function breakdown(db: Database, metrics: MetricDef[], by: StatDimension, q: StatQuery) {
  const unsupported = metrics.filter((m) => !dimensionsOf(m).includes(by));
  if (unsupported.length) {
    throw badParams(['by'], `指标${unsupported.map((m) => m.name).join('、')}不支持按此维度统计`);
  }
  if (by === 'latest') {
    const m = metrics[0]!;
    const rows = await metricBreakdown(db, m, by, q);
    return { series: [seriesOf(m, by, q, await missingIn(db, m, q, rows.length === 0))], rows };
  }
  const parts = await Promise.all(metrics.map((m) => metricBreakdown(db, m, by, q)));
  const missing = await Promise.all(metrics.map((m, i) => missingIn(db, m, q, isBlank(parts[i]!, m.id))));
  const rows = new Map<string, StatRow>();
  for (const part of parts) {
    for (const r of part) {
      const row = rows.get(r.key);
      if (row) Object.assign(row, r);
      else rows.set(r.key, { ...r });
    }
  }
  // Categories of one metric missing in another: an additive figure is 0 there, an average unknown. A
  // metric without records in the area has no figures at all.
  for (const row of rows.values()) {
    for (const [i, m] of metrics.entries()) {
      if (missing[i]) row[m.id] = null;
      else if (row[m.id] === undefined) row[m.id] = isAverage(m) ? null : 0;
    }
  }
  return { series: metrics.map((m, i) => seriesOf(m, by, q, missing[i])), rows: [...rows.values()] };
}

const periodField = (m: MetricDef, by: StatDimension | 'total', q: StatQuery) => {
  const period = periodOf(m, by, q);
  return period ? { period } : {};
};

const seriesOf = (m: MetricDef, by: StatDimension, q: StatQuery, missing: StatMissing | undefined) => ({
  metric: m.id,
  name: m.name,
  unit: m.unit,
  ...periodField(m, by, q),
  ...(missing ? { missing } : {}),
});
