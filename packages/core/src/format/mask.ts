/** What maskSensitive can mask: phone numbers, personal names, ID-card numbers and credit codes. */
export type MaskKind = 'phone' | 'name' | 'code';

/** Values the masking helpers accept; numbers (a phone stored as a number) are masked as their digits. */
export type Maskable = string | number | null | undefined;

const STAR = '*';

// Code points, not UTF-16 units: rare name characters (CJK Extension B, e.g. 𠀀) are surrogate pairs
// and must be starred or kept whole. Lengths below are therefore counted in characters.
function chars(s: Maskable): string[] {
  return s === null || s === undefined ? [] : Array.from(String(s));
}

// Keeps `head` leading and `tail` trailing characters. When the string is too short for that rule
// to hide anything (length ≤ head + tail), only the first character is kept: the rule's intent is to
// hide the middle, and a 7-character "phone" with 3 + 4 kept would otherwise be shown in full.
function keepEnds(c: string[], head: number, tail: number): string {
  if (c.length < 2) return c.join('');
  const [h, t] = c.length > head + tail ? [head, tail] : [1, 0];
  return c.slice(0, h).join('') + STAR.repeat(c.length - h - t) + c.slice(c.length - t).join('');
}

/** Phone: keeps the first 3 and last 4 ('138****5678'); 2–7 characters keep only the first. */
export function maskPhone(s: Maskable): string {
  return keepEnds(chars(s), 3, 4);
}

/** Name: keeps the first character, and the last when longer than 2 ('张*', '欧*锋'). */
export function maskName(s: Maskable): string {
  return keepEnds(chars(s), 1, 1);
}

/** ID or credit code: keeps the first 6 and last 1 (last 4 above 17 chars); 2–7 keep only the first. */
export function maskCode(s: Maskable): string {
  const c = chars(s);
  return keepEnds(c, 6, c.length > 17 ? 4 : 1);
}

/** Masks by kind with the rules of maskPhone, maskName and maskCode. */
export function maskSensitive(s: Maskable, kind: MaskKind): string {
  if (kind === 'phone') return maskPhone(s);
  if (kind === 'name') return maskName(s);
  return maskCode(s);
}

// Exactly 8 characters are starred in full too, although the spec's "under 8" would keep 4 + 4 of them
// and so reveal everything.

/** Stricter masking: up to 8 characters all starred, else first 4 and last 4 kept; names keep char 1. */
export function maskStrict(s: Maskable, kind?: 'name'): string {
  const c = chars(s);
  if (kind === 'name') return c.slice(0, 1).join('') + STAR.repeat(Math.max(0, c.length - 1));
  if (c.length <= 8) return STAR.repeat(c.length);
  return c.slice(0, 4).join('') + STAR.repeat(c.length - 8) + c.slice(-4).join('');
}
