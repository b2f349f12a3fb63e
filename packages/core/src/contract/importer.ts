import { z } from 'zod';
import { pageOf, zAreaId, zBase64, zDateTime, zId, zLine, zListMissing, zPaging } from './common';
import { defineEndpoint } from './define';
import { inArea } from './scope';

/** Largest decoded import file (and the sum of a shapefile's parts). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** One problem of an import file: the row (1-based data row; 0 for the file), the field and why. */
export const zImportProblem = z.object({ row: z.number().int(), field: z.string(), reason: z.string() });

/** The name of a kind of import (entities, farms, parcels, iot-devices, …); the server lists them. */
const zImportKind = z
  .string()
  .trim()
  .regex(/^[a-z][a-z-]{1,39}$/, '导入类型无效');

/** What an import found and did: every row written (inserted or updated), or nothing and the rows at fault. */
export const zImportReport = z.object({
  jobId: z.number().int(),
  kind: z.string(),
  fileName: z.string(),
  total: z.number().int(),
  written: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  imported: z.boolean(),
  errorCount: z.number().int(),
  /** The first 200 problems. */
  errors: z.array(zImportProblem),
});

export const importData = defineEndpoint({
  path: '/api/importer/gov/data/import',
  summary:
    '提交导入（Excel/CSV 表格或 GeoJSON/Shapefile）：文件存下后在后台校验，全部通过才在一个事务中写入，重复导入按自然键更新；以 taskId 查进度与结果',
  access: 'data:import',
  audit: 'data.import',
  // Base64 makes a 20 MB file 26.7 MB; JSON framing on top.
  bodyLimitBytes: 28 * 1024 * 1024,
  scope: { areaId: inArea() },
  body: z.strictObject({
    kind: zImportKind,
    /** The file, or a shapefile's parts (.shp, .dbf, .prj, .cpg, .shx). */
    files: z
      .array(
        z.strictObject({
          fileName: zLine(255).min(1),
          contentBase64: zBase64('请上传文件').max(28 * 1024 * 1024),
        }),
      )
      .min(1, '请上传文件')
      .max(6),
    /** Target area: rows must lie in it; rows naming no area get it. The caller's own when absent. */
    areaId: zAreaId.optional(),
    /** Validate only; nothing is written. */
    dryRun: z.boolean().default(false),
  }),
  result: z.object({ taskId: z.number().int() }),
});

export const getImportProgress = defineEndpoint({
  path: '/api/importer/gov/data/progress',
  summary: '导入任务的进度（读取/校验/写入的行数）与结果',
  access: 'data:import',
  body: z.strictObject({ taskId: zId }),
  result: z.object({
    status: z.enum(['queued', 'running', 'done', 'failed']),
    phase: z.enum(['read', 'check', 'write']).nullable(),
    done: z.number().int(),
    total: z.number().int(),
    /** When done: what was found and written. */
    report: zImportReport.nullable(),
    /** When failed: why, for the user. */
    reason: z.string().nullable(),
  }),
});

export const zImportColumnInfo = z.object({
  header: z.string(),
  required: z.boolean(),
  hint: z.string(),
  note: z.string(),
});

export const zImportKindInfo = z.object({
  kind: z.string(),
  label: z.string(),
  group: z.string(),
  uses: z.string(),
  format: z.enum(['table', 'features']),
  keyLabel: z.string(),
  columns: z.array(zImportColumnInfo),
  /** Records of this kind in the caller's area now. */
  count: z.number().int(),
  lastImport: zDateTime.nullable(),
});

export const listImportKinds = defineEndpoint({
  path: '/api/importer/gov/kinds/list',
  summary: '可导入的数据类型、模板列与本区域现有记录数',
  access: 'data:import',
  scope: { areaId: inArea() },
  body: z.strictObject({ areaId: zAreaId.optional() }),
  result: z.array(zImportKindInfo),
});

export const listMissingSources = defineEndpoint({
  path: '/api/importer/gov/kinds/missing',
  summary: '本区域尚无任何记录的导入类型（地图图层等说明缺少哪类数据、如何补充）',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea() },
  body: z.strictObject({ kinds: z.array(zImportKind).min(1).max(30), areaId: zAreaId.optional() }),
  /** The asked kinds the area holds no record of, in the asked order. */
  result: z.array(zListMissing),
});

export const getImportTemplate = defineEndpoint({
  path: '/api/importer/gov/kinds/template',
  summary: '下载导入模板（xlsx 含中文表头与示例行；带图形的类型为 GeoJSON）',
  access: 'data:import',
  scope: { areaId: inArea() },
  body: z.strictObject({ kind: zImportKind, areaId: zAreaId.optional() }),
  result: z.object({ fileName: z.string(), contentType: z.string(), contentBase64: z.string() }),
});

export const zImportJob = z.object({
  jobId: z.number().int(),
  kind: z.string(),
  kindLabel: z.string(),
  fileName: z.string(),
  areaName: z.string(),
  userName: z.string().nullable(),
  status: z.enum(['imported', 'rejected', 'checked']),
  rowCount: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(zImportProblem),
  createTime: zDateTime,
});

export const listImportJobs = defineEndpoint({
  path: '/api/importer/gov/jobs/list',
  summary: '导入记录（谁、何时、何种数据、多少行、结果）',
  access: 'data:import',
  scope: { areaId: inArea() },
  body: z.strictObject({ ...zPaging, areaId: zAreaId.optional(), kind: zImportKind.optional() }),
  result: pageOf(zImportJob),
});

/** The importer service group. */
export const importerEndpoints = {
  importData,
  getImportProgress,
  listImportKinds,
  listMissingSources,
  getImportTemplate,
  listImportJobs,
};
