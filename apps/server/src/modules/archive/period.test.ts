import { describe, expect, it } from 'vitest';
import type { MetricDef } from './metric';
import { periodOf } from './period';
import { metricOf } from './registry';

const TODAY = '2026-11-28';
const metric = (id: string) => metricOf(id) as MetricDef;
const now = { archiveYear: 2026 };

describe('the period a figure states', () => {
  it('gives a flow of this year to date, an earlier year whole, an annual report its reported year', () => {
    const flow = { ...metric('hogPrice'), quote: undefined, perYear: true };
    expect(periodOf(flow, 'total', now, TODAY)).toBe('2026年1月1日至11月28日');
    expect(periodOf(flow, 'category', { archiveYear: 2025 }, TODAY)).toBe('2025年');
    const lagged = { ...flow, reportLag: 1 };
    expect(periodOf(lagged, 'total', now, TODAY)).toBe('2025年');
    expect(periodOf(lagged, 'year', now, TODAY)).toBe('2021—2025年');
  });

  it('gives a price its as-of date, and its month chart as monthly averages', () => {
    expect(periodOf(metric('hogPrice'), 'total', now, TODAY)).toBe('截至2026-11-28');
    expect(periodOf(metric('hogPrice'), 'total', { archiveYear: 2025 }, TODAY)).toBe('截至2025-12-31');
    expect(periodOf(metric('hogPrice'), 'month', now, TODAY)).toBe('2026年1—11月，月均');
  });

  it('gives the days of a day chart, a date range as asked, a running count its as-of date', () => {
    expect(periodOf(metric('occupationCount'), 'day', now, TODAY)).toBe('10-30至11-28');
    expect(
      periodOf(
        metric('occupationCount'),
        'total',
        { ...now, startDate: '2026-11-01', endDate: '2026-11-20' },
        TODAY,
      ),
    ).toBe('2026-11-01至2026-11-20');
    expect(periodOf(metric('occupationCount'), 'total', now, TODAY)).toBe('截至2026-11-28');
  });

  it('states none for figures that do not depend on time and for lists of records', () => {
    expect(periodOf(metric('villageUnitCount'), 'total', now, TODAY)).toBeUndefined();
    expect(periodOf(metric('occupationCount'), 'latest', now, TODAY)).toBeUndefined();
  });
});
