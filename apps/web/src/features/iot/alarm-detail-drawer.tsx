import { listIotAlarmEvents } from '@fengshou/core/contract';
import { Descriptions, Drawer, Empty, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { AlarmLevelTag, AlarmStatusTag, type IotAlarm } from './alarm-status-tag';

// Timeline dots by event: raised red, the rule's recovery green, people's acts blue, the close grey.
const EVENT_COLORS: Record<string, string> = {
  raised: 'red',
  acknowledged: 'blue',
  assigned: 'blue',
  cleared: 'green',
  closed: 'gray',
};

/**
 * An alarm beside the list: what was measured against which threshold, where it stands in its lifecycle
 * (who acknowledged, to whom it is assigned, how it was closed) and its history, oldest first. The list's
 * row is shown at once; the history and the alarm's current state come with the events call.
 */
export function AlarmDetailDrawer({
  alarm,
  onClose,
  actions,
}: {
  alarm: IotAlarm | null;
  onClose(): void;
  /** The row's actions, for a holder of 物联网告警处理 (who alone reads the history). */
  actions?: (a: IotAlarm) => ReactNode;
}) {
  const history = useApiQuery(
    listIotAlarmEvents,
    { alarmId: alarm?.alarmId ?? 0 },
    { enabled: alarm !== null && actions !== undefined },
  );
  const shown = history.data?.alarm.alarmId === alarm?.alarmId ? (history.data?.alarm ?? alarm) : alarm;
  return (
    <Drawer
      title="告警详情"
      open={alarm !== null}
      onClose={onClose}
      size={520}
      destroyOnHidden
      extra={shown && actions ? actions(shown) : null}
    >
      {shown ? (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            styles={{ label: { width: 104, whiteSpace: 'nowrap' } }}
            items={[
              {
                key: 's',
                label: '状态',
                children: <AlarmStatusTag status={shown.status} name={shown.statusName} />,
              },
              { key: 'c', label: '告警内容', children: shown.alarmContent },
              { key: 'l', label: '级别', children: <AlarmLevelTag level={shown.alarmLevel} /> },
              { key: 't', label: '告警时间', children: shown.alarmTime },
              {
                key: 'v',
                label: '监测值 / 阈值',
                children: `${shown.alarmValue} / ${shown.threshold} ${shown.unit}`,
              },
              { key: 'd', label: '设备', children: `${shown.deviceName} · ${shown.propertyName}` },
              { key: 'f', label: '基地', children: shown.farmName ?? '—' },
              { key: 'a', label: '确认', children: who(shown.ackUserName, shown.ackTime) },
              { key: 'p', label: '处理人', children: who(shown.assigneeName, shown.assignTime) },
              { key: 'r', label: '自动恢复', children: shown.clearTime ?? '—' },
              { key: 'h', label: '关闭', children: who(shown.handler, shown.handleTime) },
              { key: 'm', label: '处理说明', children: shown.remark ?? '—' },
            ]}
          />
          {actions ? <h4 className="iot-alarm-history-title">处理记录</h4> : null}
          {actions ? (
            <DataState query={history} minHeight={80}>
              {(h) =>
                h.events.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚无处理记录" />
                ) : (
                  <Timeline
                    className="iot-alarm-timeline"
                    items={h.events.map((e) => ({
                      key: e.eventId,
                      color: EVENT_COLORS[e.event] ?? 'blue',
                      content: (
                        <div>
                          <div className="iot-alarm-timeline-head">
                            <strong>{e.eventName}</strong>
                            <span>{e.userName ?? '系统'}</span>
                            <time>{e.eventTime}</time>
                          </div>
                          {e.value !== null ? (
                            <div className="iot-alarm-timeline-note">监测值 {e.value}</div>
                          ) : null}
                          {e.remark ? <div className="iot-alarm-timeline-note">{e.remark}</div> : null}
                        </div>
                      ),
                    }))}
                  />
                )
              }
            </DataState>
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}

const who = (name: string | null, time: string | null) =>
  name || time ? `${name ?? ''} ${time ?? ''}`.trim() : '—';
