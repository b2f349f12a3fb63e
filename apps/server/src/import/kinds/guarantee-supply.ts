import { SUPPLY_CATEGORIES, SUPPLY_LEVELS } from '@fengshou/core/contract';
import { farmColumn } from './common-columns';
import { defineImportKind, labelOptions } from './define';

/**
 * The supply-guarantee bases (保供基地) and what each has committed to supply in a year, by farm: the
 * output and stock the guarantee pages set against the commitment are the base's plantings and storage.
 */
export const guaranteeSupplyImport = defineImportKind({
  kind: 'guarantee-supply',
  label: '保供基地',
  group: '经营主体',
  uses: '保供稳价总览（承诺供应量与产出、库存）、保供主体统计表',
  table: 'guarantee_supply_subjects',
  key: ['farm_id'],
  keyLabel: '所属农场',
  format: 'table',
  columns: [
    { ...farmColumn, header: '保供基地', required: true, note: '须先导入农场；基地归入农场所在区域' },
    {
      header: '保供品类',
      aliases: ['品类', 'supplyCategory'],
      column: 'supply_category',
      cell: { t: 'enum', options: Object.fromEntries(SUPPLY_CATEGORIES.map((c) => [c, c])) },
      required: true,
      example: '蔬菜',
    },
    {
      header: '保供级别',
      aliases: ['级别', 'supplyLevel'],
      column: 'supply_level',
      cell: { t: 'enum', options: { ...labelOptions(SUPPLY_LEVELS), 县级: 2 } },
      required: true,
      example: '区级',
    },
    {
      header: '基地面积（亩）',
      aliases: ['基地面积', 'baseAreaMu'],
      column: 'base_area_mu',
      cell: { t: 'decimal', min: 0, max: 10_000_000 },
      required: true,
      example: '320',
    },
    {
      header: '承诺年供应量（吨）',
      aliases: ['年供应量（吨）', '年供应量', 'annualSupplyT'],
      column: 'annual_supply_t',
      cell: { t: 'decimal', min: 0, max: 10_000_000 },
      required: true,
      example: '450',
    },
  ],
});
