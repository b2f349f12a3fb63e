import {
  type AbnormalAction,
  abnormalStep,
  badParams,
  GOVERNANCE_ACTION_LABELS,
  isProcessStatus,
  occupationStep,
  PROCESS_STATUS_LABELS,
  type ProcessAction,
  TRANSITIONS,
  takesReviewEvidence,
} from '@fengshou/core';
import type { Session } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { markPhotosUsed } from './photos';

/** The answer of an accepted action (zActionResult). */
export interface ActionResult {
  id: number;
  processStatus: number;
  flag: number;
  version: number;
  logId: number;
  actionTime: string;
}

/** The body of an occupation action (zOccupyActionBody). */
export interface OccupyActionBody {
  occupyNum: string;
  version: number;
  remark?: string;
  occupyFlag?: 0 | 1;
  reviewImgUrls?: string[];
  reviewUserAddress?: string;
  reviewUserCenterLat?: number;
  reviewUserCenterLng?: number;
}

const STAMP = `to_char(%s, 'YYYY-MM-DD HH24:MI:SS')`;
const REMARK_COLUMN = {
  checkRemark: 'check_remark',
  auditRemark: 'audit_remark',
  reviewRemark: 'review_remark',
};
const statusLabel = (s: number) => (isProcessStatus(s) ? PROCESS_STATUS_LABELS[s] : String(s));

function staleVersion(current: number): never {
  throw badParams(['version'], `记录已被他人修改（当前版本 ${current}），请刷新后重试`);
}

function notAllowed(status: number, label: string): never {
  throw badParams(['processStatus'], `当前状态「${statusLabel(status)}」不能执行「${label}」`);
}

/** The photo ids of /files/review/<uuid>.<ext> addresses. */
export const uploadIdOf = (url: string) => url.slice('/files/review/'.length, url.lastIndexOf('.'));

/**
 * One occupation action inside the caller's transaction: lock the row, check version, status and
 * evidence, then write the new state and its log row. Every refusal happens before the first write.
 */
export async function actOnOccupation(
  q: Executor,
  caller: Session,
  action: ProcessAction,
  body: OccupyActionBody,
): Promise<ActionResult> {
  const [r] = await q.query<{
    id: number;
    area_id: string;
    process_status: number;
    occupy_flag: 0 | 1;
    version: number;
  }>(
    `SELECT id, area_id, process_status, occupy_flag, version FROM farmland_occupations
      WHERE occupy_num = $1 FOR UPDATE`,
    [body.occupyNum],
  );
  if (!r) throw badParams(['occupyNum'], '图斑不存在');
  if (r.version !== body.version) staleVersion(r.version);
  const step = occupationStep(
    { processStatus: r.process_status, occupyFlag: r.occupy_flag },
    action,
    body.occupyFlag,
  );
  if (!step) notAllowed(r.process_status, TRANSITIONS[action].label);
  const evidence =
    body.reviewImgUrls !== undefined ||
    body.reviewUserAddress !== undefined ||
    body.reviewUserCenterLat !== undefined ||
    body.reviewUserCenterLng !== undefined;
  if (evidence && !step.recordsReviewer) {
    throw badParams(['reviewImgUrls'], '照片与现场位置只在核查录入（待核查）与复核（待复核）环节提交');
  }
  if ((body.reviewUserCenterLat === undefined) !== (body.reviewUserCenterLng === undefined)) {
    throw badParams(['reviewUserCenterLat', 'reviewUserCenterLng'], '经纬度须同时提供');
  }
  const photos = [...new Set(body.reviewImgUrls ?? [])];
  await checkPhotosOf(q, 'occupy', r.id, photos);
  const sets = ['process_status = $2', 'occupy_flag = $3', 'version = version + 1', 'update_time = now()'];
  const params: unknown[] = [r.id, step.to, step.occupyFlag];
  const set = (col: string, v: unknown) => {
    params.push(v);
    sets.push(`${col} = $${params.length}`);
  };
  if (step.remarkField && body.remark !== undefined) set(REMARK_COLUMN[step.remarkField], body.remark);
  if (step.recordsReviewer) {
    set('review_user_id', caller.userId);
    if (body.reviewImgUrls !== undefined) set('review_img_urls', photos);
    if (body.reviewUserAddress !== undefined) set('review_user_address', body.reviewUserAddress);
    if (body.reviewUserCenterLat !== undefined) {
      set('review_user_center_lat', body.reviewUserCenterLat);
      set('review_user_center_lng', body.reviewUserCenterLng);
    }
  }
  const [u] = (await q.query<{ version: number; t: string }>(
    `UPDATE farmland_occupations SET ${sets.join(', ')} WHERE id = $1
     RETURNING version, ${STAMP.replace('%s', 'update_time')} AS t`,
    params,
  )) as [{ version: number; t: string }];
  const logId = await appendLog(q, 'farmland_occupation_logs', 'occupation_id', {
    recordId: r.id,
    action: TRANSITIONS[action].label,
    from: r.process_status,
    to: step.to,
    caller,
    remark: body.remark ?? null,
  });
  await markPhotosUsed(q, photos.map(uploadIdOf), 'case', logId);
  return {
    id: r.id,
    processStatus: step.to,
    flag: step.occupyFlag,
    version: u.version,
    logId,
    actionTime: u.t,
  };
}

