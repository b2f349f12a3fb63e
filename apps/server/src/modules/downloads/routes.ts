import { badParams, RespCode, RespError } from '@fengshou/core';
import {
  createBriefing,
  DOWNLOAD_URL_TTL_S,
  deleteDownload,
  getDownload,
  listDownloads,
  markDownloadsRead,
  signDownload,
  unreadDownloads,
} from '@fengshou/core/contract';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { insertJob } from '../../jobs/store';
import type { Services } from '../../services';
import { downloadFilePath } from './file-route';
import * as repo from './repo';
import { scheduleRoutes } from './schedule-routes';
import { topicName } from './topics';

/** A job the caller may see, or 300 naming the id (another user's job is as good as missing). */
export async function visibleDownload(services: Services, userId: number, id: number) {
  const row = await repo.findDownload(services.db, userId, id);
  if (!row) throw badParams(['id'], '下载任务不存在');
  return row;
}

/** Handlers of the download centre and of asking for a briefing. */
export const downloadsRoutes: Route[] = [
  route(listDownloads, async (ctx) => {
    const caller = callerOf(ctx);
    const { rows, total } = await repo.pageDownloads(ctx.services.db, caller.userId, ctx.body);
    return {
      list: rows.map(repo.presentDownload),
      total,
      pageNo: ctx.body.pageNo,
      pageSize: ctx.body.pageSize,
    };
  }),
  route(getDownload, async (ctx) =>
    repo.presentDownload(await visibleDownload(ctx.services, callerOf(ctx).userId, ctx.body.id)),
  ),
  route(deleteDownload, async (ctx) => {
    const caller = callerOf(ctx);
    const row = await visibleDownload(ctx.services, caller.userId, ctx.body.id);
    const file = await ctx.services.db.tx((q) => repo.removeDownload(q, row, caller.userId));
    if (file) await ctx.services.pictureStore.delete(file);
    return { ok: true as const };
  }),
  route(signDownload, async (ctx) => {
    const caller = callerOf(ctx);
    const row = await visibleDownload(ctx.services, caller.userId, ctx.body.id);
    if (row.status !== 'done') throw badParams(['id'], '文件尚未生成');
    if (!row.filePath) throw badParams(['id'], '文件已过期，请重新生成');
    if (!caller.scope.contains(row.areaId)) throw new RespError(RespCode.NO_ACCESS, '无权下载该区域的文件');
    const url = ctx.services.files.sign(
      downloadFilePath(caller.userId, row.id),
      { areaId: row.areaId },
      DOWNLOAD_URL_TTL_S,
    );
    return { url, fileName: repo.presentDownload(row).fileName };
  }),
  route(unreadDownloads, async (ctx) => repo.unreadOf(ctx.services.db, callerOf(ctx).userId)),
  route(markDownloadsRead, async (ctx) => {
    await repo.markRead(ctx.services.db, callerOf(ctx).userId);
    return { ok: true as const };
  }),
  route(createBriefing, async (ctx) => {
    const caller = callerOf(ctx);
    if (!caller.permissions.has('dashboard:view')) throw new RespError(RespCode.NO_PERMISSION);
    const area = areaOf(ctx);
    const topic = await topicName(ctx.services, caller.subjectId, ctx.body.menuKey);
    const [a] = await ctx.services.db.query<{ name: string }>('SELECT name FROM areas WHERE id = $1', [
      area.areaId,
    ]);
    if (!a) throw badParams(['areaId'], '区域不存在');
    const id = await insertJob(ctx.services.db, {
      kind: 'briefing',
      userId: caller.userId,
      subjectId: caller.subjectId,
      areaId: area.areaId,
      title: `${topic}简报（${a.name} ${ctx.body.asOf}）`,
      params: { ...ctx.body, areaId: area.areaId },
    });
    ctx.services.jobs.wake();
    return repo.presentDownload((await repo.findDownload(ctx.services.db, caller.userId, id))!);
  }),
  ...scheduleRoutes,
];
