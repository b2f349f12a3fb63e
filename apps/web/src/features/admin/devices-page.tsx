import { Tabs } from 'antd';
import type { PageProps } from '../../ui/route-meta';
import { type AdminAccess, AdminFrame } from './admin-frame';
import { DeviceTable } from './devices/device-table';
import { ProfilesTab } from './devices/profiles-tab';
import './devices/devices.css';

const DEVICE_MANAGE: AdminAccess = {
  code: 'device:manage',
  needs: '设备管理需要“物联网设备接入、凭据与告警规则管理”权限。',
};

/**
 * 设备管理: the area's IoT devices (registered here or imported), their access tokens and MQTT logins, the
 * messages they had refused, and the profile catalogue they are built from.
 */
export default function DevicesPage({ meta }: PageProps) {
  return (
    <AdminFrame meta={meta} access={DEVICE_MANAGE}>
      <Tabs
        className="admin-devices-tabs"
        items={[
          { key: 'devices', label: '设备', children: <DeviceTable /> },
          { key: 'profiles', label: '设备模型', children: <ProfilesTab /> },
        ]}
      />
    </AdminFrame>
  );
}
