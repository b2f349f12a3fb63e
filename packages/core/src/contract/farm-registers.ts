import { z } from 'zod';
import { zAreaFilter, zCode, zDateRange, zListKeyword, zRowArea } from './area-list';
import { pageOf, zId, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { listKeyEntities } from './key-entities';
import { AREA_SCOPE, ofRecord } from './scope';

// Registers a bureau keeps about its entities beside their farms: product brands, storage, the yearly
// assessment scores; and the production preview of the farms' plans. Produce and archive service groups.

export const BRAND_TYPES = { 1: '区域公用品牌', 2: '企业品牌', 3: '产品品牌' } as const;
export const BRAND_LEVELS = { 0: '未入选', 1: '国家级', 2: '省级', 3: '市级', 4: '区县级' } as const;
export const STORAGE_TYPES = { 1: '常温库', 2: '冷藏库', 3: '冷冻库', 4: '粮仓', 5: '气调库' } as const;
/** Grades of an assessment by its total: 优秀 ≥ 90, 良好 ≥ 80, 合格 ≥ 60, else 不合格. */
export const SCORE_GRADES = { 1: '优秀', 2: '良好', 3: '合格', 4: '不合格' } as const;
/** The lowest total of each grade, best first. */
export const SCORE_GRADE_FLOORS: readonly (readonly [grade: 1 | 2 | 3 | 4, floor: number])[] = [
  [1, 90],
  [2, 80],
  [3, 60],
  [4, 0],
];

/** The grade of a total score. */
export function scoreGrade(total: number): 1 | 2 | 3 | 4 {
  return SCORE_GRADE_FLOORS.find(([, floor]) => total >= floor)![0];
}

const zYear = z.number().int().min(2000).max(2100);

export const zProductBrand = z.object({
  id: z.number().int(),
  brandName: z.string(),
  productName: z.string(),
  brandType: z.number().int(),
  brandTypeName: z.string(),
  brandLevel: z.number().int(),
  brandLevelName: z.string(),
  trademarkNo: z.string().nullable(),
  registerDate: z.string(),
  annualSalesWan: z.number().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** Green, organic or geographical-indication certificates of the entity that are still valid. */
  validGreenCerts: z.number().int(),
  ...zRowArea,
});

export const listProductBrands = defineEndpoint({
  path: '/api/produce/gov/brand/list',
  summary: '农产品品牌名录',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, companyId: ofRecord('company') },
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    companyId: zId.optional(),
    brandType: zCode(3),
    brandLevel: zCode(4),
    keyword: zListKeyword,
    ...zSortOf(['registerDate', 'annualSalesWan', 'brandName']),
  }),
  result: pageOf(zProductBrand),
});

export const zFarmStorage = z.object({
  id: z.number().int(),
  storageName: z.string(),
  storageType: z.number().int(),
  storageTypeName: z.string(),
  capacityT: z.number(),
  stockT: z.number(),
  /** Stock over capacity, in percent (one decimal). */
  usageRate: z.number(),
  cropId: z.number().int().nullable(),
  cropName: z.string().nullable(),
  temperatureC: z.number().nullable(),
  lastInDate: z.string().nullable(),
  farmId: z.number().int(),
  farmName: z.string(),
  companyName: z.string(),
  /** What the farm harvested of the stored crop this year (kg), from its plantings. */
  harvestYearKg: z.number(),
  /** What it has growing of the stored crop now (亩). */
  growingMu: z.number(),
  ...zRowArea,
});

export const listFarmStorages = defineEndpoint({
  path: '/api/produce/gov/storage/list',
  summary: '种植与仓储（仓储设施、库存与对应作物的种植、收获）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    farmId: zId.optional(),
    storageType: zCode(5),
    cropId: z.number().int().min(1).max(99).optional(),
    keyword: zListKeyword,
    ...zSortOf(['capacityT', 'stockT', 'usageRate', 'lastInDate']),
  }),
  result: pageOf(zFarmStorage),
});

export const zEntityScore = z.object({
  id: z.number().int(),
  scoreYear: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyCategoryName: z.string(),
  productionScore: z.number(),
  qualityScore: z.number(),
  creditScore: z.number(),
  benefitScore: z.number(),
  totalScore: z.number(),
  grade: z.number().int(),
  gradeName: z.string(),
  /** Place among the entities of the same year in the area asked (1 = best). */
  rank: z.number().int(),
  assessor: z.string(),
  assessDate: z.string(),
  remark: z.string().nullable(),
  ...zRowArea,
});

