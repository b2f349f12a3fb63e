import { describe, expect, it } from 'vitest';
import { DLBM_CLASSES, DLBM_CODES, dlbmClassOf, isDlbmCode } from './dlbm';

describe('DLBM', () => {
  it('allows exactly 23 four-digit codes, each under a listed class', () => {
    const codes = Object.keys(DLBM_CODES);
    expect(codes).toHaveLength(23);
    for (const code of codes) {
      expect(code).toMatch(/^\d{4}$/);
      expect(Object.keys(DLBM_CLASSES)).toContain(code.slice(0, 2));
    }
  });

  it('uses every class', () => {
    const used = new Set(Object.keys(DLBM_CODES).map((c) => c.slice(0, 2)));
    expect([...used].sort()).toEqual(Object.keys(DLBM_CLASSES).sort());
  });

  it.each<[unknown, string | undefined]>([
    ['0101', '01'],
    ['0103', '01'],
    ['0204', '02'],
    ['0307', '03'],
    ['0403', '04'],
    ['1006', '10'],
    ['1107', '11'],
    ['1203', '12'],
    ['0404', undefined],
    ['1101', undefined],
    ['1201', undefined],
    ['01', undefined],
    [101, undefined],
    ['toString', undefined],
  ])('dlbmClassOf(%j) is %j', (code, cls) => {
    expect(dlbmClassOf(code)).toBe(cls);
    expect(isDlbmCode(code)).toBe(cls !== undefined);
  });

  it.each([
    ['0101', '水田'],
    ['0102', '水浇地'],
    ['0103', '旱地'],
    ['0201', '果园'],
    ['0202', '茶园'],
    ['1202', '设施农用地'],
  ])('%s is %s', (code, label) => {
    expect(DLBM_CODES[code as keyof typeof DLBM_CODES]).toBe(label);
  });
});
