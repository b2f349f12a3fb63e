import { z } from 'zod';
import { pageOf, zAreaId, zAreaLevel, zDate, zDateTime, zId, zLine, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { zFarm } from './produce';
import { AREA_SCOPE, ofRecord } from './scope';

/** Optional area of a statistic: an area code and its level (the caller's scope when absent). */
const zArea = { areaId: zAreaId.optional(), areaLevel: zAreaLevel.optional() };
const zYear = z.number().int().min(2000).max(2100);
const zSeason = z.number().int().min(1).max(2);
const zLimit = z.number().int().min(1).max(50).default(10);

/** A business entity (经营主体) as registers list it; legal person and credit code masked without pii:view. */
export const zCompany = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string().nullable(),
  companyCategoryId: z.number().int(),
  companyCategoryName: z.string(),
  legalPersonName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  creditLevel: z.number().int(),
  registeredCapital: z.number().nullable(),
  establishedDate: z.string().nullable(),
  address: z.string().nullable(),
  areaId: z.number(),
  areaName: z.string(),
  townName: z.string().nullable(),
  farmCount: z.number().int(),
  farmAreaMu: z.number(),
  /** Business types of its farms (spec §9 codes). */
  businessTypeIds: z.array(z.number().int()),
  certificateCount: z.number().int(),
});

export const listCompaniesByArea = defineEndpoint({
  path: '/api/produce/gov/company/listByArea',
  summary: '经营主体名录（按区域、类型、信用等级）',
  access: 'data:view',
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zArea,
    keyword: zLine(64).optional(),
    companyCategoryId: z.number().int().min(1).max(99).optional(),
    creditLevel: z.number().int().min(0).max(4).optional(),
    businessTypeId: z.number().int().min(1).max(6).optional(),
    /** Established between these dates (inclusive). */
    startDate: zDate.optional(),
    endDate: zDate.optional(),
    ...zSortOf([
      'companyName',
      'establishedDate',
      'registeredCapital',
      'farmCount',
      'farmAreaMu',
      'creditLevel',
    ]),
  }),
  result: pageOf(zCompany),
});

export const getCompanyDetail = defineEndpoint({
  path: '/api/produce/gov/company/detail',
  summary: '经营主体详情（按编号或统一社会信用代码）',
  access: 'data:view',
  scope: { companyId: ofRecord('company'), creditCode: ofRecord('company', 'creditCode') },
  body: z
    .strictObject({
      companyId: zId.optional(),
      creditCode: z
        .string()
        .trim()
        .regex(/^[0-9A-Z]{18}$/, '统一社会信用代码为18位')
        .optional(),
    })
    .refine((b) => b.companyId !== undefined || b.creditCode !== undefined, {
      message: '请指定经营主体编号或统一社会信用代码',
      path: ['companyId'],
    }),
  result: zCompany.extend({ farms: z.array(zFarm) }),
});

/** A parcel as a map feature of a farm. */
const zParcelFeature = z.object({
  type: z.literal('Feature'),
  geometry: z.unknown(),
  properties: z.object({
    landId: z.number().int(),
    dkid: z.string(),
    landName: z.string().nullable(),
    areaMu: z.number(),
    cropName: z.string().nullable(),
    color: z.string().nullable(),
  }),
});

export const getFarmCoreMapInfo = defineEndpoint({
  path: '/api/produce/gov/farm/coreMapInfo',
  summary: '农场核心地图信息（位置、地块、设备与摄像头）',
  access: 'data:view',
  display: true,
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({ farmId: zId }),
  result: z.object({
    farmId: z.number().int(),
    farmName: z.string(),
    center: z.tuple([z.number(), z.number()]).nullable(),
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
    parcelAreaMu: z.number(),
    parcels: z.object({ type: z.literal('FeatureCollection'), features: z.array(zParcelFeature) }),
    deviceCount: z.number().int(),
    deviceOnline: z.number().int(),
    cameraCount: z.number().int(),
    cameraOnline: z.number().int(),
  }),
});

export const zOrder = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  farmId: z.number().int(),
  farmName: z.string(),
  channel: z.string(),
  productName: z.string(),
  quantity: z.number(),
  unit: z.string(),
  amount: z.number(),
  buyerName: z.string().nullable(),
  orderTime: zDateTime,
  status: z.number().int(),
  statusName: z.string(),
});

export const listNewestOrders = defineEndpoint({
  path: '/api/produce/gov/order/listNewest',
  summary: '最新订单',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({ ...zArea, farmId: zId.optional(), limit: zLimit }),
  result: z.array(zOrder),
});

