import { beijing, beijingDateTime, beijingInstant, type Instant } from '../time/beijing';
import { DATE_FORMAT, EMPTY_VALUE, TIME_FORMAT } from './constants';

/** Anything read as an instant: a Date, epoch milliseconds or a date string (zoneless strings are Beijing time). */
export type DateInput = Instant;

// Every reader sees the Beijing clock, in a browser or on a server host of any zone.
function format(d: DateInput, pattern: string): string {
  const day = beijing(d);
  return day.isValid() ? day.format(pattern) : EMPTY_VALUE;
}

/** Formats as 'YYYY-MM-DD' in Beijing time; '--' for an invalid date. */
export function formatDate(d: DateInput): string {
  return format(d, DATE_FORMAT);
}

/** Formats as 'HH:mm:ss' in Beijing time; '--' for an invalid date. */
export function formatTime(d: DateInput): string {
  return format(d, TIME_FORMAT);
}

/** Formats as 'YYYY-MM-DD HH:mm:ss' in Beijing time; '--' for an invalid date. */
export function formatDateTime(d: DateInput): string {
  return format(d, `${DATE_FORMAT} ${TIME_FORMAT}`);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * Formats an instant as 'YYYY-MM-DD HH:mm:ss' in China Standard Time on any host, so the server's clock
 * readings agree with the times PostgreSQL formats in its Asia/Shanghai sessions.
 */
export function formatChinaDateTime(d: Date): string {
  return beijingDateTime(d);
}

/** Chinese "time ago" wording: 刚刚, N秒前, N分钟前, N小时前, N天前; future instants read 刚刚. */
export function relativeTime(date: DateInput, now: DateInput = Date.now()): string {
  const then = beijingInstant(date).getTime();
  const current = beijingInstant(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(current)) return EMPTY_VALUE;
  // A clock a little ahead on the server side must not produce "−3秒前".
  const diff = current - then;
  if (diff < SECOND) return '刚刚';
  if (diff < MINUTE) return `${Math.floor(diff / SECOND)}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  return `${Math.floor(diff / DAY)}天前`;
}
