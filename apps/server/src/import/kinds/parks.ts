import { beijingYear } from '@fengshou/core';
import { PARK_LEVELS, PARK_TYPES } from '@fengshou/core/contract';
import { areaColumn } from './common-columns';
import { defineImportKind, enumOf } from './define';

/** Agricultural parks with their boundary and figures (GeoJSON or shapefile), by park name. */
export const agriParksImport = defineImportKind({
  kind: 'agri-parks',
  label: '农业园区',
  group: '土地与地块',
  uses: '园区详情（边界、园内经营主体与设备、产出、投资、游客）',
  table: 'agri_parks',
  key: ['park_name'],
  keyLabel: '园区名称',
  format: 'features',
  geometry: { column: 'geom', type: 'polygon', areaMu: 'area_mu' },
  columns: [
    {
      header: '园区名称',
      aliases: ['名称', 'parkName', 'name'],
      column: 'park_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '崇明区现代农业产业园',
    },
    {
      header: '园区类型',
      aliases: ['类型', 'parkType'],
      column: 'park_type',
      cell: enumOf(PARK_TYPES),
      required: true,
      example: '现代农业产业园',
    },
    {
      header: '园区级别',
      aliases: ['级别', 'parkLevel'],
      column: 'park_level',
      cell: enumOf(PARK_LEVELS),
      required: true,
      example: '市级',
    },
    {
      header: '主导产业',
      aliases: ['主导产品', 'leadingIndustry'],
      column: 'leading_industry',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '稻米、蔬菜',
    },
    {
      header: '运营单位',
      aliases: ['管理单位', 'operatorName'],
      column: 'operator_name',
      cell: { t: 'text', max: 64 },
      example: '崇明区农业投资发展有限公司',
    },
    {
      header: '建园年份',
      aliases: ['成立年份', 'establishedYear'],
      column: 'established_year',
      cell: { t: 'int', min: 1950, max: beijingYear() },
      required: true,
      example: '2018',
    },
    {
      header: '累计投资（万元）',
      aliases: ['总投资', 'investmentWan'],
      column: 'investment_wan',
      cell: { t: 'decimal', min: 0, max: 100_000_000 },
      fallback: '0',
      example: '52000',
    },
    {
      header: '年产值（万元）',
      aliases: ['产值', 'outputValueWan'],
      column: 'output_value_wan',
      cell: { t: 'decimal', min: 0, max: 100_000_000 },
      fallback: '0',
      example: '86000',
    },
    {
      header: '年接待游客（人次）',
      aliases: ['游客', 'annualVisitors'],
      column: 'annual_visitors',
      cell: { t: 'int', min: 0, max: 100_000_000 },
      example: '120000',
      note: '休闲观光园区、田园综合体填写',
    },
    {
      header: '园区简介',
      aliases: ['简介', 'intro'],
      column: 'intro',
      cell: { t: 'text', max: 500 },
      example: '',
    },
    { ...areaColumn, note: '不填时按边界中心所在区域确定' },
  ],
});
