import { badParams } from '@fengshou/core';
import { getBatchImagery, saveBatchImagery } from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { assertTemplateReachable } from './imagery-reach';
import { describeImagery, imageryBatch, phaseDate, saveImagery } from './imagery-repo';

/** Handlers of the batch imagery endpoints (the tiles themselves: tiles/imagery). */
export const imageryRoutes: Route[] = [
  route(getBatchImagery, async (ctx) => {
    const caller = callerOf(ctx);
    const batch = await imageryBatch(ctx.services.db, ctx.body.batchId);
    return describeImagery(ctx.services.db, batch, caller.permissions.has('imagery:manage'));
  }),

  route(saveBatchImagery, async (ctx) => {
    const caller = callerOf(ctx);
    const db = ctx.services.db;
    const batch = await imageryBatch(db, ctx.body.batchId);
    if (!phaseDate(batch, ctx.body.phase)) throw badParams(['phase'], '该批次没有前时相影像日期');
    if (ctx.body.sourceType === 'template' && ctx.body.tileUrl)
      await assertTemplateReachable(ctx.body.tileUrl);
    await saveImagery(db, ctx.body, caller.userId);
    return describeImagery(db, batch, true);
  }),
];
