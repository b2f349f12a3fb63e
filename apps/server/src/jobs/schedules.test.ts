import { describe, expect, it } from 'vitest';
import { nextRunOf } from './schedules';

// Instants written in Beijing time (+08:00), as the schedules are.
const at = (s: string) => new Date(`${s}+08:00`);
const bj = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('the next run of a schedule', () => {
  it('is the next weekday at the time, in Beijing time whatever the host’s zone', () => {
    // Friday 2026-12-04 10:00 → Monday 2026-12-07 08:30.
    const monday = { cadence: 'weekly' as const, weekday: 1, monthDay: null, time: '08:30' };
    expect(bj(nextRunOf(monday, at('2026-12-04T10:00:00')))).toBe('2026-12-07 08:30');
    // On the day before the time: that same day; at or after it: a week on.
    expect(bj(nextRunOf(monday, at('2026-12-07T08:29:00')))).toBe('2026-12-07 08:30');
    expect(bj(nextRunOf(monday, at('2026-12-07T08:30:00')))).toBe('2026-12-14 08:30');
    const sunday = { cadence: 'weekly' as const, weekday: 7, monthDay: null, time: '23:59' };
    expect(bj(nextRunOf(sunday, at('2026-12-04T10:00:00')))).toBe('2026-12-06 23:59');
  });

  it('is the next day of month at the time; day 0 is the last day of the month', () => {
    const fifth = { cadence: 'monthly' as const, weekday: null, monthDay: 5, time: '07:00' };
    expect(bj(nextRunOf(fifth, at('2026-12-05T07:00:00')))).toBe('2027-01-05 07:00');
    expect(bj(nextRunOf(fifth, at('2026-12-01T00:00:00')))).toBe('2026-12-05 07:00');
    const last = { cadence: 'monthly' as const, weekday: null, monthDay: 0, time: '18:00' };
    expect(bj(nextRunOf(last, at('2027-02-10T00:00:00')))).toBe('2027-02-28 18:00');
    expect(bj(nextRunOf(last, at('2028-02-10T00:00:00')))).toBe('2028-02-29 18:00');
    expect(bj(nextRunOf(last, at('2026-12-31T18:00:00')))).toBe('2027-01-31 18:00');
  });
});
