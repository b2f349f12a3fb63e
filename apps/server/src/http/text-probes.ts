import type { z } from 'zod';

/** One string with a control character sent to one string field of a request body. */
export interface TextProbe {
  /** The field's path as respCode 300 names it ('rows.0.name' for a field of a list's element). */
  field: string;
  /** The control character sent, as its code point ('U+0000'). */
  sent: string;
  /** The whole body: the probe at the field, literal discriminators beside it, nothing else. */
  body: unknown;
}

type Path = readonly (string | number)[];
type Build = (value: unknown) => unknown;
interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const PASS_THROUGH = new Set([
  'optional',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'nullable',
]);

/** NUL (PostgreSQL text cannot hold it) and BEL (a control character no text field needs). */
const CONTROLS = ['\u0000', '\u0007'];

/**
 * Every control-character probe of a body schema: each string field (of objects, lists, records and union
 * options) gets a value of the length it accepts with a NUL, then with a BEL, inside; the answer must refuse
 * it, naming the field. The length is kept inside the field's bounds so the refusal is for the character.
 */
export function textProbes(body: z.ZodType): TextProbe[] {
  const probes: TextProbe[] = [];
  const seen = new Set<string>();
  walk(
    body,
    [],
    (v) => v,
    0,
    (path, build, length) => {
      const field = path.join('.');
      for (const c of CONTROLS) {
        const sent = `U+${c.codePointAt(0)!.toString(16).padStart(4, '0').toUpperCase()}`;
        const key = `${field} ${sent}`;
        if (seen.has(key)) continue;
        seen.add(key);
        probes.push({ field, sent, body: build(sampleWith(c, length)) });
      }
    },
  );
  return probes;
}

/** A string of `length.min`…`length.max` characters with `c` in the middle. */
function sampleWith(c: string, length: { min: number; max: number }): string {
  const n = Math.min(Math.max(length.min, 5), length.max);
  if (n <= 1) return c;
  const half = Math.floor((n - 1) / 2);
  return 'a'.repeat(half) + c + 'b'.repeat(n - 1 - half);
}

type OnString = (path: Path, build: Build, length: { min: number; max: number }) => void;

function walk(schema: z.ZodType, path: Path, build: Build, depth: number, on: OnString): undefined {
  if (depth > 12) return;
  const def = defOf(schema);
  const next = (s: unknown, p: Path, b: Build) => walk(s as z.ZodType, p, b, depth + 1, on);
  if (PASS_THROUGH.has(def.type)) return next(def.innerType, path, build);
  switch (def.type) {
    case 'string':
      on(path, build, lengthOf(def));
      return;
    case 'pipe':
      return defOf(def.in).type === 'transform' ? next(def.out, path, build) : next(def.in, path, build);
    case 'lazy':
      return next((def.getter as () => unknown)(), path, build);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const filler = literalsOf(shape);
      for (const [key, field] of Object.entries(shape))
        next(field, [...path, key], (v) => build({ ...filler, [key]: v }));
      return;
    }
    case 'array':
      return next(def.element, [...path, 0], (v) => build([v]));
    case 'record':
      return next(def.valueType, [...path, 'k'], (v) => build({ k: v }));
    case 'tuple':
      (def.items as z.ZodType[]).forEach((item, i, items) => {
        next(item, [...path, i], (v) => build(items.map((_, j) => (j === i ? v : 0))));
      });
      return;
    case 'intersection':
      next(def.left, path, build);
      next(def.right, path, build);
      return;
    case 'union':
      for (const option of def.options as z.ZodType[]) next(option, path, build);
      return;
    default:
      return;
  }
}

/** The length bounds of a string schema's own checks. */
function lengthOf(def: Def): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of (def.checks as { _zod: { def: Def } }[] | undefined) ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') min = Math.max(min, c.minimum as number);
    if (c.check === 'max_length') max = Math.min(max, c.maximum as number);
    if (c.check === 'length_equals') min = max = c.length as number;
  }
  return { min, max };
}

/** The literal fields of an object (discriminators), so a probe reaches the option it aims at. */
function literalsOf(shape: Record<string, z.ZodType>): Record<string, unknown> {
  const filler: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    let def = defOf(field);
    while (PASS_THROUGH.has(def.type)) def = defOf(def.innerType);
    if (def.type === 'literal') filler[key] = (def.values as unknown[])[0];
  }
  return filler;
}
