import { cleanResolved, stripRemovedWords } from './clean';
import { ExpressionError, FORBIDDEN_NAMES } from './errors';
import { type EvalScope, evaluateExpression } from './evaluator';
import type { DictTable } from './helpers';
import { parseExpression } from './parser';
import { type ExprValue, toText } from './values';
import {
  type DataSourceContext,
  type DataSourceVariable,
  isDataSourceVariable,
  variableValues,
} from './variables';

/** Options of the data-source resolver. */
export interface ResolveOptions {
  /** Dictionaries for `dict(type, key)`, by dictType. */
  readonly dicts?: DictTable;
}

/**
 * Request body built from a plate's parameters, with one warning per dropped parameter and the `$_`
 * names the parameters read: the parts of the context the body depends on (a dashboard asks before the
 * area's children are known when no parameter names them).
 */
export interface ResolveResult {
  readonly body: Record<string, unknown>;
  readonly warnings: string[];
  readonly variables: readonly DataSourceVariable[];
}

/** A plate parameter as the plate configuration lists it. */
export interface DataSourceParam {
  readonly key: string;
  readonly value: unknown;
}

/** Deepest nesting of arrays and objects inside one parameter value. */
export const MAX_VALUE_DEPTH = 8;

const EXPRESSION = /^\s*parameter\{([\s\S]*)\}\s*$/;
const EXACT_VARIABLE = /^\s*\$_(\w+)\s*$/;
const VARIABLE = /\$_(\w+)/g;

/** Scope for `evaluateExpression` built from a context and resolver options. */
export function createEvalScope(ctx: DataSourceContext, options: ResolveOptions = {}): EvalScope {
  return { variables: variableValues(ctx), now: ctx.now, dicts: options.dicts ?? {} };
}

function variable(name: string, scope: EvalScope): ExprValue {
  if (!isDataSourceVariable(name)) throw new ExpressionError('reference', `unknown variable '$_${name}'`);
  return scope.variables[name];
}

function resolveString(text: string, scope: EvalScope): unknown {
  const expression = EXPRESSION.exec(text);
  if (expression !== null) return cleanResolved(evaluateExpression(parseExpression(expression[1]!), scope));
  const exact = EXACT_VARIABLE.exec(text);
  if (exact !== null) return cleanResolved(variable(exact[1]!, scope));
  if (!text.includes('$_')) return text;
  return stripRemovedWords(text.replace(VARIABLE, (_, name: string) => toText(variable(name, scope))));
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function resolveValue(value: unknown, scope: EvalScope, depth: number): unknown {
  if (typeof value === 'string') return resolveString(value, scope);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (depth >= MAX_VALUE_DEPTH)
    throw new ExpressionError('limit', `value nested deeper than ${MAX_VALUE_DEPTH}`);
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, scope, depth + 1));
  if (typeof value === 'object' && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_NAMES.has(key)) throw new ExpressionError('reference', `forbidden key '${key}'`);
      out[key] = resolveValue(item, scope, depth + 1);
    }
    return out;
  }
  throw new ExpressionError('type', `unsupported value of type ${typeof value}`);
}

function entriesOf(params: unknown, warnings: string[]): [unknown, unknown][] {
  if (Array.isArray(params)) {
    return params.map((p): [unknown, unknown] =>
      p !== null && typeof p === 'object'
        ? [(p as { key?: unknown }).key, (p as { value?: unknown }).value]
        : [p, undefined],
    );
  }
  if (params !== null && typeof params === 'object') return Object.entries(params);
  warnings.push('parameters are neither a list nor an object; body left empty');
  return [];
}

// Keys come from configuration data; never call their toString, which could throw.
function label(key: unknown): string {
  const text = typeof key === 'string' || typeof key === 'number' ? String(key) : `<${typeof key}>`;
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

/**
 * Builds the request body of a plate's data source from its parameters. `$_name` values are
 * substituted, `parameter{...}` values evaluated; a parameter that cannot be resolved is dropped
 * with a warning. Never throws.
 */
export function resolveDataSourceParams(
  params: Readonly<Record<string, unknown>> | readonly DataSourceParam[],
  ctx: DataSourceContext,
  options: ResolveOptions = {},
): ResolveResult {
  const warnings: string[] = [];
  const body: Record<string, unknown> = {};
  const read = new Set<DataSourceVariable>();
  let scope: EvalScope;
  try {
    scope = readTracked(createEvalScope(ctx, options), read);
  } catch (error) {
    return { body, warnings: [`context unusable: ${describe(error)}`], variables: [] };
  }
  try {
    for (const [key, value] of entriesOf(params, warnings)) {
      if (typeof key !== 'string' || key === '' || FORBIDDEN_NAMES.has(key)) {
        warnings.push(`parameter ${label(key)} dropped: invalid key`);
        continue;
      }
      try {
        const resolved = resolveValue(value, scope, 0);
        if (Object.hasOwn(body, key)) warnings.push(`parameter ${label(key)} given twice; the last one wins`);
        body[key] = resolved;
      } catch (error) {
        warnings.push(`parameter ${label(key)} dropped: ${describe(error)}`);
      }
    }
  } catch (error) {
    // Reading the parameters themselves failed (e.g. a throwing getter); keep what was resolved.
    warnings.push(`parameters unreadable: ${describe(error)}`);
  }
  return { body, warnings, variables: [...read] };
}

/** The scope with its variables read through a proxy that notes each name read into `read`. */
function readTracked(scope: EvalScope, read: Set<DataSourceVariable>): EvalScope {
  const variables = new Proxy(scope.variables, {
    get(target, name, receiver) {
      if (typeof name === 'string' && isDataSourceVariable(name)) read.add(name);
      return Reflect.get(target, name, receiver);
    },
  });
  return { ...scope, variables };
}

function describe(error: unknown): string {
  if (error instanceof ExpressionError) return `${error.kind} error: ${error.message}`;
  return error instanceof Error ? error.message : 'unexpected failure';
}
