import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

// The platform's calendar is Beijing's, whatever zone the server host or the browser is set to: a bureau's
// "today", "this month" and every date bucket are the ones on its office wall. Every calendar rule of the
// server and the web app goes through this file.
dayjs.extend(utc);

/** The IANA zone every date of the platform is reckoned in. */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

/** Anything read as an instant: a Date, epoch milliseconds or a date string. */
export type Instant = Date | number | string;

const DAY_MS = 86_400_000;

const WALL = new Intl.DateTimeFormat('en-US', {
  timeZone: BEIJING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

// A string with a zone ('Z', '+08:00') names an instant; one without is already a Beijing wall-clock
// reading, as the server's timestamps and the date pickers' values are.
const ZONED = /(?:Z|[+-]\d{2}:?\d{2})$/i;

function toMs(at: Instant): number {
  if (typeof at === 'number') return at;
  if (at instanceof Date) return at.getTime();
  if (ZONED.test(at.trim())) return dayjs(at).valueOf();
  const wall = dayjs.utc(at);
  return wall.isValid() ? wall.valueOf() - offsetMs(wall.valueOf()) : Number.NaN;
}

// Beijing wall clock minus UTC at an instant, read from the zone database (8 h since 1991).
function offsetMs(ms: number): number {
  const p: Record<string, number> = {};
  for (const part of WALL.formatToParts(new Date(ms)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The Beijing wall clock of an instant as a dayjs value (format it with any dayjs pattern); invalid when `at` is. */
export function beijing(at: Instant = Date.now()): Dayjs {
  const ms = toMs(at);
  return Number.isNaN(ms) ? dayjs.utc(Number.NaN) : dayjs.utc(ms + offsetMs(ms));
}

/** The instant a Beijing wall-clock reading ('YYYY-MM-DD[ HH:mm[:ss]]') or a zoned string names. */
export function beijingInstant(at: Instant): Date {
  return new Date(toMs(at));
}

/** 'YYYY-MM-DD' of an instant in Beijing. */
export function beijingDate(at: Instant = Date.now()): string {
  return beijing(at).format('YYYY-MM-DD');
}

/** Today's Beijing date, 'YYYY-MM-DD'. */
export function beijingToday(now: Instant = Date.now()): string {
  return beijingDate(now);
}

/** This Beijing month, 'YYYY-MM'. */
export function beijingMonth(now: Instant = Date.now()): string {
  return beijing(now).format('YYYY-MM');
}

/** This Beijing calendar year. */
export function beijingYear(now: Instant = Date.now()): number {
  return beijing(now).year();
}

/** 'YYYY-MM-DD HH:mm:ss' of an instant in Beijing. */
export function beijingDateTime(at: Instant = Date.now()): string {
  return beijing(at).format('YYYY-MM-DD HH:mm:ss');
}

/** The instant Beijing's day of `at` (an instant or a 'YYYY-MM-DD' date) begins. */
export function startOfBeijingDay(at: Instant = Date.now()): Date {
  return beijingInstant(beijingDate(at));
}

/** A 'YYYY-MM-DD' calendar date moved by whole days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A 'YYYY-MM-DD' calendar date moved by whole months, the day clamped to the month's length. */
export function addMonths(date: string, months: number): string {
  return dayjs.utc(date.slice(0, 10)).add(months, 'month').format('YYYY-MM-DD');
}

/** Whole days from calendar date `from` to calendar date `to` ('YYYY-MM-DD' both). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS,
  );
}
