import { beijingToday, formatDateTime, relativeTime, resolveDataSourceParams } from '@fengshou/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetStart } from '../features/iot/history-chart';
import { Clock } from './clock';

// 01:15 in Beijing on 2026-11-28 (a Saturday) is 17:15 UTC and 12:15 in New York of 11-27.
const AT = Date.UTC(2026, 10, 27, 17, 15, 0);
const ZONES = ['UTC', 'America/New_York'];
const original = process.env.TZ;

// What the browser shows and asks for at AT, with the browser's zone set to `tz`.
function readings(tz: string) {
  process.env.TZ = tz;
  vi.useFakeTimers({ now: AT, toFake: ['Date'] });
  const { unmount } = render(<Clock />);
  const clock = screen.getByText(/^\d{2}:\d{2}:\d{2}$/).parentElement!.textContent;
  unmount();
  const body = resolveDataSourceParams(
    { day: '$_dateToday', week: '$_dateWeek', at: '$_timeToday' },
    {
      areaId: 1,
      areaLevel: 1,
      areaIdList: [],
      childAreaLevel: 2,
      childAreaIdList: [],
      businessCategoryIdList: [],
      now: new Date(),
    },
  ).body;
  return {
    // Proves the zone really changed under the test: local midnight of 11-28 differs by zone.
    localOffset: new Date(2026, 10, 28).getTimezoneOffset(),
    clock,
    today: beijingToday(),
    stamp: formatDateTime(Date.now()),
    wall: formatDateTime('2026-11-28 01:15:00'),
    ago: relativeTime('2026-11-28 01:12:00'),
    preset: presetStart(7),
    body,
  };
}

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = original;
});

describe('the browser shows Beijing time whatever its own zone', () => {
  it('formats, buckets and asks for the same Beijing dates under UTC and New York', () => {
    const [utc, ny] = ZONES.map(readings);
    expect(utc!.localOffset).not.toBe(ny!.localOffset);
    const { localOffset: _u, ...a } = utc!;
    const { localOffset: _n, ...b } = ny!;
    expect(b).toEqual(a);
    expect(a).toEqual({
      clock: '01:15:002026-11-28 星期六',
      today: '2026-11-28',
      stamp: '2026-11-28 01:15:00',
      wall: '2026-11-28 01:15:00',
      ago: '3分钟前',
      preset: '2026-11-21 01:15:00',
      body: { day: '2026-11-28', week: '2026-11-22', at: '2026-11-28 01:15:00' },
    });
  });
});
