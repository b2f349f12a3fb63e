import {
  ABNORMAL_TYPE_LABELS,
  type AbnormalAction,
  badParams,
  GOVERNANCE_ACTIONS,
  GOVERNANCE_FLAG_LABELS,
  isProcessStatus,
  OCCUPY_CATEGORY_LABELS,
  OCCUPY_FLAG_LABELS,
  PROCESS_ACTIONS,
  PROCESS_STATUS_LABELS,
  type ProcessAction,
  takesReviewEvidence,
} from '@fengshou/core';
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
  uploadAbnormalImg,
  uploadReviewImg,
} from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { areaOf, callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { PiiPolicy } from '../../query/pii';
import * as abn from './abnormal-repo';
import { actOnAbnormal, actOnOccupation } from './actions';
import { resentPhoto, storeReviewPhoto } from './evidence';
import { idempotencyKeyOf, runOnce } from './idempotency';
import { publishCaseChange } from './notify';
import * as occ from './occupation-repo';
import { inRectification, photosOf } from './photos';

const statusName = (s: number) => (isProcessStatus(s) ? PROCESS_STATUS_LABELS[s] : String(s));

/** Adds the Chinese labels of an occupation list row's codes. */
function labelOccupation(row: Record<string, unknown>) {
  const r = row as { processStatus: number; occupyCategory: number; occupyFlag: number };
  return {
    ...row,
    processStatusName: statusName(r.processStatus),
    occupyCategoryName: OCCUPY_CATEGORY_LABELS[r.occupyCategory] ?? String(r.occupyCategory),
    occupyFlagName: OCCUPY_FLAG_LABELS[r.occupyFlag as 0 | 1] ?? String(r.occupyFlag),
  };
}

/** Adds the Chinese labels of an abnormal list row's codes. */
function labelAbnormal(row: Record<string, unknown>) {
  const r = row as { processStatus: number; abnormalType: number; governanceFlag: number };
  return {
    ...row,
    processStatusName: statusName(r.processStatus),
    abnormalTypeName: ABNORMAL_TYPE_LABELS[r.abnormalType] ?? String(r.abnormalType),
    governanceFlagName: GOVERNANCE_FLAG_LABELS[r.governanceFlag as 0 | 1] ?? String(r.governanceFlag),
  };
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
  publishCaseChange(ctx.services, Number(r?.a ?? 0), {
    kind,
    id: a.id,
    ref,
    processStatus: a.processStatus,
    flag: a.flag,
    version: a.version,
    action,
    actionTime: a.actionTime,
  });
}

/** The occupation a body names (its scope declared, so it exists and lies in the caller's area). */
async function occupationRef(q: Queryable, occupyNum: string) {
  const ref = await occ.occupationRef(q, occupyNum);
  if (!ref) throw badParams(['occupyNum'], '图斑不存在');
  return ref;
}

/**
 * A photo is only ever attached by an action leaving 待核查 or 待复核, or by the second check of a task in
 * rectification: one uploaded at another time could never be used and would only fill the upload store.
 */
async function refuseUnlessOnSite(
  ctx: HandlerContext<unknown>,
  kind: 'occupy' | 'abnormal',
  id: number,
  status: number,
  field: string,
) {
  if (takesReviewEvidence(status) || (await inRectification(ctx.services.db, kind, id))) return;
  throw badParams(
    [field],
    `当前状态「${statusName(status)}」不能上传现场照片（只在待核查、待复核与整改复查时拍照）`,
  );
}

/** Handlers of the landoccupy group: occupation and abnormal review, batches, converge views. */
export const landoccupyRoutes: Route[] = [
  route(listOccupations, async (ctx) => {
    const { processStatus, pageNo, pageSize } = ctx.body;
    const f = occ.occupationFilter(areaOf(ctx).range, ctx.body);
    const page = await occ.pageOccupations(ctx.services.db, f, processStatus, ctx.body);
    return { ...page, list: page.list.map(labelOccupation) as never[], pageNo, pageSize };
  }),
  route(getOccupation, async (ctx) => {
    const caller = callerOf(ctx);
    const row = await occ.findOccupation(ctx.services.db, ctx.body.occupyNum);
    if (!row) throw badParams(['occupyNum'], '图斑不存在');
    const reviewImgSrc = ctx.services.files.signAll(row.reviewImgUrls, caller.scope);
    const photos = await photosOf(
      ctx.services.db,
      'occupy',
      row.id,
      ctx.services.config.fieldPhotoMaxDistanceM,
    );
    const reviewPhotos = photos.map((p) => ({ ...p, src: ctx.services.files.sign(p.url, caller.scope) }));
    return labelOccupation({ ...row, reviewImgSrc, reviewPhotos }) as never;
  }),
  route(listOccupationLogs, async (ctx) => {
    const ref = await occupationRef(ctx.services.db, ctx.body.occupyNum);
    return (await occ.logsOf(ctx.services.db, 'farmland_occupation_logs', ref.id)) as never[];
  }),
  route(listOccupationDeclarations, async (ctx) => {
    const caller = callerOf(ctx);
    const ref = await occupationRef(ctx.services.db, ctx.body.occupyNum);
    const pii = new PiiPolicy(caller, listOccupationDeclarations.path);
    const rows = await occ.declarationsOf(ctx.services.db, 'farmland_occupation_declarations', ref.id, pii);
    await pii.log(ctx);
    return rows.map((r) => ({ ...r, imgUrls: ctx.services.files.signAll(r.imgUrls, caller.scope) }));
  }),
  route(uploadReviewImg, async (ctx) => {
    const caller = callerOf(ctx);
    const ref = await occupationRef(ctx.services.db, ctx.body.occupyNum);
    const resent = await resentPhoto(ctx.services.db, {
      recordKind: 'occupy',
      recordId: ref.id,
      ...ctx.body,
    });
    if (resent) return { ...resent, src: ctx.services.files.sign(resent.url, caller.scope) };
    await refuseUnlessOnSite(ctx, 'occupy', ref.id, ref.processStatus, 'occupyNum');
    const { occupyNum: _n, fileName: _f, contentBase64, ...stamp } = ctx.body;
    const photo = await storeReviewPhoto(ctx.services.db, ctx.services.pictureStore, {
      recordKind: 'occupy',
      recordId: ref.id,
      areaId: ref.areaId,
      userId: caller.userId,
      contentBase64,
      stamp,
    });
    return { ...photo, src: ctx.services.files.sign(photo.url, caller.scope) };
  }),
  ...PROCESS_ACTIONS.map(occupyActionRoute),
  route(listAbnormals, async (ctx) => {
    const { processStatus, pageNo, pageSize } = ctx.body;
    const f = abn.abnormalFilter(areaOf(ctx).range, ctx.body);
    const page = await abn.pageAbnormals(ctx.services.db, f, processStatus, ctx.body);
    return { ...page, list: page.list.map(labelAbnormal) as never[], pageNo, pageSize };
  }),
  route(getAbnormal, async (ctx) => {
    const caller = callerOf(ctx);
    const row = await abn.findAbnormal(ctx.services.db, ctx.body.id);
    if (!row) throw badParams(['id'], '异常图斑不存在');
    const photos = await photosOf(
      ctx.services.db,
      'abnormal',
      ctx.body.id,
      ctx.services.config.fieldPhotoMaxDistanceM,
    );
    const reviewPhotos = photos.map((p) => ({ ...p, src: ctx.services.files.sign(p.url, caller.scope) }));
    return labelAbnormal({ ...row, reviewPhotos }) as never;
  }),
  route(uploadAbnormalImg, async (ctx) => {
    const caller = callerOf(ctx);
    const [ref] = await ctx.services.db.query<{ area_id: string; process_status: number }>(
      'SELECT area_id, process_status FROM cultivated_abnormals WHERE id = $1',
      [ctx.body.id],
    );
    if (!ref) throw badParams(['id'], '异常图斑不存在');
    const resent = await resentPhoto(ctx.services.db, {
      recordKind: 'abnormal',
      recordId: ctx.body.id,
      ...ctx.body,
    });
    if (resent) return { ...resent, src: ctx.services.files.sign(resent.url, caller.scope) };
    await refuseUnlessOnSite(ctx, 'abnormal', ctx.body.id, ref.process_status, 'id');
    const { id, fileName: _f, contentBase64, ...stamp } = ctx.body;
    const photo = await storeReviewPhoto(ctx.services.db, ctx.services.pictureStore, {
      recordKind: 'abnormal',
      recordId: id,
      areaId: Number(ref.area_id),
      userId: caller.userId,
      contentBase64,
      stamp,
    });
    return { ...photo, src: ctx.services.files.sign(photo.url, caller.scope) };
  }),
  route(listAbnormalLogs, async (ctx) => {
    return (await occ.logsOf(ctx.services.db, 'cultivated_abnormal_logs', ctx.body.id)) as never[];
  }),
  route(listAbnormalDeclarations, async (ctx) => {
    const caller = callerOf(ctx);
    const pii = new PiiPolicy(caller, listAbnormalDeclarations.path);
    const rows = await occ.declarationsOf(
      ctx.services.db,
      'cultivated_abnormal_declarations',
      ctx.body.id,
      pii,
    );
    await pii.log(ctx);
    return rows.map((r) => ({ ...r, imgUrls: ctx.services.files.signAll(r.imgUrls, caller.scope) }));
  }),
  ...[...PROCESS_ACTIONS, ...GOVERNANCE_ACTIONS].map(abnormalActionRoute),
  route(listBatches, async (ctx) => {
    const page = await abn.pageBatches(ctx.services.db, areaOf(ctx).range, ctx.body);
    return { ...page, list: page.list as never[] };
  }),
  route(
    listMonitoringHistory,
    async (ctx) => (await abn.monitoringHistory(ctx.services.db, areaOf(ctx).range)) as never[],
  ),
  route(convergeLandAbnormal, async (ctx) => abn.convergeAbnormals(ctx.services.db, areaOf(ctx), ctx.body)),
  route(convergeBatch, async (ctx) => {
    const page = await abn.pageBatches(ctx.services.db, areaOf(ctx).range, {
      ...ctx.body,
      pageNo: 1,
      pageSize: 1000,
    });
    return page.list as never[];
  }),
];
