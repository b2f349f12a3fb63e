import { areaChainOfCode, badParams, RespCode, RespError } from '@fengshou/core';
import type { StatDimension } from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Database } from '../../db/client';
import type { RequestArea } from '../../http/area-scope';
import { beijingToday, metricBreakdown, metricTotal, type StatRow } from './engine';
import { dimensionsOf, isAverage, type MetricDef } from './metric';
import { metricOf } from './registry';
import type { StatQuery } from './sql';

/** The area and time context of a statistic request as the contract states it. */
export interface StatContext {
  areaId?: number;
  areaLevel?: number;
  archiveYear?: number;
  startDate?: string;
  endDate?: string;
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
    startDate: body.startDate,
    endDate: body.endDate,
    limit: body.limit,
  };
}

/** The metrics of the ids (300 naming `field.i` for an unknown id; 403 without the metric's permission). */
export function metricsOf(caller: Session, ids: readonly string[], field = 'metrics'): MetricDef[] {
  return ids.map((id, i) => {
    const m = metricOf(id);
    if (!m) throw badParams([`${field}.${i}`], `未知指标 ${id}`);
    if (m.access && !caller.permissions.has(m.access)) throw new RespError(RespCode.NO_PERMISSION);
    return m;
  });
}

/** One figure per metric. */
export async function summary(db: Database, metrics: MetricDef[], q: StatQuery) {
  const values = await Promise.all(metrics.map((m) => metricTotal(db, m, q)));
  return metrics.map((m, i) => ({ metric: m.id, name: m.name, value: values[i] ?? null, unit: m.unit }));
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
  const series = metrics.map((m) => ({ metric: m.id, name: m.name, unit: m.unit }));
  if (by === 'latest')
    return { series: series.slice(0, 1), rows: await metricBreakdown(db, metrics[0]!, by, q) };
  const parts = await Promise.all(metrics.map((m) => metricBreakdown(db, m, by, q)));
  const rows = new Map<string, StatRow>();
  for (const part of parts) {
    for (const r of part) {
      const row = rows.get(r.key);
      if (row) Object.assign(row, r);
      else rows.set(r.key, { ...r });
    }
  }
  // Categories of one metric missing in another: an additive figure is 0 there, an average unknown.
  for (const row of rows.values()) {
    for (const m of metrics) if (row[m.id] === undefined) row[m.id] = isAverage(m) ? null : 0;
  }
  return { series, rows: [...rows.values()] };
}
