import { dialogColumnWidth, EMPTY_VALUE } from '@fengshou/core';
import type { listPlateDetails, ResultOf } from '@fengshou/core/contract';

/** A chart table of a plate's detail (spec §3 Chart table). */
export type ChartTable = ResultOf<typeof listPlateDetails>[number];

/** Metric groups a detail table shows at most, and sub-columns per group (spec §2). */
export const MAX_METRIC_GROUPS = 6;
export const MAX_SUB_COLUMNS = 3;

/** Default text of the dialog's bottom button. */
export const DEFAULT_MORE_TEXT = '更多明细';

/** A detail table ready to draw: group headers with their sub-columns and one row of cell texts. */
export interface DetailGrid {
  readonly title: string;
  readonly groups: readonly {
    name: string;
    columns: readonly { id: number; name: string; value: string }[];
  }[];
  /** Leaf columns in order (sum of the groups' sub-columns). */
  readonly columnCount: number;
}

/** A cell's text: the stored value, or -- for an empty one. */
export function cellText(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? EMPTY_VALUE : value;
}

/** The drawable grid of a chart table: at most 6 groups of at most 3 sub-columns, -- for empty cells. */
export function detailGrid(table: ChartTable): DetailGrid {
  const groups = table.plateDetailChartMetricGroupList.slice(0, MAX_METRIC_GROUPS).map((g) => ({
    name: g.chartMetricGroupName,
    columns: g.plateDetailChartMetricList.slice(0, MAX_SUB_COLUMNS).map((m) => ({
      id: m.id,
      name: m.chartMetricName,
      value: cellText(m.chartMetricValue),
    })),
  }));
  return {
    title: table.chartName,
    groups,
    columnCount: groups.reduce((n, g) => n + Math.max(1, g.columns.length), 0),
  };
}

/** The type selector shows only when there is more than one table to choose from. */
export function showTypeSelector(tables: readonly ChartTable[]): boolean {
  return tables.length > 1;
}

/** Width of each leaf column: the container shared by ≤ 4 columns, else 150 px (spec §9). */
export function detailColumnWidth(containerWidth: number, grid: DetailGrid): number {
  return dialogColumnWidth(containerWidth, grid.columnCount);
}

/** Rows of a grid as a sheet: group names, sub-column names, values (merged headers written flat). */
export function gridSheet(grid: DetailGrid): string[][] {
  const head1: string[] = [];
  const head2: string[] = [];
  const values: string[] = [];
  for (const g of grid.groups) {
    const cols = g.columns.length > 0 ? g.columns : [{ id: 0, name: '', value: EMPTY_VALUE }];
    cols.forEach((c, i) => {
      head1.push(i === 0 ? g.name : '');
      head2.push(c.name);
      values.push(c.value);
    });
  }
  return [head1, head2, values];
}
