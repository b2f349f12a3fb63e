import { type AbnormalAction, GOVERNANCE_ACTIONS, PROCESS_ACTIONS, type ProcessAction } from '@fengshou/core';
import {
  abnormalActions,
  convergeBatch,
  convergeLandAbnormal,
  getAbnormal,
  getOccupation,
  listAbnormalDeclarations,
  listAbnormalLogs,
  listAbnormals,
  listBatches,
  listMonitoringHistory,
  listOccupationDeclarations,
  listOccupationLogs,
  listOccupations,
  occupationActions,
  uploadReviewImg,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { badParams } from '../../http/errors';
import { callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { PiiPolicy } from '../../query/pii';
import { assertInScope } from '../../query/scope';
import * as abn from './abnormal-repo';
import { actOnAbnormal, actOnOccupation } from './actions';
import { signedSrc, storeReviewPhoto } from './evidence';
import { idempotencyKeyOf, runOnce } from './idempotency';
import { publishCaseChange } from './notify';
import * as occ from './occupation-repo';

async function reachableOccupation(q: Queryable, caller: Session, occupyNum: string) {
  const ref = await occ.occupationRef(q, occupyNum);
  if (!ref) throw badParams(['occupyNum'], '图斑不存在');
  assertInScope(caller, ref.areaId);
  return ref;
}

async function reachableAbnormal(q: Queryable, caller: Session, id: number) {
  const [r] = await q.query<{ a: string }>('SELECT area_id AS a FROM cultivated_abnormals WHERE id = $1', [
    id,
  ]);
  if (!r) throw badParams(['id'], '异常图斑不存在');
  assertInScope(caller, Number(r.a));
}

function occupyActionRoute(action: ProcessAction): Route {
  const endpoint = occupationActions[action];
  return route(endpoint, async (ctx) => {
    const caller = callerOf(ctx);
    const key = idempotencyKeyOf(ctx);
    const { answer, replayed } = await runOnce(
      ctx.services.db,
      { userId: caller.userId, key, endpoint: endpoint.path, body: ctx.body },
      (q) => actOnOccupation(q, caller, action, ctx.body),
    );
    if (!replayed) await publish(ctx, 'occupy', ctx.body.occupyNum, action, answer);
    return answer;
  });
}

function abnormalActionRoute(action: AbnormalAction): Route {
  const endpoint = abnormalActions[action];
  return route(endpoint, async (ctx) => {
    const caller = callerOf(ctx);
    const key = idempotencyKeyOf(ctx);
    const { answer, replayed } = await runOnce(
      ctx.services.db,
      { userId: caller.userId, key, endpoint: endpoint.path, body: ctx.body },
      (q) => actOnAbnormal(q, caller, action, ctx.body),
    );
    if (!replayed) await publish(ctx, 'abnormal', String(ctx.body.id), action, answer);
    return answer;
  });
}

async function publish(
  ctx: HandlerContext<unknown>,
  kind: 'occupy' | 'abnormal',
  ref: string,
  action: string,
  a: Awaited<ReturnType<typeof actOnOccupation>>,
) {
  const table = kind === 'occupy' ? 'farmland_occupations' : 'cultivated_abnormals';
  const [r] = await ctx.services.db.query<{ a: string }>(`SELECT area_id AS a FROM ${table} WHERE id = $1`, [
    a.id,
  ]);
  publishCaseChange({
    kind,
    id: a.id,
    ref,
    areaId: Number(r?.a ?? 0),
    processStatus: a.processStatus,
    flag: a.flag,
    version: a.version,
    action,
    actionTime: a.actionTime,
  });
}

/** Handlers of the landoccupy group: occupation and abnormal review, batches, converge views. */
export const landoccupyRoutes: Route[] = [
  route(listOccupations, async (ctx) => {
    const { processStatus, pageNo, pageSize } = ctx.body;
    const f = occ.occupationFilter(callerOf(ctx), ctx.body);
    const page = await occ.pageOccupations(ctx.services.db, f, processStatus, ctx.body);
    return { ...page, list: page.list as never[], pageNo, pageSize };
  }),
  route(getOccupation, async (ctx) => {
    const caller = callerOf(ctx);
    const row = await occ.findOccupation(ctx.services.db, ctx.body.occupyNum);
    if (!row) throw badParams(['occupyNum'], '图斑不存在');
    assertInScope(caller, row.areaId);
    // Uploaded photos carry their own signature; the demo site photos get a /files URL signed for the caller.
    const reviewImgSrc = ctx.services.files.signAll(
      await signedSrc(ctx.services.db, row.reviewImgUrls),
      caller.scope,
    );
    return { ...row, reviewImgSrc } as never;
  }),
  route(listOccupationLogs, async (ctx) => {
    const ref = await reachableOccupation(ctx.services.db, callerOf(ctx), ctx.body.occupyNum);
    return (await occ.logsOf(ctx.services.db, 'farmland_occupation_logs', ref.id)) as never[];
  }),
  route(listOccupationDeclarations, async (ctx) => {
    const caller = callerOf(ctx);
    const ref = await reachableOccupation(ctx.services.db, caller, ctx.body.occupyNum);
    const pii = new PiiPolicy(caller, listOccupationDeclarations.path);
    const rows = await occ.declarationsOf(ctx.services.db, 'farmland_occupation_declarations', ref.id, pii);
    await pii.log(ctx.services.db);
    return rows;
  }),
  route(uploadReviewImg, async (ctx) => {
    const caller = callerOf(ctx);
    const ref = await reachableOccupation(ctx.services.db, caller, ctx.body.occupyNum);
    const url = await storeReviewPhoto(ctx.services.db, ctx.services.config.dataDir, {
      recordId: ref.id,
      areaId: ref.areaId,
      userId: caller.userId,
      contentBase64: ctx.body.contentBase64,
    });
    const [src] = await signedSrc(ctx.services.db, [url]);
    return { url, src: src! };
  }),
  ...PROCESS_ACTIONS.map(occupyActionRoute),
  route(listAbnormals, async (ctx) => {
    const { processStatus, pageNo, pageSize } = ctx.body;
    const f = abn.abnormalFilter(callerOf(ctx), ctx.body);
    const page = await abn.pageAbnormals(ctx.services.db, f, processStatus, ctx.body);
    return { ...page, list: page.list as never[], pageNo, pageSize };
  }),
  route(getAbnormal, async (ctx) => {
    const row = await abn.findAbnormal(ctx.services.db, ctx.body.id);
    if (!row) throw badParams(['id'], '异常图斑不存在');
    assertInScope(callerOf(ctx), row.areaId);
    return row as never;
  }),
  route(listAbnormalLogs, async (ctx) => {
    await reachableAbnormal(ctx.services.db, callerOf(ctx), ctx.body.id);
    return (await occ.logsOf(ctx.services.db, 'cultivated_abnormal_logs', ctx.body.id)) as never[];
  }),
  route(listAbnormalDeclarations, async (ctx) => {
    const caller = callerOf(ctx);
    await reachableAbnormal(ctx.services.db, caller, ctx.body.id);
    const pii = new PiiPolicy(caller, listAbnormalDeclarations.path);
    const rows = await occ.declarationsOf(
      ctx.services.db,
      'cultivated_abnormal_declarations',
      ctx.body.id,
      pii,
    );
    await pii.log(ctx.services.db);
    return rows;
  }),
  ...[...PROCESS_ACTIONS, ...GOVERNANCE_ACTIONS].map(abnormalActionRoute),
  route(listBatches, async (ctx) => {
    const page = await abn.pageBatches(ctx.services.db, callerOf(ctx), ctx.body);
    return { ...page, list: page.list as never[] };
  }),
  route(
    listMonitoringHistory,
    async (ctx) => (await abn.monitoringHistory(ctx.services.db, callerOf(ctx), ctx.body)) as never[],
  ),
  route(convergeLandAbnormal, async (ctx) => abn.convergeAbnormals(ctx.services.db, callerOf(ctx), ctx.body)),
  route(convergeBatch, async (ctx) => {
    const page = await abn.pageBatches(ctx.services.db, callerOf(ctx), {
      ...ctx.body,
      pageNo: 1,
      pageSize: 1000,
    });
    return page.list as never[];
  }),
];
