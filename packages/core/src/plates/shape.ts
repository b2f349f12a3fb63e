import type { PlateView } from '../contract/plate-view';
import { EMPTY_VALUE } from '../format/constants';
import { formatLargeNumber, round, scaledUnit } from '../format/number';

/** A result row as the engine reads it. */
export type Row = Record<string, unknown>;

/** A numeric series (or a table column) with its title, unit and number format. */
export interface Series {
  readonly field: string;
  readonly name: string;
  readonly unit: string;
  readonly format: 'large' | 'plain' | 'percent' | 'text';
}

/** A result brought into one shape: rows, their label field and the series to draw. */
export interface Shaped {
  readonly rows: readonly Row[];
  readonly label: string;
  readonly series: readonly Series[];
}

/** Reads a dotted property path (`stats.count`); undefined where it breaks off. */
export function pathGet(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** A finite number from a number or a numeric string, else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

// Column titles of the text fields records commonly carry.
const FIELD_TITLES: Record<string, string> = {
  time: '时间',
  level: '级别',
  status: '状态',
  content: '内容',
  type: '类型',
  address: '地址',
};

const LABEL_FIELDS = ['name', 'areaName', 'dictLabel', 'chartName', 'serverName', 'imgName', 'title'];
// Fields that are numbers but identify a row rather than measure it.
const ID_FIELD = /(^id$|Id$|^key$|^level$|^sortNum$|^sort$|Flag$|Type$|^position$|^pageNo$|^pageSize$)/;

function rowsOf(result: unknown, path: string | undefined): Row[] {
  const at = path ? pathGet(result, path) : result;
  const list = Array.isArray(at)
    ? at
    : at && typeof at === 'object'
      ? ((at as Row).rows ?? (at as Row).list)
      : undefined;
  if (Array.isArray(list)) return list.filter((r): r is Row => r !== null && typeof r === 'object');
  // A single record (an object without a list in it) is one row.
  return at && typeof at === 'object' && !Array.isArray(at) ? [at as Row] : [];
}

function resultSeries(result: unknown): Series[] {
  const series = result && typeof result === 'object' ? (result as Row).series : undefined;
  if (!Array.isArray(series)) return [];
  return series.flatMap((s: Row) =>
    typeof s.metric === 'string'
      ? [
          {
            field: s.metric,
            name: String(s.name ?? s.metric),
            unit: String(s.unit ?? ''),
            format: 'large' as const,
          },
        ]
      : [],
  );
}

/**
 * Brings a data-source result into rows + label + series: the rows at `view.rows` (or the result
 * itself, its `rows` or its `list`), the label field, and the series the view names (titles and units
 * filled from a statistic result's `series`) or, unnamed, every measuring number field of the rows.
 * Summary figures ({metric, name, value, unit}) become rows labelled by name with one `value` series.
 */
export function shapeResult(result: unknown, view: PlateView): Shaped {
  const rows = rowsOf(result, view.rows);
  const first = rows[0] ?? {};
  const known = resultSeries(result);
  const isFigures = rows.length > 0 && rows.every((r) => 'metric' in r && 'value' in r);
  const label = view.label ?? LABEL_FIELDS.find((f) => f in first) ?? 'name';
  let series: Series[];
  if (view.values && view.values.length > 0) {
    series = view.values.map((v) => {
      const k = known.find((s) => s.field === v.field);
      return {
        field: v.field,
        name: v.name ?? k?.name ?? v.field,
        unit: v.unit ?? k?.unit ?? '',
        format: v.format ?? (view.visual === 'table' || view.visual === 'scroll-list' ? 'text' : 'large'),
      };
    });
  } else if (known.length > 0) {
    series = known;
  } else if (isFigures) {
    series = [{ field: 'value', name: '数值', unit: '', format: 'large' }];
  } else {
    series = Object.keys(first)
      .filter(
        (f) =>
          f !== label && !ID_FIELD.test(f) && toNumber(first[f]) !== null && typeof first[f] === 'number',
      )
      .slice(0, 4)
      .map((f) => ({ field: f, name: f, unit: '', format: 'large' as const }));
  }
  // Records ('latest' breakdowns) carry text fields instead of the metric: list those.
  if (
    rows.length > 0 &&
    series.length > 0 &&
    series.every((s) => rows.every((r) => r[s.field] === undefined))
  ) {
    series = Object.keys(first)
      .filter((f) => f !== label && f !== 'key' && typeof first[f] === 'string')
      .slice(0, 3)
      .map((f) => ({ field: f, name: FIELD_TITLES[f] ?? f, unit: '', format: 'text' as const }));
  }
  const limited = view.limit ? rows.slice(0, view.limit) : rows;
  return { rows: limited, label, series };
}

/** The text of a row's label. */
export function labelText(row: Row, label: string): string {
  const v = pathGet(row, label);
  return v === null || v === undefined ? EMPTY_VALUE : String(v);
}

/** A value formatted for its series: 万/亿 for large numbers (spec §9), a percentage, or as it is. */
export function formatValue(
  value: unknown,
  s: Pick<Series, 'format' | 'unit'>,
): { text: string; unit: string } {
  if (s.format === 'text') {
    // A number shown as text is still a figure: rounded by §9 like the others, never a float's tail.
    const text =
      value === null || value === undefined || value === ''
        ? EMPTY_VALUE
        : typeof value === 'number' && Number.isFinite(value)
          ? String(round(value, 2))
          : String(value);
    return { text, unit: '' };
  }
  const n = toNumber(value);
  if (n === null) return { text: EMPTY_VALUE, unit: '' };
  if (s.format === 'percent') return { text: round(n, 1).toFixed(1), unit: '%' };
  // Below four digits there is nothing to scale; 'plain' never scales.
  if (s.format === 'plain' || Math.abs(n) < 1e3) {
    return { text: Number.isInteger(n) ? String(n) : round(n, 2).toFixed(2), unit: s.unit };
  }
  const large = formatLargeNumber(n);
  return { text: large.value, unit: scaledUnit(large.unit, s.unit) };
}
