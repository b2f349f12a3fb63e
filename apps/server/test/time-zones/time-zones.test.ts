import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PROBE = join(import.meta.dirname, 'probe.ts');
const TSX = join(import.meta.dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx');

// 01:15 in Beijing on 11-28 is 17:15 UTC and 12:15 in New York of 11-27.
const AT = Date.parse('2026-11-27T17:15:00Z');

function probe(tz: string): Record<string, unknown> {
  const out = execFileSync(TSX, [PROBE], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, TZ: tz, FAKE_NOW: String(AT) },
    encoding: 'utf8',
  });
  return JSON.parse(out) as Record<string, unknown>;
}

describe('the server reckons in Beijing time whatever its host zone', () => {
  const zones = ['UTC', 'America/New_York', 'Asia/Shanghai'];
  const runs = zones.map(probe);

  it('gives identical dates and buckets under UTC, New York and Shanghai hosts', () => {
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it('reads 01:15 Beijing on 11-28 as 11-28, not the UTC or New York date', () => {
    const r = runs[0]!;
    expect(r).toMatchObject({
      coreToday: '2026-11-28',
      coreMonth: '2026-11',
      coreYear: 2026,
      dateTime: '2026-11-28 01:15:00',
      date: '2026-11-28',
      wallString: '2026-11-28 01:15:00',
      relative: '3分钟前',
      startOfDay: '2026-11-27T16:00:00.000Z',
      archiveToday: '2026-11-28',
      // A date column read from native PostgreSQL is the calendar day, as PGlite reads it.
      pgDate: '2026-11-28T00:00:00.000Z',
      anchor: { hour: 1 },
      anchorDate: '2026-11-28',
      anchorTs: '2026-11-28T01:00:00+08:00',
      dayHour: { hour: 1.25 },
      pestWeekStart: '2026-11-22',
      liveFrameClock: '2026-11-28 01:15:00',
      dateWindow: ['2026-11-01', '2026-12-01'],
    });
    expect(r.variables).toMatchObject({
      dateToday: '2026-11-28',
      timeToday: '2026-11-28 01:15:00',
      dateWeek: '2026-11-22',
      timeMonth: '2026-10-30 00:00:00',
      yesterday: '2026-11-27 01:15',
    });
    expect(r.monthBuckets).toHaveLength(11);
    expect(r.dayBuckets).toEqual([
      ['2026-10-30', '10-30'],
      ['2026-11-28', '11-28'],
      30,
      ['2026-10-30', '2026-11-29'],
    ]);
  });
});
