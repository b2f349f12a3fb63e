import { ASSET_TYPES } from '@fengshou/core/contract';
import { areaColumn } from './common-columns';
import { defineImportKind, enumOf, type ImportColumn } from './define';

/** The village whose collective economic organisation the row is: part of both kinds' keys. */
const villageColumn: ImportColumn = {
  ...areaColumn,
  header: '所属村',
  aliases: ['村', '村名称', '村代码', '所属区域', ...(areaColumn.aliases ?? [])],
  required: true,
  example: '城东村',
  note: '集体经济组织所在村的名称或12位区划代码（同名时写“乡镇/村”）',
};
/** An amount of the accounts in 元; only a result may be negative (a loss). */
const yuan = (header: string, column: string, example: string, aliases: string[], min = 0): ImportColumn => ({
  header,
  aliases,
  column,
  cell: { t: 'decimal', min, max: 999_999_999_999 },
  required: true,
  example,
});

/** A village collective's annual accounts, by village and year. */
export const collectiveEconomyImport = defineImportKind({
  kind: 'collective-economy',
  label: '村集体经济年报',
  group: '农村经济',
  uses: '集体资产与集体经济统计表、集体资产首页与各专题的集体经济收入、净收益、股金分红与成员数',
  table: 'collective_economy_annual',
  key: ['area_id', 'year'],
  keyLabel: '所属村+年度',
  format: 'table',
  columns: [
    villageColumn,
    {
      header: '年度',
      aliases: ['账务年度', '年份', 'year'],
      column: 'year',
      cell: { t: 'int', min: 1978, max: 2100 },
      required: true,
      example: '2024',
    },
    yuan('总收入（元）', 'total_income', '3200000', ['总收入', 'totalIncome']),
    yuan('经营收入（元）', 'operating_income', '1500000', ['经营收入', 'operatingIncome']),
    {
      ...yuan('净收益（元）', 'net_income', '960000', ['净收益', '本年收益', 'netIncome'], -999_999_999_999),
      note: '亏损填负数',
    },
    {
      ...yuan('股金分红（元）', 'dividend', '120000', ['分红', '股金分红', 'dividend']),
      required: false,
      fallback: '0',
    },
    {
      header: '成员（人）',
      aliases: ['成员数', '集体经济组织成员', 'members'],
      column: 'members',
      cell: { t: 'int', min: 0, max: 10_000_000 },
      required: true,
      example: '2600',
    },
  ],
  check: (r) =>
    Number(r.operating_income) > Number(r.total_income)
      ? { field: '经营收入（元）', reason: '经营收入不能大于总收入' }
      : undefined,
});

/** A village collective's assets (清产核资 register), by village and asset name. */
export const collectiveAssetsImport = defineImportKind({
  kind: 'collective-assets',
  label: '村集体资产',
  group: '农村经济',
  uses: '村集体资产明细、集体资产与集体经济统计表、集体资产首页与土地专题的资产构成和排行',
  table: 'collective_assets',
  key: ['area_id', 'asset_name'],
  keyLabel: '所属村+资产名称',
  format: 'table',
  columns: [
    villageColumn,
    {
      header: '资产名称',
      aliases: ['名称', 'assetName'],
      column: 'asset_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '城东村集体厂房',
    },
    {
      header: '资产类别',
      aliases: ['资产类型', 'assetType'],
      column: 'asset_type',
      cell: enumOf(ASSET_TYPES),
      required: true,
      example: '经营性资产',
    },
    {
      header: '资产分类',
      aliases: ['分类', 'category'],
      column: 'category',
      cell: { t: 'text', max: 32 },
      required: true,
      example: '房屋建筑',
      note: '如房屋建筑、土地、水利设施、机器设备',
    },
    {
      header: '数量',
      aliases: ['quantity'],
      column: 'quantity',
      cell: { t: 'decimal', min: 0, max: 100_000_000 },
      required: true,
      example: '1200',
    },
    {
      header: '单位',
      aliases: ['计量单位', 'unit'],
      column: 'unit',
      cell: { t: 'text', max: 16 },
      required: true,
      example: '平方米',
    },
    {
      header: '原值（元）',
      aliases: ['原值', '账面原值', 'originalValue'],
      column: 'original_value',
      cell: { t: 'decimal', min: 0, max: 999_999_999_999 },
      required: true,
      example: '2600000',
    },
    {
      header: '净值（元）',
      aliases: ['净值', '账面净值', 'netValue'],
      column: 'net_value',
      cell: { t: 'decimal', min: 0, max: 999_999_999_999 },
      required: true,
      example: '1950000',
    },
    {
      header: '购建日期',
      aliases: ['购置日期', '取得日期', 'acquireDate'],
      column: 'acquire_date',
      cell: { t: 'date' },
      required: true,
      example: '2012-06-30',
    },
    {
      header: '状态',
      aliases: ['资产状态', 'status'],
      column: 'status',
      // No screen labels collective_assets.status yet; 1 is the table's default, an asset in use.
      cell: { t: 'enum', options: { 在用: 1, 闲置: 2, 已处置: 3 } },
      fallback: '在用',
      example: '在用',
    },
  ],
  check: (r) =>
    Number(r.net_value) > Number(r.original_value)
      ? { field: '净值（元）', reason: '净值不能大于原值' }
      : undefined,
});
