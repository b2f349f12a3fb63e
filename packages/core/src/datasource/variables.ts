import { addDays, beijing } from '../time/beijing';
import { DATE_TIME_FORMAT, type ExprValue } from './values';

/**
 * The dashboard's linkage filter: what a click on another plate's chart element chose (a town, a category,
 * a period). Each part is absent when nothing chose it; the `$_filter…` variables are then null, so a plate
 * writes `parameter{$_filterAreaId || $_areaId}` to follow the filter and fall back to the area on screen.
 */
export interface DataSourceFilter {
  readonly areaId?: number;
  readonly areaLevel?: number;
  readonly areaName?: string;
  /** A category key of a statistic breakdown (crop id, status code…) and its label. */
  readonly category?: string;
  readonly categoryName?: string;
  /** Inclusive YYYY-MM-DD range of a chosen month, year or day. */
  readonly startDate?: string;
  readonly endDate?: string;
}

/** The period a dashboard shows: a year, or one month of it. */
export interface DashboardPeriod {
  readonly year: number;
  /** 1–12; absent: the whole year. */
  readonly month?: number;
}

/** A crop the dashboard is switched to (the market's price monitor): its category key and name. */
export interface DashboardCrop {
  readonly key: string;
  readonly name: string;
}

/** What a plate's data source is resolved against: the selected area, its children, the clock, the filter. */
export interface DataSourceContext {
  readonly areaId: number;
  readonly areaLevel: number;
  readonly areaIdList: readonly number[];
  readonly childAreaLevel: number;
  readonly childAreaIdList: readonly number[];
  readonly businessCategoryIdList: readonly number[];
  readonly now: Date;
  /** The dashboard's linkage filter as it applies to this plate (none by default). */
  readonly filter?: DataSourceFilter;
  /** The dashboard's period: the `$_` dates end on its last day when that is before today. */
  readonly period?: DashboardPeriod;
  /** The crop a dashboard's price plates follow. */
  readonly crop?: DashboardCrop;
}

/**
 * The names a parameter can use as `$_name`: the twelve of spec §5 and the linkage filter's, exactly these.
 * Values are data handed to the evaluator, never text spliced into a query.
 */
export const DATA_SOURCE_VARIABLES = [
  'areaId',
  'areaLevel',
  'areaIdList',
  'childAreaLevel',
  'childAreaIdList',
  'businessCategoryIdList',
  'dateToday',
  'timeToday',
  'dateWeek',
  'timeWeek',
  'dateMonth',
  'timeMonth',
  'filterAreaId',
  'filterAreaLevel',
  'filterAreaName',
  'filterCategory',
  'filterCategoryName',
  'filterStartDate',
  'filterEndDate',
] as const;

/** One of the `$_` variable names. */
export type DataSourceVariable = (typeof DATA_SOURCE_VARIABLES)[number];

const DATE_FORMAT = 'YYYY-MM-DD';
// Inclusive windows: today plus 6 earlier days is a week, plus 29 earlier days a month.
const WEEK_BACK_DAYS = 6;
const MONTH_BACK_DAYS = 29;

/** True when `name` is one of the `$_` variable names. */
export function isDataSourceVariable(name: string): name is DataSourceVariable {
  return (DATA_SOURCE_VARIABLES as readonly string[]).includes(name);
}

/** The last day ('YYYY-MM-DD') of a period. */
export function periodEnd(period: DashboardPeriod): string {
  if (period.month === undefined) return `${period.year}-12-31`;
  const next =
    period.month === 12
      ? `${period.year + 1}-01-01`
      : `${period.year}-${String(period.month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/**
 * Values of all `$_` variables for `ctx`; dates are Beijing's, whatever the runtime's zone. With a period
 * that ended before today, "today" is its last day (its last 7 or 30 days, its date window).
 */
export function variableValues(ctx: DataSourceContext): Readonly<Record<DataSourceVariable, ExprValue>> {
  const clock = beijing(ctx.now);
  const end = ctx.period ? periodEnd(ctx.period) : undefined;
  const past = end !== undefined && end < clock.format(DATE_FORMAT);
  const today = past ? beijing(`${end}T23:59:59+08:00`) : clock;
  const date = today.format(DATE_FORMAT);
  const week = addDays(date, -WEEK_BACK_DAYS);
  const month = addDays(date, -MONTH_BACK_DAYS);
  const f = ctx.filter ?? {};
  return {
    areaId: ctx.areaId,
    areaLevel: ctx.areaLevel,
    areaIdList: [...ctx.areaIdList],
    childAreaLevel: ctx.childAreaLevel,
    childAreaIdList: [...ctx.childAreaIdList],
    businessCategoryIdList: [...ctx.businessCategoryIdList],
    dateToday: date,
    timeToday: today.format(DATE_TIME_FORMAT),
    dateWeek: week,
    timeWeek: `${week} 00:00:00`,
    dateMonth: month,
    timeMonth: `${month} 00:00:00`,
    filterAreaId: f.areaId ?? null,
    filterAreaLevel: f.areaId === undefined ? null : (f.areaLevel ?? null),
    filterAreaName: f.areaId === undefined ? null : (f.areaName ?? null),
    filterCategory: f.category ?? null,
    filterCategoryName: f.category === undefined ? null : (f.categoryName ?? null),
    filterStartDate: f.startDate ?? null,
    filterEndDate: f.startDate === undefined ? null : (f.endDate ?? f.startDate),
  };
}
