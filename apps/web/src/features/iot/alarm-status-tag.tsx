import { ALARM_STATUS_COLORS, type AlarmStatus, alarmStatusLabel, isAlarmStatus } from '@fengshou/core';
import type { acknowledgeIotAlarm, ResultOf } from '@fengshou/core/contract';
import { Tag } from 'antd';

/** An alarm as the lists and actions answer it. */
export type IotAlarm = ResultOf<typeof acknowledgeIotAlarm>;

/** Alarm levels (1 提示, 2 一般, 3 严重) with their tag colours. */
export const LEVEL_TAGS = { 1: ['提示', 'blue'], 2: ['一般', 'orange'], 3: ['严重', 'red'] } as const;

/** The lifecycle state of an alarm as a coloured tag: open ones warm, finished ones calm. */
export function AlarmStatusTag({ status, name }: { status: number; name?: string }) {
  const color = isAlarmStatus(status) ? ALARM_STATUS_COLORS[status as AlarmStatus] : undefined;
  return (
    <Tag color={color} className="iot-alarm-status">
      {name ?? alarmStatusLabel(status)}
    </Tag>
  );
}

/** An alarm level as a coloured tag. */
export function AlarmLevelTag({ level }: { level: number }) {
  const tag = LEVEL_TAGS[level as 1 | 2 | 3];
  return <Tag color={tag?.[1]}>{tag?.[0] ?? level}</Tag>;
}
