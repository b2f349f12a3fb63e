import { formatChinaDateTime } from '@fengshou/core';
import type { BriefingFormatKey } from '@fengshou/core/contract';
import { Cron } from 'croner';
import { type Database, type Queryable, SESSION_TIME_ZONE } from '../db/client';
import { insertJob } from './store';

/** When a schedule fires: weekly on a weekday (1 Monday … 7 Sunday) or monthly on a day (0: the last). */
export interface Cadence {
  cadence: 'weekly' | 'monthly';
  weekday: number | null;
  monthDay: number | null;
  /** HH:MM, Beijing time. */
  time: string;
}

/** The first moment of the cadence strictly after `after`. */
export function nextRunOf(c: Cadence, after: Date): Date {
  const [h, m] = c.time.split(':').map(Number) as [number, number];
  const day =
    c.cadence === 'weekly'
      ? `* * ${(c.weekday ?? 1) % 7}`
      : `${c.monthDay === 0 ? 'L' : (c.monthDay ?? 1)} * *`;
  const next = new Cron(`${m} ${h} ${day}`, { timezone: SESSION_TIME_ZONE, paused: true }).nextRun(after);
  if (!next) throw new Error(`no next run of ${JSON.stringify(c)}`);
  return next;
}

/** A schedule as the firing needs it. */
export interface ScheduleRow extends Cadence {
  id: number;
  subjectId: number;
  createdBy: number;
  name: string;
  menuKey: number;
  areaIds: number[];
  format: BriefingFormatKey;
  recipientIds: number[];
}

export const SCHEDULE_COLUMNS = `id, subject_id AS "subjectId", created_by AS "createdBy", name, menu_key AS "menuKey",
  area_ids::float8[] AS "areaIds", format, cadence, weekday, month_day AS "monthDay", at_time AS time,
  recipient_ids AS "recipientIds"`;

/**
 * Queues one briefing job per area of the schedule, run as its creator and delivered to the recipients who
 * are still active users of its subject; the day the figures are as of is `asOf`. Answers the job ids.
 */
export async function queueScheduleJobs(q: Queryable, s: ScheduleRow, asOf: string): Promise<number[]> {
  const recipients = await q.query<{ id: number }>(
    `SELECT id FROM government_users
      WHERE id = ANY($1::int[]) AND government_subject_id = $2 AND account_status = 1 AND del_flag = 0`,
    [s.recipientIds, s.subjectId],
  );
  const areas = await q.query<{ id: number; name: string }>(
    'SELECT id::float8 AS id, name FROM areas WHERE id = ANY($1::bigint[])',
    [s.areaIds],
  );
  const nameOf = new Map(areas.map((a) => [Number(a.id), a.name]));
  const ids: number[] = [];
  for (const areaId of s.areaIds) {
    ids.push(
      await insertJob(q, {
        kind: 'briefing',
        userId: s.createdBy,
        subjectId: s.subjectId,
        areaId,
        title: `${s.name}（${nameOf.get(areaId) ?? areaId}）`,
        params: { menuKey: s.menuKey, areaId, asOf, format: s.format },
        scheduleId: s.id,
        recipients: recipients.map((r) => r.id),
      }),
    );
  }
  return ids;
}

/**
 * Fires the schedules that are due: each is moved on to its next time by a compare-and-set on the time it
 * was due, in the transaction that queues its jobs, so whichever API server wins the update fires it and
 * every other one finds nothing to do. A server that was down fires a missed schedule once, not per miss.
 */
export async function fireDueSchedules(db: Database, now: Date): Promise<number> {
  // The due time is compared as text: a JavaScript Date drops the microseconds PostgreSQL keeps.
  const due = await db.query<ScheduleRow & { due: Date; dueText: string }>(
    `SELECT ${SCHEDULE_COLUMNS}, next_run_at AS due, next_run_at::text AS "dueText" FROM briefing_schedules
      WHERE enabled AND next_run_at <= $1 ORDER BY next_run_at LIMIT 20`,
    [now],
  );
  let fired = 0;
  for (const s of due) {
    const won = await db.tx(async (q) => {
      const moved = await q.query(
        `UPDATE briefing_schedules SET next_run_at = $3, last_run_at = $4
          WHERE id = $1 AND next_run_at = $2::timestamptz AND enabled RETURNING id`,
        [s.id, s.dueText, nextRunOf(s, now), now],
      );
      if (moved.length === 0) return false;
      await queueScheduleJobs(q, s, formatChinaDateTime(s.due).slice(0, 10));
      return true;
    });
    if (won) fired++;
  }
  return fired;
}
