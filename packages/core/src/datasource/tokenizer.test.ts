import { describe, expect, it } from 'vitest';
import { ExpressionError } from './errors';
import { tokenize } from './tokenizer';

const shape = (src: string) => tokenize(src).map((t) => (t.type === 'eof' ? 'eof' : `${t.type}:${t.value}`));

describe('tokenize', () => {
  it.each<[string, string[]]>([
    ['1 + 2.5', ['num:1', 'punct:+', 'num:2.5', 'eof']],
    ['1e3', ['num:1000', 'eof']],
    ['$_areaId', ['ident:$_areaId', 'eof']],
    ["'a\\'b'", ["str:a'b", 'eof']],
    ['"x\\ny\\tz\\q"', ['str:x\ny\tzq', 'eof']],
    ['a<=b', ['ident:a', 'punct:<=', 'ident:b', 'eof']],
    ['a===b!==c', ['ident:a', 'punct:===', 'ident:b', 'punct:!==', 'ident:c', 'eof']],
    ['!a&&b||c', ['punct:!', 'ident:a', 'punct:&&', 'ident:b', 'punct:||', 'ident:c', 'eof']],
    ['x[0].y', ['ident:x', 'punct:[', 'num:0', 'punct:]', 'punct:.', 'ident:y', 'eof']],
    ['', ['eof']],
  ])('%j', (src, tokens) => {
    expect(shape(src)).toEqual(tokens);
  });

  it.each([
    ["'open", 'unterminated string'],
    ["'trailing\\", 'unterminated string'],
    ['3abc', 'malformed number'],
    ['a = 1', "unexpected character '='"],
    ['a & b', "unexpected character '&'"],
    ['#', "unexpected character '#'"],
  ])('rejects %j (%s)', (src, message) => {
    expect(() => tokenize(src)).toThrow(ExpressionError);
    expect(() => tokenize(src)).toThrow(message);
  });
});
