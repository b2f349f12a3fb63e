import { describe, expect, it } from 'vitest';
import { formatChinaDateTime, formatDate, formatDateTime, formatTime, relativeTime } from './time';

// A Beijing instant: formatting shows the Beijing clock in any TZ the tests run in.
const local = new Date('2024-01-05T08:09:10+08:00');

describe('formatDate / formatTime / formatDateTime', () => {
  it.each<[string, Date | number | string, string, string, string]>([
    ['Date', local, '2024-01-05', '08:09:10', '2024-01-05 08:09:10'],
    ['epoch ms', local.getTime(), '2024-01-05', '08:09:10', '2024-01-05 08:09:10'],
    ['ISO local string', '2024-12-31T23:59:59', '2024-12-31', '23:59:59', '2024-12-31 23:59:59'],
    ['date-only string', '2023-03-05', '2023-03-05', '00:00:00', '2023-03-05 00:00:00'],
    ['invalid string', 'not a date', '--', '--', '--'],
    ['invalid Date', new Date(Number.NaN), '--', '--', '--'],
  ])('%s', (_name, input, date, time, dateTime) => {
    expect(formatDate(input)).toBe(date);
    expect(formatTime(input)).toBe(time);
    expect(formatDateTime(input)).toBe(dateTime);
  });
});

describe('formatChinaDateTime', () => {
  it.each<[string, string, string]>([
    ['afternoon UTC is the next day in Beijing', '2026-11-21T16:30:05.999Z', '2026-11-22 00:30:05'],
    ['year end', '2024-12-31T15:59:59Z', '2024-12-31 23:59:59'],
    ['year start', '2024-12-31T16:00:00Z', '2025-01-01 00:00:00'],
    ['leap day', '2024-02-28T16:00:00Z', '2024-02-29 00:00:00'],
  ])('%s', (_name, utc, beijing) => {
    expect(formatChinaDateTime(new Date(utc))).toBe(beijing);
  });
});

describe('relativeTime', () => {
  const now = local.getTime();
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const day = 24 * h;

  it.each<[string, number, string]>([
    ['same instant', 0, '刚刚'],
    ['999 ms', 999, '刚刚'],
    ['1 s', s, '1秒前'],
    ['59.9 s', 59.9 * s, '59秒前'],
    ['60 s', min, '1分钟前'],
    ['59 min 59 s', h - s, '59分钟前'],
    ['1 h', h, '1小时前'],
    ['23 h 59 min', day - min, '23小时前'],
    ['24 h', day, '1天前'],
    ['400 days', 400 * day, '400天前'],
    ['future by 5 s', -5 * s, '刚刚'],
    ['future by a day', -day, '刚刚'],
  ])('%s ago → %s', (_name, ago, expected) => {
    expect(relativeTime(now - ago, now)).toBe(expected);
  });

  it.each<[Date | number | string, Date | number | string, string]>([
    [new Date(now - 3 * min), new Date(now), '3分钟前'],
    ['2024-01-05T08:00:00', '2024-01-05T08:09:10', '9分钟前'],
    ['garbage', now, '--'],
    [now, 'garbage', '--'],
  ])('accepts Date, number and string: %j vs %j → %s', (date, current, expected) => {
    expect(relativeTime(date, current)).toBe(expected);
  });

  it('measures against the clock when no now is given', () => {
    expect(relativeTime(Date.now() - 2 * h)).toBe('2小时前');
  });
});
