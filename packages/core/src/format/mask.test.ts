import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MaskKind, maskCode, maskName, maskPhone, maskSensitive, maskStrict } from './mask';

describe('maskPhone / maskName / maskCode', () => {
  it.each<[MaskKind, string | number | null | undefined, string]>([
    ['phone', '13812345678', '138****5678'],
    ['phone', 13812345678, '138****5678'],
    ['phone', '+8613812345678', '+86*******5678'],
    ['phone', '12345678', '123*5678'],
    ['phone', '1234567', '1******'],
    ['phone', '12', '1*'],
    ['phone', '1', '1'],
    ['phone', '', ''],
    ['phone', null, ''],
    ['phone', undefined, ''],
    ['name', '张三', '张*'],
    ['name', '欧阳锋', '欧*锋'],
    ['name', '爱新觉罗·玄烨', '爱*****烨'],
    ['name', '王', '王'],
    ['name', '𠀀𠀁𠀂', '𠀀*𠀂'],
    ['name', 'Li', 'L*'],
    ['code', '110101199003077777', '110101********7777'],
    ['code', '91350100M000100Y43', '913501********0Y43'],
    ['code', '11010119900307777', '110101**********7'],
    ['code', '12345678', '123456*8'],
    ['code', '1234567', '1******'],
    ['code', '1234', '1***'],
    ['code', 'A', 'A'],
  ])('%s %j → %s', (kind, input, expected) => {
    expect(maskSensitive(input, kind)).toBe(expected);
    const direct = kind === 'phone' ? maskPhone : kind === 'name' ? maskName : maskCode;
    expect(direct(input)).toBe(expected);
  });
});

describe('maskStrict', () => {
  it.each<[string | null | undefined, 'name' | undefined, string]>([
    ['', undefined, ''],
    ['a', undefined, '*'],
    ['1234567', undefined, '*******'],
    ['12345678', undefined, '********'],
    ['123456789', undefined, '1234*6789'],
    ['110101199003077777', undefined, '1101**********7777'],
    [null, undefined, ''],
    ['张三丰', 'name', '张**'],
    ['张', 'name', '张'],
    ['', 'name', ''],
    [undefined, 'name', ''],
  ])('%j (%s) → %s', (input, kind, expected) => {
    expect(maskStrict(input, kind)).toBe(expected);
  });
});

// What each rule may show: [head, tail] kept for a string of n characters.
const RULES: Record<string, { mask: (s: string) => string; keep: (n: number) => [number, number] }> = {
  phone: { mask: maskPhone, keep: (n) => (n < 2 ? [n, 0] : n > 7 ? [3, 4] : [1, 0]) },
  name: { mask: maskName, keep: (n) => (n < 2 ? [n, 0] : n > 2 ? [1, 1] : [1, 0]) },
  code: {
    mask: maskCode,
    keep: (n) => (n < 2 ? [n, 0] : n > 17 ? [6, 4] : n > 7 ? [6, 1] : [1, 0]),
  },
  strict: { mask: (s) => maskStrict(s), keep: (n) => (n > 8 ? [4, 4] : [0, 0]) },
  strictName: { mask: (s) => maskStrict(s, 'name'), keep: (n) => [Math.min(n, 1), 0] },
};

// Full-Unicode strings, so surrogate pairs are exercised, but without '*' so a revealed star can't hide a leak.
const text = fc.string({ unit: 'grapheme-composite', maxLength: 40 }).filter((s) => !s.includes('*'));

describe.each(Object.entries(RULES))('%s properties', (_kind, { mask, keep }) => {
  it('preserves length, keeps exactly the allowed ends, stars the rest, and is idempotent', () => {
    fc.assert(
      fc.property(text, (s) => {
        const input = Array.from(s);
        const out = Array.from(mask(s));
        const [head, tail] = keep(input.length);
        expect(out).toHaveLength(input.length);
        out.forEach((ch, i) => {
          const shown = i < head || i >= input.length - tail;
          expect(ch).toBe(shown ? input[i] : '*');
        });
        expect(mask(mask(s))).toBe(mask(s));
      }),
      { numRuns: 500 },
    );
  });

  // With the property above, this proves the implementation never shows a whole string of 2+ characters.
  it('allows no rule that reveals a whole string of 2 or more characters', () => {
    fc.assert(
      fc.property(
        text.filter((s) => Array.from(s).length >= 2),
        (s) => {
          const n = Array.from(s).length;
          const [head, tail] = keep(n);
          expect(head + tail).toBeLessThan(n);
        },
      ),
    );
  });
});
