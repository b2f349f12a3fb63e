import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  beijing,
  beijingDate,
  beijingDateTime,
  beijingInstant,
  beijingMonth,
  beijingToday,
  beijingYear,
  daysBetween,
  startOfBeijingDay,
} from './beijing';

// 01:15 in Beijing on 11-28 is still 11-27 in UTC and in New York.
const NIGHT = Date.parse('2026-11-27T17:15:00Z');

describe('Beijing calendar of an instant', () => {
  it('is the Beijing date, not the UTC one, just after Beijing midnight', () => {
    expect(beijingToday(NIGHT)).toBe('2026-11-28');
    expect(beijingDateTime(NIGHT)).toBe('2026-11-28 01:15:00');
  });

  it.each<[string, string, string, number]>([
    ['month end', '2026-11-30T16:00:00Z', '2026-12', 2026],
    ['year end', '2026-12-31T15:59:59Z', '2026-12', 2026],
    ['new year', '2026-12-31T16:00:00Z', '2027-01', 2027],
    ['leap day', '2024-02-28T16:00:00Z', '2024-02', 2024],
  ])('%s', (_name, utc, month, year) => {
    expect(beijingMonth(utc)).toBe(month);
    expect(beijingYear(utc)).toBe(year);
  });

  it('reads Dates, epoch milliseconds and zoned strings as the same instant', () => {
    const at = new Date(NIGHT);
    expect(beijingDate(at)).toBe(beijingDate(NIGHT));
    expect(beijingDate('2026-11-27T17:15:00Z')).toBe('2026-11-28');
    expect(beijingDate('2026-11-28T01:15:00+08:00')).toBe('2026-11-28');
  });

  it('reads zoneless strings as Beijing wall-clock time', () => {
    expect(beijingInstant('2026-11-28 01:15:00').getTime()).toBe(NIGHT);
    expect(beijingInstant('2026-11-28').toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(beijingDateTime('2026-11-28 01:15')).toBe('2026-11-28 01:15:00');
  });

  it('starts the Beijing day at Beijing midnight', () => {
    expect(startOfBeijingDay(NIGHT).toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(startOfBeijingDay('2026-03-08').toISOString()).toBe('2026-03-07T16:00:00.000Z');
  });

  it('formats with any dayjs pattern on the Beijing clock and stays invalid for garbage', () => {
    expect(beijing(NIGHT).format('YYYY年M月D日 HH时')).toBe('2026年11月28日 01时');
    expect(beijing('not a date').isValid()).toBe(false);
    expect(beijing(Number.NaN).isValid()).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it.each<[string, number, string]>([
    ['2026-11-28', -6, '2026-11-22'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s %+d days → %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('moves by months clamping the day', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-28', -11)).toBe('2025-12-28');
  });

  it('counts whole days between dates', () => {
    expect(daysBetween('2026-11-01', '2026-11-28')).toBe(27);
    expect(daysBetween('2026-11-28', '2026-11-01')).toBe(-27);
  });
});
