import { beijingYear } from '@fengshou/core';
import { MACHINE_STATUS, WORK_ORDER_STATUS } from '@fengshou/core/contract';
import { areaColumn, farmColumn } from './common-columns';
import { defineImportKind, enumOf } from './define';

/** Agricultural machines of the bureau's records (purchase subsidy, terminal), by machine number. */
export const machinesImport = defineImportKind({
  kind: 'machines',
  label: '农机',
  group: '农机',
  uses: '农机专题（农机数、农机类型、农机状态、购机补贴、各区域农机）、社会化服务专题的农机排行、农机列表与农机预警',
  table: 'machines',
  key: ['machine_no'],
  keyLabel: '农机编号',
  format: 'table',
  columns: [
    {
      header: '农机编号',
      aliases: ['机具编号', '牌照号', 'machineNo'],
      column: 'machine_no',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '赣1130012',
      note: '牌证号或本单位的农机编号；作业记录按此对应农机',
    },
    {
      header: '机具类型',
      aliases: ['农机类型', '机型', 'machineType'],
      column: 'machine_type',
      cell: { t: 'text', max: 32 },
      required: true,
      example: '拖拉机',
      note: '如拖拉机、插秧机、联合收割机、植保无人机；大屏按此分类',
    },
    {
      header: '品牌',
      aliases: ['brand'],
      column: 'brand',
      cell: { t: 'text', max: 32 },
      required: true,
      example: '东方红',
    },
    {
      header: '型号',
      aliases: ['model'],
      column: 'model',
      cell: { t: 'text', max: 64 },
      required: true,
      example: 'LX1004',
    },
    {
      header: '购置年份',
      aliases: ['购买年份', '购机年份', 'purchaseYear'],
      column: 'purchase_year',
      cell: { t: 'int', min: 1950, max: beijingYear() },
      required: true,
      example: '2022',
    },
    {
      header: '补贴金额（元）',
      aliases: ['补贴金额', '购机补贴', 'subsidyAmount'],
      column: 'subsidy_amount',
      cell: { t: 'decimal', min: 0, max: 99_999_999 },
      example: '36000',
      note: '享受的购机补贴，单位元；大屏按万元汇总',
    },
    {
      header: '终端序列号',
      aliases: ['终端编号', '北斗终端', 'terminalSn'],
      column: 'terminal_sn',
      cell: { t: 'text', max: 64 },
      example: 'BD361130000012',
      note: '安装的北斗作业终端',
    },
    {
      header: '状态',
      aliases: ['农机状态', 'status'],
      column: 'status',
      cell: enumOf(MACHINE_STATUS),
      fallback: '空闲',
      example: '空闲',
    },
    farmColumn,
    areaColumn,
  ],
});

/** Work orders of the machines (a pass over a field), by machine and start time. */
export const machineWorkOrdersImport = defineImportKind({
  kind: 'machine-work-orders',
  label: '农机作业记录',
  group: '农机',
  uses: '农机与社会化服务专题的作业面积、作业单数、作业类型、最新作业，农机作业工单与作业时长',
  table: 'machine_work_orders',
  key: ['machine_id', 'start_time'],
  keyLabel: '农机编号+开始时间',
  format: 'table',
  columns: [
    {
      header: '农机编号',
      aliases: ['机具编号', 'machineNo'],
      column: 'machine_id',
      cell: { t: 'ref', ref: 'machine' },
      required: true,
      example: '赣1130012',
      note: '须先导入农机',
    },
    {
      header: '作业类型',
      aliases: ['作业项目', 'workType'],
      column: 'work_type',
      cell: { t: 'text', max: 32 },
      required: true,
      example: '旋耕',
      note: '如耕整地、旋耕、插秧、植保、收获；大屏按此分类',
    },
    {
      header: '开始时间',
      aliases: ['作业开始时间', 'startTime'],
      column: 'start_time',
      cell: { t: 'time' },
      required: true,
      example: '2026-03-15 08:30',
    },
    {
      header: '结束时间',
      aliases: ['作业结束时间', 'endTime'],
      column: 'end_time',
      cell: { t: 'time' },
      required: true,
      example: '2026-03-15 16:00',
    },
    {
      header: '作业面积（亩）',
      aliases: ['作业面积', 'workAreaMu'],
      column: 'work_area_mu',
      cell: { t: 'decimal', min: 0, max: 100_000 },
      required: true,
      example: '85.5',
    },
    {
      header: '状态',
      aliases: ['作业状态', 'status'],
      column: 'status',
      cell: enumOf(WORK_ORDER_STATUS),
      fallback: '已完成',
      example: '已完成',
    },
    { ...farmColumn, note: '不填时取农机的所属农场' },
    { ...areaColumn, note: '不填时取农机的所属区域' },
  ],
  check: (row) =>
    Date.parse(String(row.end_time)) > Date.parse(String(row.start_time))
      ? undefined
      : { field: '结束时间', reason: '结束时间须晚于开始时间' },
});
