import { z } from 'zod';
import { pageOf, zAreaId, zAreaLevel, zDate, zEmpty, zInt, zLine, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE } from './scope';

const zPricePoint = z.object({
  priceDate: z.string(),
  cropId: z.number().int(),
  cropName: z.string(),
  priceType: z.string(),
  price: z.number(),
  unit: z.string(),
});

export const getVegetablePriceMonitor = defineEndpoint({
  path: '/api/produce/gov/price/vegetableMonitor',
  summary: '蔬菜价格监测（猪：生猪价/猪肉价，其余：田头价/批发价）',
  access: 'data:view',
  display: true,
  body: z.strictObject({
    /** Price-monitor crop id 1–10 (spec §9) as a number, or its name (never digits only: "1" is no name). */
    crop: z.union([
      z.number().int().min(1).max(10),
      zLine(8).min(1).regex(/\D/, '作物名称不能只含数字，作物编号须为数字'),
    ]),
    /** Kept when valid for the crop, else the crop's first type (spec §4); both types when absent. */
    priceType: zLine(8).optional(),
    startDate: zDate.optional(),
    endDate: zDate.optional(),
  }),
  result: z.array(zPricePoint),
});

export const getLivePigTwoYearPrices = defineEndpoint({
  path: '/api/produce/gov/price/livePigTwoYear',
  summary: '生猪与猪肉近两年价格',
  access: 'data:view',
  display: true,
  body: zEmpty,
  result: z.array(zPricePoint),
});

export const listVegetablePrices = defineEndpoint({
  path: '/api/produce/gov/price/table',
  summary: '蔬菜价格明细表（按作物、价格类型、发布区域与日期）',
  access: 'data:view',
  scope: AREA_SCOPE,
  body: z
    .strictObject({
      ...zPaging,
      /** The area whose market prices are listed: the deepest area of its chain that publishes prices. */
      areaId: zAreaId.optional(),
      areaLevel: zAreaLevel.optional(),
      /** Price-monitor crop id 1–10 (spec §9). */
      crop: zInt().min(1).max(10).optional(),
      priceType: z.enum(['田头价', '批发价', '生猪价', '猪肉价']).optional(),
      startDate: zDate.optional(),
      endDate: zDate.optional(),
      ...zSortOf(['priceDate', 'price']),
    })
    .refine((b) => !b.startDate || !b.endDate || b.startDate <= b.endDate, {
      message: '开始日期不能晚于结束日期',
      path: ['startDate'],
    }),
  result: pageOf(
    zPricePoint.extend({
      /** The publishing market's area. */
      areaId: z.number(),
      areaName: z.string(),
      /** Change from the previous price of the same crop and type in percent; null for the first. */
      changePct: z.number().nullable(),
    }),
  ),
});

/** Price monitoring (spec §7). */
export const priceEndpoints = { getVegetablePriceMonitor, getLivePigTwoYearPrices, listVegetablePrices };
