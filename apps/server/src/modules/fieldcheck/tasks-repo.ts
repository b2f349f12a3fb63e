import { FIELD_STAGE_LABELS, FIELD_TASK_ACTION_LABELS } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import type { RequestArea } from '../../http/area-scope';
import { childAreasSql } from '../../query/child-areas';
import { containsPattern } from '../../query/keyword';
import { Filter } from '../../query/sql-filter';

const D = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

/** A task's case, whichever kind it is: reference, address, status, version, outline. */
const CASE = `
  LEFT JOIN farmland_occupations o ON p.record_kind = 'occupy' AND o.id = p.record_id
  LEFT JOIN cultivated_abnormals c ON p.record_kind = 'abnormal' AND c.id = p.record_id`;
const GEOM = 'COALESCE(o.ring, c.geom)';

const ITEM = `
  p.id, p.record_kind AS "recordKind", p.record_id AS "recordId",
  COALESCE(o.occupy_num, c.land_code) AS "caseRef", COALESCE(o.address, c.current_use) AS "caseAddress",
  COALESCE(o.process_status, c.process_status) AS "processStatus", COALESCE(o.version, c.version) AS "caseVersion",
  p.batch_id AS "batchId", b.batch_name AS "batchName",
  p.area_id::float8 AS "areaId", COALESCE(pa.name || ' ', '') || a.name AS "areaName",
  p.holder_area_id::float8 AS "holderAreaId", h.name AS "holderAreaName", t.from_area_id::float8 AS "fromAreaId",
  p.checker_id AS "checkerId", COALESCE(NULLIF(u.nickname, ''), u.login_name) AS "checkerName",
  ${D('p.deadline')} AS deadline, ${D('p.rectify_deadline')} AS "rectifyDeadline",
  p.stage, p.overdue,
  ST_Y(ST_PointOnSurface(${GEOM})) AS lat, ST_X(ST_PointOnSurface(${GEOM})) AS lng,
  round((ST_Area(${GEOM}::geography) / 666.6667)::numeric, 2)::float8 AS "areaMu",
  t.version`;
const FROM = `
  FROM field_task_progress p
  JOIN field_tasks t ON t.id = p.id
  JOIN monitoring_batches b ON b.id = p.batch_id
  JOIN areas a ON a.id = p.area_id
  LEFT JOIN areas pa ON pa.id = a.parent_id
  JOIN areas h ON h.id = p.holder_area_id
  LEFT JOIN government_users u ON u.id = p.checker_id
  ${CASE}`;

/** The filters of a task list. */
export interface TaskListBody {
  pageNo: number;
  pageSize: number;
  view: 'queue' | 'mine' | 'all';
  batchId?: number;
  stage?: number;
  overdue?: boolean;
  keyword?: string;
}

/**
 * A page of tasks inside the area: the caller's level's queue (held by `ownAreaId`), the caller's own
 * tasks, or all. Nearest deadline first; overdue ones lead.
 */
