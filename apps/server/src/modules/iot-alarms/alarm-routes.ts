import { ALARM_EVENT_LABELS, type AlarmEvent, badParams } from '@fengshou/core';
import {
  acknowledgeIotAlarm,
  assignIotAlarm,
  closeIotAlarm,
  listIotAlarmAssignees,
  listIotAlarmEvents,
} from '@fengshou/core/contract';
import { callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { ts } from '../../query/sql-time';
import { alarmsById } from '../iot/alarm-repo';
import { assignees } from './assignees';
import { type AlarmCommand, type AlarmOutcome, actOnAlarm } from './lifecycle';

/**
 * Runs an action and, once committed, tells the open screens of the alarm's area (the list, the plates and
 * the device page refresh): the alarm as the lists show it. A repeat changed nothing and announces nothing.
 */
async function act(ctx: HandlerContext<unknown>, cmd: AlarmCommand) {
  const out: AlarmOutcome = await actOnAlarm(ctx.services.db, callerOf(ctx), cmd);
  if (out.changed) {
    ctx.services.live.publish({ topic: 'iot.alarm', areaId: out.alarm.areaId, data: out.alarm });
  }
  return out.alarm;
}

/** The alarm an endpoint names (its scope declared: it exists and lies in the caller's area). */
async function alarmArea(ctx: HandlerContext<{ alarmId: number }>): Promise<number> {
  const [a] = await ctx.services.db.query<{ area: string }>(
    'SELECT area_id AS area FROM iot_alarm_records WHERE id = $1',
    [ctx.body.alarmId],
  );
  if (!a) throw badParams(['alarmId'], '告警不存在');
  return Number(a.area);
}

/** Handlers of the alarm lifecycle: acknowledge, assign, close, history and whom to assign to. */
export const alarmRoutes: Route[] = [
  route(acknowledgeIotAlarm, (ctx) => act(ctx, { action: 'acknowledge', ...ctx.body }) as never),
  route(assignIotAlarm, (ctx) => act(ctx, { action: 'assign', ...ctx.body }) as never),
  route(closeIotAlarm, (ctx) => act(ctx, { action: 'close', ...ctx.body }) as never),
  // In the order the lifecycle changed: the rule stamps its events with the reading's (device) time, people's
  // with the server's, so a reading that arrived late would sort its clear before an earlier acknowledgement.
  route(listIotAlarmEvents, async (ctx) => {
    const { db } = ctx.services;
    const [alarm] = await alarmsById(db, [ctx.body.alarmId]);
    if (!alarm) throw badParams(['alarmId'], '告警不存在');
    const rows = await db.query<{
      eventId: number;
      event: AlarmEvent;
      eventTime: string;
      userName: string | null;
      remark: string | null;
      value: number | null;
    }>(
      `SELECT id AS "eventId", event, ${ts('event_time')} AS "eventTime", user_name AS "userName", remark, value
         FROM iot_alarm_events WHERE alarm_id = $1 ORDER BY id`,
      [ctx.body.alarmId],
    );
    const events = rows.map((e) => ({ ...e, eventName: ALARM_EVENT_LABELS[e.event] ?? e.event }));
    return { alarm, events } as never;
  }),
  route(listIotAlarmAssignees, async (ctx) =>
    assignees(ctx.services.db, callerOf(ctx), await alarmArea(ctx), { keyword: ctx.body.keyword }),
  ),
];
