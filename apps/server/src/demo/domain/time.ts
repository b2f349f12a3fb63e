/** Dates of the demo as day numbers (days since 1970-01-01, Beijing calendar) and Beijing timestamps. */

import { addDays, beijing } from '@fengshou/core';
import type { Rng } from './rng';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The moment the demo data ends at: a whole Beijing hour. */
export interface Anchor {
  /** Day number of the anchor's Beijing date. */
  day: number;
  /** Beijing hour 0–23 of the anchor. */
  hour: number;
}

/** Anchor from an ISO-like 'YYYY-MM-DD[THH]' or, when absent, the current Beijing hour. */
export function anchorOf(value?: string, now = Date.now()): Anchor {
  if (value) {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}))?/.exec(value);
    if (!m) throw new Error(`invalid anchor ${value}: expected YYYY-MM-DD or YYYY-MM-DDTHH`);
    return { day: dayOf(`${m[1]}-${m[2]}-${m[3]}`), hour: m[4] ? Number(m[4]) : 12 };
  }
  const { day, hour } = beijingDayHour(now);
  return { day, hour: Math.floor(hour) };
}

/** Day number and fractional hour (0–24) of an instant on the Beijing clock. */
export function beijingDayHour(ms: number): { day: number; hour: number } {
  const wall = beijing(ms);
  return {
    day: dayOf(wall.format('YYYY-MM-DD')),
    hour: (wall.valueOf() - wall.startOf('day').valueOf()) / HOUR_MS,
  };
}

/** Day number of 'YYYY-MM-DD'. */
export function dayOf(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

// Generated rows repeat a few thousand dates millions of times; formatting each once is much cheaper.
const dateCache = new Map<number, string>();

/** 'YYYY-MM-DD' of a day number. */
export function dateOf(day: number): string {
  let s = dateCache.get(day);
  if (s === undefined) {
    s = addDays('1970-01-01', day);
    dateCache.set(day, s);
  }
  return s;
}

/** Beijing timestamp literal of a day number and an hour (fractions become minutes). */
export function tsOf(day: number, hour = 0): string {
  const minutes = Math.round(hour * 60);
  const d = day + Math.floor(minutes / 1440);
  const m = ((minutes % 1440) + 1440) % 1440;
  const hh = String(Math.floor(m / 60)).padStart(2, '0');
  const mm = String(m % 60).padStart(2, '0');
  return `${dateOf(d)}T${hh}:${mm}:00+08:00`;
}

/** Calendar month 1–12 of a day number. */
export function monthOf(day: number): number {
  return Number(dateOf(day).slice(5, 7));
}

/** Calendar year of a day number. */
export function yearOf(day: number): number {
  return Number(dateOf(day).slice(0, 4));
}

/** Day of year 1–366 of a day number. */
export function dayOfYear(day: number): number {
  return day - dayOf(`${yearOf(day)}-01-01`) + 1;
}

/** Day number of month/day in a year. */
export function dayIn(year: number, month: number, dom: number): number {
  return dayOf(`${year}-${String(month).padStart(2, '0')}-${String(dom).padStart(2, '0')}`);
}

/** 'YYYYMMDD' of a day number, for document numbers. */
export function compactDate(day: number): string {
  return dateOf(day).replaceAll('-', '');
}

/** True when `hour` (0–24, may run past midnight) of `day` is not later than the anchor, the seed's "now". */
export function notAfter(anchor: Anchor, day: number, hour: number): boolean {
  return day * 24 + hour <= anchor.day * 24 + anchor.hour;
}

/**
 * The day of an event at `hour`, moved back by whole days until it is not later than the anchor: an
 * afternoon drawn for today at 06:00 becomes yesterday afternoon, so no register holds a time still to
 * come and the hours of the day stay those of working life.
 */
export function pastDay(anchor: Anchor, day: number, hour: number): number {
  let d = day;
  while (!notAfter(anchor, d, hour)) d--;
  return d;
}

/** Beijing timestamp literal of the anchor itself. */
export function anchorTs(anchor: Anchor): string {
  return tsOf(anchor.day, anchor.hour);
}

/**
 * An hour in [lo, hi) of `day`, cut at the anchor's hour when `day` is the anchor's own (the caller makes
 * sure that day has begun past `lo`).
 */
export function hourUpTo(rng: Rng, anchor: Anchor, day: number, lo: number, hi: number): number {
  return rng.range(lo, day >= anchor.day ? Math.max(lo, Math.min(hi, anchor.hour)) : hi);
}
