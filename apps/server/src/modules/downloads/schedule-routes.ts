import { badParams, formatChinaDateTime } from '@fengshou/core';
import {
  type BriefingSchedule,
  createBriefingSchedule,
  deleteBriefingSchedule,
  listBriefingSchedules,
  listScheduleRecipients,
  runBriefingSchedule,
  setBriefingScheduleEnabled,
  updateBriefingSchedule,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';
import { nextRunOf, queueScheduleJobs, SCHEDULE_COLUMNS, type ScheduleRow } from '../../jobs/schedules';
import type { Services } from '../../services';
import { topicName } from './topics';

interface ScheduleInput {
  name: string;
  menuKey: number;
  areaIds: number[];
  format: BriefingSchedule['format'];
  cadence: 'weekly' | 'monthly';
  weekday: number | null;
  monthDay: number | null;
  time: string;
  recipientIds: number[];
  enabled: boolean;
}

const ts = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The schedules of a subject as their list shows them (one by id when given). */
async function schedulesOf(q: Queryable, subjectId: number, id?: number): Promise<BriefingSchedule[]> {
  const rows = await q.query<ScheduleRow & Record<string, unknown>>(
    `SELECT ${SCHEDULE_COLUMNS}, s.enabled, ${ts('s.next_run_at')} AS "nextRunAt", ${ts('s.last_run_at')} AS "lastRunAt",
            (SELECT nickname FROM government_users WHERE id = s.created_by) AS "createdByName",
            (SELECT coalesce(array_agg(name ORDER BY array_position(s.area_ids, id)), '{}') FROM areas WHERE id = ANY(s.area_ids)) AS "areaNames",
            (SELECT coalesce(array_agg(nickname ORDER BY id), '{}') FROM government_users WHERE id = ANY(s.recipient_ids)) AS "recipientNames",
            (SELECT coalesce(m.custom_name, t.menu_name) FROM subject_show_menus m JOIN menu_templates t ON t.id = m.menu_template_id
              WHERE m.government_subject_id = s.subject_id AND t.menu_key = s.menu_key LIMIT 1) AS "menuName"
       FROM briefing_schedules s
      WHERE s.subject_id = $1 AND ($2::int IS NULL OR s.id = $2) ORDER BY s.id`,
    [subjectId, id ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    menuKey: r.menuKey,
    menuName: (r.menuName as string | null) ?? null,
    areaIds: r.areaIds.map(Number),
    areaNames: r.areaNames as string[],
    format: r.format,
    cadence: r.cadence,
    weekday: r.weekday,
    monthDay: r.monthDay,
    time: r.time,
    recipientIds: r.recipientIds,
    recipientNames: r.recipientNames as string[],
    enabled: r.enabled as boolean,
    nextRunAt: (r.nextRunAt as string | null) ?? null,
    lastRunAt: (r.lastRunAt as string | null) ?? null,
    createdBy: (r.createdByName as string | null) ?? '',
  }));
}

/** A schedule of the caller's subject, or 300 naming the id. */
async function ownSchedule(services: Services, caller: Session, id: number): Promise<BriefingSchedule> {
  const [s] = await schedulesOf(services.db, caller.subjectId, id);
  if (!s) throw badParams(['id'], '简报计划不存在');
  return s;
}

/**
 * Checks what the areas' scope check cannot: the topic is one of the subject's dashboards, the areas exist,
 * and every recipient is an active user of the subject (300 naming the field).
 */
async function checkInput(services: Services, caller: Session, b: ScheduleInput): Promise<ScheduleInput> {
  await topicName(services, caller.subjectId, b.menuKey);
  const areaIds = [...new Set(b.areaIds.map(Number))];
  const known = await services.db.query<{ id: number }>('SELECT id FROM areas WHERE id = ANY($1::bigint[])', [
    areaIds,
  ]);
  if (known.length < areaIds.length) throw badParams(['areaIds'], '区域不存在');
  const recipientIds = [...new Set(b.recipientIds)];
  const users = await services.db.query<{ id: number }>(
    `SELECT id FROM government_users
      WHERE id = ANY($1::int[]) AND government_subject_id = $2 AND account_status = 1 AND del_flag = 0`,
    [recipientIds, caller.subjectId],
  );
  if (users.length < recipientIds.length) throw badParams(['recipientIds'], '接收人须为本主体的在用账号');
  return {
    ...b,
    areaIds,
    recipientIds,
    weekday: b.cadence === 'weekly' ? b.weekday : null,
    monthDay: b.cadence === 'monthly' ? b.monthDay : null,
  };
}

