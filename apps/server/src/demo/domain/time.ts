/** Dates of the demo as day numbers (days since 1970-01-01, Beijing calendar) and Beijing timestamps. */

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

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
  const local = now + BEIJING_MS;
  return { day: Math.floor(local / DAY_MS), hour: new Date(local).getUTCHours() };
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
    s = new Date(day * DAY_MS).toISOString().slice(0, 10);
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

/** Calendar year of a day number. */
export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
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
