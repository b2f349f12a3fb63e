import { listDeviceRejections } from '@fengshou/core/contract';
import { Drawer, Table, Typography } from 'antd';
import { useApiQuery } from '../../../api';
import { DataState } from '../../../ui/data-state';
import type { AdminDevice } from './queries';

/**
 * What a device's messages had refused, per reason: how often, when last, and the latest example. Nothing
 * of a refused message is stored, so this is how an installer finds a wrong unit or property name.
 */
export function RejectionsDrawer({ device, onClose }: { device: AdminDevice; onClose(): void }) {
  const q = useApiQuery(listDeviceRejections, { deviceId: device.deviceId });
  return (
    <Drawer open size={640} title={`拒收记录：${device.deviceName}`} onClose={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        序列号 {device.deviceSn}
        。格式错误、未知属性、超出量程、时间超前或过旧、发送过频的消息不入库，只在此计数。
      </Typography.Paragraph>
      <DataState query={q} isEmpty={(rows) => rows.length === 0} emptyText="该设备没有被拒收的消息">
        {(rows) => (
          <Table
            size="small"
            rowKey="reason"
            pagination={false}
            dataSource={rows}
            columns={[
              { key: 'reason', title: '原因', dataIndex: 'reasonName' },
              { key: 'count', title: '次数', dataIndex: 'count', align: 'right' },
              { key: 'last', title: '最近一次', dataIndex: 'lastTime' },
              {
                key: 'detail',
                title: '最近示例',
                dataIndex: 'lastDetail',
                render: (v: string | null) =>
                  v ? (
                    <Typography.Text code ellipsis={{ tooltip: v }}>
                      {v}
                    </Typography.Text>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        )}
      </DataState>
    </Drawer>
  );
}
