import { addDays, beijing } from '../time/beijing';
import { DATE_TIME_FORMAT, type ExprValue } from './values';

/** What a plate's data source is resolved against: the selected area, its children and the clock. */
export interface DataSourceContext {
  readonly areaId: number;
  readonly areaLevel: number;
  readonly areaIdList: readonly number[];
  readonly childAreaLevel: number;
  readonly childAreaIdList: readonly number[];
  readonly businessCategoryIdList: readonly number[];
  readonly now: Date;
}

/** The names a parameter can use as `$_name` (spec §5), exactly these. */
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

/** Values of all `$_` variables for `ctx`; dates are Beijing's, whatever the runtime's zone. */
export function variableValues(ctx: DataSourceContext): Readonly<Record<DataSourceVariable, ExprValue>> {
  const today = beijing(ctx.now);
  const date = today.format(DATE_FORMAT);
  const week = addDays(date, -WEEK_BACK_DAYS);
  const month = addDays(date, -MONTH_BACK_DAYS);
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
  };
}
