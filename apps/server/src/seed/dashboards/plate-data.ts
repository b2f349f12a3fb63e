/** One metric group of a detail table: a column group with up to 3 sub-columns (spec §2 detail dialog). */
export interface MetricGroup {
  chartMetricGroupName: string;
  plateDetailChartMetricList: { id: number; chartMetricName: string; chartMetricValue: string | null }[];
}

/** A detail table of a plate before it is stored. */
export interface ChartTable {
  chartName: string;
  dataSource: string;
  groups: MetricGroup[];
}

/** The dialog shows at most this many metric groups per table (spec §2). */
export const MAX_GROUPS = 6;

/** Hands out metric ids unique within one seed run (the dialog keys cells by them). */
export class MetricIds {
  private next = 1;
  /** The next metric id. */
  take(): number {
    return this.next++;
  }
}

/** Splits items into tables of at most 6 groups, each item a group with its metrics. */
export function chunkedTables<T>(
  items: readonly T[],
  chartName: string,
  dataSource: string,
  groupOf: (item: T) => { name: string; metrics: [string, number | string | null][] },
  ids: MetricIds,
): ChartTable[] {
  const tables: ChartTable[] = [];
  const parts = Math.ceil(items.length / MAX_GROUPS);
  for (let i = 0; i < items.length; i += MAX_GROUPS) {
    const n = i / MAX_GROUPS + 1;
    tables.push({
      chartName: parts > 1 ? `${chartName}（${n}/${parts}）` : chartName,
      dataSource,
      groups: items.slice(i, i + MAX_GROUPS).map((item) => {
        const g = groupOf(item);
        return {
          chartMetricGroupName: g.name,
          plateDetailChartMetricList: g.metrics.map(([name, value]) => ({
            id: ids.take(),
            chartMetricName: name,
            chartMetricValue: value === null ? null : String(value),
          })),
        };
      }),
    });
  }
  return tables;
}
