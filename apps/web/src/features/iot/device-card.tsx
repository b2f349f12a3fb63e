import type { listIotDevices, ResultOf } from '@fengshou/core/contract';
import { Popconfirm, Switch, Tag, Tooltip } from 'antd';

/** A device as the device list answers it. */
export type IotDevice = ResultOf<typeof listIotDevices>['list'][number];

interface DeviceCardProps {
  device: IotDevice;
  selectedPropertyId: number | undefined;
  onSelectProperty: (p: {
    devicePropertyId: number;
    propertyName: string;
    unit: string;
    deviceName: string;
  }) => void;
  canControl: boolean;
  /** `deviceId:identifier` of switches with a command under way. */
  pendingKeys: ReadonlySet<string>;
  onSwitch: (device: IotDevice, identifier: string, status: number) => void;
}

const fmt = (v: number | null) => (v === null ? '—' : Number.isInteger(v) ? String(v) : v.toFixed(1));

/** One device: status, current values with units (out-of-range in red), and its switches. */
export function DeviceCard({
  device,
  selectedPropertyId,
  onSelectProperty,
  canControl,
  pendingKeys,
  onSwitch,
}: DeviceCardProps) {
  const online = device.status === 1;
  return (
    <article className="iot-card" data-device={device.deviceId} aria-label={device.deviceName}>
      <header className="iot-card-head">
        <span className="iot-card-name">{device.deviceName}</span>
        <Tag color={online ? 'green' : 'default'}>{online ? '在线' : '离线'}</Tag>
      </header>
      <div className="iot-card-sub">
        {device.gateCategoryName} · {device.deviceSn}
        {device.lastOnlineTime ? ` · ${device.lastOnlineTime.slice(5, 16)}` : ''}
      </div>
      {device.properties.length > 0 && (
        <ul className="iot-values">
          {device.properties.map((p) => (
            <li key={p.devicePropertyId}>
              <button
                type="button"
                className={`iot-value${p.devicePropertyId === selectedPropertyId ? ' is-selected' : ''}${p.abnormal ? ' is-abnormal' : ''}`}
                onClick={() =>
                  onSelectProperty({
                    devicePropertyId: p.devicePropertyId,
                    propertyName: p.propertyName,
                    unit: p.unit,
                    deviceName: device.deviceName,
                  })
                }
                title={`查看${p.propertyName}历史曲线`}
              >
                <span className="iot-value-name">{p.propertyName}</span>
                <span className="iot-value-num" data-property={p.identifier}>
                  {fmt(p.value)}
                  <small>{p.unit}</small>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {device.states.length > 0 && (
        <ul className="iot-switches">
          {device.states.map((s) => {
            const on = s.status === 1;
            const key = `${device.deviceId}:${s.identifier}`;
            const disabled = !canControl || !online;
            const sw = (
              <Switch
                checked={on}
                loading={pendingKeys.has(key)}
                disabled={disabled}
                checkedChildren="开"
                unCheckedChildren="关"
                aria-label={s.stateName}
              />
            );
            return (
              <li key={s.identifier} className="iot-switch" data-switch={s.identifier}>
                <span>{s.stateName}</span>
                {disabled ? (
                  <Tooltip title={online ? '暂无控制权限' : '设备离线'}>{sw}</Tooltip>
                ) : (
                  <Popconfirm
                    title={`确认${on ? '关闭' : '打开'}「${s.stateName}」？`}
                    okText="确认"
                    cancelText="取消"
                    onConfirm={() => onSwitch(device, s.identifier, on ? 0 : 1)}
                  >
                    {sw}
                  </Popconfirm>
                )}
                <span className="iot-switch-time">{s.updateTime.slice(5, 16)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
