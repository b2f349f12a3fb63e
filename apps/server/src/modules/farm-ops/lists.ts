import {
  listCompaniesByArea,
  listFarmInspections,
  listFarmPlantings,
  listGreenLentilFarms,
} from '@fengshou/core/contract';
import { entitiesImport } from '../../import/kinds/entities';
import { plantingsImport } from '../../import/kinds/plantings';
import { contains } from '../../query/keyword';
import { defineList, since, until } from '../../query/list';
import { FARM_LIST, type FarmRow } from '../produce/farms-repo';
import {
  COMPANY_BY_FARMS_SQL,
  COMPANY_SORTS,
  COMPANY_SQL,
  type CompanyRow,
  presentCompany,
} from './companies-repo';
import { latestPlantYearSql } from './farm-ops-repo';
import { INSPECTION_RESULTS, INSPECTION_TYPES } from './production-repo';

const byFarmFigure = (sortField?: string) => sortField === 'farmCount' || sortField === 'farmAreaMu';

/** The business-entity register of an area, by id unless sorted; personal fields masked without pii:view. */
export const companyList = defineList<typeof listCompaniesByArea, CompanyRow>({
  endpoint: listCompaniesByArea,
  imports: entitiesImport,
  sql: (b) => (byFarmFigure(b.sortField) ? COMPANY_BY_FARMS_SQL : COMPANY_SQL),
  area: 'c.area_id',
  filters: {
    companyCategoryId: 'c.company_category_id',
    creditLevel: 'c.credit_level',
    businessTypeId: (f, type) =>
      f.add('EXISTS (SELECT 1 FROM farms bf WHERE bf.company_id = c.id AND bf.business_type_id = $?)', type),
    startDate: since('c.established_date'),
    endDate: until('c.established_date'),
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(${contains('c.company_name', p)} OR ${contains('c.address', p)})`;
  },
  sorts: COMPANY_SORTS,
  order: 'c.id',
  tieBreak: 'c.id',
  present: (r, pii) => presentCompany(r, pii),
  exportColumns: {
    companyName: '经营主体',
    companyCategoryName: '主体类型',
    areaName: '所在镇村',
    legalPersonName: '法定代表人',
    creditCode: '统一社会信用代码',
    creditLevel: '信用等级',
    farmCount: '基地数',
    farmAreaMu: '经营面积（亩）',
    certificateCount: '合格证',
    registeredCapital: '注册资本（万元）',
    establishedDate: '成立日期',
  },
});

/**
 * Farms with a planting of white lentil (白扁豆) in the year (the latest sown year of the area when none is
 * asked), from the plantings' tally: a few thousand rows in farm order instead of every
 * planting of the year.
 */
export const greenLentilFarmList = defineList<typeof listGreenLentilFarms, FarmRow>({
  ...FARM_LIST,
  endpoint: listGreenLentilFarms,
  where: (f, b, area) => {
    const year = b.plantYear === undefined ? latestPlantYearSql(f, area.range) : f.p(b.plantYear);
    f.add(`EXISTS (SELECT 1 FROM planting_tallies lp
                    WHERE lp.crop_id = (SELECT id FROM crops WHERE crop_identifier = 'white_lentil')
                      AND lp.plant_year = ${year} AND lp.farm_id = f.id)`);
  },
});

interface FarmPlantingRow {
  plantingId: number;
  landId: number;
  dkid: string;
  cropName: string;
  plantYear: number;
  seasonName: string;
  sowDate: string;
  harvestDate: string | null;
  plantAreaMu: number;
  status: number;
  statusName: string;
}

// A farm's own rows are listed whole: the farm (the declared record, inside the caller's area) gives their area.
const FARM_PLANTINGS = 'plantings p JOIN farms f ON f.id = p.farm_id';

/** Plantings of a farm, newest first. */
export const farmPlantingList = defineList<typeof listFarmPlantings, FarmPlantingRow>({
  endpoint: listFarmPlantings,
  imports: plantingsImport,
  sql: {
    select: `p.id AS "plantingId", p.land_id AS "landId", l.dkid, c.crop_name AS "cropName", p.plant_year::int AS "plantYear",
      CASE p.season WHEN 1 THEN '春夏季' ELSE '秋冬季' END AS "seasonName",
      to_char(p.sow_date, 'YYYY-MM-DD') AS "sowDate", to_char(p.harvest_date, 'YYYY-MM-DD') AS "harvestDate",
      round(p.plant_area_mu, 2)::float8 AS "plantAreaMu", p.status::int AS status,
      CASE p.status WHEN 1 THEN '种植中' WHEN 2 THEN '已收获' ELSE '已翻压/毁种' END AS "statusName"`,
    from: `${FARM_PLANTINGS} JOIN land_parcels l ON l.id = p.land_id JOIN crops c ON c.id = p.crop_id`,
    countFrom: FARM_PLANTINGS,
  },
  area: 'f.area_id',
  filters: { farmId: 'p.farm_id', status: 'p.status' },
  order: 'p.sow_date DESC, p.id DESC',
  tieBreak: 'p.id DESC',
  exportColumns: {
    dkid: '地块编码',
    cropName: '作物',
    plantYear: '年份',
    seasonName: '季别',
    sowDate: '播种日期',
    harvestDate: '收获日期',
    plantAreaMu: '面积（亩）',
    statusName: '状态',
  },
});

interface InspectionRow {
  inspectionId: number;
  inspectionType: number;
  inspectDate: string;
  inspector: string | null;
  result: number;
  remark: string | null;
}

/** Inspections of a farm, newest first; the inspector's name is personal data. */
export const farmInspectionList = defineList<typeof listFarmInspections, InspectionRow>({
  endpoint: listFarmInspections,
  sql: {
    select: `i.id AS "inspectionId", i.inspection_type::int AS "inspectionType",
      to_char(i.inspect_date, 'YYYY-MM-DD') AS "inspectDate", i.inspector, i.result::int AS result, i.remark`,
    from: 'inspections i JOIN farms f ON f.id = i.farm_id',
  },
  area: 'f.area_id',
  filters: { farmId: 'i.farm_id' },
  order: 'i.inspect_date DESC, i.id DESC',
  tieBreak: 'i.id DESC',
  present: (r, pii) => ({
    ...r,
    inspector: pii.name(r.inspector, `inspection:${r.inspectionId}`),
    inspectionTypeName: INSPECTION_TYPES[r.inspectionType] ?? '--',
    resultName: INSPECTION_RESULTS[r.result] ?? '--',
  }),
  exportColumns: {
    inspectDate: '日期',
    inspectionTypeName: '类型',
    resultName: '结果',
    inspector: '检查人',
    remark: '备注',
  },
});
