import { DETECTION_RESULTS } from '@fengshou/core/contract';
import { farmColumn } from './common-columns';
import { defineImportKind, enumOf } from './define';

/**
 * Quality tests of products (pesticide and veterinary-drug residues, contaminants), one row per sample and
 * item as a test report lists them: the 重点农产品监测 dashboard (豇豆) and the nutrition quality list.
 */
export const qualityDetectionsImport = defineImportKind({
  kind: 'quality-detections',
  label: '农产品检测',
  group: '合格证与追溯',
  uses: '营养品质检测名录、重点农产品监测（豇豆）的农残检测与合格率、检测合格率图表',
  table: 'quality_detections',
  key: ['sample_no', 'detection_item'],
  keyLabel: '样品编号+检测项目',
  format: 'table',
  columns: [
    {
      header: '样品编号',
      aliases: ['样品号', 'sampleNo'],
      column: 'sample_no',
      cell: { t: 'text', max: 40 },
      required: true,
      example: 'JC2025041500012',
    },
    {
      ...farmColumn,
      header: '受检基地',
      aliases: ['受检主体', ...(farmColumn.aliases ?? [])],
      required: true,
    },
    {
      header: '产品',
      aliases: ['样品名称', '产品名称', 'productName'],
      column: 'product_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '豇豆',
    },
    {
      header: '检测项目',
      aliases: ['项目', 'detectionItem'],
      column: 'detection_item',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '灭蝇胺',
    },
    {
      header: '检测值',
      aliases: ['结果值', 'detectionValue'],
      column: 'detection_value',
      cell: { t: 'decimal', min: 0, max: 100_000_000 },
      example: '0.012',
      note: '未检出填0',
    },
    {
      header: '限量',
      aliases: ['最大残留限量', 'detectionLimit'],
      column: 'detection_limit',
      cell: { t: 'decimal', min: 0, max: 100_000_000 },
      example: '0.5',
    },
    {
      header: '单位',
      aliases: ['detectionUnit'],
      column: 'detection_unit',
      cell: { t: 'text', max: 16 },
      fallback: 'mg/kg',
      example: 'mg/kg',
    },
    {
      header: '检测时间',
      aliases: ['检测日期', 'detectionTime'],
      column: 'detection_time',
      cell: { t: 'time' },
      required: true,
      example: '2025-04-15 10:30',
    },
    {
      header: '检测结果',
      aliases: ['结果', '判定', 'detectionResult'],
      column: 'detection_result',
      cell: enumOf(DETECTION_RESULTS),
      example: '合格',
      note: '不填时按检测值与限量判定',
    },
    {
      header: '检测机构',
      aliases: ['机构', 'detectionOrg'],
      column: 'detection_org',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '区农产品质量安全检测站',
    },
  ],
  derive: (r) => ({
    detection_result:
      r.detection_result ??
      (r.detection_value != null &&
      r.detection_limit != null &&
      Number(r.detection_value) > Number(r.detection_limit)
        ? 2
        : 1),
  }),
  settle: async (q, drafts) => {
    const farms = [...new Set(drafts.map((d) => Number(d.farm_id)))];
    const rows = await q.query<{ id: number; c: number | null }>(
      'SELECT id, business_category_id::int AS c FROM farms WHERE id = ANY($1::int[])',
      [farms],
    );
    for (const d of drafts) d.business_category_id = rows.find((r) => r.id === Number(d.farm_id))?.c ?? null;
  },
});
