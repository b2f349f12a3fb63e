import { GROWTH_GRADES, MULTISPECTRAL_SENSORS } from '@fengshou/core/contract';
import { defineImportKind, enumOf } from './define';

/** The growth grade an NDVI reads as when the file gives none (a growing crop's usual bands). */
export function gradeOfNdvi(ndvi: number): number {
  return ndvi >= 0.7 ? 1 : ndvi >= 0.55 ? 2 : ndvi >= 0.4 ? 3 : 4;
}

/** Vegetation indices of parcels from a multispectral capture (spec §7 landowner multispectral analysis). */
export const multispectralImport = defineImportKind({
  kind: 'multispectral',
  label: '多光谱分析',
  group: '遥感监测',
  uses: '多光谱分析页的长势等级、各区域与作物的植被指数、地块长势明细',
  table: 'multispectral_analyses',
  key: ['land_parcel_id', 'capture_date'],
  keyLabel: '地块编码+采集日期',
  format: 'table',
  columns: [
    {
      header: '地块编码',
      aliases: ['地块代码', 'dkid'],
      column: 'land_parcel_id',
      cell: { t: 'ref', ref: 'parcel' },
      required: true,
      example: '31015110100101000012',
      note: '须先导入地块；分析归入地块所在区域',
    },
    {
      header: '采集日期',
      aliases: ['影像日期', '日期', 'captureDate'],
      column: 'capture_date',
      cell: { t: 'date' },
      required: true,
      example: '2025-06-18',
    },
    {
      header: '传感器',
      aliases: ['数据源', 'sensor'],
      column: 'sensor',
      cell: enumOf(MULTISPECTRAL_SENSORS),
      fallback: '无人机',
      example: '无人机',
    },
    {
      header: '作物',
      aliases: ['crop'],
      column: 'crop_id',
      cell: { t: 'ref', ref: 'crop' },
      example: '水稻',
    },
    {
      header: 'NDVI',
      aliases: ['归一化植被指数', 'ndvi'],
      column: 'ndvi',
      cell: { t: 'decimal', min: -1, max: 1 },
      required: true,
      example: '0.72',
    },
    {
      header: 'NDRE',
      aliases: ['红边植被指数', 'ndre'],
      column: 'ndre',
      cell: { t: 'decimal', min: -1, max: 1 },
      example: '0.41',
    },
    {
      header: '长势等级',
      aliases: ['长势', 'growthGrade'],
      column: 'growth_grade',
      cell: enumOf(GROWTH_GRADES),
      example: '长势好',
      note: '不填时按NDVI：≥0.70长势好，≥0.55较好，≥0.40一般，其余差',
    },
    {
      header: '建议',
      aliases: ['农事建议', 'advice'],
      column: 'advice',
      cell: { t: 'text', max: 200 },
      example: '',
    },
  ],
  derive: (r) => ({ growth_grade: r.growth_grade ?? gradeOfNdvi(Number(r.ndvi)) }),
});
