import { z } from 'zod';
import { zAreaId, zDateTime, zId, zLine, zOk } from './common';
import { defineEndpoint } from './define';
import { zDownload } from './downloads';
import { inArea } from './scope';

/** The formats a briefing is made in (the server's renderer takes the same keys). */
export const BRIEFING_FORMATS = ['pdf-a4', 'pdf-16x9', 'pptx', 'png-1080', 'png-2160'] as const;
export type BriefingFormatKey = (typeof BRIEFING_FORMATS)[number];
export const BRIEFING_FORMAT_NAMES: Record<BriefingFormatKey, string> = {
  'pdf-a4': 'PDF（A4）',
  'pdf-16x9': 'PDF（16:9）',
  pptx: 'PPT',
  'png-1080': '图片（1080p）',
  'png-2160': '图片（4K）',
};

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');
const zMenuKey = z.number().int().min(1, '请选择专题大屏').max(99999);

export const createBriefing = defineEndpoint({
  path: '/api/exports/gov/briefing/create',
  summary: '生成简报：某专题大屏某区域某日的数据，任务完成后在下载中心下载',
  // dashboard:view is asked as well, by the handler (an endpoint declares one code or any of several).
  access: 'data:export',
  audit: 'data.export',
  scope: { areaId: inArea() },
  body: z.strictObject({
    menuKey: zMenuKey,
    areaId: zAreaId,
    asOf: zDay,
    format: z.enum(BRIEFING_FORMATS, '请选择简报格式'),
  }),
  result: zDownload,
});

/** Weekly (a weekday, 1 Monday … 7 Sunday) or monthly (a day 1–28, or 0 for the month's last day). */
export const BRIEFING_CADENCES = ['weekly', 'monthly'] as const;

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式为 HH:MM');

/** Most areas one schedule makes briefings of, and most recipients. */
export const SCHEDULE_MAX_AREAS = 20;
export const SCHEDULE_MAX_RECIPIENTS = 50;

const scheduleFields = {
  name: zLine(40).min(1, '请填写计划名称'),
  menuKey: zMenuKey,
  areaIds: z.array(zAreaId).min(1, '请至少选择一个区域').max(SCHEDULE_MAX_AREAS),
  format: z.enum(BRIEFING_FORMATS, '请选择简报格式'),
  cadence: z.enum(BRIEFING_CADENCES, '请选择每周或每月'),
  weekday: z.number().int().min(1).max(7).nullable().default(null),
  monthDay: z.number().int().min(0).max(28).nullable().default(null),
  time: zTime,
  recipientIds: z.array(zId).min(1, '请至少选择一位接收人').max(SCHEDULE_MAX_RECIPIENTS),
  enabled: z.boolean().default(true),
};

/** The cadence's own day must be given: a weekday for weekly, a day of month for monthly. */
function cadenceDay<T extends { cadence: string; weekday: number | null; monthDay: number | null }>(
  v: T,
  ctx: z.RefinementCtx,
) {
  if (v.cadence === 'weekly' && v.weekday === null)
    ctx.addIssue({ code: 'custom', path: ['weekday'], message: '每周计划须选择星期几' });
  if (v.cadence === 'monthly' && v.monthDay === null)
    ctx.addIssue({ code: 'custom', path: ['monthDay'], message: '每月计划须选择日期' });
}

export const zBriefingSchedule = z.object({
  id: z.number().int(),
  name: z.string(),
  menuKey: z.number().int(),
  menuName: z.string().nullable(),
  areaIds: z.array(z.number().int()),
  areaNames: z.array(z.string()),
  format: z.enum(BRIEFING_FORMATS),
  cadence: z.enum(BRIEFING_CADENCES),
  weekday: z.number().int().nullable(),
  monthDay: z.number().int().nullable(),
  time: z.string(),
  recipientIds: z.array(z.number().int()),
  recipientNames: z.array(z.string()),
  enabled: z.boolean(),
  nextRunAt: zDateTime.nullable(),
  lastRunAt: zDateTime.nullable(),
  createdBy: z.string(),
});
export type BriefingSchedule = z.output<typeof zBriefingSchedule>;

export const listBriefingSchedules = defineEndpoint({
  path: '/api/exports/gov/briefingSchedule/list',
  summary: '简报计划列表（本主体）',
  access: 'briefing:schedule',
  body: z.strictObject({}),
  result: z.object({ list: z.array(zBriefingSchedule) }),
});

export const createBriefingSchedule = defineEndpoint({
  path: '/api/exports/gov/briefingSchedule/create',
  summary: '新建简报计划',
  access: 'briefing:schedule',
  audit: 'briefing.schedule',
  scope: { areaIds: inArea() },
  body: z.strictObject(scheduleFields).superRefine(cadenceDay),
  result: zBriefingSchedule,
});

export const updateBriefingSchedule = defineEndpoint({
  path: '/api/exports/gov/briefingSchedule/update',
  summary: '修改简报计划',
  access: 'briefing:schedule',
  audit: 'briefing.schedule',
  scope: { areaIds: inArea() },
  unscoped: { id: '只改本主体的计划，他主体的如同不存在' },
  body: z.strictObject({ id: zId, ...scheduleFields }).superRefine(cadenceDay),
  result: zBriefingSchedule,
});

export const setBriefingScheduleEnabled = defineEndpoint({
  path: '/api/exports/gov/briefingSchedule/setEnabled',
  summary: '启用或停用简报计划',
  access: 'briefing:schedule',
  audit: 'briefing.schedule',
  unscoped: { id: '只改本主体的计划' },
  body: z.strictObject({ id: zId, enabled: z.boolean() }),
  result: zBriefingSchedule,
});

export const deleteBriefingSchedule = defineEndpoint({
  path: '/api/exports/gov/briefingSchedule/delete',
  summary: '删除简报计划（已生成的简报保留在接收人的下载中心）',
  access: 'briefing:schedule',
  audit: 'briefing.schedule',
  unscoped: { id: '只删本主体的计划' },
  body: z.strictObject({ id: zId }),
  result: zOk,
});

export const runBriefingSchedule = defineEndpoint({
  path: '/api/exports/gov/briefingSchedule/runNow',
  summary: '立即按计划生成一次简报（不改变下次生成时间）',
  access: 'briefing:schedule',
  audit: 'briefing.schedule',
  unscoped: { id: '只运行本主体的计划' },
  body: z.strictObject({ id: zId }),
  result: z.object({ jobIds: z.array(z.number().int()) }),
});

/** The users of the caller's subject a schedule may deliver to (the recipient picker). */
export const listScheduleRecipients = defineEndpoint({
  path: '/api/exports/gov/briefingSchedule/recipients',
  summary: '简报计划可选接收人（本主体的在用账号）',
  access: 'briefing:schedule',
  body: z.strictObject({}),
  result: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const briefingsEndpoints = {
  createBriefing,
  listBriefingSchedules,
  createBriefingSchedule,
  updateBriefingSchedule,
  setBriefingScheduleEnabled,
  deleteBriefingSchedule,
  runBriefingSchedule,
  listScheduleRecipients,
};
