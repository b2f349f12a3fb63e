import type { BinaryOperator, ExprNode } from './ast';
import { ExpressionError, FORBIDDEN_NAMES } from './errors';
import { type Token, tokenize } from './tokenizer';

/** Longest `parameter{...}` expression source accepted, in characters. */
export const MAX_EXPRESSION_LENGTH = 2000;

/** Deepest nesting of parentheses, brackets, calls, unary and ternary operators accepted. */
export const MAX_NESTING = 64;

// Left binding powers; a higher number binds tighter. Postfix member/index/call binds tightest.
const INFIX_POWER: Readonly<Record<string, number>> = {
  '?': 1,
  '||': 2,
  '&&': 3,
  '==': 4,
  '!=': 4,
  '===': 4,
  '!==': 4,
  '<': 5,
  '<=': 5,
  '>': 5,
  '>=': 5,
  '+': 6,
  '-': 6,
  '*': 7,
  '/': 7,
  '%': 7,
  '.': 9,
  '[': 9,
  '(': 9,
};
const PREFIX_POWER = 8;

function checkName(name: string, pos: number): string {
  if (FORBIDDEN_NAMES.has(name)) throw new ExpressionError('syntax', `forbidden name '${name}' at ${pos}`);
  return name;
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): ExprNode {
    const node = this.expression(0);
    const rest = this.peek();
    if (rest.type !== 'eof') throw this.unexpected(rest);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'eof') this.index += 1;
    return token;
  }

  private isPunct(value: string): boolean {
    const token = this.peek();
    return token.type === 'punct' && token.value === value;
  }

  private expect(value: string): void {
    if (!this.isPunct(value)) throw this.unexpected(this.peek(), `'${value}'`);
    this.index += 1;
  }

  private unexpected(token: Token, wanted?: string): ExpressionError {
    const seen = token.type === 'eof' ? 'end of input' : `'${String(token.value)}'`;
    const hint = wanted === undefined ? '' : `, expected ${wanted}`;
    return new ExpressionError('syntax', `unexpected ${seen} at ${token.pos}${hint}`);
  }

  private expression(minPower: number): ExprNode {
    this.depth += 1;
    if (this.depth > MAX_NESTING) throw new ExpressionError('limit', `nesting deeper than ${MAX_NESTING}`);
    try {
      let left = this.prefix();
      for (;;) {
        const token = this.peek();
        const power = token.type === 'punct' ? (INFIX_POWER[token.value] ?? 0) : 0;
        if (power <= minPower || token.type !== 'punct') return left;
        this.index += 1;
        left = this.infix(left, token.value, power);
      }
    } finally {
      this.depth -= 1;
    }
  }

  private prefix(): ExprNode {
    const token = this.next();
    switch (token.type) {
      case 'num':
      case 'str':
        return { type: 'literal', value: token.value };
      case 'ident':
        if (token.value === 'true' || token.value === 'false') {
          return { type: 'literal', value: token.value === 'true' };
        }
        if (token.value === 'null') return { type: 'literal', value: null };
        return { type: 'identifier', name: checkName(token.value, token.pos) };
      case 'punct':
        return this.prefixPunct(token.value, token);
      default:
        throw this.unexpected(token);
    }
  }

  private prefixPunct(value: string, token: Token): ExprNode {
    if (value === '-' || value === '!') {
      return { type: 'unary', operator: value, argument: this.expression(PREFIX_POWER - 1) };
    }
    if (value === '(') {
      const inner = this.expression(0);
      this.expect(')');
      return inner;
    }
    if (value === '[') return { type: 'array', elements: this.list(']') };
    throw this.unexpected(token);
  }

  private list(close: string): ExprNode[] {
    const items: ExprNode[] = [];
    while (!this.isPunct(close)) {
      items.push(this.expression(0));
      if (!this.isPunct(close)) this.expect(',');
    }
    this.index += 1;
    return items;
  }

  private infix(left: ExprNode, op: string, power: number): ExprNode {
    switch (op) {
      case '?': {
        const consequent = this.expression(0);
        this.expect(':');
        return { type: 'conditional', test: left, consequent, alternate: this.expression(0) };
      }
      case '.': {
        const name = this.next();
        if (name.type !== 'ident') throw this.unexpected(name, 'a property name');
        return { type: 'member', object: left, property: checkName(name.value, name.pos) };
      }
      case '[': {
        const index = this.expression(0);
        this.expect(']');
        return { type: 'index', object: left, index };
      }
      case '(':
        if (left.type !== 'identifier')
          throw new ExpressionError('syntax', 'only helper functions can be called');
        return { type: 'call', callee: left.name, args: this.list(')') };
      case '&&':
      case '||':
        return { type: 'logical', operator: op, left, right: this.expression(power) };
      default: {
        const operator = (op === '===' ? '==' : op === '!==' ? '!=' : op) as BinaryOperator;
        return { type: 'binary', operator, left, right: this.expression(power) };
      }
    }
  }
}

/** Parses expression source into an AST; throws ExpressionError on syntax errors or limits. */
export function parseExpression(source: string): ExprNode {
  if (source.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError('limit', `expression longer than ${MAX_EXPRESSION_LENGTH} characters`);
  }
  return new Parser(tokenize(source)).parse();
}
