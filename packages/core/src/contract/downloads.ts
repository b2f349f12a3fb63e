import { z } from 'zod';
import { pageOf, zDateTime, zId, zInt, zOk, zPaging } from './common';
import { defineEndpoint } from './define';

/** What a job of the download centre makes: an Excel export of a list, or a briefing of a dashboard. */
export const DOWNLOAD_KINDS = ['excel', 'briefing'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];
export const DOWNLOAD_KIND_NAMES: Record<DownloadKind, string> = { excel: 'Excel导出', briefing: '简报' };

/** A job's state: waiting for a server, being made, its file ready, or failed with the reason. */
export const DOWNLOAD_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];
export const DOWNLOAD_STATUS_NAMES: Record<DownloadStatus, string> = {
  queued: '排队中',
  running: '生成中',
  done: '已完成',
  failed: '失败',
};

/** One job of the download centre as its list shows it. */
export const zDownload = z.object({
  id: z.number().int(),
  kind: z.enum(DOWNLOAD_KINDS),
  kindName: z.string(),
  title: z.string(),
  /** The list endpoint an Excel export wrote (null for a briefing). */
  endpoint: z.string().nullable(),
  status: z.enum(DOWNLOAD_STATUSES),
  statusName: z.string(),
  /** Progress: rows or plates done of the total (0 of 0 while the total is not known yet). */
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
  /** e.g. 正在生成 3/9 个板块. */
  progressText: z.string().nullable(),
  areaId: z.number().int(),
  areaName: z.string(),
  rowCount: z.number().int(),
  byteSize: z.number().int(),
  /** Why it failed. */
  error: z.string().nullable(),
  createTime: zDateTime,
  startTime: zDateTime.nullable(),
  finishTime: zDateTime.nullable(),
  /** When the file is deleted (null until it is made). */
  expiresAt: zDateTime.nullable(),
  /** True once the file is gone (expired). */
  expired: z.boolean(),
  /** Name the browser saves the file under. */
  fileName: z.string(),
  /** The schedule that delivered it, for a scheduled briefing. */
  scheduleName: z.string().nullable(),
  /** Delivered to the caller by a schedule and not seen yet. */
  unread: z.boolean(),
});
export type DownloadItem = z.output<typeof zDownload>;

export const listDownloads = defineEndpoint({
  path: '/api/exports/gov/download/list',
  summary: '下载中心：我的导出与简报（含计划推送给我的）',
  access: 'session',
  body: z.strictObject({
    kind: z.enum(DOWNLOAD_KINDS).optional(),
    status: z.enum(DOWNLOAD_STATUSES).optional(),
    ...zPaging,
  }),
  result: pageOf(zDownload),
});

export const getDownload = defineEndpoint({
  path: '/api/exports/gov/download/get',
  summary: '下载中心：一项的状态与进度',
  access: 'session',
  unscoped: { id: '只答本人的或推送给本人的任务，他人的任务如同不存在' },
  body: z.strictObject({ id: zId }),
  result: zDownload,
});

export const deleteDownload = defineEndpoint({
  path: '/api/exports/gov/download/delete',
  summary: '下载中心：删除本人的一项（计划推送的只从本人列表移除）',
  access: 'session',
  unscoped: { id: '只删本人的或推送给本人的任务' },
  body: z.strictObject({ id: zId }),
  result: zOk,
});

/** How long a download URL opens (seconds, rounded up to the signer's window). */
export const DOWNLOAD_URL_TTL_S = 300;

export const signDownload = defineEndpoint({
  path: '/api/exports/gov/download/url',
  summary: '下载中心：文件的短时签名下载地址（仅本人，且区域范围须覆盖文件所属区域）',
  access: 'session',
  unscoped: { id: '只签本人的或推送给本人的任务，文件路由再查区域范围' },
  body: z.strictObject({ id: zId }),
  result: z.object({ url: z.string(), fileName: z.string() }),
});

export const unreadDownloads = defineEndpoint({
  path: '/api/exports/gov/download/unread',
  summary: '下载中心：计划推送给我且未查看的文件数',
  access: 'session',
  body: z.strictObject({}),
  result: z.object({
    count: zInt(),
    latest: z.array(z.object({ id: z.number().int(), title: z.string(), createTime: zDateTime })),
  }),
});

export const markDownloadsRead = defineEndpoint({
  path: '/api/exports/gov/download/markRead',
  summary: '下载中心：推送给我的文件标为已查看',
  access: 'session',
  body: z.strictObject({}),
  result: zOk,
});

export const downloadsEndpoints = {
  listDownloads,
  getDownload,
  deleteDownload,
  signDownload,
  unreadDownloads,
  markDownloadsRead,
};
