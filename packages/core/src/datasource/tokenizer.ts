import { ExpressionError } from './errors';

/** A lexical token of the expression language; `pos` is its offset in the source. */
export type Token =
  | { readonly type: 'num'; readonly value: number; readonly pos: number }
  | { readonly type: 'str'; readonly value: string; readonly pos: number }
  | { readonly type: 'ident'; readonly value: string; readonly pos: number }
  | { readonly type: 'punct'; readonly value: string; readonly pos: number }
  | { readonly type: 'eof'; readonly pos: number };

// Longest first so that '<=' wins over '<'; '===' and '!==' are accepted for authors used to JS.
const PUNCTUATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
  '<',
  '>',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
  '?',
  ':',
] as const;

const NUMBER = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const IDENT = /[A-Za-z_$][\w$]*/y;
const SPACE = /\s+/y;
const IDENT_CHAR = /[\w$]/;
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r' };

function matchAt(re: RegExp, src: string, pos: number): string | undefined {
  re.lastIndex = pos;
  return re.exec(src)?.[0];
}

function readString(src: string, start: number): { value: string; end: number } {
  const quote = src[start];
  let value = '';
  let i = start + 1;
  while (i < src.length) {
    const ch = src[i] as string;
    if (ch === quote) return { value, end: i + 1 };
    if (ch === '\\') {
      const next = src[i + 1];
      if (next === undefined) break;
      value += ESCAPES[next] ?? next;
      i += 2;
    } else {
      value += ch;
      i += 1;
    }
  }
  throw new ExpressionError('syntax', `unterminated string at ${start}`);
}

/** Splits an expression into tokens, ending with an 'eof' token; throws ExpressionError on bad input. */
export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < src.length) {
    const space = matchAt(SPACE, src, pos);
    if (space !== undefined) {
      pos += space.length;
      continue;
    }
    const ch = src[pos] as string;
    const num = matchAt(NUMBER, src, pos);
    if (num !== undefined) {
      if (IDENT_CHAR.test(src[pos + num.length] ?? '')) {
        throw new ExpressionError('syntax', `malformed number at ${pos}`);
      }
      tokens.push({ type: 'num', value: Number(num), pos });
      pos += num.length;
      continue;
    }
    const ident = matchAt(IDENT, src, pos);
    if (ident !== undefined) {
      tokens.push({ type: 'ident', value: ident, pos });
      pos += ident.length;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const { value, end } = readString(src, pos);
      tokens.push({ type: 'str', value, pos });
      pos = end;
      continue;
    }
    const punct = PUNCTUATORS.find((p) => src.startsWith(p, pos));
    if (punct === undefined) throw new ExpressionError('syntax', `unexpected character '${ch}' at ${pos}`);
    tokens.push({ type: 'punct', value: punct, pos });
    pos += punct.length;
  }
  tokens.push({ type: 'eof', pos });
  return tokens;
}
