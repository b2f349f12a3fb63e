import type { z } from 'zod';
import { oneOrManyUnions } from './strict';

/** One wrong-typed value sent to one field of a request body: the answer must refuse it, naming the field. */
export interface StrictProbe {
  /** The field's path as respCode 300 names it ('farmIds.0' for an element of a list). */
  field: string;
  /** What was sent, as JSON: '"1"', 'true', '[1]', 'null'. */
  sent: string;
  /** The whole body: the wrong value at the field, literal discriminators beside it, nothing else. */
  body: unknown;
}

type Path = readonly (string | number)[];
type Build = (value: unknown) => unknown;
interface Leaf {
  path: Path;
  kind: 'number' | 'boolean';
  nullable: boolean;
  oneOrMany: boolean;
  /** A value of the right type the field accepts, so a refused probe is refused for its type, not its range. */
  sample: number | boolean;
  build: Build;
}
interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

// Wrappers whose inner type decides what is accepted (null aside).
const PASS_THROUGH = new Set(['optional', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/**
 * Every wrong-typed probe of a body schema: for each number field "1", true, [1] and null, for each boolean
 * "true", 1, [true] and null, leaving out what the schema declares (null on a nullable field, a list on a
 * registered one-or-many union). The "1" of a number is its smallest accepted value as a string, so a
 * coercing schema cannot hide behind its range. A code that also takes a digit string of fixed width (area
 * codes, 12 digits) still refuses "1": the probe is not of that width.
 */
export function strictProbes(body: z.ZodType): StrictProbe[] {
  const leaves: Leaf[] = [];
  walk(body, [], (v) => v, { nullable: false, oneOrMany: false }, leaves, 0);
  const seen = new Set<string>();
  const probes: StrictProbe[] = [];
  for (const leaf of leaves) {
    const field = leaf.path.join('.');
    const { sample } = leaf;
    // A string of the right value, the other primitive, a one-element list, null.
    const wrong: [kind: 'string' | 'other' | 'list' | 'null', value: unknown][] = [
      ['string', String(sample)],
      ['other', leaf.kind === 'number' ? true : 1],
      ['list', [sample]],
      ['null', null],
    ];
    for (const [kind, value] of wrong) {
      if (kind === 'null' && leaf.nullable) continue;
      if (kind === 'list' && leaf.oneOrMany) continue;
      const sent = JSON.stringify(value);
      const key = `${field} ${sent}`;
      if (seen.has(key)) continue;
      seen.add(key);
      probes.push({ field, sent, body: leaf.build(value) });
    }
  }
  return probes;
}

interface Flags {
  nullable: boolean;
  oneOrMany: boolean;
}

function walk(
  schema: z.ZodType,
  path: Path,
  build: Build,
  flags: Flags,
  out: Leaf[],
  depth: number,
): undefined {
  if (depth > 12) return;
  const def = defOf(schema);
  const next = (s: unknown, p: Path, b: Build, f: Flags = flags) =>
    walk(s as z.ZodType, p, b, f, out, depth + 1);
  const leaf = (kind: Leaf['kind'], sample: number | boolean): undefined => {
    out.push({ path, kind, nullable: flags.nullable, oneOrMany: flags.oneOrMany, sample, build });
  };
  if (PASS_THROUGH.has(def.type)) return next(def.innerType, path, build);
  switch (def.type) {
    case 'nullable':
      return next(def.innerType, path, build, { ...flags, nullable: true });
    case 'pipe':
      // z.preprocess is a pipe out of a transform: the schema after it decides.
      return defOf(def.in).type === 'transform' ? next(def.out, path, build) : next(def.in, path, build);
    case 'lazy':
      return next((def.getter as () => unknown)(), path, build);
    case 'number':
      return leaf('number', sampleOf(def));
    case 'boolean':
      return leaf('boolean', true);
    case 'literal': {
      const values = def.values as unknown[];
      if (values.every((v) => typeof v === 'number')) return leaf('number', values[0] as number);
      if (values.every((v) => typeof v === 'boolean')) return leaf('boolean', values[0] as boolean);
      return;
    }
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      if (values.length > 0 && values.every((v) => typeof v === 'number'))
        leaf('number', values[0] as number);
      return;
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const filler = literalsOf(shape);
      for (const [key, field] of Object.entries(shape)) {
        next(field, [...path, key], (v) => build({ ...filler, [key]: v }), {
          nullable: false,
          oneOrMany: false,
        });
      }
      return;
    }
    case 'array':
      return next(def.element, [...path, 0], (v) => build([v]), { nullable: false, oneOrMany: false });
    case 'tuple':
      (def.items as z.ZodType[]).forEach((item, i, items) => {
        next(item, [...path, i], (v) => build(items.map((_, j) => (j === i ? v : 0))), {
          nullable: false,
          oneOrMany: false,
        });
      });
      return;
    case 'intersection':
      next(def.left, path, build);
      next(def.right, path, build);
      return;
    case 'union': {
      const options = def.options as z.ZodType[];
      const oneOrMany = oneOrManyUnions.has(schema);
      const nullable = flags.nullable || options.some((o) => defOf(o).type === 'null');
      for (const option of options) next(option, path, build, { nullable, oneOrMany });
      return;
    }
    default:
      // Strings, records, unknown and the rest take no number or boolean to probe.
      return;
  }
}

/** The smallest value a number schema's own checks accept (1 when they allow it), e.g. 2000 for a year. */
function sampleOf(def: Def): number {
  let lo = Number.NEGATIVE_INFINITY;
  let hi = Number.POSITIVE_INFINITY;
  for (const check of (def.checks as { _zod: { def: Def } }[] | undefined) ?? []) {
    const c = check._zod.def;
    const value = c.value as number;
    if (c.check === 'greater_than') lo = Math.max(lo, c.inclusive ? value : Math.floor(value) + 1);
    if (c.check === 'less_than') hi = Math.min(hi, c.inclusive ? value : Math.ceil(value) - 1);
  }
  return Math.min(Math.max(1, lo), hi);
}

/** The literal fields of an object (discriminators), so a probe reaches the option it aims at. */
function literalsOf(shape: Record<string, z.ZodType>): Record<string, unknown> {
  const filler: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    let def = defOf(field);
    while (PASS_THROUGH.has(def.type) || def.type === 'nullable') def = defOf(def.innerType);
    if (def.type === 'literal') filler[key] = (def.values as unknown[])[0];
  }
  return filler;
}
