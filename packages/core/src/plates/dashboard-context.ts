import type { DataSourceContext } from '../datasource';
import { priceMetricsForCrop } from '../dict/crops';

/** The statistic endpoints: their bodies take the period (archiveYear, archiveMonth) and a category key. */
export const PERIOD_SOURCE_PATHS: ReadonlySet<string> = new Set([
  '/api/archive/gov/statistic/summary',
  '/api/archive/gov/statistic/breakdown',
]);

/**
 * A resolved body with the dashboard's own context laid over it: the period as the statistics' year and
 * month (a plate fixing its own keeps it), and on a crop switch the price plates' metrics for that crop
 * (spec §4: 猪 shows 生猪价/猪肉价, other crops 田头价/批发价) limited to it. A comparison of crops (a
 * breakdown by category) stays as it is.
 */
export function withDashboardContext(
  path: string,
  body: Record<string, unknown>,
  ctx: Pick<DataSourceContext, 'period' | 'crop'>,
): Record<string, unknown> {
  if (!PERIOD_SOURCE_PATHS.has(path)) return body;
  const out = { ...body };
  if (ctx.period) {
    out.archiveYear ??= ctx.period.year;
    if (ctx.period.month !== undefined && out.archiveYear === ctx.period.year)
      out.archiveMonth ??= ctx.period.month;
  }
  const metrics = out.metrics;
  if (ctx.crop && Array.isArray(metrics) && out.by !== 'category') {
    const switched = priceMetricsForCrop(metrics as string[], ctx.crop.name);
    if (switched) {
      out.metrics = switched;
      out.categoryKey = ctx.crop.key;
    }
  }
  return out;
}

/** True when a plate's figures switch with the dashboard's crop (a price plate that is no comparison of crops). */
export function followsCrop(
  path: string | null | undefined,
  parameters: Readonly<Record<string, unknown>>,
): boolean {
  const { metrics, by } = parameters;
  return (
    !!path &&
    PERIOD_SOURCE_PATHS.has(path) &&
    by !== 'category' &&
    Array.isArray(metrics) &&
    priceMetricsForCrop(metrics as string[], '') !== undefined
  );
}
