import { describe, expect, it } from 'vitest';
import { cellOf, valueAt, widthsOf } from './xlsx';

describe('cells of an export', () => {
  it('keeps numbers, reads flags and lists as text, leaves empty values empty', () => {
    expect(cellOf(12.5)).toBe(12.5);
    expect(cellOf(Number.NaN)).toBeNull();
    expect(cellOf(true)).toBe('是');
    expect(cellOf(['水稻', null, '小麦'])).toBe('水稻、小麦');
    expect(cellOf(null)).toBeNull();
    expect(cellOf(undefined)).toBeNull();
    expect(cellOf({ a: 1 })).toBe('{"a":1}');
    // Text that a spreadsheet would read as a formula gets an apostrophe (OWASP formula injection).
    for (const v of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(cellOf(v)).toBe(`'${v}`);
    expect(cellOf(['=1', '水稻'])).toBe("'=1、水稻");
    expect(cellOf('崇明=好')).toBe('崇明=好');
    expect(cellOf(-3)).toBe(-3);
  });

  it('reads dotted paths and sizes columns by their widest text (a Chinese character counts two)', () => {
    expect(valueAt({ farm: { name: '农场' } }, 'farm.name')).toBe('农场');
    expect(valueAt({ farm: null }, 'farm.name')).toBeUndefined();
    const [w1, w2] = widthsOf(
      [
        { key: 'a', title: '名称' },
        { key: 'b', title: 'x', width: 30 },
      ],
      [['上海崇明农欣粮油专业合作社', 1]],
    );
    expect(w1).toBe(13 * 2 + 2);
    expect(w2).toBe(30);
  });
});
