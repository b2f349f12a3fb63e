import type { Stat } from '../detail-page';
import { StatStrip } from '../detail-page';
import { useMetricSummary } from './use-metrics';

/** A figure as a card shows it: 万 above ten thousand, one or two decimals. */
export function figureText(value: number | null): string {
  if (value === null) return '--';
  if (Math.abs(value) >= 100_000) return `${(value / 10_000).toFixed(2)}万`;
  return value.toLocaleString('zh-CN', { maximumFractionDigits: Number.isInteger(value) ? 0 : 2 });
}

interface MetricStripProps {
  metrics: readonly string[];
  /** Links of figures by metric id (a card opens its list). */
  links?: Readonly<Record<string, string>>;
  /** Labels replacing the registry's names by metric id. */
  labels?: Readonly<Record<string, string>>;
}

/** A row of figures of the metric registry for the selected area. */
export function MetricStrip({ metrics, links = {}, labels = {} }: MetricStripProps) {
  const q = useMetricSummary(metrics);
  const stats: Stat[] = (q.data ?? []).map((f) => ({
    label: labels[f.metric] ?? f.name,
    value: figureText(f.value),
    unit: f.unit,
    to: links[f.metric],
  }));
  if (!q.data) return <div className="stat-strip-placeholder" />;
  return <StatStrip stats={stats} />;
}