const nextOf = (b: Pick<ScheduleInput, 'cadence' | 'weekday' | 'monthDay' | 'time' | 'enabled'>) =>
  b.enabled ? nextRunOf(b, new Date()) : null;

/** A checked schedule's columns in the order the INSERT (after subject and creator) and the UPDATE (after id) name them. */
const scheduleValues = (b: ScheduleInput) => [
  b.name,
  b.menuKey,
  b.areaIds,
  b.format,
  b.cadence,
  b.weekday,
  b.monthDay,
  b.time,
  b.recipientIds,
  b.enabled,
  nextOf(b),
];

/** Handlers of the briefing schedules (subject administrators: briefing:schedule). */
export const scheduleRoutes: Route[] = [
  route(listBriefingSchedules, async (ctx) => ({
    list: await schedulesOf(ctx.services.db, callerOf(ctx).subjectId),
  })),
  route(listScheduleRecipients, async (ctx) => ({
    list: await ctx.services.db.query<{ id: number; name: string }>(
      `SELECT id, nickname || '（' || login_name || '）' AS name FROM government_users
        WHERE government_subject_id = $1 AND account_status = 1 AND del_flag = 0 ORDER BY id`,
      [callerOf(ctx).subjectId],
    ),
  })),
  route(createBriefingSchedule, async (ctx) => {
    const caller = callerOf(ctx);
    const b = await checkInput(ctx.services, caller, ctx.body);
    const [row] = await ctx.services.db.query<{ id: number }>(
      `INSERT INTO briefing_schedules (subject_id, created_by, name, menu_key, area_ids, format, cadence, weekday,
              month_day, at_time, recipient_ids, enabled, next_run_at)
       VALUES ($1, $2, $3, $4, $5::bigint[], $6, $7, $8, $9, $10, $11::int[], $12, $13) RETURNING id`,
      [caller.subjectId, caller.userId, ...scheduleValues(b)],
    );
    return ownSchedule(ctx.services, caller, row!.id);
  }),
  route(updateBriefingSchedule, async (ctx) => {
    const caller = callerOf(ctx);
    await ownSchedule(ctx.services, caller, ctx.body.id);
    const b = await checkInput(ctx.services, caller, ctx.body);
    await ctx.services.db.query(
      `UPDATE briefing_schedules SET name = $2, menu_key = $3, area_ids = $4::bigint[], format = $5, cadence = $6,
              weekday = $7, month_day = $8, at_time = $9, recipient_ids = $10::int[], enabled = $11,
              next_run_at = $12, update_time = now()
        WHERE id = $1`,
      [ctx.body.id, ...scheduleValues(b)],
    );
    return ownSchedule(ctx.services, caller, ctx.body.id);
  }),
  route(setBriefingScheduleEnabled, async (ctx) => {
    const caller = callerOf(ctx);
    const s = await ownSchedule(ctx.services, caller, ctx.body.id);
    await ctx.services.db.query(
      'UPDATE briefing_schedules SET enabled = $2, next_run_at = $3, update_time = now() WHERE id = $1',
      [s.id, ctx.body.enabled, nextOf({ ...s, enabled: ctx.body.enabled })],
    );
    return ownSchedule(ctx.services, caller, s.id);
  }),
  route(deleteBriefingSchedule, async (ctx) => {
    const caller = callerOf(ctx);
    const s = await ownSchedule(ctx.services, caller, ctx.body.id);
    await ctx.services.db.query('DELETE FROM briefing_schedules WHERE id = $1', [s.id]);
    return { ok: true as const };
  }),
  route(runBriefingSchedule, async (ctx) => {
    const caller = callerOf(ctx);
    const s = await ownSchedule(ctx.services, caller, ctx.body.id);
    const [row] = await ctx.services.db.query<ScheduleRow>(
      `SELECT ${SCHEDULE_COLUMNS} FROM briefing_schedules WHERE id = $1`,
      [s.id],
    );
    const asOf = formatChinaDateTime(new Date()).slice(0, 10);
    const jobIds = await ctx.services.db.tx((q) => queueScheduleJobs(q, row!, asOf));
    ctx.services.jobs.wake();
    return { jobIds };
  }),
];
