import { z } from 'zod';
import { zAreaId, zAreaLevel } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE } from './scope';

/**
 * Statistics (spec §7 "Archive: many statistics by area, month or year"). Every figure a screen shows is a
 * metric declared once in the server's registry (name, unit, SQL, dimensions, permission) and answered for
 * every area level from province to village. These few endpoints serve all of them; a plate names one of
 * them as its interfaceUrl with a body of metric ids and the area context.
 */

/** A metric id of the registry: camelCase, so it can be a field name of a breakdown row. */
export const zMetricId = z.string().regex(/^[a-z][A-Za-z0-9]{1,47}$/, '指标编码格式不正确');

/** Dimensions a metric can be broken down by. */
export const STAT_DIMENSIONS = ['area', 'category', 'month', 'year', 'day', 'latest'] as const;
/** A breakdown dimension: child areas, a category, months of a year, years, days, or the latest records. */
export type StatDimension = (typeof STAT_DIMENSIONS)[number];

/** The area and time context every statistic body carries (the subject's own area when omitted). */
const zStatContext = {
  areaId: zAreaId.optional(),
  areaLevel: zAreaLevel.optional(),
  /** Year of month/total figures that are per year (default: the current year). */
  archiveYear: z.number().int().min(2000).max(2100).optional(),
  /** A month of archiveYear: totals of per-year figures (flows) cover that month only. */
  archiveMonth: z.number().int().min(1).max(12).optional(),
  /**
   * Only the rows of one category of the metrics' category dimension (a crop id, a status code: the `key`
   * of a category breakdown row); null as absent (a plate's `$_filterCategory` when nothing is chosen).
   * Metrics without categories ignore it.
   */
  categoryKey: z
    .string()
    .regex(/^[\w\u4e00-\u9fa5-]{1,32}$/, '类别编码格式不正确')
    .nullable()
    .optional(),
  /**
   * Inclusive date range YYYY-MM-DD for day/latest breakdowns and time-bounded totals; null as absent (a
   * plate's `$_filterStartDate` when no period is chosen).
   */
  startDate: z.iso.date().nullable().optional(),
  endDate: z.iso.date().nullable().optional(),
};

/**
 * How records of a metric reach the area: an import kind of the 数据导入 page (`label` is the kind's name,
 * 农场/基地), devices reporting (readings, pest counts), or neither yet (`label` names the topic).
 */
export const STAT_SOURCE_VIAS = ['import', 'device', 'none'] as const;

/**
 * Set on a metric whose source holds no record at all in the area (a fresh installation before its first
 * import): its figures are not measurements, so the summary answers null and breakdown rows null, and a
 * screen says what is missing and how to add it. A metric with records answers its figures, 0 included.
 */
export const zStatMissing = z.object({ label: z.string(), via: z.enum(STAT_SOURCE_VIAS) });
/** What a metric without records in the area is missing. */
export type StatMissing = z.infer<typeof zStatMissing>;

/** One figure with its display name and unit. */
export const zStatFigure = z.object({
  metric: z.string(),
  name: z.string(),
  value: z.number().nullable(),
  unit: z.string(),
  /** The period the figure covers (2026年1月1日至11月28日, 截至2026-11-28…); absent when it needs none. */
  period: z.string().optional(),
  missing: zStatMissing.optional(),
});

export const statSummary = defineEndpoint({
  path: '/api/archive/gov/statistic/summary',
  summary: '指标汇总（数字卡片）',
  access: 'dashboard:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ metrics: z.array(zMetricId).min(1).max(12), ...zStatContext }),
  result: z.array(zStatFigure),
});

/** Series header of a breakdown: which row field holds which metric. */
export const zStatSeries = z.object({
  metric: z.string(),
  name: z.string(),
  unit: z.string(),
  /** The period the rows cover (a year, the months or days charted, an as-of date); absent when none. */
  period: z.string().optional(),
  missing: zStatMissing.optional(),
});

/**
 * One row of a breakdown: `key` (area code, category id, 'YYYY-MM', year, date or record id), its label
 * `name`, the row's area code when the dimension is 'area', and one numeric field per metric id; 'latest'
 * rows add the record's own text fields (time, content, …).
 */
export const zStatRow = z
  .object({ key: z.string(), name: z.string(), areaId: z.number().optional() })
  .catchall(z.union([z.number(), z.string(), z.null()]));

/**
 * Breakdown semantics (server: apps/server/src/modules/archive):
 * - 'area': the child areas of the area (all of them, 0 where nothing is recorded), each row with `areaId`
 *   for drill-down; an area with a single child (上海市 → 市辖区) breaks down into that child's children.
 *   A village has no children: rows are empty. Metrics recorded for a whole region (prices) have no 'area'.
 * - 'month': the months of archiveYear up to the current one ('YYYY-MM', name 'N月'); 'year': archiveYear and the 4 before;
 *   'day': every day of startDate..endDate (default the 30 days up to today, at most 366).
 * - 'category': the metric's own categories (crop, type, status …), in their order or by value.
 * - 'latest': the newest records of the FIRST metric (series has one entry), with `time`
 *   ('YYYY-MM-DD HH:mm') and the metric's text fields; no numeric field.
 * A metric that does not support the dimension answers 300 naming `by` (statCatalog lists dimensions).
 */
export const statBreakdown = defineEndpoint({
  path: '/api/archive/gov/statistic/breakdown',
  summary: '指标分组统计（按下级区域、类别、月份、年份、日期或最新记录）',
  access: 'dashboard:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    metrics: z.array(zMetricId).min(1).max(4),
    by: z.enum(STAT_DIMENSIONS),
    ...zStatContext,
    /** Rows at most (ranked by the first metric where the dimension has no natural order). */
    limit: z.number().int().min(1).max(100).optional(),
  }),
  result: z.object({ series: z.array(zStatSeries), rows: z.array(zStatRow) }),
});

/** A metric of the registry as the catalogue lists it (plate configuration checks names against it). */
export const zMetricInfo = z.object({
  metric: z.string(),
  name: z.string(),
  unit: z.string(),
  topic: z.string(),
  dimensions: z.array(z.enum(STAT_DIMENSIONS)),
});

export const statCatalog = defineEndpoint({
  path: '/api/archive/gov/statistic/catalog',
  summary: '指标目录',
  access: 'dashboard:view',
  display: true,
  body: z.strictObject({}),
  result: z.array(zMetricInfo),
});

/** The archive (statistics) service group. */
export const archiveEndpoints = { statSummary, statBreakdown, statCatalog };
