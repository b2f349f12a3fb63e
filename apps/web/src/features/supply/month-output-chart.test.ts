import { describe, expect, it } from 'vitest';
import { monthOutputOption, monthValues } from './month-output-chart';

describe('the month chart of the bases’ output', () => {
  it('places each month row at its month and leaves months still to come empty', () => {
    const rows = [
      { key: '2026-01', name: '2026-01', supplyOutputT: 12.5 },
      { key: '2026-03', name: '2026-03', supplyOutputT: null },
    ];
    expect(monthValues(rows, 'supplyOutputT')).toEqual([12.5, null, 0, ...Array(9).fill(null)]);
  });

  it('sets this year’s bars over last year’s line', () => {
    const option = monthOutputOption(2026, [{ key: '2026-02', supplyOutputT: 3 }], []) as {
      series: { name: string; type: string; data: (number | null)[] }[];
    };
    expect(option.series.map((s) => [s.name, s.type])).toEqual([
      ['2026年', 'bar'],
      ['2025年', 'line'],
    ]);
    expect(option.series[0]!.data[1]).toBe(3);
    expect(option.series[1]!.data.every((v) => v === null)).toBe(true);
  });
});
