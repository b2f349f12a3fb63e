import { z } from 'zod';
import { zLine } from './common';
import { aliasEndpoint, defineEndpoint } from './define';
import { listDownloads, zDownload } from './downloads';

/** Most rows one export may hold; a larger list must be narrowed by its filters first. */
export const EXPORT_MAX_ROWS = 50_000;
/** Most columns one export may hold. */
export const EXPORT_MAX_COLUMNS = 60;

/** One column of an export: the list item's field (a dotted path for nested values) and its Chinese title. */
export const zExportColumn = z.strictObject({
  key: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+){0,3}$/, '列字段须为列表项的字段名')
    .max(80),
  title: zLine(40).min(1, '请填写列标题'),
  /** Column width in characters (Excel units); a width from the title and values when absent. */
  width: z.number().int().min(4).max(80).optional(),
});
export type ExportColumn = z.input<typeof zExportColumn>;

/** An export as its list shows it: a job of the download centre (downloads.ts). */
export const zDataExport = zDownload;

export const createDataExport = defineEndpoint({
  path: '/api/exports/gov/excel/create',
  summary:
    '导出列表为Excel（按原列表接口的权限、区域与脱敏规则）：校验后立即答复排队中的任务，文件由任务生成',
  // Auditors export the audit trail (its list asks audit:view); every other list asks data:export too.
  access: ['data:export', 'audit:view'],
  audit: 'data.export',
  timeoutMs: 300_000,
  body: z.strictObject({
    /** The path of a paged list endpoint of this API. */
    endpoint: z.string().regex(/^\/api\/[a-zA-Z]+\/gov\/[a-zA-Z/]+$/, '请指定列表接口'),
    /** The list's own filter body (without paging). */
    filter: z.record(z.string(), z.unknown()).default({}),
    /** The columns to write, in order; without them, the columns the list declares for its exports. */
    columns: z.array(zExportColumn).min(1, '请至少选择一列').max(EXPORT_MAX_COLUMNS).optional(),
    /** Sheet and file title, e.g. 绿色认证列表. */
    title: zLine(40)
      .min(1, '请填写导出名称')
      .regex(/^[^\\/:*?"<>|[\]]+$/, '导出名称不能含有 \\ / : * ? " < > | [ ]'),
  }),
  result: zDataExport,
});

/** The download centre's list under the path the web used before it (the same handler). */
export const listDataExports = aliasEndpoint(listDownloads, '/api/exports/gov/excel/list', '我的导出记录');

/** The exports service group (.xlsx files of any list). */
export const exportsEndpoints = { createDataExport, listDataExports };
