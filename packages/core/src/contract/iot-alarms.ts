import { z } from 'zod';
import { zDateTime, zId, zLine, zText } from './common';
import { defineEndpoint } from './define';
import { zIotAlarm } from './iot';
import { ofRecord } from './scope';

/** The alarm an action names, inside the caller's area, and the version the caller saw. */
const zAlarmRef = { alarmId: zId, version: z.number().int().min(1) };
const ONE_ALARM = { alarmId: ofRecord('alarm') };

/** One entry of an alarm's history. */
export const zIotAlarmEvent = z.object({
  eventId: z.number().int(),
  /** raised | acknowledged | assigned | cleared | closed */
  event: z.string(),
  eventName: z.string(),
  eventTime: zDateTime,
  /** Who acted; null for what the rule did by itself (raised, cleared). */
  userName: z.string().nullable(),
  remark: z.string().nullable(),
  /** The reading that raised or cleared the alarm. */
  value: z.number().nullable(),
});

/** A person an alarm may be assigned to. */
export const zAlarmAssignee = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  loginName: z.string(),
  subjectName: z.string(),
  postName: z.string().nullable(),
  /** The person may act on alarms (holds 物联网告警处理). */
  canHandle: z.boolean(),
});

export const acknowledgeIotAlarm = defineEndpoint({
  path: '/api/produce/gov/iot/alarm/acknowledge',
  summary: '确认告警（记录确认人与时间；已确认的再次确认原样返回）',
  access: 'iot:alarm',
  scope: ONE_ALARM,
  body: z.strictObject(zAlarmRef),
  result: zIotAlarm,
});

export const assignIotAlarm = defineEndpoint({
  path: '/api/produce/gov/iot/alarm/assign',
  summary: '指派告警给本单位或下级单位的用户（已确认或已指派的告警）',
  access: 'iot:alarm',
  scope: ONE_ALARM,
  body: z.strictObject({ ...zAlarmRef, userId: zId }),
  result: zIotAlarm,
});

export const closeIotAlarm = defineEndpoint({
  path: '/api/produce/gov/iot/alarm/close',
  summary: '关闭告警（须填写处理说明）',
  access: 'iot:alarm',
  scope: ONE_ALARM,
  body: z.strictObject({
    ...zAlarmRef,
    remark: zText(500, '处理说明最多 500 字').min(1, '请填写处理说明'),
  }),
  result: zIotAlarm,
});

export const listIotAlarmEvents = defineEndpoint({
  path: '/api/produce/gov/iot/alarm/events',
  summary: '告警处理记录（从早到晚）',
  access: 'iot:alarm',
  scope: ONE_ALARM,
  body: z.strictObject({ alarmId: zId }),
  result: z.object({ alarm: zIotAlarm, events: z.array(zIotAlarmEvent) }),
});

export const listIotAlarmAssignees = defineEndpoint({
  path: '/api/produce/gov/iot/alarm/assignees',
  summary: '可指派的用户（本单位及下级单位中辖区包含告警所在区域的用户）',
  access: 'iot:alarm',
  scope: ONE_ALARM,
  body: z.strictObject({ alarmId: zId, keyword: zLine(32).optional() }),
  result: z.array(zAlarmAssignee),
});

/** The alarm lifecycle endpoints (acknowledge, assign, close, history). */
export const iotAlarmEndpoints = {
  acknowledgeIotAlarm,
  assignIotAlarm,
  closeIotAlarm,
  listIotAlarmEvents,
  listIotAlarmAssignees,
};
