import { z } from 'zod';
import { pageOf, zAreaId, zAreaLevel, zDateTime, zEmpty, zId, zInt, zLine, zPaging } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE, inArea, ofRecord } from './scope';

/** A farm (business entity's production base) as lists show it; personal data masked unless pii:view. */
export const zFarm = z.object({
  farmId: z.number().int(),
  farmName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** Unified social credit code (masked). */
  creditCode: z.string().nullable(),
  companyCategoryId: z.number().int(),
  companyCategoryName: z.string(),
  businessTypeId: z.number().int(),
  businessTypeName: z.string(),
  businessCategoryId: z.number().int().nullable(),
  businessCategoryName: z.string().nullable(),
  creditLevel: z.number().int(),
  traceFlag: z.number().int(),
  peasantFlag: z.number().int(),
  supervisionFlag: z.number().int(),
  newFarmFlag: z.number().int(),
  farmStatus: z.number().int(),
  rank: z.number().int(),
  remark: z.string().nullable(),
  address: z.string().nullable(),
  areaId: z.number(),
  areaName: z.string(),
  townId: z.number().nullable(),
  townName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  /** Sum of the farm's parcel areas in 亩. */
  farmAreaMu: z.number(),
  createTime: zDateTime,
});

/** A farm with its entity's registration, area chain and land. */
export const zFarmDetail = zFarm.extend({
  legalPersonName: z.string().nullable(),
  registeredCapital: z.number().nullable(),
  establishedDate: z.string().nullable(),
  areaChain: z.array(z.object({ areaId: z.number(), areaName: z.string(), level: z.number().int() })),
  landCount: z.number().int(),
  crops: z.array(z.object({ cropId: z.number().int(), cropName: z.string() })),
});

const zKeyword = zLine(64).optional();
/** Area filter of farm lists (spec §7): an area code and, optionally, its level. */
const zFarmArea = { farmAreaId: zAreaId.optional(), farmAreaType: zAreaLevel.optional(), keyword: zKeyword };

export const listFarmsByArea = defineEndpoint({
  path: '/api/produce/gov/farm/listByArea',
  summary: '按区域查询农场（经营主体基地）',
  access: 'data:view',
  display: true,
  scope: { farmAreaId: inArea('farmAreaType') },
  body: z.strictObject({ ...zPaging, ...zFarmArea }),
  result: pageOf(zFarm),
});

export const listFarmsByFarmIds = defineEndpoint({
  path: '/api/produce/gov/farm/listByFarmIds',
  summary: '按农场编号批量查询',
  access: 'data:view',
  display: true,
  scope: { farmIds: ofRecord('farm') },
  body: z.strictObject({
    farmIds: z.array(zId).min(1, '请指定农场编号').max(500),
    pageNo: zInt().min(1).default(1),
    pageSize: zInt().min(1).max(1000).default(50),
  }),
  result: pageOf(zFarm),
});

export const listFarmsByCompanyId = defineEndpoint({
  path: '/api/produce/gov/farm/listByCompanyId',
  summary: '经营主体的农场（基地）',
  access: 'data:view',
  display: true,
  scope: { companyId: ofRecord('company') },
  body: z.strictObject({ ...zPaging, companyId: zId }),
  result: pageOf(zFarm),
});

export const listFarmsByAreaAndBusinessCategory = defineEndpoint({
  path: '/api/produce/gov/farm/listByAreaAndBusinessCategory',
  summary: '按区域与经营品类查询农场',
  access: 'data:view',
  display: true,
  scope: { farmAreaId: inArea('farmAreaType'), farmIds: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zFarmArea,
    /** Business category ids or names. */
    businessCategoryStrList: z.array(zLine(32).min(1)).max(50).optional(),
    farmIds: z.array(zId).max(500).optional(),
  }),
  result: pageOf(zFarm),
});

export const getFarmDetail = defineEndpoint({
  path: '/api/produce/gov/farm/detail',
  summary: '农场详情',
  access: 'data:view',
  display: true,
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({ farmId: zId }),
  result: zFarmDetail,
});

export const getFarmLandAndPlantCount = defineEndpoint({
  path: '/api/produce/gov/farm/landAndPlantCount',
  summary: '农场地块数与在种作物数',
  access: 'data:view',
  display: true,
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({ farmId: zId }),
  result: z.object({ landCount: z.number().int(), plantCount: z.number().int() }),
});

