import { badParams, beijingToday, type FieldTaskAction } from '@fengshou/core';
import type { Session } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { inRange, type Target, targetOf } from './target';

/** A case a dispatch names, with its task when it has one (locked for the transaction). */
interface CaseRow {
  kind: 'occupy' | 'abnormal';
  id: number;
  area_id: string;
  batch_id: number;
  process_status: number;
  task_id: number | null;
  holder_area_id: string | null;
  checker_id: number | null;
  closed: boolean;
}

// Cases a field check can still settle: 待筛查, 待核查 and 已驳回 (sent back to the field check).
const OPEN_STATUSES = [0, 1, 4];

const CASES = `
  SELECT 'occupy' AS kind, o.id, o.area_id, o.arable_land_batch_record_id AS batch_id, o.process_status
    FROM farmland_occupations o
  UNION ALL
  SELECT 'abnormal', c.id, c.area_id, c.cultivated_land_batch_id, c.process_status FROM cultivated_abnormals c`;

/** The body of a dispatch (zod-checked: one of batch or ids, an area or a checker). */
export interface DispatchBody {
  batchId?: number;
  occupationIds?: number[];
  abnormalIds?: number[];
  toAreaId?: number;
  checkerId?: number;
  deadline: string;
  remark?: string;
}

/**
 * Hands cases down to a lower level or a named checker. A batch dispatches every open case of it inside the
 * target that is still with the caller's level (never dispatched, or in its queue); named cases must each be
 * so, or the whole dispatch is refused. Every task written gets its log row in this transaction.
 */
export async function dispatch(q: Executor, caller: Session, b: DispatchBody) {
  if (b.deadline < beijingToday()) throw badParams(['deadline'], '期限不能早于今天');
  const target = await targetOf(q, caller, b, { ownLevel: false });
  const [lo, hi] = caller.scope.range();
  const own = caller.scope.areaId;
  const named = b.occupationIds ?? b.abnormalIds;
  const field = b.occupationIds ? 'occupationIds' : 'abnormalIds';
  const params: unknown[] = [lo, hi];
  let which: string;
  if (named) {
    params.push(b.occupationIds ? 'occupy' : 'abnormal', named);
    which = 'x.kind = $3 AND x.id = ANY($4::int[])';
  } else {
    params.push(b.batchId, target.range[0], target.range[1], OPEN_STATUSES, own);
    which = `x.batch_id = $3 AND x.area_id BETWEEN $4 AND $5 AND x.process_status = ANY($6::int[])
             AND (t.id IS NULL OR (t.holder_area_id = $7 AND t.checker_id IS NULL AND t.closed_time IS NULL))`;
  }
  const rows = await q.query<CaseRow>(
    `SELECT x.kind, x.id, x.area_id, x.batch_id, x.process_status, t.id AS task_id, t.holder_area_id,
            t.checker_id, t.closed_time IS NOT NULL AS closed
       FROM (${CASES}) x LEFT JOIN field_tasks t ON t.record_kind = x.kind AND t.record_id = x.id
      WHERE x.area_id BETWEEN $1 AND $2 AND ${which}
      ORDER BY x.kind, x.id`,
    params,
  );
  if (named) {
    if (rows.length !== new Set(named).size) throw badParams([field], '图斑不存在');
    for (const r of rows) refuseUnlessDispatchable(r, own, target, field);
  }
  const ids: number[] = [];
  for (const r of rows) {
    const id = await place(q, caller, r, target, b.deadline, b.remark ?? null);
    // Another dispatch of the same case committed in between: a named case is refused, a batch skips it.
    if (id === null && named) throw badParams([field], '任务刚被他人下发，请刷新后重试');
    if (id !== null) ids.push(id);
  }
  return { taskIds: ids, count: ids.length };
}

function refuseUnlessDispatchable(r: CaseRow, own: number, target: Target, field: string) {
  if (!OPEN_STATUSES.includes(r.process_status)) throw badParams([field], '图斑已核查或已办结，无需下发');
  if (r.closed) throw badParams([field], '任务已销号');
  if (r.task_id !== null && (Number(r.holder_area_id) !== own || r.checker_id !== null)) {
    throw badParams([field], '任务不在本级待派队列中（已下发的任务请改派）');
  }
  if (!inRange(Number(r.area_id), target.range)) throw badParams(['toAreaId'], '图斑不在所选区域内');
}

/**
 * Writes (or moves) one case's task to the target and logs it; null when a concurrent dispatch got there
 * first (the insert meets the case's task, or the task left the caller's queue). The conditions sit in the
 * writing statement, so the row lock it takes decides.
 */
async function place(
  q: Executor,
  caller: Session,
  r: CaseRow,
  target: Target,
  deadline: string,
  remark: string | null,
): Promise<number | null> {
  const from = caller.scope.areaId;
  const values = [target.holderAreaId, target.checkerId, from, deadline];
  const [t] =
    r.task_id === null
      ? await q.query<{ id: number }>(
          `INSERT INTO field_tasks (holder_area_id, checker_id, from_area_id, deadline, record_kind, record_id,
                                    batch_id, area_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (record_kind, record_id) DO NOTHING RETURNING id`,
          [...values, r.kind, r.id, r.batch_id, r.area_id],
        )
      : await q.query<{ id: number }>(
          `UPDATE field_tasks SET holder_area_id = $1, checker_id = $2, from_area_id = $3, deadline = $4,
                                  version = version + 1, update_time = now()
            WHERE id = $5 AND holder_area_id = $3 AND checker_id IS NULL AND closed_time IS NULL RETURNING id`,
          [...values, r.task_id],
        );
  if (!t) return null;
  await logTask(q, caller, t.id, 'dispatch', {
    from,
    to: target.holderAreaId,
    checkerId: target.checkerId,
    deadline,
    remark,
  });
  return t.id;
}

