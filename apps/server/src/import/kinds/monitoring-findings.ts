import { ABNORMAL_TYPE_LABELS, OCCUPY_CATEGORY_LABELS, OCCUPY_FLAG_LABELS } from '@fengshou/core';
import { areaChainColumns, areaColumn } from './common-columns';
import { defineImportKind, enumOf, type ImportColumn } from './define';

/** The batch a finding was found in; the finding lies where its polygon is, not at the batch's county. */
const batchColumn = (column: string): ImportColumn => ({
  header: '监测批次',
  aliases: ['批次名称', '批次', 'batchName'],
  column,
  cell: { t: 'ref', ref: 'batch' },
  required: true,
  placesRow: false,
  example: '2026年3月耕地非农化遥感监测',
  note: '须先导入监测批次',
});
const findingArea = { ...areaColumn, note: '不填时按图斑位置确定所在村' };
/** What the review workflow writes: a re-import must not reset a case under review. */
const WORKFLOW = ['process_status', 'version'] as const;

/** Cultivated-land abnormal findings (撂荒, 非粮化, 非农化) of a batch, as polygons. */
export const abnormalLandsImport = defineImportKind({
  kind: 'abnormal-lands',
  label: '耕地异常图斑',
  group: '遥感监测',
  uses: '遥感监测、撂荒地监测与耕地用途管控专题的异常图斑数、面积与整治率，耕地异常核查列表与批次总览，地图的批次图斑',
  table: 'cultivated_abnormals',
  key: ['cultivated_land_batch_id', 'land_code'],
  keyLabel: '监测批次+地块编码',
  format: 'features',
  geometry: { column: 'geom', type: 'polygon', areaMu: 'abnormal_area_mu' },
  keepOnUpdate: [...WORKFLOW, 'governance_flag', 'remark'],
  columns: [
    {
      header: '地块编码',
      aliases: ['图斑编号', 'dkbm', 'landCode'],
      column: 'land_code',
      cell: { t: 'text', max: 64 },
      required: true,
      links: { ref: 'parcel', column: 'land_id' },
      example: '3101511010010001',
      note: '同一批次内唯一；与已导入地块的编码相同时关联该地块',
    },
    batchColumn('cultivated_land_batch_id'),
    {
      header: '异常类型',
      aliases: ['abnormalType'],
      column: 'abnormal_type',
      cell: enumOf(ABNORMAL_TYPE_LABELS),
      required: true,
      example: '撂荒',
    },
    {
      header: '异常面积（亩）',
      aliases: ['异常面积', '面积', 'abnormalAreaMu'],
      column: 'abnormal_area_mu',
      cell: { t: 'decimal', min: 0, max: 1_000_000 },
      example: '',
      note: '不填时按图斑面积计算（椭球面积）',
    },
    {
      header: '现状用途',
      aliases: ['现状', 'currentUse'],
      column: 'current_use',
      cell: { t: 'text', max: 64 },
      example: '杂草覆盖',
    },
    {
      header: '备注',
      aliases: ['remark'],
      column: 'remark',
      cell: { t: 'text', max: 500 },
      example: '',
      note: '重复导入时保留核查中填写的备注',
    },
    findingArea,
  ],
  derive: areaChainColumns,
});

/** Farmland occupation cases (非农化图斑) of a batch, by case number, as polygons. */
export const occupationCasesImport = defineImportKind({
  kind: 'occupation-cases',
  label: '非农化图斑',
  group: '遥感监测',
  uses: '遥感监测与耕地用途管控专题的非农化图斑数、面积、处置状态与办结率，首页的非农化处置，耕地占用核查列表与批次总览，地图的批次图斑',
  table: 'farmland_occupations',
  key: ['occupy_num'],
  keyLabel: '案件编号',
  format: 'features',
  geometry: { column: 'ring', type: 'polygon', areaMu: 'occupy_acre' },
  keepOnUpdate: [
    ...WORKFLOW,
    'occupy_flag',
    'check_remark',
    'audit_remark',
    'review_remark',
    'review_img_urls',
    'review_user_address',
    'review_user_center_lat',
    'review_user_center_lng',
    'review_user_id',
  ],
  columns: [
    {
      header: '案件编号',
      aliases: ['图斑编号', 'occupyNum'],
      column: 'occupy_num',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '310151202603050001',
    },
    batchColumn('arable_land_batch_record_id'),
    {
      header: '占用类型',
      aliases: ['occupyCategory'],
      column: 'occupy_category',
      cell: enumOf(OCCUPY_CATEGORY_LABELS),
      fallback: '其他',
      example: '住宅建设',
    },
    {
      header: '认定结果',
      aliases: ['occupyFlag'],
      column: 'occupy_flag',
      cell: enumOf(OCCUPY_FLAG_LABELS),
      fallback: '未认定',
      example: '未认定',
      note: '新图斑的初始认定；之后由核查流程认定，重复导入不改变',
    },
    {
      header: '占用面积（亩）',
      aliases: ['图斑面积', '面积', 'occupyAcre'],
      column: 'occupy_acre',
      cell: { t: 'decimal', min: 0, max: 1_000_000 },
      example: '',
      note: '不填时按图斑面积计算（椭球面积）',
    },
    {
      header: '占用耕地面积（亩）',
      aliases: ['占用耕地面积', 'occupyArableLandAcre'],
      column: 'occupy_arable_land_acre',
      cell: { t: 'decimal', min: 0, max: 1_000_000 },
      required: true,
      example: '1.2',
    },
    {
      header: '地址',
      aliases: ['位置', '坐落', 'address'],
      column: 'address',
      cell: { t: 'text', max: 200 },
      example: '港沿镇合兴村',
    },
    findingArea,
  ],
  check(row) {
    const total = row.occupy_acre as number | null;
    if (total !== null && (row.occupy_arable_land_acre as number) > total)
      return { field: '占用耕地面积（亩）', reason: '占用耕地面积不能大于占用面积' };
    return undefined;
  },
  derive: areaChainColumns,
});