const zSowing = z.object({
  cropId: z.number().int(),
  cropName: z.string(),
  plantYear: z.number().int(),
  season: z.number().int(),
  farmCount: z.number().int(),
  landCount: z.number().int(),
  sownAreaMu: z.number(),
});

export const listSowingAreas = defineEndpoint({
  path: '/api/produce/gov/sowing/list',
  summary: '播种面积（按作物、年份、季别）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zArea,
    plantYear: zYear.optional(),
    season: zSeason.optional(),
    cropId: z.number().int().min(1).max(99).optional(),
  }),
  result: z.array(zSowing),
});

export const listGreenLentilFarms = defineEndpoint({
  path: '/api/produce/gov/greenLentil/farmList',
  summary: '白扁豆种植主体',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zPaging, ...zArea, plantYear: zYear.optional() }),
  result: pageOf(zFarm),
});

export const listGreenLentilSowingAreas = defineEndpoint({
  path: '/api/produce/gov/greenLentil/sowingAreaList',
  summary: '白扁豆播种面积（按下级区域）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zArea, plantYear: zYear.optional() }),
  result: z.array(
    z.object({
      areaId: z.number(),
      areaName: z.string(),
      farmCount: z.number().int(),
      landCount: z.number().int(),
      sownAreaMu: z.number(),
    }),
  ),
});

export const listFarmDynamics = defineEndpoint({
  path: '/api/produce/gov/farm/realtimeDynamics',
  summary: '农场实时动态（按区域与经营品类）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zArea,
    businessCategoryId: z.number().int().min(1).max(999).optional(),
    farmId: zId.optional(),
    limit: z.number().int().min(1).max(100).default(20),
  }),
  result: z.array(
    z.object({
      time: z.string(),
      kind: z.enum(['sow', 'harvest', 'mission', 'certificate', 'inspection']),
      kindName: z.string(),
      farmId: z.number().int(),
      farmName: z.string(),
      content: z.string(),
    }),
  ),
});

export const zPlantMission = z.object({
  missionId: z.number().int(),
  planId: z.number().int(),
  missionType: z.string(),
  missionName: z.string(),
  plannedDate: z.string(),
  doneDate: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  executor: z.string().nullable(),
  inputs: z.string().nullable(),
});

export const zPlantPlan = z.object({
  planId: z.number().int(),
  planName: z.string(),
  farmId: z.number().int(),
  farmName: z.string(),
  cropId: z.number().int(),
  cropName: z.string(),
  planYear: z.number().int(),
  season: z.number().int(),
  planAreaMu: z.number(),
  planOutputKg: z.number(),
  status: z.number().int(),
  statusName: z.string(),
  missionCount: z.number().int(),
  missionDone: z.number().int(),
});

export const getPlantPlan = defineEndpoint({
  path: '/api/produce/gov/plantPlan/get',
  summary: '种植计划详情',
  access: 'data:view',
  scope: { planId: ofRecord('plantPlan') },
  body: z.strictObject({ planId: zId }),
  result: zPlantPlan.extend({ missions: z.array(zPlantMission) }),
});

export const listPlantPlansByFarm = defineEndpoint({
  path: '/api/produce/gov/plantPlan/listByFarm',
  summary: '农场的种植计划',
  access: 'data:view',
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({ farmId: zId, planYear: zYear.optional() }),
  result: z.array(zPlantPlan),
});

export const getPlantMission = defineEndpoint({
  path: '/api/produce/gov/plantMission/get',
  summary: '农事任务详情',
  access: 'data:view',
  scope: { missionId: ofRecord('plantMission') },
  body: z.strictObject({ missionId: zId }),
  result: zPlantMission.extend({ planName: z.string(), farmId: z.number().int(), farmName: z.string() }),
});

export const listOutputForecasts = defineEndpoint({
  path: '/api/produce/gov/output/listForecasts',
  summary: '产量与预测（按作物、季别）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zArea,
    plantYear: zYear.optional(),
    cropId: z.number().int().min(1).max(99).optional(),
  }),
  result: z.array(
    z.object({
      cropId: z.number().int(),
      cropName: z.string(),
      plantYear: z.number().int(),
      season: z.number().int(),
      sownAreaMu: z.number(),
      forecastYieldKgPerMu: z.number(),
      forecastOutputT: z.number(),
      actualOutputT: z.number().nullable(),
    }),
  ),
});

export const getBarcodeAccessCounts = defineEndpoint({
  path: '/api/produce/gov/barcode/accessCounts',
  summary: '追溯码扫码次数',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zArea, startDate: zDate.optional(), endDate: zDate.optional() }),
  result: z.object({
    startDate: z.string(),
    endDate: z.string(),
    totalScans: z.number().int(),
    codeCount: z.number().int(),
    days: z.array(z.object({ date: z.string(), scans: z.number().int() })),
  }),
});

