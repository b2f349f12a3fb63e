import { describe, expect, it } from 'vitest';
import { changeText, comparisonRows, rate, rateText } from './analysis-rules';

describe('耕地管控数据分析 figures', () => {
  it('rates with one decimal, none without cases', () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(0, 0)).toBeNull();
    expect(rateText(null)).toBe('--');
    expect(rateText(25)).toBe('25%');
  });

  it('says the change against last year as a reader expects', () => {
    expect(changeText(4, 1)).toBe('+3');
    expect(changeText(1, 4)).toBe('-3');
    expect(changeText(2, 2)).toBe('持平');
    expect(changeText(0, 0)).toBe('持平');
    expect(changeText(3, 0)).toBe('上年无');
    expect(changeText(19.34, 2.5, 2)).toBe('+16.84');
  });

  it('compares four figures of each kind, rates in percentage points', () => {
    const rows = comparisonRows([
      {
        kind: 'occupation',
        label: '耕地非农化',
        count: 4,
        areaMu: 19.34,
        closedCount: 1,
        resolvedCount: 3,
        lastYear: { count: 2, areaMu: 2.5, closedCount: 2, resolvedCount: 1 },
      },
    ]);
    expect(rows.map((r) => r.label)).toEqual([
      '耕地非农化图斑（个）',
      '耕地非农化面积（亩）',
      '耕地非农化办结率',
      '耕地非农化认定占用（个）',
    ]);
    expect(rows[2]).toMatchObject({ now: '25%', before: '100%', change: '-75个百分点' });
    expect(rows[3]!.change).toBe('+2');
  });
});
