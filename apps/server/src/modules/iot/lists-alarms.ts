import { listIotAlarmRecords, listIotGisMetricAlarms } from '@fengshou/core/contract';
import { containsPattern } from '../../query/keyword';
import { defineList } from '../../query/list';
import type { Filter } from '../../query/sql-filter';
import { fromTime, untilTime } from '../../query/sql-time';
import { ALARM_ORDER, ALARM_SQL, type AlarmRow, presentAlarm } from './alarm-repo';

/** Alarms from a time ('YYYY-MM-DD' is that midnight). */
const alarmsFrom = (f: Filter, time: string) => {
  f.add('a.alarm_time >= $?::timestamptz', fromTime(time));
};
/** Alarms until a time ('YYYY-MM-DD' includes that whole day). */
const alarmsUntil = (f: Filter, time: string) => {
  f.add('a.alarm_time < $?::timestamptz', untilTime(time));
};

/** Alarm records of an area, farm, device or property, newest first. */
export const alarmList = defineList<typeof listIotAlarmRecords, AlarmRow>({
  endpoint: listIotAlarmRecords,
  sql: ALARM_SQL,
  area: 'a.area_id',
  filters: {
    farmId: 'a.farm_id',
    deviceId: 'a.device_id',
    devicePropertyId: 'a.property_id',
    startTime: alarmsFrom,
    endTime: alarmsUntil,
    status: 'a.status',
    open: (f, open) => {
      f.add(open ? 'a.status IN (0, 2, 3)' : 'a.status IN (1, 4)');
    },
    keywords: (f, words) => {
      const k = containsPattern(words);
      f.add('(a.alarm_content ILIKE $? OR d.device_name ILIKE $?)', k, k);
    },
  },
  order: ALARM_ORDER,
  tieBreak: 'a.id DESC',
  present: presentAlarm,
  exportColumns: {
    alarmTime: '时间',
    deviceName: '设备',
    farmName: '基地',
    alarmContent: '告警内容',
    statusName: '状态',
    assigneeName: '处理人',
    remark: '处理说明',
  },
});

/** Alarms of the IoT map: the last days (or a period) of an area, of some gate categories. */
export const metricAlarmList = defineList<typeof listIotGisMetricAlarms, AlarmRow>({
  endpoint: listIotGisMetricAlarms,
  sql: ALARM_SQL,
  area: 'a.area_id',
  filters: {
    startTime: alarmsFrom,
    iotShowAlarmDays: (f, days, b) => {
      if (!b.startTime) f.add('a.alarm_time >= now() - make_interval(days => $?)', days);
    },
    endTime: alarmsUntil,
    iotShowGateCategoryIds: (f, ids) => {
      if (ids.length) f.add('d.gate_category_id = ANY($?::int[])', ids);
    },
  },
  order: ALARM_ORDER,
  tieBreak: 'a.id DESC',
  present: presentAlarm,
  exportColumns: {
    alarmTime: '时间',
    gateCategoryName: '类型',
    deviceName: '设备',
    alarmContent: '告警内容',
    statusName: '状态',
  },
});
