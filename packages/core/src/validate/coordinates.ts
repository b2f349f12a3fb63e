// Plain decimal notation only: exponent forms ('1e5'), hex, blanks and a bare sign are not coordinates
// anyone types into a form, and Number() would silently accept most of them.
const DECIMAL = /^[+-]?(\d+)(?:\.(\d{1,21}))?$/;
const MAX_DECIMALS = 21;

// A number's shortest round-trip string may use an exponent (1e-7); count the decimals it stands for.
function decimalPlaces(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

// Compared on the digits, not on Number(v): 21 decimals exceed double precision, so
// '180.000000000000000001' and '179.99999999999999999999' would both round to exactly 180.
function isDecimalWithin(v: string, limit: number): boolean {
  const match = DECIMAL.exec(v);
  if (!match) return false;
  const whole = Number(match[1]);
  if (whole !== limit) return whole < limit;
  return !/[1-9]/.test(match[2] ?? '');
}

function isCoordinate(v: unknown, limit: number): boolean {
  if (typeof v === 'string') return isDecimalWithin(v, limit);
  if (typeof v !== 'number' || !Number.isFinite(v)) return false;
  return v >= -limit && v <= limit && decimalPlaces(v) <= MAX_DECIMALS;
}

/** True for a number or plain decimal string within -180..180 with at most 21 decimals. */
export function isValidLongitude(v: unknown): boolean {
  return isCoordinate(v, 180);
}

/** True for a number or plain decimal string within -90..90 with at most 21 decimals. */
export function isValidLatitude(v: unknown): boolean {
  return isCoordinate(v, 90);
}
