import { DLBM_CODES, LAND_TYPE_LABELS } from '@fengshou/core';
import {
  INPUT_CATEGORIES,
  INPUT_RECORD_TYPES,
  labelOf,
  listFarmInputsByPage,
  listMissionsByPage,
  listPlantingsByPage,
  listPlotsByPage,
  MISSION_STATUS,
  PLANTING_STATUS,
  SEASONS,
  type zFarmInputRow,
  type zMissionRow,
  type zPlantingRow,
  type zPlotRow,
} from '@fengshou/core/contract';
import { parcelsImport } from '../../import/kinds/parcels';
import { plantingsImport } from '../../import/kinds/plantings';
import { contains } from '../../query/keyword';
import { defineList, since, until } from '../../query/list';
import type { Row } from '../../query/list-page';
import { landTypeWhere } from '../archive/land-concepts';
import {
  farmNamedBy,
  INPUT_SQL,
  INPUT_TALLY,
  inCropGroup,
  isCodePrefix,
  MISSION_OWN,
  MISSION_SQL,
  MISSION_TALLY,
  PLANTING_SQL,
  PLANTING_TALLY,
  PLOT_SQL,
  PLOT_TALLY,
} from './records-repo';

const defined = (...values: unknown[]) => values.some((v) => v !== undefined);

// The farm registers (spec §2 lists): plots, plantings per field, field work, inputs. Each pages over its own
// table and, when its filters are the area and the tallied codes alone, counts from its tally.

/** Parcels with their operator, land type, 亩 and crops now and before; the contractor masked. */
export const plotList = defineList<typeof listPlotsByPage, Row<typeof zPlotRow, 'landTypeName' | 'dlbmName'>>(
  {
    endpoint: listPlotsByPage,
    imports: parcelsImport,
    sql: PLOT_SQL,
    area: 'l.area_id',
    filters: {
      // The parcels of the land type's concept (its layer or its membership), as its figure counts them.
      landType: (f, landType) => f.add(landTypeWhere(landType, 'l')),
      farmed: (f, farmed) => f.add(farmed ? 'l.farm_id IS NOT NULL' : 'l.farm_id IS NULL'),
    },
    // The crop now on the parcel, by crop and sowing date together: its current plantings of the area
    // (partial indexes of the schema).
    where: (f, b, area) => {
      if (!defined(b.cropId, b.cropGroup, b.startDate, b.endDate)) return;
      const [lo, hi] = area.range;
      const growing = ['p.status = 1', `p.area_id BETWEEN ${f.p(lo)} AND ${f.p(hi)}`];
      if (b.cropId !== undefined) growing.push(`p.crop_id = ${f.p(b.cropId)}`);
      if (b.cropGroup !== undefined)
        growing.push(`p.crop_id = ANY(ARRAY(SELECT id FROM crops WHERE crop_group = ${f.p(b.cropGroup)}))`);
      if (b.startDate) growing.push(`p.sow_date >= ${f.p(b.startDate)}::date`);
      if (b.endDate) growing.push(`p.sow_date <= ${f.p(b.endDate)}::date`);
      // Evaluated once as an array: the parcels are then read by id, not all scanned to probe a hash.
      f.add(`l.id = ANY(ARRAY(SELECT p.land_id FROM plantings p WHERE ${growing.join(' AND ')}))`);
    },
    keyword: (f, word, pattern) =>
      isCodePrefix(word)
        ? `l.dkid LIKE ${f.p(word)} || '%'`
        : `(${farmNamedBy(f, 'l.farm_id', pattern)} OR ${contains('l.land_name', f.p(pattern))})`,
    sorts: { areaMu: 'l.area_mu', dkid: 'l.dkid' },
    order: 'l.id',
    tieBreak: 'l.id DESC',
    tally: {
      sql: PLOT_TALLY,
      unless: ['landType', 'farmed', 'cropId', 'cropGroup', 'startDate', 'endDate', 'keyword'],
    },
    present: (r, pii) => ({
      ...r,
      landTypeName: LAND_TYPE_LABELS[r.landType as keyof typeof LAND_TYPE_LABELS] ?? '--',
      dlbmName: DLBM_CODES[r.dlbm as keyof typeof DLBM_CODES] ?? '--',
      contractorName: pii.name(r.contractorName, `land:${r.landId}`),
    }),
    exportColumns: {
      dkid: '地块编码',
      landName: '地块名称',
      areaName: '所在镇村',
      landTypeName: '地类',
      dlbmName: '土地利用',
      areaMu: '面积（亩）',
      farmName: '经营主体',
      contractorName: '承包方',
      currentCrops: '在种作物',
      currentSowDate: '播种日期',
      previousCrop: '前茬作物',
      previousHarvestDate: '前茬收获',
    },
  },
);

/** One crop per parcel and season with its area and output, the latest sown first. */
export const plantingList = defineList<
  typeof listPlantingsByPage,
  Row<typeof zPlantingRow, 'seasonName' | 'statusName'>
