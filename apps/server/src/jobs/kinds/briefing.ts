import { BRIEFING_FORMAT_NAMES } from '@fengshou/core/contract';
import { buildBriefingModel } from '../../briefings/build-model';
import type { BriefingRequest } from '../../briefings/model';
import { renderBriefing } from '../../briefings/render';
import { stampedName, watermarkTime } from '../file-names';
import type { JobKind } from './kind';

/**
 * A briefing: the dashboard's plates read as the owner reads them on the screen (his permissions and area),
 * a plate at a time with the progress shown, then laid out in the asked format with his name and the time
 * as the watermark.
 */
export const runBriefingJob: JobKind = async (ctx) => {
  const p = ctx.job.params as unknown as BriefingRequest;
  const req: BriefingRequest = { menuKey: p.menuKey, areaId: p.areaId, asOf: p.asOf, format: p.format };
  const watermark = {
    userName: ctx.userName,
    loginName: ctx.session.loginName,
    at: watermarkTime(new Date()),
  };
  // Progress is reported in order, and a stop (the server closing) surfaces once the model is built.
  let pending = Promise.resolve();
  let stopped: unknown;
  const model = await buildBriefingModel(ctx.services, ctx.session, req, watermark, (done, total) => {
    pending = pending
      .then(() => ctx.progress(done, total, `正在生成 ${done}/${total} 个板块`))
      .catch((e: unknown) => {
        stopped ??= e;
      });
  });
  await pending;
  if (stopped) throw stopped;
  await ctx.progress(
    model.plates.length,
    model.plates.length,
    `正在排版（${BRIEFING_FORMAT_NAMES[req.format]}）`,
  );
  const file = await renderBriefing(model, req.format);
  return {
    extension: file.extension,
    mime: file.mime,
    fileName: stampedName(ctx.job.title, new Date(), file.extension),
    rowCount: model.plates.length,
    bytes: file.bytes,
  };
};
