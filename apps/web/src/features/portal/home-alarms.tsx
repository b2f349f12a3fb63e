import { ALARM_STATUS_COLORS, ALARM_STATUS_LABELS, type AlarmStatus, beijing } from '@fengshou/core';
import { Tag } from 'antd';
import { DataState } from '../../ui/data-state';
import { useMetricBreakdown } from '../../ui/metric';

/** How many days of alarms the home lists, newest first, and at most how many. */
const DAYS = 7;
const SHOWN = 8;

const STATUS_BY_LABEL = new Map(
  Object.entries(ALARM_STATUS_LABELS).map(([status, label]) => [label, Number(status) as AlarmStatus]),
);

/** The tag colour of a status label of an alarm row (open ones warm, finished ones calm). */
function statusColor(label: string): string {
  const status = STATUS_BY_LABEL.get(label);
  return status === undefined ? 'default' : ALARM_STATUS_COLORS[status];
}

/** 近期告警: the area's device alarms of the last DAYS days with level and where each stands. */
export function HomeAlarms() {
  const today = beijing();
  const alarms = useMetricBreakdown(['iotAlarmCount'], 'latest', {
    startDate: today.subtract(DAYS - 1, 'day').format('YYYY-MM-DD'),
    endDate: today.format('YYYY-MM-DD'),
    limit: SHOWN,
  });
  return (
    <DataState query={alarms} isEmpty={(b) => b.rows.length === 0} emptyText={`近${DAYS}天没有设备告警`}>
      {(b) => (
        <ul className="home-alarms" aria-label="近期告警">
          {b.rows.map((r) => (
            <li key={r.key}>
              <div className="home-alarm-head">
                <time>{String(r.time ?? '')}</time>
                <span className="home-alarm-level">{String(r.level ?? '')}</span>
                <Tag color={statusColor(String(r.status ?? ''))}>{String(r.status ?? '')}</Tag>
              </div>
              <div className="home-alarm-text" title={String(r.name)}>
                {r.name}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DataState>
  );
}
