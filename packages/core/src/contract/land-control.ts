import { z } from 'zod';
import { zAreaId, zAreaLevel } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE } from './scope';

/** The two kinds of farmland-control cases: 非农化 occupations and 耕地异常 (撂荒/非粮化/非农化) records. */
export const LAND_CASE_KINDS = ['occupation', 'abnormal'] as const;

/** Figures of one kind of case in a year. */
const zKindFigures = z.object({
  count: z.number().int(),
  /** Occupied cultivated land (occupations) or the abnormal area (abnormal records), 亩. */
  areaMu: z.number(),
  /** Cases whose review has ended (已完成 or 无需核查). */
  closedCount: z.number().int(),
  /** Occupations confirmed as occupation (认定占用), abnormal records governed (已整治). */
  resolvedCount: z.number().int(),
});

/**
 * 耕地管控数据分析: the farmland-control cases that entered review in a year (by their creation time, Beijing
 * calendar) in the area, against the year before — by kind, type, status, month and child area.
 */
export const getLandControlAnalysis = defineEndpoint({
  path: '/api/landoccupy/gov/analysis/summary',
  summary: '耕地管控数据分析（非农化与耕地异常图斑按类型、状态、月份、下级区域，与上年对比）',
  access: 'data:view',
  scope: AREA_SCOPE,
  body: z.strictObject({
    areaId: zAreaId.optional(),
    areaLevel: zAreaLevel.optional(),
    /** Default: the latest year with cases in the area (the current year when there are none). */
    year: z.number().int().min(2000).max(2100).optional(),
  }),
  result: z.object({
    year: z.number().int(),
    /** Years with cases in the area, newest first (the year selector). */
    years: z.array(z.number().int()),
    kinds: z.array(
      zKindFigures.extend({
        kind: z.enum(LAND_CASE_KINDS),
        label: z.string(),
        lastYear: zKindFigures,
      }),
    ),
    /** Months 1–12 of the year: new cases of each kind, this year and the year before. */
    months: z.array(
      z.object({
        month: z.number().int(),
        occupation: z.number().int(),
        abnormal: z.number().int(),
        occupationLastYear: z.number().int(),
        abnormalLastYear: z.number().int(),
      }),
    ),
    /** Review statuses (processStatus) with cases of each kind. */
    statuses: z.array(
      z.object({
        status: z.number().int(),
        label: z.string(),
        occupation: z.number().int(),
        abnormal: z.number().int(),
      }),
    ),
    /** Occupation categories and abnormal types. */
    types: z.array(
      z.object({
        kind: z.enum(LAND_CASE_KINDS),
        type: z.number().int(),
        label: z.string(),
        count: z.number().int(),
        areaMu: z.number(),
      }),
    ),
    /** Child areas of the area (towns of a county), every one, with zeros where nothing was found. */
    areas: z.array(
      z.object({
        areaId: z.number(),
        areaName: z.string(),
        occupation: z.number().int(),
        abnormal: z.number().int(),
        areaMu: z.number(),
        closedCount: z.number().int(),
      }),
    ),
  }),
});

/** The farmland-control analysis group. */
export const landControlEndpoints = { getLandControlAnalysis };
