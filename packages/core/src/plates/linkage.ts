import type { DataSourceFilter } from '../datasource';
import { areaLevelOfCode } from '../dict/area';
import { addDays } from '../time/beijing';
import { labelText, type Row } from './shape';

/**
 * A dashboard's linkage state: what clicks on plates' chart elements chose, each part with the plate that
 * chose it. A plate is not filtered by the parts it chose itself (the town bar keeps listing every town).
 */
export interface LinkState {
  readonly area?: {
    readonly areaId: number;
    readonly areaLevel: number;
    readonly areaName: string;
    readonly source: number;
  };
  readonly category?: { readonly key: string; readonly name: string; readonly source: number };
  readonly period?: { readonly startDate: string; readonly endDate: string; readonly source: number };
}

/** The kinds of part a click can choose. */
export type LinkKind = keyof LinkState;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^(\d{4})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 64;

/** Inclusive date range of a time bucket's key ('2026', '2026-03', '2026-03-05'); null for other keys. */
export function periodOfKey(key: string): { startDate: string; endDate: string } | null {
  const year = YEAR.exec(key);
  if (year) return { startDate: `${key}-01-01`, endDate: `${key}-12-31` };
  const month = MONTH.exec(key);
  if (month) {
    const [y, m] = [Number(month[1]), Number(month[2])];
    const next = m === 12 ? `${y + 1}-01-01` : `${month[1]}-${String(m + 1).padStart(2, '0')}-01`;
    return { startDate: `${key}-01`, endDate: addDays(next, -1) };
  }
  if (DAY.test(key) && addDays(key, 0) === key) return { startDate: key, endDate: key };
  return null;
}

/** How a period reads on a chip: 2026年3月, 2026年, 2026-03-05, or a range. */
export function periodLabel(startDate: string, endDate: string): string {
  const [y, m, d] = startDate.split('-');
  if (startDate === endDate) return startDate;
  if (d === '01' && endDate === `${y}-12-31` && m === '01') return `${y}年`;
  const whole = periodOfKey(`${y}-${m}`);
  if (d === '01' && whole?.endDate === endDate) return `${y}年${Number(m)}月`;
  return `${startDate} 至 ${endDate}`;
}

/**
 * The part a clicked row chooses, by what the row is: a row naming an area (a town's bar, a map region, a
 * rank row) chooses the area; a time bucket (a month's bar, a year, a day) the period; any other row its
 * category (a pie slice: the breakdown's key and label). Null for a row that names nothing usable.
 */
export function linkPartOfRow(row: Row, labelField: string, plateId: number): LinkState | null {
  const name = labelText(row, labelField).slice(0, MAX_TEXT);
  const areaId = typeof row.areaId === 'number' ? row.areaId : Number.NaN;
  const level = areaLevelOfCode(areaId);
  if (level !== undefined) return { area: { areaId, areaLevel: level, areaName: name, source: plateId } };
  const key = typeof row.key === 'string' || typeof row.key === 'number' ? String(row.key) : name;
  const period = periodOfKey(key);
  if (period) return { period: { ...period, source: plateId } };
  if (key === '' || key.length > MAX_TEXT) return null;
  return { category: { key, name, source: plateId } };
}

/**
 * The state after a click chose `part`: the part replaces the one of its kind, and choosing the part that
 * is already chosen clears it (a second click on the same bar lifts the filter).
 */
export function withLinkPart(state: LinkState, part: LinkState): LinkState {
  const next: { -readonly [K in LinkKind]?: LinkState[K] } = { ...state };
  for (const kind of Object.keys(part) as LinkKind[]) {
    const value = part[kind];
    next[kind] = sameChoice(state[kind], value) ? undefined : (value as never);
  }
  return stripEmpty(next);
}

function sameChoice(a: LinkState[LinkKind], b: LinkState[LinkKind]): boolean {
  if (!a || !b) return false;
  const { source: _a, ...x } = a;
  const { source: _b, ...y } = b;
  return JSON.stringify(x) === JSON.stringify(y);
}