export async function pageTasks(
  q: Queryable,
  area: RequestArea,
  who: { userId: number; ownAreaId: number },
  b: TaskListBody,
) {
  const f = new Filter().add('p.area_id BETWEEN $? AND $?', area.range[0], area.range[1]);
  if (b.view === 'queue') f.add('p.holder_area_id = $? AND p.checker_id IS NULL', who.ownAreaId);
  if (b.view === 'mine') f.add('p.checker_id = $?', who.userId);
  if (b.batchId !== undefined) f.add('p.batch_id = $?', b.batchId);
  if (b.stage !== undefined) f.add('p.stage = $?', b.stage);
  if (b.overdue !== undefined) f.add('p.overdue = $?', b.overdue);
  if (b.keyword) {
    const k = containsPattern(b.keyword);
    f.add('(o.occupy_num ILIKE $? OR o.address ILIKE $? OR c.land_code ILIKE $?)', k, k, k);
  }
  const [{ n }] = (await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM field_task_progress p ${CASE} ${f.where()}`,
    f.params,
  )) as [{ n: number }];
  const rows = await q.query<{ stage: 1 | 2 | 3 | 4 }>(
    `SELECT ${ITEM} ${FROM} ${f.where()}
      ORDER BY p.overdue DESC, p.stage = 4, COALESCE(p.rectify_deadline, p.deadline), p.id
      LIMIT ${b.pageSize} OFFSET ${(b.pageNo - 1) * b.pageSize}`,
    f.params,
  );
  return {
    total: n,
    list: rows.map((r) => ({ ...r, stageName: FIELD_STAGE_LABELS[r.stage] })),
  };
}

const COUNTS = `count(x.id)::int AS total,
  count(x.id) FILTER (WHERE x.stage = 1)::int AS pending,
  count(x.id) FILTER (WHERE x.stage = 2)::int AS checked,
  count(x.id) FILTER (WHERE x.stage = 3)::int AS rectifying,
  count(x.id) FILTER (WHERE x.stage = 4)::int AS closed,
  count(x.id) FILTER (WHERE x.overdue)::int AS overdue`;

/** Task counts by stage and overdue of the area and of each of its child areas. */
export async function progressOf(q: Queryable, area: RequestArea, batchId?: number) {
  const [lo, hi] = area.range;
  const params: unknown[] = [lo, hi];
  const batch = batchId === undefined ? '' : `AND x.batch_id = $${params.push(batchId)}`;
  // Codes are integers the scope check let through: written into the SQL as numbers.
  const id = String(Math.trunc(area.areaId));
  const [total] = await q.query(
    `SELECT ${id}::float8 AS "areaId", (SELECT name FROM areas WHERE id = ${id}) AS "areaName", ${COUNTS}
       FROM field_task_progress x WHERE x.area_id BETWEEN $1 AND $2 ${batch}`,
    params,
  );
  if (area.level >= 5) return { total, children: [] };
  const { children, childOf } = childAreasSql((v) => String(Math.trunc(v)), area.areaId, area.level);
  const rows = await q.query(
    `SELECT a.id::float8 AS "areaId", a.name AS "areaName", ${COUNTS}
       FROM ${children}
       LEFT JOIN field_task_progress x ON ${childOf('x.area_id')} = a.id AND x.area_id BETWEEN $1 AND $2 ${batch}
      WHERE a.id BETWEEN $1 AND $2
      GROUP BY a.id, a.name ORDER BY a.id`,
    params,
  );
  return { total, children: rows };
}

/** The log of a task, oldest first. */
export async function logsOf(q: Queryable, taskId: number) {
  const rows = await q.query<{ action: keyof typeof FIELD_TASK_ACTION_LABELS }>(
    `SELECT l.id, l.action, fa.name AS "fromAreaName", ta.name AS "toAreaName",
            COALESCE(NULLIF(u.nickname, ''), u.login_name) AS "checkerName", ${D('l.deadline')} AS deadline,
            l.operator_name AS "operatorName", l.remark,
            to_char(l.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
       FROM field_task_logs l
       LEFT JOIN areas fa ON fa.id = l.from_area_id
       LEFT JOIN areas ta ON ta.id = l.to_area_id
       LEFT JOIN government_users u ON u.id = l.checker_id
      WHERE l.task_id = $1 ORDER BY l.id`,
    [taskId],
  );
  return rows.map((r) => ({ ...r, actionName: FIELD_TASK_ACTION_LABELS[r.action] }));
}

/** Active accounts inside the area whose role holds a field-check code, by area then name. */
export async function checkersIn(
  q: Queryable,
  [lo, hi]: readonly [number, number],
  codes: readonly string[],
) {
  return q.query(
    `SELECT u.id, COALESCE(NULLIF(u.nickname, ''), u.login_name) AS name, s.area_id::float8 AS "areaId",
            a.name AS "areaName"
       FROM government_users u
       JOIN government_subjects s ON s.id = u.government_subject_id
       JOIN areas a ON a.id = s.area_id
      WHERE s.area_id BETWEEN $1 AND $2 AND u.del_flag = 0 AND u.account_status = 1
        AND EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.role_id = u.government_role_id
                     AND rp.button_code = ANY($3))
      ORDER BY s.area_id, name`,
    [lo, hi, [...codes]],
  );
}

/**
 * The child areas a level hands tasks down to, each with its own subject when one is set up (a town's
 * 农业服务中心) and how many of that subject's active accounts dispatch and check: a town without one has
 * nobody to work its queue.
 */
export async function targetsOf(q: Queryable, area: RequestArea, dispatch: string, check: readonly string[]) {
  const { children } = childAreasSql((v) => String(Math.trunc(v)), area.areaId, area.level);
  const holding = (codes: string) => `(SELECT count(*)::int FROM government_users u
      WHERE u.government_subject_id = s.id AND u.del_flag = 0 AND u.account_status = 1
        AND EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.role_id = u.government_role_id
                     AND rp.button_code = ANY(${codes})))`;
  return q.query(
    `SELECT a.id::float8 AS "areaId", a.name AS "areaName", a.level, s.subject_name AS "subjectName",
            COALESCE(${holding('$1')}, 0) AS dispatchers, COALESCE(${holding('$2')}, 0) AS checkers
       FROM ${children}
       LEFT JOIN government_subjects s ON s.area_id = a.id AND s.subject_status = 1
      WHERE a.id <> ${String(Math.trunc(area.areaId))}
      ORDER BY a.id`,
    [[dispatch], [...check]],
  );
}
