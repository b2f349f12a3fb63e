import { describe, expect, it } from 'vitest';
import { type ChartTable, detailColumnWidth, detailGrid, gridSheet, showTypeSelector } from './detail-rules';

function table(groups: number, metrics: number, value: string | null = '1'): ChartTable {
  let id = 0;
  return {
    id: 1,
    chartName: '各乡镇村居数量',
    dataSource: 'areas',
    plateDetailChartMetricGroupList: Array.from({ length: groups }, (_, g) => ({
      chartMetricGroupName: `镇${g + 1}`,
      plateDetailChartMetricList: Array.from({ length: metrics }, (_, m) => ({
        id: ++id,
        chartMetricName: `指标${m + 1}`,
        chartMetricValue: value,
      })),
    })),
  };
}

describe('detail dialog rules (spec §2, §9)', () => {
  it('shows at most 6 metric groups of at most 3 sub-columns', () => {
    const grid = detailGrid(table(8, 5));
    expect(grid.groups).toHaveLength(6);
    expect(grid.groups.every((g) => g.columns.length === 3)).toBe(true);
    expect(grid.columnCount).toBe(18);
  });

  it('shows -- for empty cells', () => {
    expect(detailGrid(table(1, 2, null)).groups[0]!.columns.map((c) => c.value)).toEqual(['--', '--']);
    expect(detailGrid(table(1, 1, '  ')).groups[0]!.columns[0]!.value).toBe('--');
    expect(detailGrid(table(1, 1, '0')).groups[0]!.columns[0]!.value).toBe('0');
  });

  it('offers the type selector only with more than one table', () => {
    expect(showTypeSelector([table(1, 1)])).toBe(false);
    expect(showTypeSelector([table(1, 1), table(2, 1)])).toBe(true);
  });

  it('columns share the container up to 4, else 150 px each', () => {
    expect(detailColumnWidth(900, detailGrid(table(2, 2)))).toBe(225);
    expect(detailColumnWidth(900, detailGrid(table(1, 3)))).toBe(300);
    expect(detailColumnWidth(900, detailGrid(table(2, 3)))).toBe(150);
  });

  it('writes a grid as three sheet rows with the group name over its first sub-column', () => {
    expect(gridSheet(detailGrid(table(2, 2)))).toEqual([
      ['镇1', '', '镇2', ''],
      ['指标1', '指标2', '指标1', '指标2'],
      ['1', '1', '1', '1'],
    ]);
  });
});
