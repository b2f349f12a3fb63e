/**
 * The period a plate's figures cover, from the statistics answer it drew: the `period` the server states
 * for each figure (summary) or series (breakdown), from the metric's definition. Distinct periods are
 * joined; null when the answer states none (figures that do not depend on time, other endpoints).
 */
export function periodOfResult(data: unknown): string | null {
  const parts = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { series?: unknown }).series)
      ? (data as { series: unknown[] }).series
      : [];
  const periods = new Set<string>();
  for (const p of parts) {
    const period = p && typeof p === 'object' ? (p as { period?: unknown }).period : undefined;
    if (typeof period === 'string' && period) periods.add(period);
  }
  return periods.size ? [...periods].join('；') : null;
}
