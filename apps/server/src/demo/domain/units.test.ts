import { describe, expect, it } from 'vitest';
import {
  creditCodeProblem,
  idCardCheckChar,
  isValidCreditCode,
  makeCreditCode,
} from '../../import/credit-code';
import { clipToRect, crossings, insetRing, isSimple, type P } from './clip';
import { layoutVillage } from './field-layout';
import { ellipsoidalArea } from './geodesy';
import { farmShortName, villageShort } from './names';
import { Rng } from './rng';

describe('credit codes (GB 32100)', () => {
  it('accepts published codes and rejects a changed check character', () => {
    // 小米科技有限责任公司 and 华为技术有限公司, public registrations.
    for (const c of ['91110108551385082Q', '914403001922038216']) expect(isValidCreditCode(c)).toBe(true);
    expect(creditCodeProblem('91110108551385082A')).toBe('统一社会信用代码校验位不正确');
    expect(creditCodeProblem('9111010855138508')).toMatch(/18位/);
    expect(creditCodeProblem('91110108551385O82Q')).toMatch(/不允许的字符/);
  });

  it('builds codes whose organisation code and check character are right', () => {
    const code = makeCreditCode('93', '310151', 'MA1K3X7P');
    expect(code).toHaveLength(18);
    expect(isValidCreditCode(code)).toBe(true);
  });

  it('computes ID card check characters (GB 11643)', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
  });
});

describe('field layout', () => {
  const village = [
    [121.5, 31.6],
    [121.52, 31.6],
    [121.52, 31.615],
    [121.51, 31.605],
    [121.5, 31.615],
    [121.5, 31.6],
  ];

  it('is reproducible from its seed', () => {
    const a = layoutVillage(village, 300, new Rng(7, 'v'));
    const b = layoutVillage(village, 300, new Rng(7, 'v'));
    expect(a).toEqual(b);
    expect(layoutVillage(village, 300, new Rng(8, 'v'))).not.toEqual(a);
  });

  it('lays about the target number of simple strips of field size', () => {
    const blocks = layoutVillage(village, 300, new Rng(1, 'v'));
    const strips = blocks.flatMap((b) => b.strips);
    expect(strips.length).toBeGreaterThan(250);
    expect(strips.length).toBeLessThanOrEqual(300);
    for (const s of strips) {
      expect(isSimple(s.slice(0, -1).map(([x, y]) => [x, y] as P))).toBe(true);
      const m2 = ellipsoidalArea(s);
      expect(m2).toBeGreaterThan(200);
      expect(m2).toBeLessThan(300 * 80 * 1.3);
    }
  });

  it('clips a strip against a notch without zero-width spikes', () => {
    const ring: P[] = [
      [0, 0],
      [100, 0],
      [100, 100],
      [60, 100],
      [60, 40],
      [40, 40],
      [40, 100],
      [0, 100],
    ];
    const r = { u0: 30, u1: 50, v0: 20, v1: 120 };
    expect(crossings(ring, r)).toBe(2);
    const piece = clipToRect(ring, r);
    expect(isSimple(piece)).toBe(true);
    expect(piece).toHaveLength(6);
  });

  it('insets a square by the clearance', () => {
    const sq: P[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(insetRing(sq, 1).map((p) => p.map((x) => Math.round(x * 1e9) / 1e9))).toEqual([
      [1, 1],
      [9, 1],
      [9, 9],
      [1, 9],
    ]);
  });
});

describe('villageShort', () => {
  it.each([
    ['城桥村村委会', '城桥村'],
    ['城桥村民委员会', '城桥村'],
    ['新建村委会', '新建村'],
    ['南门居委会', '南门社区'],
    ['东门社区居委会', '东门社区'],
    ['港西村', '港西村'],
  ])('%s → %s (one 村, as a register writes it)', (name, short) => {
    expect(villageShort(name)).toBe(short);
  });
});

describe('farmShortName', () => {
  it.each([
    ['上海崇明瀛洲稻米专业合作社', '崇明瀛洲稻米合作社'],
    ['上海瀛洲稻米发展有限公司', '瀛洲稻米发展公司'],
    ['崇明区城桥镇秦静家庭农场', '城桥镇秦静家庭农场'],
    ['城桥镇秦静种植大户', '城桥镇秦静种植大户'],
  ])('%s → %s (whole words, the legal form short)', (name, short) => {
    expect(farmShortName(name, '崇明区')).toBe(short);
  });
});
