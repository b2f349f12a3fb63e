import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alertsAt,
  clockOf,
  NO_ALERTS,
  passwordDaysLeft,
  type SessionAlerts,
  type SessionClock,
  WARNING_MS,
  watchSession,
} from './session-timing';

const MIN = 60_000;
// 2026-12-04 10:00 Beijing time.
const START = Date.UTC(2026, 11, 4, 2, 0, 0);

function clock(over: Partial<SessionClock> = {}): SessionClock {
  return { idleMinutes: 30, expiresAt: START + 8 * 60 * MIN, ...over };
}

describe('session alerts', () => {
  it('reads the server times as Beijing wall-clock readings', () => {
    const c = clockOf({
      idleMinutes: 30,
      expiresAt: '2026-12-04 18:00:00',
      passwordExpiresAt: '2026-12-10 10:00:00',
    });
    expect(c).toEqual({ idleMinutes: 30, expiresAt: START + 8 * 60 * MIN });
  });

  it('warns SESSION_WARNING_MINUTES before the idle limit counted from the last request, then ends', () => {
    const c = clock();
    const idleAt = START + 30 * MIN;
    expect(alertsAt(c, START, idleAt - WARNING_MS - 1)).toEqual(NO_ALERTS);
    expect(alertsAt(c, START, idleAt - WARNING_MS)).toEqual({ ...NO_ALERTS, idleEndsAt: idleAt });
    expect(alertsAt(c, START, idleAt)).toEqual({ ...NO_ALERTS, ended: 'idle' });
    // A later request pushes the limit back.
    expect(alertsAt(c, START + 10 * MIN, idleAt)).toEqual(NO_ALERTS);
  });

  it('tells of the absolute limit before it and ends there; no idle warning when that comes first', () => {
    const c = clock({ expiresAt: START + 20 * MIN });
    expect(alertsAt(c, START, START + 18 * MIN)).toEqual({ ...NO_ALERTS, absoluteEndsAt: START + 20 * MIN });
    expect(alertsAt(c, START + 18 * MIN, START + 20 * MIN)).toEqual({ ...NO_ALERTS, ended: 'absolute' });
  });

  it('a wall-screen session (no idle limit) never idles out', () => {
    const c = clock({ idleMinutes: null });
    expect(alertsAt(c, START, START + 7 * 60 * MIN)).toEqual(NO_ALERTS);
  });

  it('reminds of the password within PASSWORD_EXPIRY_NOTICE_DAYS, in whole days left', () => {
    expect(passwordDaysLeft('2026-12-19 10:00:01', START)).toBeNull();
    expect(passwordDaysLeft('2026-12-18 10:00:00', START)).toBe(14);
    expect(passwordDaysLeft('2026-12-04 22:00:00', START)).toBe(1);
    expect(passwordDaysLeft('2026-12-04 09:59:59', START)).toBeNull();
    expect(passwordDaysLeft(null, START)).toBeNull();
  });
});

describe('session watch (fake timers)', () => {
  let heard: SessionAlerts[];
  let last: number;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    heard = [];
    last = START;
  });
  afterEach(() => stop?.());

  it('opens the warning two minutes before the idle limit and ends the sign-in at it', () => {
    stop = watchSession(
      clock(),
      () => last,
      (a) => heard.push(a),
    );
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(28 * MIN - 1);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual([{ ...NO_ALERTS, idleEndsAt: START + 30 * MIN }]);
    vi.advanceTimersByTime(2 * MIN);
    expect(heard.at(-1)).toEqual({ ...NO_ALERTS, ended: 'idle' });
    // Ended: nothing more is heard.
    vi.advanceTimersByTime(60 * MIN);
    expect(heard).toHaveLength(2);
  });

  it('a request during the warning (继续使用) closes it and restarts the idle clock', () => {
    stop = watchSession(
      clock(),
      () => last,
      (a) => heard.push(a),
    );
    vi.advanceTimersByTime(29 * MIN);
    expect(heard.at(-1)?.idleEndsAt).toBe(START + 30 * MIN);
    last = Date.now();
    // The watch re-reads the request clock within its longest wait.
    vi.advanceTimersByTime(30_000);
    expect(heard.at(-1)).toEqual(NO_ALERTS);
    vi.advanceTimersByTime(27 * MIN);
    expect(heard.at(-1)).toEqual(NO_ALERTS);
    vi.advanceTimersByTime(1 * MIN);
    expect(heard.at(-1)).toEqual({ ...NO_ALERTS, idleEndsAt: last + 30 * MIN });
  });

  it('requests of a busy user keep the idle warning away; the absolute limit still comes', () => {
    const c = clock({ expiresAt: START + 60 * MIN });
    stop = watchSession(
      c,
      () => last,
      (a) => heard.push(a),
    );
    for (let t = 5; t <= 55; t += 5) {
      vi.advanceTimersByTime(5 * MIN);
      last = Date.now();
    }
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(3 * MIN - 1);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard.at(-1)).toEqual({ ...NO_ALERTS, absoluteEndsAt: START + 60 * MIN });
    vi.advanceTimersByTime(2 * MIN);
    expect(heard.at(-1)).toEqual({ ...NO_ALERTS, ended: 'absolute' });
  });

  it('stops when asked', () => {
    stop = watchSession(
      clock(),
      () => last,
      (a) => heard.push(a),
    );
    stop();
    vi.advanceTimersByTime(60 * MIN);
    expect(heard).toEqual([]);
  });
});
