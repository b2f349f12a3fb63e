import { type BodyOf, listIotAlarmRecords } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Input, Segmented, Table } from 'antd';
import { useState } from 'react';
import { invalidateApi, useApiQuery } from '../../api';
import { useLiveEvents } from '../../api/live';
import { usePortal } from '../../api/portal-context';
import { hasPermission } from '../../ui/use-guarded-click';
import { useAlarmActions } from './alarm-actions';
import { AlarmDetailDrawer } from './alarm-detail-drawer';
import { AlarmLevelTag, AlarmStatusTag, type IotAlarm } from './alarm-status-tag';

type Which = 'open' | 'all' | 'done';
const WHICH: Record<Which, boolean | undefined> = { open: true, all: undefined, done: false };

/**
 * Alarm records of a farm (or of the caller's whole area), newest first: their lifecycle state as a coloured
 * tag, a filter for open / all / finished ones, keyword search and paging. A holder of 物联网告警处理 gets
 * 确认 / 指派 / 关闭 on each row; a click on a row opens the alarm with its history. Alarms raised or changed
 * elsewhere (the rule engine, a colleague) arrive on the live channel and refresh the list.
 */
export function AlarmTable({
  farmId,
  pageSize = 8,
  wide = false,
}: {
  farmId?: number;
  pageSize?: number;
  /** A page of its own: device and farm columns, the handler. */
  wide?: boolean;
}) {
  const qc = useQueryClient();
  const canHandle = hasPermission(usePortal().permissions, 'iot:alarm');
  const [page, setPage] = useState(1);
  const [keywords, setKeywords] = useState('');
  const [which, setWhich] = useState<Which>('all');
  const [opened, setOpened] = useState<IotAlarm | null>(null);
  const actions = useAlarmActions();
  const body: BodyOf<typeof listIotAlarmRecords> = {
    farmId,
    pageNo: page,
    pageSize,
    keywords: keywords || undefined,
    open: WHICH[which],
  };
  const query = useApiQuery(listIotAlarmRecords, body, { placeholderData: (prev) => prev });
  useLiveEvents(['iot.alarm'], (e) => {
    const a = e.data as { farmId: number | null };
    if (farmId === undefined || a.farmId === farmId) void invalidateApi(qc, listIotAlarmRecords);
  });
  return (
    <div className="iot-alarms">
      <div className="iot-alarms-bar">
        <Segmented<Which>
          size="small"
          value={which}
          onChange={(v) => {
            setPage(1);
            setWhich(v);
          }}
          options={[
            { value: 'all', label: '全部' },
            { value: 'open', label: '未结束' },
            { value: 'done', label: '已结束' },
          ]}
        />
        <Input.Search
          size="small"
          placeholder="搜索告警内容或设备"
          allowClear
          onSearch={(v) => {
            setPage(1);
            setKeywords(v.trim());
          }}
          style={{ maxWidth: 240 }}
        />
      </div>
      <Table<IotAlarm>
        size="small"
        rowKey="alarmId"
        loading={query.isPending}
        dataSource={query.data?.list ?? []}
        onRow={(a) => ({ onClick: () => setOpened(a), className: 'iot-alarm-row' })}
        pagination={{
          current: page,
          pageSize,
          total: query.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
        }}
        columns={[
          { title: '时间', dataIndex: 'alarmTime', width: 150 },
          {
            title: '级别',
            dataIndex: 'alarmLevel',
            width: 64,
            render: (l: number) => <AlarmLevelTag level={l} />,
          },
          { title: '告警内容', dataIndex: 'alarmContent', ellipsis: true },
          ...(wide
            ? [
                { title: '基地', dataIndex: 'farmName', width: 160, ellipsis: true },
                {
                  title: '处理人',
                  key: 'who',
                  width: 110,
                  render: (_: unknown, a: IotAlarm) => a.assigneeName ?? a.handler ?? a.ackUserName ?? '—',
                },
              ]
            : []),
          {
            title: '状态',
            dataIndex: 'status',
            width: 76,
            render: (s: number, a: IotAlarm) => <AlarmStatusTag status={s} name={a.statusName} />,
          },
          ...(canHandle
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 128,
                  render: (_: unknown, a: IotAlarm) => actions.buttons(a),
                },
              ]
            : []),
        ]}
      />
      <AlarmDetailDrawer
        alarm={opened}
        onClose={() => setOpened(null)}
        actions={canHandle ? actions.buttons : undefined}
      />
      {actions.dialogs}
    </div>
  );
}
