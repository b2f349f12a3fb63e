import { z } from 'zod';
import { NUTRITION_QUALITY_LIST_DEFAULTS } from '../dict/limits';
import { zAreaFilter, zCode, zDateRange, zListKeyword, zRowArea } from './area-list';
import { pageOf, zAreaId, zAreaLevel, zDate, zId, zLine, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE, inArea, ofRecord } from './scope';

// Gisdata and archive lists of the rural economy: product quality detections (nutrition quality list),
// collective economy, water facilities, chain trading and sales orders, guarantee supply, patrols and the
// business entity report.

export const zQualityDetection = z.object({
  id: z.number().int(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  companyName: z.string().nullable(),
  companyCategoryName: z.string().nullable(),
  businessCategoryName: z.string().nullable(),
  ...zRowArea,
  productName: z.string(),
  detectionItem: z.string(),
  detectionValue: z.number().nullable(),
  detectionLimit: z.number().nullable(),
  detectionUnit: z.string().nullable(),
  detectionTime: z.string(),
  /** 1 合格, 2 不合格. */
  detectionResult: z.number().int(),
  detectionResultName: z.string(),
  detectionOrg: z.string(),
  sampleNo: z.string(),
});

/** The nutrition and quality detection filter of spec §3 with the §9 defaults (page 1, size 10, level 1). */
export const listNutritionQuality = defineEndpoint({
  path: '/api/gisdata/gov/nutritionQuality/list',
  summary: '农产品质量检测（营养品质）列表',
  access: 'data:view',
  display: true,
  // areaLevel defaults to 1 (spec §9), so it cannot state the code's level: the code alone is checked.
  scope: { areaId: inArea() },
  body: z.strictObject({
    areaId: zAreaId.optional(),
    // The code's own level decides the range; the level only documents it (default 1 like the source).
    areaLevel: zAreaLevel.default(NUTRITION_QUALITY_LIST_DEFAULTS.areaLevel),
    businessCategoryName: zLine(32).min(1).optional(),
    companyCategoryId: z.number().int().min(1).max(99).optional(),
    companyName: zLine(64).min(1).optional(),
    detectionResult: z.number().int().min(1).max(2).optional(),
    startTime: zDate.optional(),
    endTime: zDate.optional(),
    pageNo: z.number().int().min(1).default(NUTRITION_QUALITY_LIST_DEFAULTS.pageNo),
    pageSize: z.number().int().min(1).max(1000).default(NUTRITION_QUALITY_LIST_DEFAULTS.pageSize),
    ...zSortOf(['detectionTime', 'detectionValue', 'productName']),
  }),
  result: pageOf(zQualityDetection),
});

/** A child area's collective economy: assets by type and the latest year's accounts. */
export const zCollectiveRow = z.object({
  areaId: z.number(),
  areaName: z.string(),
  villages: z.number().int(),
  assets: z.number().int(),
  operatingValue: z.number(),
  nonOperatingValue: z.number(),
  resourceValue: z.number(),
  originalValue: z.number(),
  netValue: z.number(),
  year: z.number().int().nullable(),
  totalIncome: z.number(),
  operatingIncome: z.number(),
  netIncome: z.number(),
  dividend: z.number(),
  members: z.number().int(),
});

export const collectiveEconomyAreaTable = defineEndpoint({
  path: '/api/gisdata/gov/collectiveEconomy/areaTable',
  summary: '集体资产与集体经济统计表（按下级区域）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zAreaFilter,
    year: z.number().int().min(2000).max(2100).optional(),
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(1000).default(50),
  }),
  result: pageOf(zCollectiveRow),
});

export const zCollectiveAsset = z.object({
  id: z.number().int(),
  ...zRowArea,
  assetName: z.string(),
  /** 1 经营性资产, 2 非经营性资产, 3 资源性资产. */
  assetType: z.number().int(),
  assetTypeName: z.string(),
  category: z.string(),
  quantity: z.number(),
  unit: z.string(),
  originalValue: z.number(),
  netValue: z.number(),
  acquireDate: z.string(),
});

export const listCollectiveAssets = defineEndpoint({
  path: '/api/gisdata/gov/collectiveAsset/list',
  summary: '村集体资产明细',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    assetType: zCode(3),
    keyword: zListKeyword,
    ...zSortOf(['originalValue', 'netValue', 'acquireDate']),
  }),
  result: pageOf(zCollectiveAsset),
});

export const zWaterFacility = z.object({
  id: z.number().int(),
  facilityName: z.string(),
  facilityType: z.string(),
  ...zRowArea,
  lng: z.number(),
  lat: z.number(),
  capacity: z.string().nullable(),
  buildYear: z.number().int(),
  /** 1 正常, 2 待维修, 3 停用. */
  status: z.number().int(),
  statusName: z.string(),
  /** Keeper's name, masked without pii:view. */
  manager: z.string().nullable(),
});

export const listWaterFacilities = defineEndpoint({
  path: '/api/gisdata/gov/waterFacility/list',
  summary: '农田水利设施',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    facilityType: zLine(32).min(1).optional(),
    status: zCode(3),
    keyword: zListKeyword,
    ...zSortOf(['buildYear', 'facilityName']),
  }),
  result: pageOf(zWaterFacility),
});

const zSalesFilter = {
  ...zAreaFilter,
  ...zDateRange,
  channel: zLine(32).min(1).optional(),
  keyword: zListKeyword,
};

