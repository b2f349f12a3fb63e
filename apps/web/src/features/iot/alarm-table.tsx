import { listIotAlarmRecords } from '@fengshou/core/contract';
import { Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../api';

const LEVEL = { 1: ['提示', 'blue'], 2: ['一般', 'orange'], 3: ['严重', 'red'] } as const;

/** Alarm records of a farm, newest first, with keyword search and paging. */
export function AlarmTable({ farmId }: { farmId: number }) {
  const [page, setPage] = useState(1);
  const [keywords, setKeywords] = useState('');
  const query = useApiQuery(
    listIotAlarmRecords,
    { farmId, pageNo: page, pageSize: 8, keywords: keywords || undefined },
    { placeholderData: (prev) => prev },
  );
  return (
    <div className="iot-alarms">
      <Input.Search
        size="small"
        placeholder="搜索告警内容或设备"
        allowClear
        onSearch={(v) => {
          setPage(1);
          setKeywords(v.trim());
        }}
        style={{ maxWidth: 260, marginBottom: 8 }}
      />
      <Table
        size="small"
        rowKey="alarmId"
        loading={query.isPending}
        dataSource={query.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 8,
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
            render: (l: 1 | 2 | 3) => <Tag color={LEVEL[l]?.[1]}>{LEVEL[l]?.[0] ?? l}</Tag>,
          },
          { title: '告警内容', dataIndex: 'alarmContent', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'status',
            width: 70,
            render: (s: number) => (s ? <Tag>已处理</Tag> : <Tag color="red">未处理</Tag>),
          },
        ]}
      />
    </div>
  );
}
