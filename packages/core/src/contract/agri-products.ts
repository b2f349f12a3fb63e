import { z } from 'zod';
import { zAreaFilter, zCode, zDateRange, zListKeyword, zRowArea } from './area-list';
import { pageOf, zId, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE, ofRecord } from './scope';

// Spec §7 "Portal, dashboard and permissions": the business categories a subject follows, and the
// agricultural products of its area with their trades.

/** A business category a subject follows, with its business type (spec §9: grain 1 … other 6). */
export const zSubjectBusinessCategory = z.object({
  businessCategoryId: z.number().int(),
  businessCategoryName: z.string(),
  businessTypeId: z.number().int(),
  businessTypeName: z.string(),
  sortNum: z.number().int(),
});

export const listSubjectBusinessCategories = defineEndpoint({
  path: '/api/portal/gov/subjectBusinessCategoryRef/listBySubjectId',
  summary: '主体关注的经营品类（大屏 $_businessCategoryIdList；未配置时为全部品类）',
  access: 'session',
  display: true,
  scope: { subjectId: ofRecord('subject') },
  body: z.strictObject({ subjectId: zId }),
  result: z.object({
    /** False when the subject chose none: it follows every category, listed here. */
    configured: z.boolean(),
    list: z.array(zSubjectBusinessCategory),
  }),
});

export const saveSubjectBusinessCategories = defineEndpoint({
  path: '/api/portal/gov/subjectBusinessCategoryRef/save',
  summary: '设置主体关注的经营品类（顺序即列表顺序；空列表为全部品类）',
  access: 'portal:manage',
  audit: 'subject.update',
  scope: { subjectId: ofRecord('subject') },
  body: z.strictObject({
    subjectId: zId,
    businessCategoryIds: z
      .array(z.number().int().min(1).max(999))
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, '经营品类不能重复'),
  }),
  result: listSubjectBusinessCategories.result,
});

/** Certification of a product: 0 none, 1 绿色食品, 2 有机农产品, 3 地理标志农产品. */
export const PRODUCT_CERT_TYPES = { 0: '无', 1: '绿色食品', 2: '有机农产品', 3: '地理标志农产品' } as const;
/** 1 在售, 2 下架. */
export const PRODUCT_STATUSES = { 1: '在售', 2: '下架' } as const;

export const zAgriProduct = z.object({
  id: z.number().int(),
  productName: z.string(),
  brandName: z.string().nullable(),
  farmId: z.number().int(),
  farmName: z.string(),
  companyName: z.string(),
  ...zRowArea,
  businessCategoryId: z.number().int().nullable(),
  businessCategoryName: z.string().nullable(),
  cropName: z.string().nullable(),
  certType: z.number().int(),
  certTypeName: z.string(),
  spec: z.string().nullable(),
  unit: z.string(),
  annualOutputT: z.number().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  /** Trades of the last 365 days: count, quantity and amount (元). */
  tradeCount: z.number().int(),
  tradeAmount: z.number(),
  /** Amount over quantity of those trades, null without any. */
  avgUnitPrice: z.number().nullable(),
});

export const listAgriProducts = defineEndpoint({
  path: '/api/portal/gov/agriproduct/list',
  summary: '农产品名录（品牌、认证、近一年交易）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    farmId: zId.optional(),
    businessCategoryId: z.number().int().min(1).max(999).optional(),
    certType: zCode(3),
    status: zCode(2),
    keyword: zListKeyword,
    ...zSortOf(['productName', 'annualOutputT', 'tradeAmount']),
  }),
  result: pageOf(zAgriProduct),
});

/** Markets a trade is made at. */
export const TRADE_MARKETS = ['批发市场', '商超', '电商平台', '农批对接', '出口'] as const;

export const zAgriProductTrade = z.object({
  id: z.number().int(),
  tradeNo: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  brandName: z.string().nullable(),
  farmName: z.string(),
  ...zRowArea,
  tradeDate: z.string(),
  market: z.string(),
  buyerName: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  amount: z.number(),
});

export const listAgriProductTrades = defineEndpoint({
  path: '/api/portal/gov/agriproductTrade/list',
  summary: '农产品交易明细',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  unscoped: { productId: 'trades are limited to the area; another area’s product simply has none there' },
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    productId: zId.optional(),
    farmId: zId.optional(),
    market: z.enum(TRADE_MARKETS).optional(),
    keyword: zListKeyword,
    ...zSortOf(['tradeDate', 'amount', 'unitPrice', 'quantity']),
  }),
  result: pageOf(zAgriProductTrade),
});

/** Spec §7 portal group: business categories of a subject, agricultural products and their trades. */
export const agriProductEndpoints = {
  listSubjectBusinessCategories,
  saveSubjectBusinessCategories,
  listAgriProducts,
  listAgriProductTrades,
};