export const zChainTrading = z.object({
  farmId: z.number().int(),
  farmName: z.string(),
  companyName: z.string(),
  ...zRowArea,
  orders: z.number().int(),
  quantity: z.number(),
  amount: z.number(),
  mainProduct: z.string().nullable(),
  lastOrderTime: z.string().nullable(),
});

export const listChainTrading = defineEndpoint({
  path: '/api/gisdata/gov/chainTrading/list',
  summary: '产销链交易（按经营主体汇总，已取消的订单不计）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zPaging, ...zSalesFilter, ...zSortOf(['amount', 'orders', 'quantity']) }),
  result: pageOf(zChainTrading),
});

export const zSalesOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  farmId: z.number().int(),
  farmName: z.string(),
  ...zRowArea,
  channel: z.string(),
  productName: z.string(),
  quantity: z.number(),
  unit: z.string(),
  amount: z.number(),
  /** Buyer's name, masked without pii:view. */
  buyerName: z.string().nullable(),
  orderTime: z.string(),
  /** 1 待发货, 2 已发货, 3 已完成, 4 已取消. */
  status: z.number().int(),
  statusName: z.string(),
});

export const listSalesOrders = defineEndpoint({
  path: '/api/gisdata/gov/salesOrder/detailList',
  summary: '销售订单明细',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zSalesFilter,
    farmId: zId.optional(),
    status: zCode(4),
    ...zSortOf(['orderTime', 'amount', 'quantity']),
  }),
  result: pageOf(zSalesOrder),
});

export const zGuaranteeSubject = z.object({
  id: z.number().int(),
  farmId: z.number().int(),
  farmName: z.string(),
  companyName: z.string(),
  creditCode: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  ...zRowArea,
  supplyCategory: z.string(),
  /** 1 市级, 2 区级. */
  supplyLevel: z.number().int(),
  supplyLevelName: z.string(),
  baseAreaMu: z.number(),
  /** The yearly supply the base committed to (承诺年供应量). */
  annualSupplyT: z.number(),
  status: z.number().int(),
  /** The three crops the base harvested most of this year (or its farm's business category when none). */
  mainProducts: z.string(),
  /** Harvested on the base this (Beijing) year, from its plantings. */
  outputYearT: z.number(),
  /** This year's output over the commitment, in percent (one decimal); null without a commitment. */
  completionRate: z.number().nullable(),
  /** Held in the base's storage now; null when it keeps none. */
  stockT: z.number().nullable(),
});

export const listGuaranteeSupply = defineEndpoint({
  path: '/api/archive/gov/guaranteeSupply/list',
  summary: '保供主体名录',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    supplyCategory: zLine(16).min(1).optional(),
    supplyLevel: z.number().int().min(1).max(2).optional(),
    keyword: zListKeyword,
    ...zSortOf(['baseAreaMu', 'annualSupplyT', 'farmName', 'outputYearT', 'completionRate']),
  }),
  result: pageOf(zGuaranteeSubject),
});

export const guaranteeSupplyStatistics = defineEndpoint({
  path: '/api/archive/gov/guaranteeSupply/statistics',
  summary: '保供主体统计（按保供品类）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter }),
  result: z.array(
    z.object({
      supplyCategory: z.string(),
      subjects: z.number().int(),
      cityLevel: z.number().int(),
      districtLevel: z.number().int(),
      baseAreaMu: z.number(),
      annualSupplyT: z.number(),
    }),
  ),
});

export const zPatrolRecord = z.object({
  id: z.number().int(),
  ...zRowArea,
  /** 1 日常巡查, 2 专项巡查, 3 联合巡查. */
  patrolType: z.number().int(),
  patrolTypeName: z.string(),
  patroller: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  distanceKm: z.number(),
  issueFound: z.boolean(),
  remark: z.string().nullable(),
});

export const listPatrolRecords = defineEndpoint({
  path: '/api/archive/gov/patrol/list',
  summary: '田间巡查记录',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    patrolType: zCode(3),
    issueFound: z.number().int().min(0).max(1).optional(),
    keyword: zListKeyword,
    ...zSortOf(['startTime', 'distanceKm']),
  }),
  result: pageOf(zPatrolRecord),
});

const zCount = z.object({
  id: z.number().int(),
  name: z.string(),
  farms: z.number().int(),
  areaMu: z.number(),
});

export const businessReport = defineEndpoint({
  path: '/api/archive/gov/business/report',
  summary: '经营主体报告（区域概况）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter }),
  result: z.object({
    areaId: z.number(),
    areaName: z.string(),
    companies: z.number().int(),
    farms: z.number().int(),
    farmAreaMu: z.number(),
    byBusinessType: z.array(zCount),
    byCompanyCategory: z.array(zCount),
    byCreditLevel: z.array(zCount),
    byChildArea: z.array(zCount),
    greenCertificates: z.number().int(),
    salesAmountYear: z.number(),
    loansGrantedAmount: z.number(),
    insurancePremium: z.number(),
    inspectionPassRate: z.number(),
  }),
});

/** The rural-economy lists of the gisdata and archive service groups. */
export const ruralEconomyEndpoints = {
  listNutritionQuality,
  collectiveEconomyAreaTable,
  listCollectiveAssets,
  listWaterFacilities,
  listChainTrading,
  listSalesOrders,
  listGuaranteeSupply,
  guaranteeSupplyStatistics,
  listPatrolRecords,
  businessReport,
};
