import type { StatDimension } from '@fengshou/core/contract';
import { useMemo } from 'react';
import { DataState } from '../data-state';
import { EChart } from '../echart';
import type { ChartOption } from '../echarts';
import { useMetricBreakdown } from './use-metrics';

type Kind = 'bar' | 'line' | 'pie' | 'hbar';

interface Series {
  metric: string;
  name: string;
  unit: string;
}

/** An ECharts option of breakdown rows: one series per metric (a pie shows the first). */
export function breakdownOption(
  kind: Kind,
  series: readonly Series[],
  rows: readonly Record<string, unknown>[],
): ChartOption {
  const names = rows.map((r) => String(r.name));
  const value = (r: Record<string, unknown>, m: string) => (typeof r[m] === 'number' ? (r[m] as number) : 0);
  if (kind === 'pie') {
    const s = series[0]!;
    return {
      tooltip: { trigger: 'item', valueFormatter: (v) => `${v} ${s.unit}` },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['38%', '66%'],
          center: ['50%', '44%'],
          data: rows.map((r) => ({ name: String(r.name), value: value(r, s.metric) })),
          label: { formatter: '{b}\n{d}%' },
        },
      ],
    };
  }
  const category = { type: 'category' as const, data: names, axisLabel: { interval: 0, hideOverlap: true } };
  const values = { type: 'value' as const, name: series[0]?.unit ?? '' };
  return {
    tooltip: { trigger: 'axis' },
    legend: series.length > 1 ? { top: 0 } : undefined,
    grid: { left: kind === 'hbar' ? 96 : 48, right: 24, top: series.length > 1 ? 32 : 24, bottom: 28 },
    xAxis: kind === 'hbar' ? values : category,
    yAxis: kind === 'hbar' ? { ...category, inverse: true } : values,
    series: series.map((s) => ({
      name: s.name,
      type: kind === 'hbar' ? 'bar' : kind,
      smooth: kind === 'line',
      barMaxWidth: 28,
      data: rows.map((r) => value(r, s.metric)),
    })),
  } as ChartOption;
}

interface MetricChartProps {
  metrics: readonly string[];
  by: StatDimension;
  kind?: Kind;
  limit?: number;
  archiveYear?: number;
  label: string;
}

/** A chart of a breakdown of metrics of the registry for the selected area, with its loading states. */
export function MetricChart({ metrics, by, kind = 'bar', limit, archiveYear, label }: MetricChartProps) {
  const q = useMetricBreakdown(metrics, by, { limit, archiveYear });
  const option = useMemo(
    () => (q.data ? breakdownOption(kind, q.data.series, q.data.rows) : null),
    [q.data, kind],
  );
  return (
    <DataState query={q} isEmpty={(d) => d.rows.length === 0} minHeight={200}>
      {() =>
        option ? (
          <div className="metric-chart-box">
            <EChart option={option} label={label} className="metric-chart" />
          </div>
        ) : null
      }
    </DataState>
  );
}
