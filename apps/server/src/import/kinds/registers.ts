import { beijingYear } from '@fengshou/core';
import { BRAND_LEVELS, BRAND_TYPES, STORAGE_TYPES } from '@fengshou/core/contract';
import { cropColumn, farmColumn } from './common-columns';
import { defineImportKind, enumOf, type ImportColumn } from './define';

/** The entity a register row belongs to: its area places the row. */
const companyColumn = (note: string): ImportColumn => ({
  header: '经营主体',
  aliases: ['主体名称', '企业名称', '统一社会信用代码', 'company'],
  column: 'company_id',
  cell: { t: 'ref', ref: 'company' },
  required: true,
  example: '91310151MA1L47G27X',
  note,
});

/** Brands of the entities' products (农产品品牌名录), by entity and brand name. */
export const productBrandsImport = defineImportKind({
  kind: 'product-brands',
  label: '农产品品牌',
  group: '合格证与追溯',
  uses: '农产品品牌名录、农产品信息的品牌页',
  table: 'product_brands',
  key: ['company_id', 'brand_name'],
  keyLabel: '经营主体+品牌名称',
  format: 'table',
  columns: [
    {
      header: '品牌名称',
      aliases: ['品牌', 'brandName'],
      column: 'brand_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '崇明清水蟹',
    },
    companyColumn('须先导入经营主体；品牌归入主体所在区域'),
    {
      header: '产品',
      aliases: ['产品名称', '品类', 'productName'],
      column: 'product_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '中华绒螯蟹',
    },
    {
      header: '品牌类型',
      aliases: ['类型', 'brandType'],
      column: 'brand_type',
      cell: enumOf(BRAND_TYPES),
      required: true,
      example: '企业品牌',
    },
    {
      header: '品牌目录',
      aliases: ['入选目录', '品牌等级', 'brandLevel'],
      column: 'brand_level',
      cell: enumOf(BRAND_LEVELS),
      fallback: '未入选',
      example: '市级',
      note: '入选的农业品牌目录级别；未入选任何目录填“未入选”',
    },
    {
      header: '商标注册号',
      aliases: ['商标号', 'trademarkNo'],
      column: 'trademark_no',
      cell: { t: 'text', max: 32 },
      example: '41236578',
    },
    {
      header: '注册日期',
      aliases: ['创建日期', 'registerDate'],
      column: 'register_date',
      cell: { t: 'date' },
      required: true,
      example: '2019-06-18',
    },
    {
      header: '年销售额（万元）',
      aliases: ['年销售额', 'annualSalesWan'],
      column: 'annual_sales_wan',
      cell: { t: 'decimal', min: 0, max: 10_000_000 },
      example: '860',
    },
  ],
});

/** Storage facilities of the farms and their stock (种植与仓储), by farm and facility name. */
export const farmStoragesImport = defineImportKind({
  kind: 'farm-storages',
  label: '仓储设施与库存',
  group: '生产',
  uses: '种植与仓储列表（库容、库存、利用率与对应作物的种植、收获）',
  table: 'farm_storages',
  key: ['farm_id', 'storage_name'],
  keyLabel: '所属农场+设施名称',
  format: 'table',
  columns: [
    { ...farmColumn, required: true, note: '须先导入农场；设施归入农场所在区域' },
    {
      header: '设施名称',
      aliases: ['仓库名称', '仓储设施', 'storageName'],
      column: 'storage_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '1号冷藏库',
    },
    {
      header: '设施类型',
      aliases: ['仓库类型', 'storageType'],
      column: 'storage_type',
      cell: enumOf(STORAGE_TYPES),
      required: true,
      example: '冷藏库',
    },
    {
      header: '库容（吨）',
      aliases: ['库容', '容量', 'capacityT'],
      column: 'capacity_t',
      cell: { t: 'decimal', min: 0.1, max: 1_000_000 },
      required: true,
      example: '500',
    },
    {
      header: '库存（吨）',
      aliases: ['当前库存', '库存', 'stockT'],
      column: 'stock_t',
      cell: { t: 'decimal', min: 0, max: 1_000_000 },
      fallback: '0',
      example: '320',
    },
    { ...cropColumn, header: '储存作物', aliases: ['储存品种', '库存作物', 'crop'], example: '水稻' },
    {
      header: '库温（℃）',
      aliases: ['温度', 'temperatureC'],
      column: 'temperature_c',
      cell: { t: 'decimal', min: -60, max: 60 },
      example: '4',
    },
    {
      header: '最近入库日期',
      aliases: ['入库日期', 'lastInDate'],
      column: 'last_in_date',
      cell: { t: 'date' },
      example: '2025-11-02',
    },
  ],
  check: (r) =>
    Number(r.stock_t ?? 0) > Number(r.capacity_t)
      ? { field: '库存（吨）', reason: '库存不能超过库容' }
      : undefined,
});

const part = (header: string, column: string, max: number, example: string): ImportColumn => ({
  header: `${header}（${max}分）`,
  aliases: [header],
  column,
  cell: { t: 'decimal', min: 0, max },
  required: true,
  example,
});

/** The yearly assessment of the entities (考核评分), by entity and year; the total is their sum. */
export const entityScoresImport = defineImportKind({
  kind: 'entity-scores',
  label: '经营主体考核评分',
  group: '经营主体',
  uses: '考核评分列表（总分、等级、名次）与各年度的等级分布',
  table: 'entity_scores',
  key: ['company_id', 'score_year'],
  keyLabel: '经营主体+年度',
  format: 'table',
  columns: [
    companyColumn('须先导入经营主体；评分归入主体所在区域'),
    {
      header: '年度',
      aliases: ['考核年度', 'scoreYear'],
      column: 'score_year',
      cell: { t: 'int', min: 2000, max: beijingYear() },
      required: true,
      example: String(beijingYear() - 1),
    },
    part('生产管理', 'production_score', 30, '26.5'),
    part('质量安全', 'quality_score', 30, '28'),
    part('诚信经营', 'credit_score', 20, '18'),
    part('带农增收', 'benefit_score', 20, '15.5'),
    {
      header: '考核单位',
      aliases: ['考核人', 'assessor'],
      column: 'assessor',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '崇明区农业农村委员会',
    },
    {
      header: '考核日期',
      aliases: ['评分日期', 'assessDate'],
      column: 'assess_date',
      cell: { t: 'date' },
      required: true,
      example: `${beijingYear()}-01-15`,
    },
    {
      header: '备注',
      aliases: ['说明', 'remark'],
      column: 'remark',
      cell: { t: 'text', max: 200 },
      example: '',
    },
  ],
});
