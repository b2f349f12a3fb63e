import {
  type PlateDetailTable,
  type PlateView,
  type StatDimension,
  statBreakdown,
  statSummary,
} from '@fengshou/core/contract';
import type { PlateDef } from './plate-types';

/**
 * Builders of statistic plates: every topic dashboard is configuration over the metric registry. The
 * area context comes from the §5 variables, so a plate follows the dashboard down to the village.
 */
const AREA = { areaId: '$_areaId', areaLevel: '$_areaLevel' };
const LAST_30_DAYS = { startDate: '$_dateMonth', endDate: '$_dateToday' };

type Extra = Omit<Partial<PlateDef>, 'view'> & { view?: Partial<PlateView> };

// A wall screen stays open for days: statistic plates reload as often as the server's statistics cache
// renews a figure (metric ttl, 300 s by default); lists of newest records every minute.
const STAT_REFRESH_SECONDS = 300;

function plate(
  name: string,
  endpoint: { path: string },
  parameters: Record<string, unknown>,
  view: PlateView,
  extra: Extra = {},
): PlateDef {
  const { view: viewExtra, ...rest } = extra;
  return {
    name,
    interfaceUrl: endpoint.path,
    parameters,
    view: { refreshSeconds: STAT_REFRESH_SECONDS, ...view, ...viewExtra },
    ...rest,
  };
}

/** Number cards of up to 12 metrics over the current area. */
export function cards(name: string, metrics: string[], extra?: Extra): PlateDef {
  return plate(name, statSummary, { metrics, ...AREA }, { visual: 'cards' }, extra);
}

/** A chart of metrics broken down by a dimension; child-area rows drill down on click. */
export function chart(
  visual: PlateView['visual'],
  name: string,
  metrics: string[],
  by: StatDimension,
  extra?: Extra & { limit?: number },
): PlateDef {
  const { limit, ...rest } = extra ?? {};
  const parameters = {
    metrics,
    by,
    ...AREA,
    ...(by === 'day' ? LAST_30_DAYS : {}),
    ...(limit ? { limit } : {}),
  };
  const view: PlateView = { visual, rows: 'rows', ...(by === 'area' ? { drill: true } : {}) };
  return plate(name, statBreakdown, parameters, view, rest);
}

/** Shorthands of the usual charts. */
export const bar = (name: string, metrics: string[], by: StatDimension, extra?: Extra & { limit?: number }) =>
  chart('bar', name, metrics, by, extra);
export const line = (
  name: string,
  metrics: string[],
  by: StatDimension,
  extra?: Extra & { limit?: number },
) => chart('line', name, metrics, by, { ...extra, view: { smooth: true, ...extra?.view } });
export const ring = (name: string, metric: string, by: StatDimension = 'category', extra?: Extra) =>
  chart('ring', name, [metric], by, extra);
export const pie = (name: string, metric: string, by: StatDimension = 'category', extra?: Extra) =>
  chart('pie', name, [metric], by, extra);
export const rank = (name: string, metric: string, by: StatDimension = 'area', extra?: Extra) =>
  chart('rank', name, [metric], by, { limit: 10, ...extra });

/** A gauge of one percentage metric. */
export const gauge = (name: string, metric: string, extra?: Extra) =>
  plate(name, statSummary, { metrics: [metric], ...AREA }, { visual: 'gauge', max: 100 }, extra);

/** A scrolling list of the newest records of a metric with the named text columns. */
export function scroll(
  name: string,
  metric: string,
  columns: [field: string, title: string][],
  extra?: Extra,
): PlateDef {
  return plate(
    name,
    statBreakdown,
    { metrics: [metric], by: 'latest', ...AREA, limit: 20 },
    {
      visual: 'scroll-list',
      rows: 'rows',
      values: columns.map(([field, title]) => ({ field, name: title, format: 'text' as const })),
      refreshSeconds: 60,
    },
    extra,
  );
}

/** A live detail table (dialog) of up to 3 metrics by a dimension. */
export const table = (
  title: string,
  metrics: string[],
  by: PlateDetailTable['by'] = 'area',
): PlateDetailTable => ({
  title,
  by,
  metrics,
});

/** Table detail (detailType 2) from live statistics: the first table by child area, more as listed. */
export function liveDetail(...tables: PlateDetailTable[]): Pick<PlateDef, 'detail'> {
  return { detail: { type: 2, live: { tables } } };
}

/** A detail that opens a page of this app (detailType 1: the plate's 详情 link goes there). */
export function pageDetail(url: string): Pick<PlateDef, 'detail'> {
  return { detail: { type: 1, url } };
}

/** A live detail table whose dialog's bottom button (更多明细) opens a page of this app. */
export function liveDetailWithPage(url: string, ...tables: PlateDetailTable[]): Pick<PlateDef, 'detail'> {
  return { detail: { type: 2, url, live: { tables } } };
}

/** Which parts of a dashboard's linkage filter a plate follows: its parameters read them as `$_filter…`. */
export interface Follows {
  /** The chosen area instead of the one on screen. */
  area?: boolean;
  /** Only the chosen category (every metric of the plate must have a category dimension). */
  category?: boolean;
  /** Only the chosen period (metrics with a time of their own). */
  period?: boolean;
}

/**
 * The plate with parameters that follow the chosen parts of the dashboard's linkage filter and fall back
 * to its own context when nothing is chosen (the filter's variables are then null).
 */
export function follows(p: PlateDef, f: Follows): PlateDef {
  const params: Record<string, unknown> = { ...p.parameters };
  if (f.area) {
    params.areaId = 'parameter{$_filterAreaId || $_areaId}';
    params.areaLevel = 'parameter{$_filterAreaLevel || $_areaLevel}';
  }
  if (f.category) params.categoryKey = '$_filterCategory';
  if (f.period) {
    // A day breakdown keeps its last 30 days when no period is chosen.
    params.startDate =
      params.startDate === '$_dateMonth'
        ? 'parameter{$_filterStartDate || $_dateMonth}'
        : '$_filterStartDate';
    params.endDate =
      params.endDate === '$_dateToday' ? 'parameter{$_filterEndDate || $_dateToday}' : '$_filterEndDate';
  }
  return { ...p, parameters: params };
}

/** A click on one of the plate's elements filters the dashboard's other plates. */
export const filtersSiblings = (p: PlateDef): PlateDef => ({ ...p, linkage: { action: 'filter' } });

/** A click on one of the plate's elements opens the topic of `menuKey` with the area, period and filter. */
export const jumpsTo = (p: PlateDef, menuKey: number): PlateDef => ({
  ...p,
  linkage: { action: 'jump', menuKey },
});
