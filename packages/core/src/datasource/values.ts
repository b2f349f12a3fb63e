import { beijing, beijingInstant } from '../time/beijing';
import { ExpressionError } from './errors';

/** A value an expression can produce: JSON data plus dates. */
export type ExprValue =
  | null
  | boolean
  | number
  | string
  | Date
  | readonly ExprValue[]
  | { readonly [key: string]: ExprValue };

/** Format dates take when they end up in a request body or a string. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Short type name of a value for error messages. */
export function typeOf(value: ExprValue): string {
  if (value === null) return 'null';
  if (value instanceof Date) return 'date';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** JS truthiness, except that every date and array is true. */
export function truthy(value: ExprValue): boolean {
  if (value === null || value === false || value === 0 || value === '') return false;
  return !(typeof value === 'number' && Number.isNaN(value));
}

/** Strict equality, with dates compared by their instant. */
export function equals(a: ExprValue, b: ExprValue): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

/** Number argument or a type error naming where it was expected. */
export function asNumber(value: ExprValue | undefined, where: string): number {
  if (typeof value !== 'number') throw new ExpressionError('type', `${where} expects a number`);
  return value;
}

/**
 * Text form used by string concatenation and join: dates formatted, arrays comma-joined, and null or
 * non-finite numbers empty, as the spec wants those words out of results anyway.
 */
export function toText(value: ExprValue): string {
  if (value === null || (typeof value === 'number' && !Number.isFinite(value))) return '';
  if (value instanceof Date) return beijing(value).format(DATE_TIME_FORMAT);
  if (Array.isArray(value)) return value.map(toText).join(',');
  if (value !== null && typeof value === 'object')
    throw new ExpressionError('type', 'cannot turn an object into text');
  return String(value);
}

/** Parses a date argument (date, epoch milliseconds or date string) or throws a type error. */
export function asDate(value: ExprValue | undefined, where: string): Date {
  // Zoneless date strings are Beijing wall-clock readings, like every date the platform shows.
  const parsed =
    value instanceof Date || typeof value === 'number' || typeof value === 'string'
      ? beijingInstant(value)
      : undefined;
  if (parsed === undefined || Number.isNaN(parsed.getTime()))
    throw new ExpressionError('type', `${where} expects a valid date`);
  return parsed;
}
