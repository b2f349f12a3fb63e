import { badParams, beijingToday, PROCESS_STATUS } from '@fengshou/core';
import type { Session } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { uploadIdOf } from '../landoccupy/actions';
import { markPhotosUsed } from '../landoccupy/photos';
import { logTask } from './dispatch';

interface TaskState {
  id: number;
  record_kind: 'occupy' | 'abnormal';
  record_id: number;
  process_status: number;
  rectify_deadline: string | null;
  rechecked: boolean;
  closed: boolean;
}

/** Locks tasks and reads what the rectification steps check: the case's status, deadlines, closing. */
async function lockTasks(q: Executor, ids: readonly number[]): Promise<TaskState[]> {
  return q.query<TaskState>(
    `SELECT t.id, t.record_kind, t.record_id, COALESCE(o.process_status, c.process_status) AS process_status,
            to_char(t.rectify_deadline, 'YYYY-MM-DD') AS rectify_deadline,
            t.rechecked_time IS NOT NULL AS rechecked, t.closed_time IS NOT NULL AS closed
       FROM field_tasks t
       LEFT JOIN farmland_occupations o ON t.record_kind = 'occupy' AND o.id = t.record_id
       LEFT JOIN cultivated_abnormals c ON t.record_kind = 'abnormal' AND c.id = t.record_id
      WHERE t.id = ANY($1::int[]) ORDER BY t.id FOR UPDATE OF t`,
    [ids],
  );
}

/** Orders rectification of reviewed cases (已完成) with a deadline; a second field check then follows. */
export async function rectify(
  q: Executor,
  caller: Session,
  b: { taskIds: number[]; rectifyDeadline: string; remark?: string },
) {
  if (b.rectifyDeadline < beijingToday()) throw badParams(['rectifyDeadline'], '整改期限不能早于今天');
  const tasks = await lockTasks(q, b.taskIds);
  for (const t of tasks) {
    if (t.closed) throw badParams(['taskIds'], '任务已销号');
    if (t.process_status !== PROCESS_STATUS.DONE) throw badParams(['taskIds'], '审核办结后才能责令整改');
    if (t.rectify_deadline !== null) throw badParams(['taskIds'], '已责令整改');
  }
  for (const t of tasks) {
    await q.query(
      `UPDATE field_tasks SET rectify_deadline = $2, version = version + 1, update_time = now() WHERE id = $1`,
      [t.id, b.rectifyDeadline],
    );
    await logTask(q, caller, t.id, 'rectify', {
      from: null,
      to: null,
      checkerId: null,
      deadline: b.rectifyDeadline,
      remark: b.remark ?? null,
    });
  }
  return { taskIds: tasks.map((t) => t.id), count: tasks.length };
}

/** The second field check after rectification: photos of the case taken on site, logged with the task. */
export async function recheck(
  q: Executor,
  caller: Session,
  b: { taskId: number; photoUrls: string[]; remark?: string },
) {
  const [t] = await lockTasks(q, [b.taskId]);
  if (!t) throw badParams(['taskId'], '核查任务不存在');
  if (t.closed) throw badParams(['taskId'], '任务已销号');
  if (t.rectify_deadline === null) throw badParams(['taskId'], '该任务未责令整改，无需复查');
  const ids = [...new Set(b.photoUrls.map(uploadIdOf))];
  const [{ n }] = (await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM review_uploads
      WHERE id = ANY($1::uuid[]) AND record_kind = $2 AND record_id = $3 AND used_log_id IS NULL`,
    [ids, t.record_kind, t.record_id],
  )) as [{ n: number }];
  if (n !== ids.length) throw badParams(['photoUrls'], '照片不属于该图斑或已用于其他记录');
  await q.query(
    'UPDATE field_tasks SET rechecked_time = now(), version = version + 1, update_time = now() WHERE id = $1',
    [t.id],
  );
  const logId = await logTask(q, caller, t.id, 'recheck', {
    from: null,
    to: null,
    checkerId: caller.userId,
    deadline: null,
    remark: b.remark ?? null,
  });
  await markPhotosUsed(q, ids, 'task', logId);
  return { taskIds: [t.id], count: 1 };
}

/**
 * Closes a task (销号): its case is settled (已完成 or 无需核查), a field photo backs it, and a case ordered
 * to rectify has had its second check.
 */
export async function closeTask(q: Executor, caller: Session, b: { taskId: number; remark?: string }) {
  const [t] = await lockTasks(q, [b.taskId]);
  if (!t) throw badParams(['taskId'], '核查任务不存在');
  if (t.closed) throw badParams(['taskId'], '任务已销号');
  if (t.process_status !== PROCESS_STATUS.DONE && t.process_status !== PROCESS_STATUS.CLOSED) {
    throw badParams(['taskId'], '图斑审核办结后才能销号');
  }
  if (t.rectify_deadline !== null && !t.rechecked) throw badParams(['taskId'], '整改复查完成后才能销号');
  const [{ n }] = (await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM review_uploads
      WHERE record_kind = $1 AND record_id = $2 AND used_log_id IS NOT NULL`,
    [t.record_kind, t.record_id],
  )) as [{ n: number }];
  if (n === 0) throw badParams(['taskId'], '销号须有现场核查照片');
  await q.query(
    'UPDATE field_tasks SET closed_time = now(), version = version + 1, update_time = now() WHERE id = $1',
    [t.id],
  );
  await logTask(q, caller, t.id, 'close', {
    from: null,
    to: null,
    checkerId: null,
    deadline: null,
    remark: b.remark ?? null,
  });
  return { taskIds: [t.id], count: 1 };
}
