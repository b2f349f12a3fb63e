import type { ManipulateType } from 'dayjs';
import { labelOf } from '../dict/label';
import { beijing, beijingInstant } from '../time/beijing';
import { ExpressionError } from './errors';
import { asDate, asNumber, type ExprValue, toText } from './values';

/** Dictionaries the `dict(type, key)` helper may read, by dictType. */
export type DictTable = Readonly<Record<string, Readonly<Record<string | number, string>>>>;

/** What a helper can see besides its arguments. */
export interface HelperEnv {
  readonly now: Date;
  readonly dicts: DictTable;
}

type Helper = (args: readonly ExprValue[], env: HelperEnv) => ExprValue;

const DATE_UNITS = new Set(['day', 'month', 'year', 'hour']);
const MAX_ROUND_DIGITS = 15;

function arity(name: string, args: readonly ExprValue[], min: number, max: number): void {
  if (args.length < min || args.length > max) {
    const count = min === max ? `${min}` : `${min}–${max}`;
    throw new ExpressionError('type', `${name}() takes ${count} arguments, got ${args.length}`);
  }
}

function unaryMath(name: string, fn: (x: number) => number): Helper {
  return (args) => {
    arity(name, args, 1, 1);
    return fn(asNumber(args[0], `${name}()`));
  };
}

// Half away from zero on the decimal text, so that round(1.005, 2) is 1.01 as a reader expects.
function roundTo(x: number, digits: number): number {
  const abs = Math.abs(x);
  // Beyond 2^53 at this scale there are no decimals left to round.
  if (abs * 10 ** digits >= Number.MAX_SAFE_INTEGER) return x;
  const text = String(abs);
  const rounded = text.includes('e')
    ? Math.round(abs * 10 ** digits) / 10 ** digits
    : Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
  return Math.sign(x) * rounded;
}

function extreme(name: string, pick: (values: number[]) => number): Helper {
  return (args) => {
    const list = args.length === 1 && Array.isArray(args[0]) ? (args[0] as readonly ExprValue[]) : args;
    if (list.length === 0) throw new ExpressionError('type', `${name}() needs at least one number`);
    return pick(list.map((v) => asNumber(v, `${name}()`)));
  };
}

const HELPERS: ReadonlyMap<string, Helper> = new Map<string, Helper>([
  [
    'now',
    (args, env) => {
      arity('now', args, 0, 0);
      return new Date(env.now.getTime());
    },
  ],
  [
    'dateFormat',
    (args) => {
      arity('dateFormat', args, 1, 2);
      const format = args[1] ?? 'YYYY-MM-DD';
      if (typeof format !== 'string')
        throw new ExpressionError('type', 'dateFormat() expects a format string');
      return beijing(asDate(args[0], 'dateFormat()')).format(format);
    },
  ],
  [
    'dateAdd',
    (args) => {
      arity('dateAdd', args, 3, 3);
      const n = asNumber(args[1], 'dateAdd()');
      const unit = args[2];
      if (!Number.isInteger(n)) throw new ExpressionError('type', 'dateAdd() expects a whole number');
      if (typeof unit !== 'string' || !DATE_UNITS.has(unit)) {
        throw new ExpressionError('type', "dateAdd() unit must be 'day', 'month', 'year' or 'hour'");
      }
      // Calendar steps on the Beijing wall clock: a month later is the same Beijing day of the next month.
      const wall = beijing(asDate(args[0], 'dateAdd()')).add(n, unit as ManipulateType);
      return asDate(beijingInstant(wall.format('YYYY-MM-DD HH:mm:ss.SSS')), 'dateAdd() result');
    },
  ],
  [
    'dict',
    (args, env) => {
      arity('dict', args, 2, 2);
      const [type, key] = args;
      const table = typeof type === 'string' && Object.hasOwn(env.dicts, type) ? env.dicts[type] : undefined;
      if (typeof table !== 'object' || table === null) {
        throw new ExpressionError('reference', `unknown dictionary ${JSON.stringify(type)}`);
      }
      return labelOf(table, key);
    },
  ],
  [
    'round',
    (args) => {
      arity('round', args, 1, 2);
      const x = asNumber(args[0], 'round()');
      const digits = args[1] === undefined ? 2 : asNumber(args[1], 'round()');
      if (!Number.isInteger(digits) || digits < 0 || digits > MAX_ROUND_DIGITS) {
        throw new ExpressionError('type', `round() digits must be a whole number 0–${MAX_ROUND_DIGITS}`);
      }
      return Number.isFinite(x) ? roundTo(x, digits) : x;
    },
  ],
  ['floor', unaryMath('floor', Math.floor)],
  ['ceil', unaryMath('ceil', Math.ceil)],
  ['abs', unaryMath('abs', Math.abs)],
  // reduce, not spread: a long area-id list must not hit the engine's argument limit.
  ['min', extreme('min', (v) => v.reduce((a, b) => Math.min(a, b)))],
  ['max', extreme('max', (v) => v.reduce((a, b) => Math.max(a, b)))],
  [
    'join',
    (args) => {
      arity('join', args, 1, 2);
      const [list, sep = ','] = args;
      if (!Array.isArray(list)) throw new ExpressionError('type', 'join() expects an array');
      if (typeof sep !== 'string') throw new ExpressionError('type', 'join() expects a separator string');
      return (list as readonly ExprValue[]).map(toText).join(sep);
    },
  ],
  [
    'len',
    (args) => {
      arity('len', args, 1, 1);
      const [x] = args;
      if (typeof x === 'string' || Array.isArray(x)) return (x as string | readonly ExprValue[]).length;
      throw new ExpressionError('type', 'len() expects a string or an array');
    },
  ],
]);

/** Names of the helper functions expressions may call; nothing else is callable. */
export const HELPER_NAMES: readonly string[] = [...HELPERS.keys()];

/** Runs helper `name` on evaluated arguments; throws ExpressionError for unknown names or bad arguments. */
export function callHelper(name: string, args: readonly ExprValue[], env: HelperEnv): ExprValue {
  const helper = HELPERS.get(name);
  if (helper === undefined) throw new ExpressionError('reference', `unknown function '${name}'`);
  return helper(args, env);
}
