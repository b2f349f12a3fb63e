import {
  FACILITY_STATUS,
  labelOf,
  listHighstandardFacilities,
  listHighstandardRepairOrders,
  listSoilSamples,
  POLLUTION_CLASSES,
  REPAIR_STATUS,
  SOIL_SAMPLE_TYPES,
  type zHighstandardFacility,
  type zRepairOrder,
  type zSoilSample,
} from '@fengshou/core/contract';
import { highstandardFacilitiesImport } from '../../import/kinds/facilities';
import { defineList, since, until } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';
import { TOWN } from './lists-finance';

const XY = (col: string) =>
  `round(ST_X(${col})::numeric, 7)::float8 AS lng, round(ST_Y(${col})::numeric, 7)::float8 AS lat`;

const H = areaJoin('h');

/** High-standard farmland facilities with their number of repair orders. */
export const facilityList = defineList<
  typeof listHighstandardFacilities,
  Row<typeof zHighstandardFacility, 'statusName'>
>({
  endpoint: listHighstandardFacilities,
  imports: highstandardFacilitiesImport,
  sql: {
    select: `h.id, h.facility_no AS "facilityNo", h.facility_name AS "facilityName", h.facility_type AS "facilityType",
      h.project_name AS "projectName", h.build_year AS "buildYear", ${H.select}, ${XY('h.location')}, h.status,
      (SELECT count(*)::int FROM highstandard_repair_orders r WHERE r.facility_id = h.id) AS "repairOrders"`,
    from: `highstandard_facilities h ${H.join}`,
    countFrom: 'highstandard_facilities h',
  },
  area: 'h.area_id',
  filters: { facilityType: 'h.facility_type', status: 'h.status' },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(h.facility_name ILIKE ${p} OR h.facility_no ILIKE ${p} OR h.project_name ILIKE ${p})`;
  },
  sorts: { buildYear: 'h.build_year', facilityNo: 'h.facility_no', repairOrders: '"repairOrders"' },
  order: 'h.id',
  tieBreak: 'h.id',
  present: (r) => ({ ...r, statusName: labelOf(FACILITY_STATUS, r.status) }),
  exportColumns: {
    facilityNo: '设施编号',
    facilityName: '设施名称',
    facilityType: '设施类型',
    projectName: '建设项目',
    buildYear: '建成年份',
    statusName: '状态',
    repairOrders: '报修次数',
    ...TOWN,
  },
});

const R = areaJoin('r');
const FACILITY = 'highstandard_repair_orders r JOIN highstandard_facilities h ON h.id = r.facility_id';

/** Repair orders of the facilities, the latest report first; the reporter is masked without pii:view. */
export const repairOrderList = defineList<
  typeof listHighstandardRepairOrders,
  Row<typeof zRepairOrder, 'statusName'>
>({
  endpoint: listHighstandardRepairOrders,
  sql: {
    select: `r.id, r.order_no AS "orderNo", r.facility_id AS "facilityId", h.facility_name AS "facilityName",
      h.facility_type AS "facilityType", ${R.select}, r.reporter, to_char(r.report_time, 'YYYY-MM-DD HH24:MI:SS') AS "reportTime",
      r.description, r.status, to_char(r.finish_time, 'YYYY-MM-DD HH24:MI:SS') AS "finishTime", r.cost`,
    from: `${FACILITY} ${R.join}`,
    countFrom: FACILITY,
  },
  area: 'r.area_id',
  filters: {
    startTime: since('r.report_time'),
    endTime: until('r.report_time'),
    facilityId: 'r.facility_id',
    status: 'r.status',
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(r.order_no ILIKE ${p} OR h.facility_name ILIKE ${p} OR r.description ILIKE ${p})`;
  },
  sorts: { reportTime: 'r.report_time', cost: 'r.cost', status: 'r.status' },
  order: 'r.report_time DESC, r.id DESC',
  tieBreak: 'r.id DESC',
  present: (r, pii) => ({
    ...r,
    reporter: pii.name(r.reporter, `repairOrder:${r.id}`),
    statusName: labelOf(REPAIR_STATUS, r.status),
  }),
  exportColumns: {
    orderNo: '工单号',
    facilityName: '设施',
    reporter: '报修人',
    reportTime: '报修时间',
    description: '问题描述',
    statusName: '状态',
    finishTime: '完成时间',
    cost: '费用（元）',
    ...TOWN,
  },
});

const S = areaJoin('s');

/** Land quality and soil monitoring samples, the latest first. */
export const soilSampleList = defineList<
  typeof listSoilSamples,
  Row<typeof zSoilSample, 'sampleTypeName' | 'pollutionClassName'>
>({
  endpoint: listSoilSamples,
  sql: {
    select: `s.id, s.sample_no AS "sampleNo", s.land_id AS "landId", ${S.select}, ${XY('s.location')},
      to_char(s.sample_date, 'YYYY-MM-DD') AS "sampleDate", s.sample_type AS "sampleType", s.quality_grade AS "qualityGrade",
      s.organic_matter_g_kg::float8 AS "organicMatter", s.total_n_g_kg::float8 AS "totalN",
      s.available_p_mg_kg::float8 AS "availableP", s.available_k_mg_kg::float8 AS "availableK", s.ph::float8 AS ph,
      s.cd_mg_kg::float8 AS cd, s.pollution_class AS "pollutionClass"`,
    from: `soil_samples s ${S.join}`,
    countFrom: 'soil_samples s',
    key: 's.id',
  },
  area: 's.area_id',
  filters: {
    startTime: since('s.sample_date'),
    endTime: until('s.sample_date'),
    sampleType: 's.sample_type',
    qualityGrade: 's.quality_grade',
    pollutionClass: 's.pollution_class',
  },
  sorts: {
    sampleDate: 's.sample_date',
    qualityGrade: 's.quality_grade',
    organicMatter: 's.organic_matter_g_kg',
    ph: 's.ph',
  },
  order: 's.sample_date DESC, s.id DESC',
  tieBreak: 's.id DESC',
  present: (r) => ({
    ...r,
    sampleTypeName: labelOf(SOIL_SAMPLE_TYPES, r.sampleType),
    pollutionClassName: r.pollutionClass === null ? null : labelOf(POLLUTION_CLASSES, r.pollutionClass),
  }),
  exportColumns: {
    sampleNo: '样点编号',
    sampleDate: '采样日期',
    sampleTypeName: '监测类型',
    qualityGrade: '质量等级',
    organicMatter: '有机质（g/kg）',
    ph: 'pH',
    cd: '镉（mg/kg）',
    pollutionClassName: '污染分类',
    ...TOWN,
  },
});
