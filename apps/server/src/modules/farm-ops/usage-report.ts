import type { Database } from '../../db/client';
import type { RequestArea } from '../../http/area-scope';
import { metricBreakdown } from '../archive/engine';
import { metricOf } from '../archive/registry';
import { statQuery } from '../archive/stats';

/** The report's columns and the registry metric counting each by month. */
const COLUMNS = {
  certificateCount: 'qualifiedCertCount',
  printCopies: 'certPrintCopies',
  traceCodeCount: 'traceCodeCount',
  scanCount: 'traceScanCount',
  missionDoneCount: 'missionDoneCount',
} as const;

/** The months from one to another inclusive ('YYYY-MM'). */
function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  while (`${y}-${String(m).padStart(2, '0')}` <= end) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return out;
}

/**
 * Monthly usage of the traceability tools between two months (inclusive), from the statistics registry:
 * each column a metric's month breakdown of the years the range covers (pre-aggregated parts for a county
 * and above, cached), months still to come answered 0.
 */
export async function usageReport(db: Database, area: RequestArea, startMonth: string, endMonth: string) {
  const months = monthsBetween(startMonth, endMonth);
  const years = [...new Set(months.map((m) => Number(m.slice(0, 4))))];
  const base = statQuery(area, {});
  const found = new Map<string, number>();
  await Promise.all(
    Object.values(COLUMNS).flatMap((id) =>
      years.map(async (year) => {
        const metric = metricOf(id)!;
        for (const r of await metricBreakdown(db, metric, 'month', { ...base, archiveYear: year })) {
          found.set(`${id}|${r.key}`, typeof r[id] === 'number' ? r[id] : 0);
        }
      }),
    ),
  );
  return months.map((month) => ({
    month,
    ...(Object.fromEntries(
      Object.entries(COLUMNS).map(([column, id]) => [column, Math.round(found.get(`${id}|${month}`) ?? 0)]),
    ) as Record<keyof typeof COLUMNS, number>),
  }));
}
