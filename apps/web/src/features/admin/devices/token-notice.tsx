import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal, Space, Table, Typography } from 'antd';
import { downloadBytes } from '../../../ui/xlsx';
import { connectionLines, tokensCsv } from './connection';
import { type IssuedToken, useConnection } from './queries';

/**
 * Shows access tokens once. The server keeps only their SHA-256, so this dialog is the one place they can be
 * read: one device's token with the connection details to configure it, or many as a table and a CSV file.
 */
export function TokenNotice({ issued, onClose }: { issued: IssuedToken[] | null; onClose(): void }) {
  const connection = useConnection();
  const one = issued?.length === 1 ? issued[0] : undefined;
  const download = () => {
    if (!issued) return;
    const csv = new TextEncoder().encode(tokensCsv(issued));
    const stamp = issued[0]?.issuedAt.replace(/[-: ]/g, '').slice(0, 12) ?? '';
    downloadBytes(csv, `设备访问令牌-${stamp}.csv`, 'text/csv;charset=utf-8');
  };
  return (
    <Modal
      title={one ? `访问令牌：${one.deviceName}` : `已签发 ${issued?.length ?? 0} 台设备的访问令牌`}
      open={issued !== null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      width={one ? 720 : 880}
      footer={
        <Space>
          <Button icon={<DownloadOutlined />} onClick={download}>
            下载 CSV
          </Button>
          <Button type="primary" onClick={onClose}>
            我已保存，关闭
          </Button>
        </Space>
      }
    >
      <Alert
        className="admin-alert"
        type="warning"
        showIcon
        title="访问令牌只显示这一次"
        description="平台只保存令牌的摘要，关闭后无法再次查看，只能重新签发（重新签发后旧令牌立即失效）。请通过安全渠道交给设备安装人员。"
      />
      {one ? (
        <Descriptions column={1} size="small" bordered className="device-token-table">
          <Descriptions.Item label="设备序列号">{one.deviceSn}</Descriptions.Item>
          <Descriptions.Item label="访问令牌">
            <Typography.Text code copyable={{ text: one.token }} className="device-token">
              {one.token}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="签发时间">{one.issuedAt}</Descriptions.Item>
          {connectionLines(window.location.origin, one.deviceSn, connection).map((l) => (
            <Descriptions.Item key={l.label} label={l.label}>
              <Typography.Text copyable={{ text: l.value }}>{l.value}</Typography.Text>
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : issued ? (
        <Table
          size="small"
          rowKey="deviceId"
          pagination={issued.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={issued}
          columns={[
            { key: 'sn', title: '设备序列号', dataIndex: 'deviceSn' },
            { key: 'name', title: '设备名称', dataIndex: 'deviceName' },
            {
              key: 'token',
              title: '访问令牌',
              dataIndex: 'token',
              render: (v: string) => (
                <Typography.Text code copyable={{ text: v }} className="device-token">
                  {v}
                </Typography.Text>
              ),
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
