import { PLAN_STATUS } from '@fengshou/core/contract';
import { cropColumn, farmColumn, seasonColumn } from './common-columns';
import { defineImportKind, enumOf } from './define';

/** A farm's planting plan of a year and season, by name. */
export const plantPlansImport = defineImportKind({
  kind: 'plant-plans',
  label: '种植计划',
  group: '种植生产',
  uses: '种植专题的种植计划状态与计划种植面积、农场档案的种植计划和农事任务',
  table: 'plant_plans',
  key: ['farm_id', 'plan_year', 'season', 'plan_name'],
  keyLabel: '农场+年度+季节+计划名称',
  format: 'table',
  columns: [
    {
      header: '计划名称',
      aliases: ['planName'],
      column: 'plan_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '2026年早稻种植计划',
    },
    { ...farmColumn, required: true, example: '紫阳镇高山茶园基地', note: '计划的区域随农场' },
    { ...cropColumn, required: true },
    {
      header: '年度',
      aliases: ['计划年度', 'planYear'],
      column: 'plan_year',
      cell: { t: 'int', min: 2000, max: 2100 },
      required: true,
      example: '2026',
    },
    seasonColumn(),
    {
      header: '计划面积（亩）',
      aliases: ['计划面积', 'planAreaMu'],
      column: 'plan_area_mu',
      cell: { t: 'decimal', min: 0, max: 1_000_000 },
      required: true,
      example: '120',
    },
    {
      header: '计划产量（公斤）',
      aliases: ['计划产量', 'planOutputKg'],
      column: 'plan_output_kg',
      cell: { t: 'decimal', min: 0 },
      required: true,
      example: '60000',
    },
    {
      header: '状态',
      aliases: ['计划状态', 'status'],
      column: 'status',
      cell: enumOf(PLAN_STATUS),
      fallback: '未开始',
      example: '执行中',
    },
  ],
  check: (row) =>
    (row.plan_area_mu as number) <= 0
      ? { field: '计划面积（亩）', reason: '计划面积（亩）须大于0' }
      : undefined,
});