function stripEmpty(state: { [K in LinkKind]?: LinkState[K] }): LinkState {
  const out: { -readonly [K in LinkKind]?: LinkState[K] } = {};
  if (state.area) out.area = state.area;
  if (state.category) out.category = state.category;
  if (state.period) out.period = state.period;
  return out;
}

/** The state without the part of `kind`. */
export function withoutLinkPart(state: LinkState, kind: LinkKind): LinkState {
  return stripEmpty({ ...state, [kind]: undefined });
}

/** True when no part is chosen. */
export function isLinkStateEmpty(state: LinkState): boolean {
  return !state.area && !state.category && !state.period;
}

/**
 * The filter a plate's parameters see as `$_filter…`: every chosen part except those the plate chose
 * itself. Undefined when nothing applies, so the plate's context is the area's own.
 */
export function filterForPlate(state: LinkState, plateId: number): DataSourceFilter | undefined {
  const { area, category, period } = state;
  const filter: { -readonly [K in keyof DataSourceFilter]: DataSourceFilter[K] } = {};
  if (area && area.source !== plateId) {
    filter.areaId = area.areaId;
    filter.areaLevel = area.areaLevel;
    filter.areaName = area.areaName;
  }
  if (category && category.source !== plateId) {
    filter.category = category.key;
    filter.categoryName = category.name;
  }
  if (period && period.source !== plateId) {
    filter.startDate = period.startDate;
    filter.endDate = period.endDate;
  }
  return Object.keys(filter).length ? filter : undefined;
}

/** Search parameters of a dashboard address carrying a linkage state (a jump to another topic). */
export const LINK_PARAMS = {
  areaId: 'fa',
  areaName: 'fan',
  areaSource: 'fas',
  category: 'fc',
  categoryName: 'fcn',
  categorySource: 'fcs',
  startDate: 'ff',
  endDate: 'ft',
  periodSource: 'fps',
} as const;

/** The search parameters of a state (a part's source kept, so the plate that chose it stays unfiltered). */
export function linkStateParams(state: LinkState): Record<string, string> {
  const p = LINK_PARAMS;
  const out: Record<string, string> = {};
  if (state.area) {
    out[p.areaId] = String(state.area.areaId);
    out[p.areaName] = state.area.areaName;
    out[p.areaSource] = String(state.area.source);
  }
  if (state.category) {
    out[p.category] = state.category.key;
    out[p.categoryName] = state.category.name;
    out[p.categorySource] = String(state.category.source);
  }
  if (state.period) {
    out[p.startDate] = state.period.startDate;
    out[p.endDate] = state.period.endDate;
    out[p.periodSource] = String(state.period.source);
  }
  return out;
}

const sourceOf = (v: string | null | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : 0);
const text = (v: string | null | undefined) => (v ? v.slice(0, MAX_TEXT) : '');

/**
 * The state an address carries; parts that do not parse (not an area code, not a date range, empty) are
 * left out, so an edited address can at worst lift a filter, never put text into a request.
 */
export function linkStateOf(get: (name: string) => string | null | undefined): LinkState {
  const p = LINK_PARAMS;
  const out: { -readonly [K in LinkKind]?: LinkState[K] } = {};
  const areaText = get(p.areaId) ?? '';
  const areaId = /^\d{12}$/.test(areaText) ? Number(areaText) : Number.NaN;
  const level = areaLevelOfCode(areaId);
  if (level !== undefined) {
    out.area = {
      areaId,
      areaLevel: level,
      areaName: text(get(p.areaName)) || areaText,
      source: sourceOf(get(p.areaSource)),
    };
  }
  const key = text(get(p.category));
  if (key) {
    out.category = { key, name: text(get(p.categoryName)) || key, source: sourceOf(get(p.categorySource)) };
  }
  const start = get(p.startDate) ?? '';
  const end = get(p.endDate) ?? '';
  if (periodOfKey(start) && periodOfKey(end) && DAY.test(start) && DAY.test(end) && start <= end) {
    out.period = { startDate: start, endDate: end, source: sourceOf(get(p.periodSource)) };
  }
  return out;
}