>({
  endpoint: listPlantingsByPage,
  imports: plantingsImport,
  sql: PLANTING_SQL,
  area: 'p.area_id',
  filters: {
    farmId: 'p.farm_id',
    cropId: 'p.crop_id',
    cropGroup: (f, group) => inCropGroup(f, 'p.crop_id', group),
    status: 'p.status',
    plantYear: 'p.plant_year',
    season: 'p.season',
    startDate: since('p.sow_date'),
    endDate: until('p.sow_date'),
  },
  keyword: (f, word, pattern) =>
    isCodePrefix(word)
      ? `p.land_id IN (SELECT id FROM land_parcels WHERE dkid LIKE ${f.p(word)} || '%')`
      : farmNamedBy(f, 'p.farm_id', pattern),
  sorts: { sowDate: 'p.sow_date', plantAreaMu: 'p.plant_area_mu' },
  order: 'p.sow_date DESC NULLS LAST, p.id DESC',
  tieBreak: 'p.id DESC',
  tally: {
    sql: PLANTING_TALLY,
    unless: ['farmId', 'plantYear', 'season', 'keyword', 'startDate', 'endDate'],
  },
  present: (r) => ({
    ...r,
    seasonName: labelOf(SEASONS, r.season),
    statusName: labelOf(PLANTING_STATUS, r.status),
  }),
  exportColumns: {
    dkid: '地块编码',
    landName: '地块名称',
    farmName: '经营主体',
    cropName: '作物',
    seasonName: '季别',
    sowDate: '播种日期',
    expectedHarvestDate: '预计收获',
    harvestDate: '实际收获',
    plantAreaMu: '种植面积（亩）',
    expectedOutputKg: '预计产量（公斤）',
    actualOutputKg: '实际产量（公斤）',
    statusName: '状态',
    areaName: '所在镇村',
  },
});

/** Field work of the farms' plans: done work the latest first, work still to do after it. */
export const missionList = defineList<typeof listMissionsByPage, Row<typeof zMissionRow, 'statusName'>>({
  endpoint: listMissionsByPage,
  // Filters naming the plan need the plans joined; without them the missions are counted and paged alone.
  sql: (b) => (defined(b.farmId, b.cropId, b.keyword) ? MISSION_SQL : { ...MISSION_SQL, ...MISSION_OWN }),
  area: 'm.area_id',
  filters: {
    missionType: 'm.mission_type',
    status: 'm.status',
    serviceFlag: (f, service) => f.add(service ? "m.executor <> '本场'" : "m.executor = '本场'"),
    startDate: since('m.planned_date'),
    endDate: until('m.planned_date'),
    farmId: 'pp.farm_id',
    cropId: 'pp.crop_id',
  },
  keyword: (f, _word, pattern) =>
    `(${farmNamedBy(f, 'pp.farm_id', pattern)} OR ${contains('pp.plan_name', f.p(pattern))})`,
  sorts: { plannedDate: 'm.planned_date', doneDate: 'm.done_date' },
  order: 'm.done_date DESC NULLS LAST, m.id DESC',
  tieBreak: 'm.id DESC',
  tally: {
    sql: MISSION_TALLY,
    unless: ['farmId', 'cropId', 'keyword', 'serviceFlag', 'startDate', 'endDate'],
  },
  present: (r) => ({ ...r, statusName: labelOf(MISSION_STATUS, r.status) }),
  exportColumns: {
    plannedDate: '计划日期',
    doneDate: '完成日期',
    missionType: '农事类型',
    missionName: '任务',
    cropName: '作物',
    farmName: '农场（基地）',
    executor: '执行方',
    inputs: '投入品',
    statusName: '状态',
    planName: '种植计划',
    areaName: '所在镇村',
  },
});

/** Purchases and uses of seed, fertiliser and pesticide, the latest first. */
export const farmInputList = defineList<
  typeof listFarmInputsByPage,
  Row<typeof zFarmInputRow, 'recordTypeName' | 'categoryName'>
>({
  endpoint: listFarmInputsByPage,
  sql: INPUT_SQL,
  area: 'r.area_id',
  filters: {
    recordType: 'r.record_type',
    category: 'r.category',
    farmId: 'r.farm_id',
    cropGroup: (f, group) => inCropGroup(f, 'r.crop_id', group),
    startDate: since('r.record_date'),
    endDate: until('r.record_date'),
  },
  keyword: (f, _word, pattern) =>
    `(${contains('r.product_name', f.p(pattern))} OR ${farmNamedBy(f, 'r.farm_id', pattern)})`,
  sorts: { recordDate: 'r.record_date', amount: 'r.amount' },
  order: 'r.record_date DESC NULLS LAST, r.id DESC',
  tieBreak: 'r.id DESC',
  tally: {
    sql: INPUT_TALLY,
    unless: ['farmId', 'cropGroup', 'keyword', 'startDate', 'endDate'],
  },
  present: (r) => ({
    ...r,
    recordTypeName: labelOf(INPUT_RECORD_TYPES, r.recordType),
    categoryName: labelOf(INPUT_CATEGORIES, r.category),
  }),
  exportColumns: {
    recordDate: '日期',
    recordTypeName: '类型',
    categoryName: '类别',
    productName: '产品',
    quantity: '数量',
    unit: '单位',
    amount: '金额（元）',
    cropName: '用于作物',
    farmName: '农场（基地）',
    areaName: '所在镇村',
  },
});
