import { z } from 'zod';
import { zMetricId } from './archive';
import { zLine } from './common';

/**
 * How a dashboard plate draws its data: the visualisation and the mapping of result fields to it. A plate
 * is a row (visual, interfaceUrl, parameters, view); the one engine in web/src/dashboard reads it, so a new
 * topic is configuration, not code.
 */
export const PLATE_VISUALS = [
  'bar',
  'line',
  'pie',
  'ring',
  'rank',
  'cards',
  'table',
  'scroll-list',
  'gauge',
  'map',
  'image-carousel',
] as const;
/** A visualisation the engine can draw. */
export type PlateVisual = (typeof PLATE_VISUALS)[number];

/**
 * A topic of the live channel (`iot.alarm`), or a prefix of topics ending in '.' (`iot.`), as the stream
 * `GET /api/live/gov/events/stream?topics=` accepts them.
 */
export const zLiveTopic = z.string().regex(/^[a-z][a-z0-9_.-]{0,63}$/, '实时主题格式不正确');

/** A field of a result row: a property path such as 'name', 'areaMu' or 'stats.count'. */
const zField = z.string().regex(/^[A-Za-z_][\w]*(\.[\w]+)*$/, '字段路径格式不正确');

/** A numeric series (bar/line/pie/rank/gauge/cards) or a column (table/scroll-list) of a plate. */
export const zPlateValue = z.strictObject({
  field: zField,
  /** Series or column title; for statistic endpoints the metric's own name when omitted. */
  name: zLine(32).optional(),
  unit: zLine(16).optional(),
  /** Number formatting: large numbers in 万/亿 (core formatLargeNumber), plain, or a percentage. */
  format: z.enum(['large', 'plain', 'percent', 'text']).optional(),
});

export const zPlateView = z.strictObject({
  visual: z.enum(PLATE_VISUALS),
  /** Where the rows are in the result: '' or omitted for the result itself (array) or its `rows`/`list`. */
  rows: zLine(64).optional(),
  /** Row field with the category / x-axis label. Default 'name'. */
  label: zField.optional(),
  /** Numeric series, or table columns. Default: every series of a statistic result. */
  values: z.array(zPlateValue).max(8).optional(),
  /** Bars laid out horizontally; stacked series; smooth or area lines. */
  horizontal: z.boolean().optional(),
  stack: z.boolean().optional(),
  smooth: z.boolean().optional(),
  area: z.boolean().optional(),
  /** Gauge maximum (else 100 for percentages). */
  max: z.number().positive().optional(),
  /** Rows shown at most (rank, table, scroll-list). */
  limit: z.number().int().min(1).max(100).optional(),
  /** Clicking a row or bar whose row has `areaId` moves the dashboard to that area. */
  drill: z.boolean().optional(),
  /** Seconds between reloads on a wall screen; 0 or omitted: reload only on area switch. */
  refreshSeconds: z.number().int().min(0).max(86_400).optional(),
  /**
   * Live-channel topics whose events make the plate's data stale: an open screen refetches the plate when
   * one arrives for its area, without waiting for `refreshSeconds`. Statistic plates need none here: their
   * metrics declare the topics that change them (the plate list answers both in `liveTopics`).
   */
  liveTopics: z.array(zLiveTopic).max(8).optional(),
});
/** The drawing configuration of a plate. */
export type PlateView = z.infer<typeof zPlateView>;

/** What clicking a chart element of a plate does: filter the dashboard's other plates, or open a topic. */
export const PLATE_LINK_ACTIONS = ['filter', 'jump'] as const;

/**
 * A plate's linkage (联动). A click on one of its elements (a town's bar, a category's slice, a month, a
 * map region, a rank row) chooses that area, category or period. `filter`: the dashboard's other plates
 * see it as `$_filter…` context, and their parameters decide whether and how they use it. `jump`: the
 * topic of `menuKey` opens with the area on screen, the chosen parts and the ones already chosen.
 */
export const zPlateLinkage = z
  .strictObject({
    action: z.enum(PLATE_LINK_ACTIONS),
    /** The topic (dashboard menu key) a jump opens. */
    menuKey: z.number().int().min(1).max(99999).optional(),
  })
  .refine((l) => l.action !== 'jump' || l.menuKey !== undefined, {
    message: '跳转须选择目标专题',
    path: ['menuKey'],
  });
/** A plate's linkage. */
export type PlateLinkage = z.infer<typeof zPlateLinkage>;

/**
 * A live detail table of a plate (detailType 2): rows of a statistic breakdown become the dialog's metric
 * groups (at most 6 per table, spec §2) and up to 3 metrics their sub-columns. The server answers
 * plateDetail/list with these tables computed for the requested area, so the figures are never stale.
 */
export const zPlateDetailTable = z.strictObject({
  title: zLine(64).min(1),
  /** What the groups are: child areas, categories, months of the year or years. */
  by: z.enum(['area', 'category', 'month', 'year']),
  /** Metric ids of the statistics registry, one sub-column each. */
  metrics: z.array(zMetricId).min(1).max(3),
  /** Groups at most (split into tables of 6). */
  limit: z.number().int().min(1).max(60).optional(),
});
/** One live detail table of a plate. */
export type PlateDetailTable = z.infer<typeof zPlateDetailTable>;

/** Where a plate's table detail comes from: up to 4 tables (the dialog's type selector picks one). */
export const zPlateDetailSource = z.strictObject({ tables: z.array(zPlateDetailTable).min(1).max(4) });
/** The live detail source of a plate. */
export type PlateDetailSource = z.infer<typeof zPlateDetailSource>;
