import { describe, expect, it } from 'vitest';
import { traceCodeOf } from './trace-code';

describe('traceCodeOf', () => {
  it.each([
    ['http://localhost:8775/trace/31015120260301000123', '31015120260301000123'],
    ['https://x.gov.cn/trace/HG-2026-0001?from=qr', 'HG-2026-0001'],
    ['/traceSource?certNo=HG310151202603010001', 'HG310151202603010001'],
    ['/traceSource?code=31015120260301000123', '31015120260301000123'],
    ['  31015120260301000123 ', '31015120260301000123'],
  ])('reads %s', (text, code) => {
    expect(traceCodeOf(text)).toBe(code);
  });

  it.each(['', 'abc', 'https://example.com/other', "1' OR 1=1", 'javascript:alert(1)'])(
    'refuses %s',
    (text) => {
      expect(traceCodeOf(text)).toBeNull();
    },
  );
});
