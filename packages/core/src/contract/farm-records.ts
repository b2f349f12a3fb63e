import { z } from 'zod';
import { pageOf, zAreaId, zAreaLevel, zDate, zId, zInt, zLine, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { MISSION_TYPES } from './list-labels';
import { AREA_SCOPE, ofRecord } from './scope';

// The registers a bureau keeps of its farms' land and work (spec §2 lists): plots (地块清单, 前茬),
// plantings per field (田块统计), field work (农事记录) and farm inputs (农资). Area-scoped like every list.

const zArea = { areaId: zAreaId.optional(), areaLevel: zAreaLevel.optional() };
const zKeyword = zLine(64).optional();
const zDates = { startDate: zDate.optional(), endDate: zDate.optional() };
const zCropId = zInt().min(1).max(99).optional();
const zCropGroup = zInt().min(1).max(8).optional();

/** The start of a date range may not lie after its end (300 naming startDate). */
function datesInOrder(b: { startDate?: string; endDate?: string }): boolean {
  return !b.startDate || !b.endDate || b.startDate <= b.endDate;
}
const DATE_ORDER = { message: '开始日期不能晚于结束日期', path: ['startDate'] };

/** A parcel with who works it and what grows on it now and grew before. */
export const zPlotRow = z.object({
  landId: z.number().int(),
  dkid: z.string(),
  landName: z.string().nullable(),
  landType: z.number().int(),
  landTypeName: z.string(),
  dlbm: z.string(),
  dlbmName: z.string(),
  areaMu: z.number(),
  areaId: z.number(),
  areaName: z.string(),
  townName: z.string().nullable(),
  /** The operator (经营主体) when a farm works the parcel. */
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The contracting household (承包方), masked without pii:view. */
  contractorName: z.string().nullable(),
  /** Crops on the parcel now (the latest sown first). */
  currentCrops: z.array(z.string()),
  currentSowDate: z.string().nullable(),
  /** The last crop before the current ones (前茬) and its harvest. */
  previousCrop: z.string().nullable(),
  previousHarvestDate: z.string().nullable(),
});

export const listPlotsByPage = defineEndpoint({
  path: '/api/produce/gov/plot/listByPage',
  summary: '地块清单（经营者、地类、面积、在种与前茬作物）',
  access: 'data:view',
  scope: AREA_SCOPE,
  body: z
    .strictObject({
      ...zPaging,
      ...zArea,
      /** Land-type layer (spec §9: 1 农用地 … 5 永久基本农田). */
      landType: zInt().min(1).max(5).optional(),
      /** A crop growing on the parcel now. */
      cropId: zCropId,
      /** A crop group growing on the parcel now (3 蔬菜 for the vegetable previous-crop list). */
      cropGroup: zCropGroup,
      /** 1 parcels a farm works, 0 parcels no farm works. */
      farmed: zInt().min(0).max(1).optional(),
      /** Code, name or the operator's name. */
      keyword: zKeyword,
      /** The current crop sown between these dates. */
      ...zDates,
      ...zSortOf(['areaMu', 'dkid']),
    })
    .refine(datesInOrder, DATE_ORDER),
  result: pageOf(zPlotRow),
});

/** One crop on one parcel in one season, with its area and output. */
export const zPlantingRow = z.object({
  plantingId: z.number().int(),
  landId: z.number().int(),
  dkid: z.string(),
  landName: z.string().nullable(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  cropId: z.number().int(),
  cropName: z.string(),
  plantYear: z.number().int(),
  season: z.number().int(),
  seasonName: z.string(),
  sowDate: z.string(),
  expectedHarvestDate: z.string().nullable(),
  harvestDate: z.string().nullable(),
  plantAreaMu: z.number(),
  expectedOutputKg: z.number().nullable(),
  actualOutputKg: z.number().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  areaId: z.number(),
  areaName: z.string(),
  townName: z.string().nullable(),
});

export const listPlantingsByPage = defineEndpoint({
  path: '/api/produce/gov/planting/listByPage',
  summary: '田块种植统计（每块田每季的作物、面积与产量）',
  access: 'data:view',
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z
    .strictObject({
      ...zPaging,
      ...zArea,
      farmId: zId.optional(),
      cropId: zCropId,
      cropGroup: zCropGroup,
      /** 1 种植中, 2 已收获, 3 已翻压/毁种. */
      status: zInt().min(1).max(3).optional(),
      plantYear: zInt().min(2000).max(2100).optional(),
      season: zInt().min(1).max(2).optional(),
      /** Parcel code or name, or the farm's name. */
      keyword: zKeyword,
      /** Sown between these dates. */
      ...zDates,
      ...zSortOf(['sowDate', 'plantAreaMu']),
    })
    .refine(datesInOrder, DATE_ORDER),
  result: pageOf(zPlantingRow),
});

/** A piece of field work (农事) of a farm's plan. */
export const zMissionRow = z.object({
  missionId: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  farmId: z.number().int(),
  farmName: z.string(),
  cropId: z.number().int(),
  cropName: z.string(),
  missionType: z.string(),
  missionName: z.string(),
  plannedDate: z.string(),
  doneDate: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  executor: z.string().nullable(),
  /** What the work used (seed, fertiliser, pesticide), as the farm recorded it. */
  inputs: z.string().nullable(),
  areaId: z.number(),
  areaName: z.string(),
  townName: z.string().nullable(),
});

export const listMissionsByPage = defineEndpoint({
  path: '/api/produce/gov/plantMission/listByPage',
  summary: '农事记录（种植计划的农事任务）',
  access: 'data:view',
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z
    .strictObject({
      ...zPaging,
      ...zArea,
      farmId: zId.optional(),
      missionType: z.enum(MISSION_TYPES).optional(),
      /** 1 待执行, 2 已完成, 3 已逾期. */
      status: zInt().min(1).max(3).optional(),
      cropId: zCropId,
      /** 1 done by a service organisation (社会化服务), 0 by the farm itself. */
      serviceFlag: zInt().min(0).max(1).optional(),
      /** The farm's or the plan's name. */
      keyword: zKeyword,
      /** Planned between these dates. */
      ...zDates,
      ...zSortOf(['plannedDate', 'doneDate']),
    })
    .refine(datesInOrder, DATE_ORDER),
  result: pageOf(zMissionRow),
});

/** A purchase or use of a farm input (农资). */
export const zFarmInputRow = z.object({
  recordId: z.number().int(),
  farmId: z.number().int(),
  farmName: z.string(),
  companyName: z.string(),
  missionId: z.number().int().nullable(),
  cropName: z.string().nullable(),
  recordType: z.number().int(),
  recordTypeName: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  productName: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Cost of a purchase in 元 (null for a use). */
  amount: z.number().nullable(),
  recordDate: z.string(),
  areaId: z.number(),
  areaName: z.string(),
  townName: z.string().nullable(),
});

export const listFarmInputsByPage = defineEndpoint({
  path: '/api/produce/gov/farmInput/listByPage',
  summary: '农资采购与使用记录（种子、化肥、有机肥、农药）',
  access: 'data:view',
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z
    .strictObject({
      ...zPaging,
      ...zArea,
      farmId: zId.optional(),
      /** 1 采购, 2 使用. */
      recordType: zInt().min(1).max(2).optional(),
      /** 1 种子种苗, 2 化肥, 3 有机肥, 4 农药. */
      category: zInt().min(1).max(4).optional(),
      /** The crop group the input served (3 蔬菜 for the vegetable inputs table). */
      cropGroup: zCropGroup,
      /** Product or farm name. */
      keyword: zKeyword,
      ...zDates,
      ...zSortOf(['recordDate', 'amount']),
    })
    .refine(datesInOrder, DATE_ORDER),
  result: pageOf(zFarmInputRow),
});

/** Farm registers of land and work (spec §2 lists). */
export const farmRecordEndpoints = {
  listPlotsByPage,
  listPlantingsByPage,
  listMissionsByPage,
  listFarmInputsByPage,
};
