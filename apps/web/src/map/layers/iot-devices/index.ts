import type { MapLayerDef, SwitchableLayer } from '../../types';
import { pointLayer } from '../points';

/** IoT devices (sensors, controllers), clustered. */
export function iotDevicesLayer(areaId?: number): MapLayerDef {
  return pointLayer(
    {
      kind: 'iot',
      id: 'iot',
      title: '物联网设备',
      color: '#13c2c2',
      onLabel: '在线',
      offLabel: '离线',
      imports: 'iot-devices',
    },
    areaId,
  );
}

/** The IoT devices as a GIS page's switchable layer. */
export const iotDevicesSwitch: SwitchableLayer = { label: '物联网', build: iotDevicesLayer };
