import { PLANTING_STATUS } from '@fengshou/core/contract';
import { cropColumn, farmColumn, seasonColumn } from './common-columns';
import { defineImportKind, labelOptions } from './define';

/** Crops grown on registered parcels, one per parcel, year, season and crop; area and farm follow the parcel. */
export const plantingsImport = defineImportKind({
  kind: 'plantings',
  label: '种植记录',
  group: '种植生产',
  uses: '首页与种植专题的在种面积、作物结构、播种与收获产量，农场档案的地块种植和生产时间线，地块详情的种植记录',
  table: 'plantings',
  key: ['land_id', 'plant_year', 'season', 'crop_id'],
  keyLabel: '地块编码+年度+季节+作物',
  format: 'table',
  columns: [
    {
      header: '地块编码',
      aliases: ['dkbm', 'dkid', '地块'],
      column: 'land_id',
      cell: { t: 'ref', ref: 'parcel' },
      required: true,
      example: '3101511010010001',
      note: '须先导入地块；种植记录的区域和农场随地块',
    },
    { ...cropColumn, required: true },
    {
      header: '年度',
      aliases: ['种植年度', 'plantYear'],
      column: 'plant_year',
      cell: { t: 'int', min: 2000, max: 2100 },
      example: '2026',
      note: '不填时为播种日期的年份',
    },
    seasonColumn(),
    {
      header: '种植面积（亩）',
      aliases: ['种植面积', '面积', 'plantAreaMu'],
      column: 'plant_area_mu',
      cell: { t: 'decimal', min: 0, max: 1_000_000 },
      required: true,
      example: '12.5',
    },
    {
      header: '播种日期',
      aliases: ['种植日期', '定植日期', 'sowDate'],
      column: 'sow_date',
      cell: { t: 'date' },
      required: true,
      example: '2026-05-20',
    },
    {
      header: '预计收获日期',
      aliases: ['expectedHarvestDate'],
      column: 'expected_harvest_date',
      cell: { t: 'date' },
      example: '2026-10-15',
    },
    {
      header: '收获日期',
      aliases: ['实际收获日期', 'harvestDate'],
      column: 'harvest_date',
      cell: { t: 'date' },
      example: '',
    },
    {
      header: '预计产量（公斤）',
      aliases: ['预计产量', 'expectedOutputKg'],
      column: 'expected_output_kg',
      cell: { t: 'decimal', min: 0 },
      example: '7500',
    },
    {
      header: '实际产量（公斤）',
      aliases: ['实际产量', '产量', 'actualOutputKg'],
      column: 'actual_output_kg',
      cell: { t: 'decimal', min: 0 },
      example: '',
    },
    {
      header: '状态',
      aliases: ['种植状态', 'status'],
      column: 'status',
      cell: { t: 'enum', options: { ...labelOptions(PLANTING_STATUS), 已翻压: 3, 毁种: 3 } },
      example: '种植中',
      note: '不填时：有收获日期为已收获，否则为种植中',
    },
    { ...farmColumn, note: '不填时为地块登记的农场' },
  ],
  check(row) {
    const sow = row.sow_date as string;
    if ((row.plant_area_mu as number) <= 0)
      return { field: '种植面积（亩）', reason: '种植面积（亩）须大于0' };
    for (const [column, header] of [
      ['expected_harvest_date', '预计收获日期'],
      ['harvest_date', '收获日期'],
    ] as const) {
      const at = row[column] as string | null;
      if (at !== null && at < sow) return { field: header, reason: `${header}不能早于播种日期` };
    }
    return undefined;
  },
  derive: (row) => ({
    plant_year: row.plant_year ?? Number((row.sow_date as string).slice(0, 4)),
    status: row.status ?? (row.harvest_date ? 2 : 1),
  }),
});
