import dayjs from 'dayjs';
import { DATE_FORMAT, EMPTY_VALUE, TIME_FORMAT } from './constants';

/** Anything dayjs reads as an instant: a Date, epoch milliseconds or an ISO-like string. */
export type DateInput = Date | number | string;

// Formatting is in the runtime's local zone: browsers show the user's clock. The server formats its own
// clock with formatChinaDateTime, whatever zone its host is set to.
function format(d: DateInput, pattern: string): string {
  const day = dayjs(d);
  return day.isValid() ? day.format(pattern) : EMPTY_VALUE;
}

/** Formats as 'YYYY-MM-DD' in local time; '--' for an invalid date. */
export function formatDate(d: DateInput): string {
  return format(d, DATE_FORMAT);
}

/** Formats as 'HH:mm:ss' in local time; '--' for an invalid date. */
export function formatTime(d: DateInput): string {
  return format(d, TIME_FORMAT);
}

/** Formats as 'YYYY-MM-DD HH:mm:ss' in local time; '--' for an invalid date. */
export function formatDateTime(d: DateInput): string {
  return format(d, `${DATE_FORMAT} ${TIME_FORMAT}`);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// China Standard Time has had no daylight saving since 1991, so a fixed offset is exact.
const CHINA_OFFSET_MS = 8 * HOUR;

/**
 * Formats an instant as 'YYYY-MM-DD HH:mm:ss' in China Standard Time on any host, so the server's clock
 * readings agree with the times PostgreSQL formats in its Asia/Shanghai sessions.
 */
export function formatChinaDateTime(d: Date): string {
  const iso = new Date(d.getTime() + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Chinese "time ago" wording: 刚刚, N秒前, N分钟前, N小时前, N天前; future instants read 刚刚. */
export function relativeTime(date: DateInput, now: DateInput = Date.now()): string {
  const then = dayjs(date);
  const current = dayjs(now);
  if (!then.isValid() || !current.isValid()) return EMPTY_VALUE;
  // A clock a little ahead on the server side must not produce "−3秒前".
  const diff = current.valueOf() - then.valueOf();
  if (diff < SECOND) return '刚刚';
  if (diff < MINUTE) return `${Math.floor(diff / SECOND)}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  return `${Math.floor(diff / DAY)}天前`;
}
