import { beijingYear } from '@fengshou/core';
import { useMemo } from 'react';
import { DataState } from '../../ui/data-state';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';
import { useMetricBreakdown } from '../../ui/metric';

type StatRow = { key: string } & Record<string, unknown>;

const MONTHS = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);

/** Tonnes of each month 1–12 of month rows ('YYYY-MM' keys); null for a month without a row (still to come). */
export function monthValues(rows: readonly StatRow[], metric: string): (number | null)[] {
  const out: (number | null)[] = MONTHS.map(() => null);
  for (const r of rows) {
    const month = Number(r.key.slice(5, 7));
    const v = r[metric];
    if (month >= 1 && month <= 12) out[month - 1] = typeof v === 'number' ? v : 0;
  }
  return out;
}

/** Bars of this year's monthly output over the line of last year's. */
export function monthOutputOption(year: number, thisYear: StatRow[], lastYear: StatRow[]): ChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v === null || v === undefined ? '--' : `${v} 吨`) },
    legend: { top: 0 },
    grid: { left: 56, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: MONTHS },
    yAxis: { type: 'value', name: '吨' },
    series: [
      { name: `${year}年`, type: 'bar', barMaxWidth: 22, data: monthValues(thisYear, 'supplyOutputT') },
      { name: `${year - 1}年`, type: 'line', smooth: true, data: monthValues(lastYear, 'supplyOutputT') },
    ],
  } as ChartOption;
}

/** The bases' harvests month by month, this year against last year, for the area selected. */
export function MonthOutputChart() {
  const year = beijingYear();
  const current = useMetricBreakdown(['supplyOutputT'], 'month', { archiveYear: year });
  const previous = useMetricBreakdown(['supplyOutputT'], 'month', { archiveYear: year - 1 });
  const option = useMemo(
    () =>
      current.data && previous.data ? monthOutputOption(year, current.data.rows, previous.data.rows) : null,
    [current.data, previous.data, year],
  );
  return (
    <DataState query={current} minHeight={200}>
      {() =>
        option ? (
          <div className="metric-chart-box">
            <EChart option={option} label="保供基地逐月产出" className="metric-chart" />
          </div>
        ) : null
      }
    </DataState>
  );
}
