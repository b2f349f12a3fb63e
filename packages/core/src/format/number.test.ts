import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLargeNumber, formatLargeNumberText, round, scaledUnit } from './number';

describe('round', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.255, 2, 1.26],
    [8.345, 2, 8.35],
    [1.45, 1, 1.5],
    [0.615, 2, 0.62],
    [10.235, 2, 10.24],
    [-1.005, 2, -1.01],
    [-2.5, 0, -3],
    [2.5, 0, 3],
    [1234.5678, 0, 1235],
    [1e-7, 2, 0],
    [1.23e-5, 6, 0.000012],
    [1e21 + 0.5, 2, 1e21],
    [123456789.123456, 3, 123456789.123],
    [0, 2, 0],
    [-0, 2, 0],
    [-0.001, 2, 0],
  ])('round(%d, %d) = %d', (n, d, expected) => {
    expect(round(n, d)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('passes %d through', (n) => {
    expect(round(n)).toBe(n);
  });

  it('defaults to 2 decimals', () => {
    expect(round(12.3456)).toBe(12.35);
  });

  it.each([-1, 1.5, 21, Number.NaN])('rejects decimals = %d', (d) => {
    expect(() => round(1, d)).toThrow(RangeError);
  });

  it('lands within half a unit of the last place and is symmetric', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 }), (n, d) => {
        const r = round(n, d);
        expect(Math.abs(r - n)).toBeLessThanOrEqual(0.5 * 10 ** -d + Math.abs(n) * 1e-15);
        expect(round(-n, d)).toBe(r === 0 ? 0 : -r);
        expect(round(r, d)).toBe(r);
      }),
    );
  });
});

describe('formatLargeNumber', () => {
  it.each<[unknown, number | undefined, string, string]>([
    [0, undefined, '0.00', ''],
    [999, undefined, '999.00', ''],
    [999.999, undefined, '1000.00', ''],
    [1000, undefined, '0.10', '万'],
    [12345, undefined, '1.23', '万'],
    [12350, undefined, '1.24', '万'],
    [9999999, undefined, '1000.00', '万'],
    [10000000, undefined, '0.10', '亿'],
    [123456789, undefined, '1.23', '亿'],
    [123456789012, 1, '1234.6', '亿'],
    [-12345, undefined, '-1.23', '万'],
    [-999, 0, '-999', ''],
    [-0.001, undefined, '0.00', ''],
    [12345, 0, '1', '万'],
    [12345, 4, '1.2345', '万'],
    ['12345', undefined, '1.23', '万'],
    [' 5 ', 1, '5.0', ''],
    [Number.NaN, undefined, '--', ''],
    [Number.POSITIVE_INFINITY, undefined, '--', ''],
    [null, undefined, '--', ''],
    [undefined, undefined, '--', ''],
    ['', undefined, '--', ''],
    ['  ', undefined, '--', ''],
    ['abc', undefined, '--', ''],
    [{}, undefined, '--', ''],
    [[1], undefined, '--', ''],
  ])('%j (%s decimals) → %s%s', (n, d, value, unit) => {
    expect(formatLargeNumber(n, d)).toEqual({ value, unit });
    expect(formatLargeNumberText(n, d)).toBe(value + unit);
  });

  it('rejects bad decimals', () => {
    expect(() => formatLargeNumber(1, -1)).toThrow(RangeError);
  });

  it('keeps magnitude, sign and decimal count for any finite number', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (n, d) => {
          const { value, unit } = formatLargeNumber(n, d);
          const whole = Math.trunc(Math.abs(n));
          const expectedUnit = whole >= 1e7 ? '亿' : whole >= 1e3 ? '万' : '';
          expect(unit).toBe(expectedUnit);
          expect(value).toMatch(d === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${d}}$`));
          const scale = unit === '亿' ? 1e8 : unit === '万' ? 1e4 : 1;
          const back = Number(value) * scale;
          expect(Math.abs(back - n)).toBeLessThanOrEqual(
            0.5 * 10 ** -d * scale * (1 + 1e-9) + Math.abs(n) * 1e-12,
          );
          // A minus sign only on a negative number.
          expect(value.startsWith('-') && n >= 0, value).toBe(false);
        },
      ),
    );
  });

  it('formats numeric strings exactly like numbers', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(formatLargeNumber(String(n))).toEqual(formatLargeNumber(n));
      }),
    );
  });
});

describe('scaledUnit', () => {
  it.each([
    ['万', '万元', '亿元'],
    ['亿', '万元', '万亿元'],
    ['万', '亿元', '万亿元'],
    ['万', '元', '万元'],
    ['亿', '亩', '亿亩'],
    ['', '万元', '万元'],
    ['万', '', '万'],
  ] as const)('%s of %s reads %s', (magnitude, unit, expected) => {
    expect(scaledUnit(magnitude, unit)).toBe(expected);
  });
});
