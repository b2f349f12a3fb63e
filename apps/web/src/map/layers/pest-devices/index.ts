import type { MapLayerDef, SwitchableLayer } from '../../types';
import { pointLayer } from '../points';

/** Pest monitoring devices (虫情测报灯, 性诱测报仪), clustered. */
export function pestDevicesLayer(areaId?: number): MapLayerDef {
  return pointLayer(
    {
      kind: 'pest',
      id: 'pests',
      title: '虫情监测设备',
      color: '#fa541c',
      onLabel: '在线',
      offLabel: '离线',
      imports: 'pest-devices',
    },
    areaId,
  );
}

/** The pest devices as a GIS page's switchable layer. */
export const pestDevicesSwitch: SwitchableLayer = { label: '虫情设备', build: pestDevicesLayer };