export const listCropGroupsByNjFlag = defineEndpoint({
  path: '/api/produce/gov/crop/groupByNjFlag',
  summary: '作物分组（njFlag 1 仅农机作业的大田作物）',
  access: 'data:view',
  display: true,
  body: z.strictObject({ njFlag: z.number().int().min(0).max(1).optional() }),
  result: z.array(
    z.object({
      cropGroup: z.number().int(),
      cropGroupName: z.string(),
      crops: z.array(
        z.object({ cropId: z.number().int(), cropName: z.string(), cropIdentifier: z.string() }),
      ),
    }),
  ),
});

export const listCropPrices = defineEndpoint({
  path: '/api/produce/gov/crop/priceList',
  summary: '作物最新价格',
  access: 'data:view',
  display: true,
  body: z.strictObject({ priceDate: zDate.optional() }),
  result: z.array(
    z.object({
      cropId: z.number().int(),
      cropName: z.string(),
      priceType: z.string(),
      price: z.number(),
      unit: z.string(),
      priceDate: z.string(),
      /** Change from the previous day in percent, null when there is none. */
      changePct: z.number().nullable(),
    }),
  ),
});

export const listCompanyCategories = defineEndpoint({
  path: '/api/produce/gov/companyCategory/list',
  summary: '经营主体类型与数量',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zArea }),
  result: z.array(
    z.object({ companyCategoryId: z.number().int(), name: z.string(), companyCount: z.number().int() }),
  ),
});

export const listBusinessCategories = defineEndpoint({
  path: '/api/produce/gov/businessCategory/list',
  summary: '经营品类与农场数',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zArea }),
  result: z.array(
    z.object({
      businessCategoryId: z.number().int(),
      name: z.string(),
      businessTypeId: z.number().int(),
      farmCount: z.number().int(),
    }),
  ),
});

const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式须为YYYY-MM');

export const getUsageReport = defineEndpoint({
  path: '/api/produce/gov/usageReport/byMonthRange',
  summary: '使用情况月报（合格证、打印、追溯码、扫码、农事任务）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z
    .strictObject({ ...zArea, startMonth: zMonth, endMonth: zMonth })
    .refine((b) => b.startMonth <= b.endMonth, { message: '开始月份不能晚于结束月份', path: ['startMonth'] }),
  result: z.array(
    z.object({
      month: z.string(),
      certificateCount: z.number().int(),
      printCopies: z.number().int(),
      traceCodeCount: z.number().int(),
      scanCount: z.number().int(),
      missionDoneCount: z.number().int(),
    }),
  ),
});

export const listFarmPlantings = defineEndpoint({
  path: '/api/produce/gov/farm/plantings',
  summary: '农场种植记录（在种与历史）',
  access: 'data:view',
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    farmId: zId,
    /** 1 在种, 2 已收获, 3 已翻压/毁种. */
    status: z.number().int().min(1).max(3).optional(),
  }),
  result: pageOf(
    z.object({
      plantingId: z.number().int(),
      landId: z.number().int(),
      dkid: z.string(),
      cropName: z.string(),
      plantYear: z.number().int(),
      seasonName: z.string(),
      sowDate: z.string(),
      harvestDate: z.string().nullable(),
      plantAreaMu: z.number(),
      status: z.number().int(),
      statusName: z.string(),
    }),
  ),
});

export const listFarmInspections = defineEndpoint({
  path: '/api/produce/gov/farm/inspections',
  summary: '农场的检查记录',
  access: 'data:view',
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({ ...zPaging, farmId: zId }),
  result: pageOf(
    z.object({
      inspectionId: z.number().int(),
      inspectionType: z.number().int(),
      inspectionTypeName: z.string(),
      inspectDate: z.string(),
      inspector: z.string().nullable(),
      result: z.number().int(),
      resultName: z.string(),
      remark: z.string().nullable(),
    }),
  ),
});

/** Farms, entities and production beyond the base produce calls (spec §7). */
export const farmOpsEndpoints = {
  listCompaniesByArea,
  getCompanyDetail,
  getFarmCoreMapInfo,
  listNewestOrders,
  listSowingAreas,
  listGreenLentilFarms,
  listGreenLentilSowingAreas,
  listFarmDynamics,
  getPlantPlan,
  listPlantPlansByFarm,
  getPlantMission,
  listOutputForecasts,
  getBarcodeAccessCounts,
  listCropGroupsByNjFlag,
  listCropPrices,
  listCompanyCategories,
  listBusinessCategories,
  getUsageReport,
  listFarmPlantings,
  listFarmInspections,
};
