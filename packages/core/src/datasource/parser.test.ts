import { describe, expect, it } from 'vitest';
import type { ExprNode } from './ast';
import { ExpressionError } from './errors';
import { MAX_EXPRESSION_LENGTH, MAX_NESTING, parseExpression } from './parser';

// Renders an AST fully parenthesised so that precedence is visible in the expectation.
function show(node: ExprNode): string {
  switch (node.type) {
    case 'literal':
      return JSON.stringify(node.value);
    case 'identifier':
      return node.name;
    case 'array':
      return `[${node.elements.map(show).join(', ')}]`;
    case 'member':
      return `${show(node.object)}.${node.property}`;
    case 'index':
      return `${show(node.object)}[${show(node.index)}]`;
    case 'unary':
      return `(${node.operator}${show(node.argument)})`;
    case 'binary':
    case 'logical':
      return `(${show(node.left)} ${node.operator} ${show(node.right)})`;
    case 'conditional':
      return `(${show(node.test)} ? ${show(node.consequent)} : ${show(node.alternate)})`;
    case 'call':
      return `${node.callee}(${node.args.map(show).join(', ')})`;
  }
}

describe('parseExpression precedence', () => {
  it.each([
    ['1 + 2 * 3', '(1 + (2 * 3))'],
    ['(1 + 2) * 3', '((1 + 2) * 3)'],
    ['1 - 2 - 3', '((1 - 2) - 3)'],
    ['8 / 4 % 3', '((8 / 4) % 3)'],
    ['-2 * 3', '((-2) * 3)'],
    ['-a[0]', '(-a[0])'],
    ['!a == b', '((!a) == b)'],
    ['a + 1 < b * 2', '((a + 1) < (b * 2))'],
    ['a < b == c >= d', '((a < b) == (c >= d))'],
    ['a === b', '(a == b)'],
    ['a !== b', '(a != b)'],
    ['a || b && c', '(a || (b && c))'],
    ['a && b || c', '((a && b) || c)'],
    ['a ? b : c ? d : e', '(a ? b : (c ? d : e))'],
    ['a || b ? c + 1 : d', '((a || b) ? (c + 1) : d)'],
    ['a.b.c', 'a.b.c'],
    ['a[1][2]', 'a[1][2]'],
    ['f(1, g(2), [3, 4])', 'f(1, g(2), [3, 4])'],
    ['[1, 2,]', '[1, 2]'],
    ['[]', '[]'],
    ['now()', 'now()'],
    ['\'x\' + "y"', '("x" + "y")'],
    ['true && false || null', '((true && false) || null)'],
  ])('%s', (src, tree) => {
    expect(show(parseExpression(src))).toBe(tree);
  });
});

describe('parseExpression errors', () => {
  it.each([
    ['', 'syntax', 'unexpected end of input'],
    ['1 +', 'syntax', 'unexpected end of input'],
    ['1 2', 'syntax', "unexpected '2'"],
    ['(1', 'syntax', "expected ')'"],
    ['[1 2]', 'syntax', "expected ','"],
    ['[', 'syntax', 'unexpected end of input'],
    ['a ? b', 'syntax', "expected ':'"],
    ['a.', 'syntax', 'expected a property name'],
    ['a.1', 'syntax', 'expected a property name'],
    ['a[1', 'syntax', "expected ']'"],
    [')', 'syntax', "unexpected ')'"],
    ['(1)(2)', 'syntax', 'only helper functions can be called'],
    ['a.b(1)', 'syntax', 'only helper functions can be called'],
    ['__proto__', 'syntax', "forbidden name '__proto__'"],
    ['a.constructor', 'syntax', "forbidden name 'constructor'"],
    ['a.prototype', 'syntax', "forbidden name 'prototype'"],
    ['constructor(1)', 'syntax', 'forbidden name'],
    ['1'.padEnd(MAX_EXPRESSION_LENGTH + 1, ' '), 'limit', 'longer than'],
    [`${'('.repeat(MAX_NESTING + 1)}1${')'.repeat(MAX_NESTING + 1)}`, 'limit', 'nesting deeper'],
    [`${'-'.repeat(200)}1`, 'limit', 'nesting deeper'],
    [`${'['.repeat(100)}${']'.repeat(100)}`, 'limit', 'nesting deeper'],
  ])('%j fails with a %s error', (src, kind, message) => {
    let caught: unknown;
    try {
      parseExpression(src);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ExpressionError);
    expect((caught as ExpressionError).kind).toBe(kind);
    expect((caught as ExpressionError).message).toContain(message);
  });

  it('accepts nesting up to the limit', () => {
    const depth = MAX_NESTING - 1;
    expect(() => parseExpression(`${'('.repeat(depth)}1${')'.repeat(depth)}`)).not.toThrow();
  });
});
