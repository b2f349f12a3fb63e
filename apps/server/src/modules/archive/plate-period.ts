import { statBreakdown, statSummary } from '@fengshou/core/contract';
import { metricOf } from './registry';

const STAT_PATHS: ReadonlySet<string> = new Set([statSummary.path, statBreakdown.path]);
const TIME_DIMENSIONS = new Set(['month', 'year', 'day']);
const DATE_VARIABLE = /\$_(date|time)(Today|Week|Month)\b/;

/**
 * Whether a plate's figures follow the dashboard's period (year, month): a statistic of flows counted per
 * year (orders, tests, activities) or charted over time, or any plate whose parameters use the `$_` dates.
 * Stocks (areas, entities, devices) do not; a dashboard shows its period selector when some plate does.
 */
export function platePeriodic(plate: {
  interfaceUrl: string | null;
  parameters: Record<string, unknown>;
}): boolean {
  if (DATE_VARIABLE.test(JSON.stringify(plate.parameters))) return true;
  if (!plate.interfaceUrl || !STAT_PATHS.has(plate.interfaceUrl)) return false;
  const { metrics, by } = plate.parameters;
  if (!Array.isArray(metrics)) return false;
  const defs = metrics.map((id) => (typeof id === 'string' ? metricOf(id) : undefined));
  if (typeof by === 'string' && TIME_DIMENSIONS.has(by)) return defs.some((m) => m?.time !== undefined);
  return defs.some((m) => m?.perYear === true && by !== 'latest');
}
