import { addDays } from '@fengshou/core';
import type { StatDimension } from '@fengshou/core/contract';
import { beijingToday } from './engine';
import type { MetricDef } from './metric';
import type { StatQuery } from './sql';

const md = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** A date range; the dates without their year when both fall in the current one (a chart of recent days). */
function range(start: string, end: string, thisYear: number): string {
  const short = start.startsWith(`${thisYear}-`) && end.startsWith(`${thisYear}-`);
  return short ? `${start.slice(5)}至${end.slice(5)}` : `${start}至${end}`;
}

/**
 * The period a metric's answer covers, as a screen states it beside the figure: a year (to date for the
 * current one), an as-of date, a date range, or the years or days of a chart. Undefined for figures that do
 * not depend on time (stocks without a date column) and for lists of the newest records. It follows the
 * metric's definition (`time`, `perYear`, `reportLag`, `quote`) and the request, so every plate that shows
 * the metric states the same period.
 */
export function periodOf(
  m: MetricDef,
  by: StatDimension | 'total',
  q: Pick<StatQuery, 'archiveYear' | 'archiveMonth' | 'startDate' | 'endDate'>,
  today = beijingToday(),
): string | undefined {
  if (!m.time || by === 'latest') return undefined;
  const thisYear = Number(today.slice(0, 4));
  if (by === 'year') {
    const last = q.archiveYear - (m.reportLag ?? 0);
    return `${last - 4}—${last}年`;
  }
  if (by === 'day') {
    const end = q.endDate ?? today;
    return range(q.startDate ?? addDays(end, -29), end, thisYear);
  }
  if (by === 'month') {
    const year = q.archiveYear;
    const months = year === thisYear ? `${year}年1—${Number(today.slice(5, 7))}月` : `${year}年`;
    return m.quote ? `${months}，月均` : months;
  }
  if (q.startDate || q.endDate) return `${q.startDate ?? '…'}至${q.endDate ?? today}`;
  if (m.perYear && q.archiveMonth && !m.reportLag) return `${q.archiveYear}年${q.archiveMonth}月`;
  const year = q.archiveYear - (m.reportLag ?? 0);
  if (m.quote) return `截至${year < thisYear ? `${year}-12-31` : today}`;
  if (m.perYear) return year === thisYear ? `${year}年1月1日至${md(today)}` : `${year}年`;
  return `截至${today}`;
}
