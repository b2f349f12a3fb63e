/**
 * The lifecycle of an IoT alarm (iot_alarm_records.status). A rule raises it; people acknowledge, assign
 * and close it with a remark; the rule's clear condition clears it by itself:
 *
 *   0 未处理 ──确认──▶ 2 已确认 ──指派──▶ 3 已指派 (──改派──▶ 3)
 *      │                 │                 │
 *      ├──────────── 恢复 (the rule) ──────┴──▶ 4 已恢复
 *      └────────── 关闭 (remark) from 0, 2, 3 or 4 ──────────▶ 1 已处理
 *
 * 1 is final. The status numbers keep 0 and 1 where the old two-state records had them.
 */

/** status values of an alarm record. */
export const ALARM_STATUS = {
  RAISED: 0,
  CLOSED: 1,
  ACKNOWLEDGED: 2,
  ASSIGNED: 3,
  CLEARED: 4,
} as const;

/** An alarm status value. */
export type AlarmStatus = (typeof ALARM_STATUS)[keyof typeof ALARM_STATUS];

/** Chinese labels of the alarm statuses, in lifecycle order. */
export const ALARM_STATUS_LABELS: Readonly<Record<AlarmStatus, string>> = {
  0: '未处理',
  2: '已确认',
  3: '已指派',
  4: '已恢复',
  1: '已处理',
};

/** Statuses of an alarm still waiting for someone (the open-alarm counts and the 未结束 filter). */
export const ALARM_OPEN_STATUSES: readonly AlarmStatus[] = [0, 2, 3];

/** Tag colours of the statuses on screens (antd preset colours): open ones warm, finished ones calm. */
export const ALARM_STATUS_COLORS: Readonly<Record<AlarmStatus, string>> = {
  0: 'red',
  2: 'orange',
  3: 'blue',
  4: 'green',
  1: 'default',
};

/** True for a status value of the lifecycle. */
export function isAlarmStatus(v: number): v is AlarmStatus {
  return Object.hasOwn(ALARM_STATUS_LABELS, v);
}

/** The label of a status (the number itself for a value outside the lifecycle). */
export function alarmStatusLabel(status: number): string {
  return isAlarmStatus(status) ? ALARM_STATUS_LABELS[status] : String(status);
}

/** What can happen to an alarm: three things people do, and what the rule's clear condition does. */
export type AlarmAction = 'acknowledge' | 'assign' | 'close' | 'clear';

/** The event row each action writes (iot_alarm_events.event); 'raised' is written by the rule engine. */
export type AlarmEvent = 'raised' | 'acknowledged' | 'assigned' | 'cleared' | 'closed';

const S = ALARM_STATUS;

/** Where each action may start, where it leads, its event and its label. */
export const ALARM_TRANSITIONS: Readonly<
  Record<AlarmAction, { from: readonly AlarmStatus[]; to: AlarmStatus; event: AlarmEvent; label: string }>
> = {
  acknowledge: { from: [S.RAISED], to: S.ACKNOWLEDGED, event: 'acknowledged', label: '确认' },
  // An assigned alarm may be assigned again to someone else (改派).
  assign: { from: [S.ACKNOWLEDGED, S.ASSIGNED], to: S.ASSIGNED, event: 'assigned', label: '指派' },
  clear: { from: [S.RAISED, S.ACKNOWLEDGED, S.ASSIGNED], to: S.CLEARED, event: 'cleared', label: '恢复' },
  close: {
    from: [S.RAISED, S.ACKNOWLEDGED, S.ASSIGNED, S.CLEARED],
    to: S.CLOSED,
    event: 'closed',
    label: '关闭',
  },
};

/** Labels of the events of an alarm's history. */
export const ALARM_EVENT_LABELS: Readonly<Record<AlarmEvent, string>> = {
  raised: '触发告警',
  acknowledged: '确认',
  assigned: '指派',
  cleared: '自动恢复',
  closed: '关闭',
};

/** The actions people take (the rule engine alone clears). */
export const ALARM_USER_ACTIONS = ['acknowledge', 'assign', 'close'] as const;

/** What an action does to an alarm in some status. */
export type AlarmStep =
  | { kind: 'change'; from: AlarmStatus; to: AlarmStatus; event: AlarmEvent }
  /** The alarm is already where the action leads: answered unchanged, no event (a retry, a double click). */
  | { kind: 'repeat' }
  | { kind: 'refused' };

/**
 * The step an action takes on an alarm. `sameAssignee` tells an assignment to the person already assigned
 * (a repeat) from one to someone else (a new assignment).
 */
export function alarmStep(status: number, action: AlarmAction, sameAssignee = false): AlarmStep {
  const t = ALARM_TRANSITIONS[action];
  if (!isAlarmStatus(status)) return { kind: 'refused' };
  if (status === t.to && (action !== 'assign' || sameAssignee)) return { kind: 'repeat' };
  if (!t.from.includes(status)) return { kind: 'refused' };
  return { kind: 'change', from: status, to: t.to, event: t.event };
}

/** The actions a person holding iot:alarm is offered on an alarm in this status. */
export function alarmActionsFor(status: number): (typeof ALARM_USER_ACTIONS)[number][] {
  if (!isAlarmStatus(status)) return [];
  return ALARM_USER_ACTIONS.filter((a) => ALARM_TRANSITIONS[a].from.includes(status));
}
