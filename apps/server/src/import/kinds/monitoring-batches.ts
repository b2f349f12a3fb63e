import { BATCH_TYPE_LABELS } from '@fengshou/core';
import { areaColumn, cropColumn } from './common-columns';
import { defineImportKind, labelOptions } from './define';

/**
 * Remote-sensing batches: the occupation cases and abnormal-land findings of a batch are imported after it.
 * Published per county (the screens of a town show its county's batches).
 */
export const monitoringBatchesImport = defineImportKind({
  kind: 'monitoring-batches',
  label: '遥感监测批次',
  group: '遥感监测',
  uses: '遥感监测专题的监测批次与最新作物监测，耕地管控与作物长势地图的批次列表，非农化与异常图斑的批次总览',
  table: 'monitoring_batches',
  key: ['area_id', 'batch_name'],
  keyLabel: '所属区域+批次名称',
  format: 'table',
  columns: [
    {
      header: '批次名称',
      aliases: ['批次', 'batchName'],
      column: 'batch_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '2026年3月耕地非农化遥感监测',
      note: '导入非农化图斑、耕地异常图斑时按批次名称引用',
    },
    {
      header: '批次类型',
      aliases: ['监测类型', 'batchType'],
      column: 'batch_type',
      cell: {
        t: 'enum',
        options: { ...labelOptions(BATCH_TYPE_LABELS), 非农化: 1, '非粮化/撂荒': 2, 非粮化: 2, 撂荒: 2 },
      },
      required: true,
      example: '耕地非农化',
    },
    {
      header: '监测方式',
      aliases: ['monitoringType'],
      column: 'monitoring_type',
      cell: { t: 'enum', options: { 卫星: 1, 无人机: 2, 种植分布: 1, 产量预测: 2 } },
      fallback: '卫星',
      example: '卫星',
      note: '非农化、非粮化及撂荒批次填卫星或无人机（无人机巡田页列出无人机批次）；作物监测批次填种植分布或产量预测',
    },
    {
      header: '影像日期',
      aliases: ['后时相日期', '监测日期', 'imageDate'],
      column: 'image_date',
      cell: { t: 'date' },
      required: true,
      example: '2026-03-05',
    },
    {
      header: '对比影像日期',
      aliases: ['前时相日期', 'compareImageDate'],
      column: 'compare_image_date',
      cell: { t: 'date' },
      example: '2025-09-29',
      note: '变化监测的前时相；作物监测批次不填',
    },
    {
      header: '变化检测',
      aliases: ['motionDetectionFlag'],
      column: 'motion_detection_flag',
      cell: { t: 'flag' },
      example: '是',
      note: '不填时作物监测为否，其他为是',
    },
    { ...cropColumn, note: '作物监测批次填写监测的作物' },
    {
      header: '发布时间',
      aliases: ['publishTime'],
      column: 'publish_time',
      cell: { t: 'time' },
      example: '2026-03-25 10:00',
      note: '不填时为影像日期；专题按发布时间统计批次',
    },
    { ...areaColumn, note: '批次按县（区）发布：不填时为导入区域，请在县（区）导入' },
  ],
  check(row) {
    const compare = row.compare_image_date as string | null;
    if (compare !== null && compare >= (row.image_date as string))
      return { field: '对比影像日期', reason: '对比影像日期须早于影像日期' };
    return undefined;
  },
  derive: (row) => ({
    motion_detection_flag: row.motion_detection_flag ?? (row.batch_type === 3 ? 0 : 1),
    publish_time: row.publish_time ?? `${row.image_date}T00:00:00+08:00`,
  }),
});