/** A crop planting on a parcel for one season. */
export const zPlanting = z.object({
  plantingId: z.number().int(),
  landId: z.number().int(),
  dkid: z.string(),
  cropId: z.number().int(),
  cropName: z.string(),
  cropIdentifier: z.string(),
  plantYear: z.number().int(),
  season: z.number().int(),
  seasonName: z.string(),
  sowDate: z.string(),
  expectedHarvestDate: z.string().nullable(),
  harvestDate: z.string().nullable(),
  plantAreaMu: z.number(),
  /** 1 种植中, 2 已收获, 3 已翻压/毁种. */
  status: z.number().int(),
  statusName: z.string(),
  expectedOutputKg: z.number().nullable(),
  actualOutputKg: z.number().nullable(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
});

const zDkid = zLine(64).min(1, '请指定地块编码');

export const listCropsOnPlantingByLand = defineEndpoint({
  path: '/api/produce/gov/crop/listOnPlantingByLand',
  summary: '地块在种作物（按地块编号）',
  access: 'data:view',
  display: true,
  scope: { landId: ofRecord('parcel') },
  body: z.strictObject({ landId: zId }),
  result: z.array(zPlanting),
});

export const listCropsOnPlantingByDkid = defineEndpoint({
  path: '/api/produce/gov/crop/listOnPlantingByDkid',
  summary: '地块在种作物（按地块编码）',
  access: 'data:view',
  display: true,
  scope: { dkid: ofRecord('parcel', 'dkid') },
  body: z.strictObject({ dkid: zDkid }),
  result: z.array(zPlanting),
});

export const listCropHistoryByDkid = defineEndpoint({
  path: '/api/produce/gov/crop/historyByDkid',
  summary: '地块种植历史',
  access: 'data:view',
  display: true,
  scope: { dkid: ofRecord('parcel', 'dkid') },
  body: z.strictObject({ dkid: zDkid }),
  result: z.array(zPlanting),
});

export const listCrops = defineEndpoint({
  path: '/api/produce/gov/crop/list',
  summary: '作物列表',
  access: 'data:view',
  display: true,
  body: z.strictObject({ cropGroup: z.number().int().min(1).max(8).optional() }),
  result: z.array(
    z.object({
      cropId: z.number().int(),
      cropName: z.string(),
      cropIdentifier: z.string(),
      cropGroup: z.number().int(),
      businessTypeId: z.number().int(),
      color: z.string(),
    }),
  ),
});

/** A land parcel with its geometry (GeoJSON, EPSG:4326); the contractor's name is masked. */
export const zLand = z.object({
  landId: z.number().int(),
  dkid: z.string(),
  shGisDkid: z.string().nullable(),
  landName: z.string().nullable(),
  landType: z.number().int(),
  landTypeName: z.string(),
  dlbm: z.string(),
  dlbmName: z.string(),
  landSources: z.array(z.number().int()),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  contractorName: z.string().nullable(),
  qualityGrade: z.number().int().nullable(),
  areaId: z.number(),
  areaName: z.string(),
  areaMu: z.number(),
  center: z.tuple([z.number(), z.number()]),
  geometry: z.unknown(),
});

export const getLandDetail = defineEndpoint({
  path: '/api/produce/gov/land/detail',
  summary: '地块详情（按地块编号或地块编码）',
  access: 'data:view',
  display: true,
  scope: { landId: ofRecord('parcel'), dkid: ofRecord('parcel', 'dkid') },
  body: z
    .strictObject({ landId: zId.optional(), dkid: zDkid.optional() })
    .refine((b) => b.landId !== undefined || b.dkid !== undefined, {
      message: '请指定地块编号或地块编码',
      path: ['landId'],
    }),
  result: zLand,
});

export const zLandTypeStat = z.object({
  landType: z.number().int(),
  landTypeName: z.string(),
  landCount: z.number().int(),
  areaMu: z.number(),
});

export const listLandTypes = defineEndpoint({
  path: '/api/produce/gov/landType/list',
  summary: '地块类型',
  access: 'data:view',
  display: true,
  body: zEmpty,
  result: z.array(z.object({ landType: z.number().int(), landTypeName: z.string() })),
});

export const listLandTypesByAreaId = defineEndpoint({
  path: '/api/produce/gov/landType/listByAreaId',
  summary: '区域内各类地块的数量与面积（亩）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ areaId: zAreaId.optional(), areaLevel: zAreaLevel.optional() }),
  result: z.array(zLandTypeStat),
});

/** The produce service group (farms, land, crops). */
export const produceEndpoints = {
  listFarmsByArea,
  listFarmsByFarmIds,
  listFarmsByCompanyId,
  listFarmsByAreaAndBusinessCategory,
  getFarmDetail,
  getFarmLandAndPlantCount,
  listCropsOnPlantingByLand,
  listCropsOnPlantingByDkid,
  listCropHistoryByDkid,
  listCrops,
  getLandDetail,
  listLandTypes,
  listLandTypesByAreaId,
};
