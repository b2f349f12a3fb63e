/**
 * A float that only binary arithmetic produced (359.44000000000005): many decimals, yet within a rounding
 * error of a short decimal. Coordinates and ratios with genuinely many digits are not artefacts.
 */
export function isFloatArtefact(v: number): boolean {
  if (Number.isInteger(v) || !Number.isFinite(v)) return false;
  const s = String(v);
  const decimals = s.includes('e') ? 99 : s.length - s.indexOf('.') - 1;
  return decimals >= 12 && Math.abs(v - Number(v.toFixed(8))) < 1e-9;
}

/** Every number of an answer with the path leading to it. */
export function* numbersOf(
  value: unknown,
  path: string,
): Generator<[string, number, Record<string, unknown>?]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* numbersOf(v, `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'number') yield [`${path}.${k}`, v, value as Record<string, unknown>];
      else yield* numbersOf(v, `${path}.${k}`);
    }
  }
}
