import { describe, expect, it } from 'vitest';
import { decodeText, encodeGbk, parseCsv } from './text';

describe('encodeGbk / decodeText', () => {
  it('encodes with the GBK byte pairs and decodes back, ASCII unchanged', () => {
    expect([...encodeGbk('名称,A1')]).toEqual([0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0x41, 0x31]);
    const text = '崇明区陈家镇，统一社会信用代码：93310151MA1TEXT1';
    expect(decodeText(encodeGbk(text))).toBe(text);
  });

  it('refuses a character GBK cannot spell instead of writing a wrong byte', () => {
    expect(() => encodeGbk('丰收🌾')).toThrow(RangeError);
  });

  it('decodes UTF-8 with or without a BOM', () => {
    const utf8 = new TextEncoder().encode('\uFEFF主体名称');
    expect(decodeText(utf8)).toBe('主体名称');
    expect(decodeText(utf8.subarray(3))).toBe('主体名称');
  });

  it('parses GBK CSV with quoted fields into the same cells as UTF-8', async () => {
    const csv = '主体名称,地址\r\n"上海崇明""甲""合作社","崇明区, 城桥镇"\r\n';
    expect(await parseCsv(decodeText(encodeGbk(csv)))).toEqual(await parseCsv(csv));
  });
});
