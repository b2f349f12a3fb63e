import { FACILITY_STATUS, WATER_FACILITY_STATUS } from '@fengshou/core/contract';
import { areaColumn, latColumn, lngColumn } from './common-columns';
import { defineImportKind, enumOf, type ImportColumn } from './define';

const buildYearColumn: ImportColumn = {
  header: '建成年份',
  aliases: ['建设年份', '年份', 'buildYear'],
  column: 'build_year',
  cell: { t: 'int', min: 1949, max: 2100 },
  required: true,
  example: '2021',
};
const facilityArea: ImportColumn = { ...areaColumn, note: '不填时按设施位置所在的村确定' };

/** Farmland water facilities (pumps, sluices, canals, ditches, wells) as points or lines, by village and name. */
export const waterFacilitiesImport = defineImportKind({
  kind: 'water-facilities',
  label: '农田水利设施',
  group: '农机与设施',
  uses: '农田水利设施台账、生态宜居与土地专题的水利设施数和待维修设施',
  table: 'water_facilities',
  key: ['area_id', 'facility_name'],
  keyLabel: '所属区域+设施名称',
  format: 'features',
  geometry: { column: 'geom', type: 'any' },
  columns: [
    {
      header: '设施名称',
      aliases: ['名称', 'facilityName', 'name'],
      column: 'facility_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '城东村1号泵站',
    },
    {
      header: '设施类型',
      aliases: ['类型', 'facilityType', 'type'],
      column: 'facility_type',
      cell: { t: 'text', max: 32 },
      required: true,
      example: '泵站',
      note: '如泵站、水闸、灌溉渠道、排水沟、机井；渠道、沟用线，其余用点',
    },
    {
      header: '规模',
      aliases: ['设计规模', '容量', 'capacity'],
      column: 'capacity',
      cell: { t: 'text', max: 32 },
      example: '55kW',
    },
    buildYearColumn,
    {
      header: '状态',
      aliases: ['运行状态', 'status'],
      column: 'status',
      cell: enumOf(WATER_FACILITY_STATUS),
      fallback: '正常',
      example: '正常',
    },
    {
      header: '管护人',
      aliases: ['管护责任人', '负责人', 'manager'],
      column: 'manager',
      cell: { t: 'text', max: 32 },
      example: '张建华',
    },
    facilityArea,
  ],
});

/** Facilities of high-standard farmland projects (roads, pumps, canals, bridges, shelterbelts), by number. */
export const highstandardFacilitiesImport = defineImportKind({
  kind: 'highstandard-facilities',
  label: '高标准农田设施',
  group: '农机与设施',
  uses: '高标准农田设施台账与报修、设施专题的设施数和设施状态',
  table: 'highstandard_facilities',
  key: ['facility_no'],
  keyLabel: '设施编号',
  format: 'table',
  location: 'location',
  columns: [
    {
      header: '设施编号',
      aliases: ['编号', 'facilityNo'],
      column: 'facility_no',
      cell: { t: 'text', max: 64 },
      required: true,
      example: 'GBZ310151000001',
    },
    {
      header: '设施名称',
      aliases: ['名称', 'facilityName'],
      column: 'facility_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '城东村灌溉泵站1号',
    },
    {
      header: '设施类型',
      aliases: ['类型', 'facilityType'],
      column: 'facility_type',
      cell: { t: 'text', max: 32 },
      required: true,
      example: '灌溉泵站',
      note: '如田间道路、灌溉泵站、灌排沟渠、桥涵、农田林网',
    },
    {
      header: '建设项目',
      aliases: ['所属项目', '项目名称', 'projectName'],
      column: 'project_name',
      cell: { t: 'text', max: 128 },
      required: true,
      example: '2021年城桥镇高标准农田建设项目',
    },
    buildYearColumn,
    {
      header: '状态',
      aliases: ['设施状态', 'status'],
      column: 'status',
      cell: enumOf(FACILITY_STATUS),
      fallback: '正常',
      example: '正常',
    },
    { ...lngColumn, required: true },
    { ...latColumn, required: true },
    facilityArea,
  ],
});
