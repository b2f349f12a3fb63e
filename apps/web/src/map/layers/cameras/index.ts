import type { MapLayerDef, SwitchableLayer } from '../../types';
import { pointLayer } from '../points';

/** Cameras, clustered. */
export function camerasLayer(areaId?: number): MapLayerDef {
  return pointLayer(
    {
      kind: 'camera',
      id: 'cameras',
      title: '监控摄像头',
      color: '#722ed1',
      onLabel: '在线',
      offLabel: '离线',
      imports: 'cameras',
    },
    areaId,
  );
}

/** The cameras as a GIS page's switchable layer. */
export const camerasSwitch: SwitchableLayer = { label: '摄像头', build: camerasLayer };
