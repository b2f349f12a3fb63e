import { ALARM_TRANSITIONS, alarmStatusLabel, alarmStep, badParams } from '@fengshou/core';
import type { Session } from '../../auth/sessions';
import type { Database, Executor } from '../../db/client';
import { type AlarmRow, alarmsById } from '../iot/alarm-repo';
import { assignees } from './assignees';

/** A lifecycle action of a person and what it carries. */
export type AlarmCommand =
  | { action: 'acknowledge'; alarmId: number; version: number }
  | { action: 'assign'; alarmId: number; version: number; userId: number }
  | { action: 'close'; alarmId: number; version: number; remark: string };

/** The alarm after an action, and whether the action changed it (a repeat does not). */
export interface AlarmOutcome {
  alarm: AlarmRow;
  changed: boolean;
}

interface Locked {
  status: number;
  version: number;
  area_id: string;
  assignee_user_id: number | null;
}

/**
 * One lifecycle action in one transaction: the alarm row is locked, an action repeated on an alarm already
 * where it leads answers the alarm unchanged (a retry or a double click sent with the old version), then the
 * version is checked (someone else acted meanwhile: 300), the transition allowed by the workflow, the row
 * changed with the next version and the event row written. Every refusal happens before the first write.
 */
export async function actOnAlarm(db: Database, caller: Session, cmd: AlarmCommand): Promise<AlarmOutcome> {
  return db.tx(async (q) => {
    const [a] = await q.query<Locked>(
      'SELECT status, version, area_id, assignee_user_id FROM iot_alarm_records WHERE id = $1 FOR UPDATE',
      [cmd.alarmId],
    );
    if (!a) throw badParams(['alarmId'], '告警不存在');
    const step = alarmStep(
      a.status,
      cmd.action,
      cmd.action === 'assign' && a.assignee_user_id === cmd.userId,
    );
    if (step.kind === 'repeat') return { alarm: await reread(q, cmd.alarmId), changed: false };
    if (a.version !== cmd.version) {
      throw badParams(['version'], `告警已被他人处理（当前版本 ${a.version}），请刷新后重试`);
    }
    if (step.kind === 'refused') {
      throw badParams(
        ['alarmId'],
        `告警当前为「${alarmStatusLabel(a.status)}」，不能${ALARM_TRANSITIONS[cmd.action].label}`,
      );
    }
    const actor = await actorName(q, caller);
    const sets = ['status = $2', 'version = version + 1'];
    const params: unknown[] = [cmd.alarmId, step.to];
    const set = (sql: string, v: unknown) => {
      params.push(v);
      sets.push(sql.replace('?', `$${params.length}`));
    };
    let remark: string | null = null;
    if (cmd.action === 'acknowledge') {
      sets.push('ack_time = now()');
      set('ack_user_id = ?', caller.userId);
      set('ack_user_name = ?', actor);
    } else if (cmd.action === 'assign') {
      const [who] = await assignees(q, caller, Number(a.area_id), { userId: cmd.userId });
      if (!who) throw badParams(['userId'], '只能指派给本单位或下级单位中管辖该告警区域的在用账号');
      sets.push('assign_time = now()');
      set('assignee_user_id = ?', who.userId);
      set('assignee_name = ?', who.nickname);
      remark = `指派给 ${who.nickname}（${who.subjectName}）`;
    } else {
      remark = cmd.remark;
      sets.push('handle_time = now()');
      set('handler = ?', actor);
      set('remark = ?', cmd.remark);
    }
    await q.query(`UPDATE iot_alarm_records SET ${sets.join(', ')} WHERE id = $1`, params);
    await q.query(
      `INSERT INTO iot_alarm_events (alarm_id, event, event_time, user_id, user_name, remark)
       VALUES ($1, $2, now(), $3, $4, $5)`,
      [cmd.alarmId, step.event, caller.userId, actor, remark],
    );
    return { alarm: await reread(q, cmd.alarmId), changed: true };
  });
}

async function reread(q: Executor, alarmId: number): Promise<AlarmRow> {
  const [alarm] = await alarmsById(q, [alarmId]);
  if (!alarm) throw badParams(['alarmId'], '告警不存在');
  return alarm;
}

/** The name an action is recorded under: the person's name, else the login name. */
async function actorName(q: Executor, caller: Session): Promise<string> {
  const [u] = await q.query<{ nickname: string }>('SELECT nickname FROM government_users WHERE id = $1', [
    caller.userId,
  ]);
  return u?.nickname || caller.loginName;
}