/**
 * Moves tasks held anywhere inside the caller's area to another area or checker (改派); the deadline stays
 * unless a new one is given.
 */
export async function reassign(
  q: Executor,
  caller: Session,
  b: { taskIds: number[]; toAreaId?: number; checkerId?: number; deadline?: string; remark?: string },
) {
  if (b.deadline !== undefined && b.deadline < beijingToday()) {
    throw badParams(['deadline'], '期限不能早于今天');
  }
  const target = await targetOf(q, caller, b, { ownLevel: true });
  const tasks = await q.query<{ id: number; area_id: string; holder_area_id: string; closed: boolean }>(
    `SELECT id, area_id, holder_area_id, closed_time IS NOT NULL AS closed FROM field_tasks
      WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [b.taskIds],
  );
  for (const t of tasks) {
    if (t.closed) throw badParams(['taskIds'], '任务已销号');
    if (!caller.scope.contains(Number(t.holder_area_id))) {
      throw badParams(['taskIds'], '任务由上级持有，不能改派');
    }
    if (!inRange(Number(t.area_id), target.range)) throw badParams(['toAreaId'], '图斑不在所选区域内');
  }
  for (const t of tasks) {
    const [u] = (await q.query<{ deadline: string }>(
      `UPDATE field_tasks SET holder_area_id = $2, checker_id = $3, from_area_id = $4,
              deadline = COALESCE($5::date, deadline), version = version + 1, update_time = now()
        WHERE id = $1 RETURNING to_char(deadline, 'YYYY-MM-DD') AS deadline`,
      [t.id, target.holderAreaId, target.checkerId, caller.scope.areaId, b.deadline ?? null],
    )) as [{ deadline: string }];
    await logTask(q, caller, t.id, 'reassign', {
      from: Number(t.holder_area_id),
      to: target.holderAreaId,
      checkerId: target.checkerId,
      deadline: u.deadline,
      remark: b.remark ?? null,
    });
  }
  return { taskIds: tasks.map((t) => t.id), count: tasks.length };
}

/**
 * Sends a task back one level (退回): to the level that handed it down. Its holder or named checker may, while
 * the field check is still to do; the reason is logged.
 */
export async function returnTask(q: Executor, caller: Session, b: { taskId: number; remark: string }) {
  const [t] = await q.query<{
    holder_area_id: string;
    checker_id: number | null;
    from_area_id: string;
    stage: number;
  }>(
    `SELECT t.holder_area_id, t.checker_id, t.from_area_id, p.stage
       FROM field_tasks t JOIN field_task_progress p ON p.id = t.id WHERE t.id = $1 FOR UPDATE OF t`,
    [b.taskId],
  );
  if (!t) throw badParams(['taskId'], '核查任务不存在');
  const holder = Number(t.holder_area_id);
  const mine = t.checker_id === caller.userId || (t.checker_id === null && holder === caller.scope.areaId);
  if (!mine) throw badParams(['taskId'], '只能退回本级或本人持有的任务');
  if (t.stage !== 1) throw badParams(['taskId'], '已核查的任务不能退回');
  const back = Number(t.from_area_id);
  if (back === holder && t.checker_id === null) throw badParams(['taskId'], '任务已在最上一级，无处退回');
  // The level above the one it returns to: who handed it there last (or itself, at the top).
  const [prev] = await q.query<{ from_area_id: string }>(
    `SELECT from_area_id FROM field_task_logs WHERE task_id = $1 AND to_area_id = $2
        AND action IN ('dispatch', 'reassign') ORDER BY id DESC LIMIT 1`,
    [b.taskId, back],
  );
  await q.query(
    `UPDATE field_tasks SET holder_area_id = $2, checker_id = NULL, from_area_id = $3, version = version + 1,
            update_time = now() WHERE id = $1`,
    [b.taskId, back, prev ? Number(prev.from_area_id) : back],
  );
  await logTask(q, caller, b.taskId, 'return', {
    from: holder,
    to: back,
    checkerId: null,
    deadline: null,
    remark: b.remark,
  });
  return { taskIds: [b.taskId], count: 1 };
}

/** Appends one row to a task's log (append-only), in the caller's transaction. */
export async function logTask(
  q: Executor,
  caller: Session,
  taskId: number,
  action: FieldTaskAction,
  e: {
    from: number | null;
    to: number | null;
    checkerId: number | null;
    deadline: string | null;
    remark: string | null;
  },
): Promise<number> {
  const [row] = (await q.query<{ id: number }>(
    `INSERT INTO field_task_logs (task_id, action, from_area_id, to_area_id, checker_id, deadline, operator_id,
                                  operator_name, remark)
     SELECT $1, $2, $3, $4, $5, $6::date, u.id, COALESCE(NULLIF(u.nickname, ''), u.login_name), $8
       FROM government_users u WHERE u.id = $7
     RETURNING id`,
    [taskId, action, e.from, e.to, e.checkerId, e.deadline, caller.userId, e.remark],
  )) as [{ id: number }];
  return row.id;
}
