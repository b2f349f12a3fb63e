import {
  closeFieldTask,
  dispatchFieldTasks,
  type EndpointDef,
  FIELD_CHECK_CODES,
  fieldPhotoPolicy,
  fieldTaskProgress,
  listFieldCheckers,
  listFieldTargets,
  listFieldTaskLogs,
  listFieldTasks,
  reassignFieldTasks,
  recheckFieldTask,
  rectifyFieldTasks,
  returnFieldTask,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { areaOf, callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { idempotencyKeyOf, runOnce } from '../landoccupy/idempotency';
import { dispatch, reassign, returnTask } from './dispatch';
import { closeTask, recheck, rectify } from './rectify';
import { checkersIn, logsOf, pageTasks, progressOf, targetsOf } from './tasks-repo';

type Moved = { taskIds: number[]; count: number };

/** A task action: once per Idempotency-Key, its writes and log rows in one transaction. */
function once<B>(
  endpoint: EndpointDef,
  act: (q: Executor, caller: Session, body: B) => Promise<Moved>,
): (ctx: HandlerContext<B>) => Promise<Moved> {
  return async (ctx) => {
    const caller = callerOf(ctx);
    const key = idempotencyKeyOf(ctx);
    const { answer } = await runOnce(
      ctx.services.db,
      { userId: caller.userId, key, endpoint: endpoint.path, body: ctx.body },
      (q) => act(q, caller, ctx.body),
    );
    return answer;
  };
}

/** Handlers of field-check dispatch, queues, progress and the rectify-and-close steps. */
export const fieldcheckRoutes: Route[] = [
  route(dispatchFieldTasks, once(dispatchFieldTasks, dispatch)),
  route(reassignFieldTasks, once(reassignFieldTasks, reassign)),
  route(returnFieldTask, once(returnFieldTask, returnTask)),
  route(rectifyFieldTasks, once(rectifyFieldTasks, rectify)),
  route(recheckFieldTask, once(recheckFieldTask, recheck)),
  route(closeFieldTask, once(closeFieldTask, closeTask)),
  route(listFieldTasks, async (ctx) => {
    const caller = callerOf(ctx);
    const page = await pageTasks(
      ctx.services.db,
      areaOf(ctx),
      { userId: caller.userId, ownAreaId: caller.scope.areaId },
      ctx.body,
    );
    return { ...page, list: page.list as never[], pageNo: ctx.body.pageNo, pageSize: ctx.body.pageSize };
  }),
  route(fieldTaskProgress, async (ctx) => {
    return (await progressOf(ctx.services.db, areaOf(ctx), ctx.body.batchId)) as never;
  }),
  route(listFieldCheckers, async (ctx) => {
    const rows = await checkersIn(ctx.services.db, callerOf(ctx).scope.range(), FIELD_CHECK_CODES);
    return rows as never[];
  }),
  route(listFieldTargets, async (ctx) => {
    const rows = await targetsOf(ctx.services.db, areaOf(ctx), 'fieldcheck:dispatch', FIELD_CHECK_CODES);
    return rows as never[];
  }),
  route(listFieldTaskLogs, async (ctx) => (await logsOf(ctx.services.db, ctx.body.taskId)) as never[]),
  route(fieldPhotoPolicy, async (ctx) => ({
    allowGallery: ctx.services.config.fieldPhotoGallery,
    maxDistanceM: ctx.services.config.fieldPhotoMaxDistanceM,
  })),
];
