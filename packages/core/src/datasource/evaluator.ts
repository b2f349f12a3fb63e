import type { BinaryOperator, ExprNode } from './ast';
import { ExpressionError, FORBIDDEN_NAMES } from './errors';
import { callHelper, type DictTable } from './helpers';
import { asNumber, type ExprValue, equals, toText, truthy, typeOf } from './values';
import { type DataSourceVariable, isDataSourceVariable } from './variables';

/** Everything an expression can read: the `$_` variables, the clock and the supplied dictionaries. */
export interface EvalScope {
  readonly variables: Readonly<Record<DataSourceVariable, ExprValue>>;
  readonly now: Date;
  readonly dicts: DictTable;
}

/** Deepest AST evaluated; long operator chains nest to the left without parser recursion. */
export const MAX_EVAL_DEPTH = 512;

function lookup(name: string, scope: EvalScope): ExprValue {
  const bare = name.startsWith('$_') ? name.slice(2) : name;
  if (!isDataSourceVariable(bare)) throw new ExpressionError('reference', `unknown name '${name}'`);
  return scope.variables[bare];
}

function isPlainObject(value: ExprValue): value is { readonly [key: string]: ExprValue } {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date)
    return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function member(object: ExprValue, key: ExprValue): ExprValue {
  if (Array.isArray(object)) {
    if (typeof key !== 'number' || !Number.isInteger(key)) {
      throw new ExpressionError('type', 'array index must be a whole number');
    }
    return (object as readonly ExprValue[])[key] ?? null;
  }
  if (isPlainObject(object)) {
    if (typeof key !== 'string' && typeof key !== 'number') {
      throw new ExpressionError('type', 'property name must be a string or number');
    }
    const name = String(key);
    if (FORBIDDEN_NAMES.has(name)) throw new ExpressionError('reference', `forbidden name '${name}'`);
    return Object.hasOwn(object, name) ? (object[name] as ExprValue) : null;
  }
  throw new ExpressionError('type', `cannot read a member of ${typeOf(object)}`);
}

function compare(op: '<' | '<=' | '>' | '>=', a: ExprValue, b: ExprValue): boolean {
  const ok =
    (typeof a === 'number' && typeof b === 'number') ||
    (typeof a === 'string' && typeof b === 'string') ||
    (a instanceof Date && b instanceof Date);
  if (!ok) throw new ExpressionError('type', `cannot compare ${typeOf(a)} with ${typeOf(b)}`);
  const [x, y] = a instanceof Date && b instanceof Date ? [a.getTime(), b.getTime()] : [a, b];
  if (op === '<') return x < y;
  if (op === '<=') return x <= y;
  if (op === '>') return x > y;
  return x >= y;
}

function binary(op: BinaryOperator, a: ExprValue, b: ExprValue): ExprValue {
  switch (op) {
    case '==':
      return equals(a, b);
    case '!=':
      return !equals(a, b);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(op, a, b);
    case '+':
      if (typeof a === 'number' && typeof b === 'number') return a + b;
      if (typeof a === 'string' || typeof b === 'string') return toText(a) + toText(b);
      throw new ExpressionError('type', `cannot add ${typeOf(a)} and ${typeOf(b)}`);
    default: {
      const x = asNumber(a, `'${op}'`);
      const y = asNumber(b, `'${op}'`);
      if (op === '-') return x - y;
      if (op === '*') return x * y;
      return op === '/' ? x / y : x % y;
    }
  }
}

function evaluate(node: ExprNode, scope: EvalScope, depth: number): ExprValue {
  if (depth > MAX_EVAL_DEPTH) throw new ExpressionError('limit', `expression deeper than ${MAX_EVAL_DEPTH}`);
  const ev = (n: ExprNode): ExprValue => evaluate(n, scope, depth + 1);
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'identifier':
      return lookup(node.name, scope);
    case 'array':
      return node.elements.map(ev);
    case 'member':
      return member(ev(node.object), node.property);
    case 'index':
      return member(ev(node.object), ev(node.index));
    case 'unary':
      return node.operator === '!' ? !truthy(ev(node.argument)) : -asNumber(ev(node.argument), "unary '-'");
    case 'binary':
      return binary(node.operator, ev(node.left), ev(node.right));
    case 'logical': {
      const left = ev(node.left);
      return (node.operator === '&&') === truthy(left) ? ev(node.right) : left;
    }
    case 'conditional':
      return truthy(ev(node.test)) ? ev(node.consequent) : ev(node.alternate);
    case 'call':
      return callHelper(node.callee, node.args.map(ev), scope);
  }
}

/** Evaluates a parsed expression; throws ExpressionError on unknown names, bad types or limits. */
export function evaluateExpression(node: ExprNode, scope: EvalScope): ExprValue {
  return evaluate(node, scope, 0);
}
