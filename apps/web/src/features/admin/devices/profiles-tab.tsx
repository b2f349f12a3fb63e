import { Card, Space, Tag, Typography } from 'antd';
import { DataState } from '../../../ui/data-state';
import { ProfileProperties } from './profile-properties';
import { useProfiles } from './queries';

/**
 * The profile catalogue, read-only: what each kind of device reports (units, the physical range outside
 * which a reading is refused, the normal range screens flag), its switches and its message budget.
 */
export function ProfilesTab() {
  const q = useProfiles();
  return (
    <DataState query={q} isEmpty={(list) => list.length === 0} emptyText="尚未安装设备模型">
      {(list) => (
        <div className="device-profiles">
          {list.map((p) => (
            <Card
              key={p.profileId}
              size="small"
              title={
                <Space size={8} wrap>
                  <span>{p.name}</span>
                  <Typography.Text type="secondary" code>
                    {p.code}
                  </Typography.Text>
                  <Tag>{p.gateCategoryName}</Tag>
                  {p.isController ? <Tag color="blue">可控制</Tag> : null}
                </Space>
              }
              extra={
                <Typography.Text type="secondary">
                  本辖区 {p.deviceCount} 台 · 每秒 {p.messagesPerSecond} 条 ·{' '}
                  {Math.round(p.offlineAfterS / 60)} 分钟无消息视为离线
                </Typography.Text>
              }
            >
              <ProfileProperties profile={p} />
            </Card>
          ))}
        </div>
      )}
    </DataState>
  );
}
