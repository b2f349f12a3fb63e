import { beijing } from '../time/beijing';
import { FORBIDDEN_NAMES } from './errors';
import { DATE_TIME_FORMAT, type ExprValue } from './values';

// Whole words only, so that e.g. 'nullable' survives; dayjs spells its marker 'Invalid Date'.
const REMOVED_WORDS = /\b(?:undefined|null|Infinity)\b|Invalid [Dd]ate/g;

/** Removes the words undefined, null, Invalid date and Infinity from a resolved string (spec §5). */
export function stripRemovedWords(text: string): string {
  return text.replace(REMOVED_WORDS, '');
}

/** JSON-ready form of a resolved value: words stripped, non-finite numbers null, dates formatted. */
export function cleanResolved(value: ExprValue): unknown {
  if (typeof value === 'string') return stripRemovedWords(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : beijing(value).format(DATE_TIME_FORMAT);
  if (Array.isArray(value)) return (value as readonly ExprValue[]).map(cleanResolved);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      if (!FORBIDDEN_NAMES.has(key)) out[key] = cleanResolved(item);
    return out;
  }
  return value;
}
