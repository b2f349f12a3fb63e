import type { MapLayerDef, SwitchableLayer } from '../../types';
import { pointLayer } from '../points';
import { FarmCard } from './card';

/** Farms and production bases (经营主体基地), clustered. */
export function farmsLayer(areaId?: number): MapLayerDef {
  return pointLayer(
    {
      kind: 'farm',
      id: 'farms',
      title: '经营主体',
      color: '#1677ff',
      onLabel: '正常经营',
      offLabel: '暂停/注销',
      imports: 'farms',
      Card: FarmCard,
    },
    areaId,
  );
}

/** The farms as a GIS page's switchable layer. */
export const farmsSwitch: SwitchableLayer = { label: '经营主体', build: farmsLayer };
