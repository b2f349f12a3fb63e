import { beijingInstant } from '@fengshou/core';
import {
  PASSWORD_EXPIRY_NOTICE_DAYS,
  SESSION_WARNING_MINUTES,
  type zSessionTimes,
} from '@fengshou/core/contract';
import type { z } from 'zod';

/** The session times of a user-info answer. */
export type SessionTimes = z.infer<typeof zSessionTimes>;

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How long before a time-out the user is warned. */
export const WARNING_MS = SESSION_WARNING_MINUTES * MINUTE;
// A watch re-reads the clock at least this often: another tab's requests, a machine waking from sleep.
const MAX_WAIT_MS = 30_000;

/** The session's limits as instants (epoch ms). */
export interface SessionClock {
  idleMinutes: number | null;
  expiresAt: number;
}

/** Reads the server's Beijing wall-clock times. */
export function clockOf(times: SessionTimes): SessionClock {
  return { idleMinutes: times.idleMinutes, expiresAt: beijingInstant(times.expiresAt).getTime() };
}

/** What the user is to be told at one moment. */
export interface SessionAlerts {
  /** The idle limit is near: it ends the sign-in at this instant unless a request comes first. */
  idleEndsAt: number | null;
  /** The absolute limit is near: the sign-in ends at this instant however busy. */
  absoluteEndsAt: number | null;
  /** The sign-in has ended, by which limit. */
  ended: 'idle' | 'absolute' | null;
}

/** Nothing to tell. */
export const NO_ALERTS: SessionAlerts = { idleEndsAt: null, absoluteEndsAt: null, ended: null };

function idleDeadline(clock: SessionClock, lastRequest: number): number | null {
  return clock.idleMinutes === null ? null : lastRequest + clock.idleMinutes * MINUTE;
}

/**
 * The alerts at `now`, the last request having gone out at `lastRequest`. The idle warning is left out when
 * the absolute limit comes first: using the app would not keep the sign-in then.
 */
export function alertsAt(clock: SessionClock, lastRequest: number, now: number): SessionAlerts {
  const idle = idleDeadline(clock, lastRequest);
  if (now >= clock.expiresAt && (idle === null || clock.expiresAt <= idle))
    return { ...NO_ALERTS, ended: 'absolute' };
  if (idle !== null && now >= idle) return { ...NO_ALERTS, ended: 'idle' };
  return {
    idleEndsAt: idle !== null && idle < clock.expiresAt && now >= idle - WARNING_MS ? idle : null,
    absoluteEndsAt: now >= clock.expiresAt - WARNING_MS ? clock.expiresAt : null,
    ended: null,
  };
}

/**
 * Input in a frame of the page (the editor's preview) keeps the sign-in alive: when the last request is
 * older than this, the watch sends one. The server's idle clock counts requests only, and a user switching
 * areas or opening details in the frame may send none for a while (cached answers).
 */
export const FRAME_KEEPALIVE_MS = 60_000;

/** True when input at `now` should be told to the server: the last request is older than FRAME_KEEPALIVE_MS. */
export function keepAliveDue(lastRequest: number, now: number): boolean {
  return now - lastRequest >= FRAME_KEEPALIVE_MS;
}

/** Milliseconds from `now` to the next moment the alerts may change (at most MAX_WAIT_MS). */
export function nextCheckIn(clock: SessionClock, lastRequest: number, now: number): number {
  const idle = idleDeadline(clock, lastRequest);
  const moments = [clock.expiresAt - WARNING_MS, clock.expiresAt];
  if (idle !== null) moments.push(idle - WARNING_MS, idle);
  const next = Math.min(...moments.filter((m) => m > now), now + MAX_WAIT_MS);
  return next - now;
}

const same = (a: SessionAlerts, b: SessionAlerts) =>
  a.idleEndsAt === b.idleEndsAt && a.absoluteEndsAt === b.absoluteEndsAt && a.ended === b.ended;

/**
 * Watches a session: `onChange` hears of the alerts whenever they change (and once at start when there is
 * something to tell). `lastRequest` is read afresh at each check, so a request pushes the idle limit back.
 * Answers the function that stops the watch; a watch stops by itself once the sign-in has ended.
 */
export function watchSession(
  clock: SessionClock,
  lastRequest: () => number,
  onChange: (alerts: SessionAlerts) => void,
): () => void {
  let shown = NO_ALERTS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const now = Date.now();
    const last = lastRequest() || now;
    const alerts = alertsAt(clock, last, now);
    if (!same(alerts, shown)) {
      shown = alerts;
      onChange(alerts);
    }
    if (!alerts.ended) timer = setTimeout(check, nextCheckIn(clock, last, now));
  };
  check();
  return () => clearTimeout(timer);
}

/** Whole days until the password expires (its Beijing time) when within the notice period, else null. */
export function passwordDaysLeft(passwordExpiresAt: string | null, now: number): number | null {
  if (passwordExpiresAt === null) return null;
  const left = beijingInstant(passwordExpiresAt).getTime() - now;
  if (left <= 0 || left > PASSWORD_EXPIRY_NOTICE_DAYS * DAY) return null;
  return Math.ceil(left / DAY);
}