/** One abnormal review or governance action inside the caller's transaction. */
export async function actOnAbnormal(
  q: Executor,
  caller: Session,
  action: AbnormalAction,
  body: { id: number; version: number; remark?: string; reviewImgUrls?: string[] },
): Promise<ActionResult> {
  const [r] = await q.query<{
    area_id: string;
    process_status: number;
    governance_flag: 0 | 1;
    version: number;
  }>(
    'SELECT area_id, process_status, governance_flag, version FROM cultivated_abnormals WHERE id = $1 FOR UPDATE',
    [body.id],
  );
  if (!r) throw badParams(['id'], '异常图斑不存在');
  if (r.version !== body.version) staleVersion(r.version);
  const label = action === 'govern' ? GOVERNANCE_ACTION_LABELS.govern : TRANSITIONS[action].label;
  const next = abnormalStep({ processStatus: r.process_status, governanceFlag: r.governance_flag }, action);
  if (!next) {
    if (action === 'govern' && r.governance_flag === 1) throw badParams(['governanceFlag'], '该图斑已整治');
    notAllowed(r.process_status, label);
  }
  const photos = [...new Set(body.reviewImgUrls ?? [])];
  if (photos.length && (action === 'govern' || !takesReviewEvidence(r.process_status))) {
    throw badParams(['reviewImgUrls'], '照片只在核查录入（待核查）与复核（待复核）环节提交');
  }
  await checkPhotosOf(q, 'abnormal', body.id, photos);
  const [u] = (await q.query<{ version: number; t: string }>(
    `UPDATE cultivated_abnormals
        SET process_status = $2, governance_flag = $3, remark = COALESCE($4, remark), version = version + 1,
            update_time = now()
      WHERE id = $1 RETURNING version, ${STAMP.replace('%s', 'update_time')} AS t`,
    [body.id, next.processStatus, next.governanceFlag, body.remark ?? null],
  )) as [{ version: number; t: string }];
  const logId = await appendLog(q, 'cultivated_abnormal_logs', 'abnormal_id', {
    recordId: body.id,
    action: label,
    from: r.process_status,
    to: next.processStatus,
    caller,
    remark: body.remark ?? null,
  });
  await markPhotosUsed(q, photos.map(uploadIdOf), 'case', logId);
  return {
    id: body.id,
    processStatus: next.processStatus,
    flag: next.governanceFlag,
    version: u.version,
    logId,
    actionTime: u.t,
  };
}

/** Refuses photos that were not uploaded for this case. */
async function checkPhotosOf(q: Executor, kind: 'occupy' | 'abnormal', recordId: number, photos: string[]) {
  if (!photos.length) return;
  const [{ n }] = (await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM review_uploads
      WHERE id = ANY($1::uuid[]) AND record_kind = $2 AND record_id = $3`,
    [photos.map(uploadIdOf), kind, recordId],
  )) as [{ n: number }];
  if (n !== photos.length) throw badParams(['reviewImgUrls'], '照片不属于该图斑');
}

async function appendLog(
  q: Executor,
  table: 'farmland_occupation_logs' | 'cultivated_abnormal_logs',
  fk: 'occupation_id' | 'abnormal_id',
  e: { recordId: number; action: string; from: number; to: number; caller: Session; remark: string | null },
): Promise<number> {
  const [row] = (await q.query<{ id: number }>(
    `INSERT INTO ${table} (${fk}, action, from_status, to_status, operator_id, operator_name, remark, create_time)
     SELECT $1, $2, $3, $4, u.id, COALESCE(NULLIF(u.nickname, ''), u.login_name), $6, now()
       FROM government_users u WHERE u.id = $5
     RETURNING id`,
    [e.recordId, e.action, e.from, e.to, e.caller.userId, e.remark],
  )) as [{ id: number }];
  return row.id;
}