export const listEntityScores = defineEndpoint({
  path: '/api/archive/gov/entityScore/list',
  summary: '经营主体考核评分',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, companyId: ofRecord('company') },
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    scoreYear: zYear.optional(),
    grade: zCode(4),
    companyId: zId.optional(),
    keyword: zListKeyword,
    ...zSortOf(['totalScore', 'assessDate', 'companyName']),
  }),
  result: pageOf(zEntityScore),
});

export const entityScoreYears = defineEndpoint({
  path: '/api/archive/gov/entityScore/years',
  summary: '考核评分的年度（每年的主体数、平均分与各等级数）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter }),
  result: z.array(
    z.object({
      scoreYear: z.number().int(),
      companies: z.number().int(),
      avgScore: z.number(),
      grades: z.array(z.object({ grade: z.number().int(), gradeName: z.string(), count: z.number().int() })),
    }),
  ),
});

export const zPlanPreview = z.object({
  planId: z.number().int(),
  planName: z.string(),
  planYear: z.number().int(),
  season: z.number().int(),
  seasonName: z.string(),
  cropId: z.number().int(),
  cropName: z.string(),
  farmId: z.number().int(),
  farmName: z.string(),
  planAreaMu: z.number(),
  planOutputKg: z.number(),
  /** Sown so far of the plan's crop, year and season on the farm (亩), and what it has harvested (kg). */
  sownAreaMu: z.number(),
  harvestedKg: z.number(),
  missionsDone: z.number().int(),
  missionsTotal: z.number().int(),
  /** The next field work not done yet, and its planned date. */
  nextMission: z.string().nullable(),
  nextMissionDate: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  ...zRowArea,
});

export const listPlanPreviews = defineEndpoint({
  path: '/api/produce/gov/plantPlan/preview',
  summary: '生产预览（种植计划的播种、农事与收获进度）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    farmId: zId.optional(),
    planYear: zYear.optional(),
    season: zCode(2),
    status: zCode(3),
    cropId: z.number().int().min(1).max(99).optional(),
    keyword: zListKeyword,
    ...zSortOf(['planAreaMu', 'planOutputKg', 'nextMissionDate']),
  }),
  result: pageOf(zPlanPreview),
});

export const zPreviousCrop = z.object({
  plantingId: z.number().int(),
  landId: z.number().int(),
  dkid: z.string(),
  landName: z.string().nullable(),
  farmName: z.string().nullable(),
  cropId: z.number().int(),
  cropName: z.string(),
  sowDate: z.string(),
  plantAreaMu: z.number(),
  /** The planting before this one on the same parcel (null: none recorded). */
  previousCropName: z.string().nullable(),
  previousCropGroupName: z.string().nullable(),
  previousHarvestDate: z.string().nullable(),
  /** Days from the previous harvest to this sowing (the fallow interval). */
  intervalDays: z.number().int().nullable(),
  /** The same crop again (连作): soil-borne disease risk a bureau advises on. */
  continuous: z.boolean(),
  ...zRowArea,
});

export const listPreviousCrops = defineEndpoint({
  path: '/api/produce/gov/plot/previousCropList',
  summary: '蔬菜前茬（在种蔬菜与同一地块的上一茬作物、间隔天数、是否连作）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    cropId: z.number().int().min(1).max(99).optional(),
    continuous: z.number().int().min(0).max(1).optional(),
    keyword: zListKeyword,
    ...zSortOf(['sowDate', 'intervalDays', 'plantAreaMu']),
  }),
  result: pageOf(zPreviousCrop),
});

/** One row of the entity statistics table: an area's entities by category. */
export const zCompanyAreaRow = z.object({
  areaId: z.number(),
  areaName: z.string(),
  level: z.number().int(),
  total: z.number().int(),
  /** Entities per company category, in the order of `categories`. */
  byCategory: z.array(z.number().int()),
  farms: z.number().int(),
  farmAreaMu: z.number(),
  registeredCapitalWan: z.number(),
  /** Entities rated A or B. */
  creditGood: z.number().int(),
  traceFarms: z.number().int(),
});

export const companyAreaTable = defineEndpoint({
  path: '/api/gisdata/gov/company/areaTable',
  summary: '经营主体统计表（下级区域 × 主体类型）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter }),
  result: z.object({
    categories: z.array(z.object({ companyCategoryId: z.number().int(), name: z.string() })),
    rows: z.array(zCompanyAreaRow),
    total: zCompanyAreaRow,
  }),
});

/** The registers of entities and farms (the key entities' directory among them). */
export const farmRegisterEndpoints = {
  listKeyEntities,
  listProductBrands,
  listFarmStorages,
  listEntityScores,
  entityScoreYears,
  listPlanPreviews,
  listPreviousCrops,
  companyAreaTable,
};
