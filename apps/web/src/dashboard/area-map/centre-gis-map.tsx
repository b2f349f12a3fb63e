import type { DashboardCentreLayer } from '@fengshou/core';
import type { AreaRef } from '../../area/area-store';
import { GisMap } from '../../map/lazy-map';
import { useCentreLayers } from './centre-layers';

interface CentreGisMapProps {
  area: AreaRef;
  trail: AreaRef[];
  onDrill: (area: AreaRef) => void;
  /** The topic's centre layer (catalogue); parcels and farms when it names none. */
  layer?: DashboardCentreLayer;
}

/**
 * The GIS choice of a dashboard's centre: the area on the real map with the topic's own layer (图斑 of
 * the latest batch, pest traps, IoT devices, parcels by land type) or, for other topics, its parcels and
 * farms. A module of its own, fetched when chosen: the layers' cards are code the area map never needs.
 */
export default function CentreGisMap({ area, trail, onDrill, layer }: CentreGisMapProps) {
  const { layers, empty } = useCentreLayers(layer, area.areaId);
  return (
    <GisMap
      area={area}
      trail={trail}
      onAreaSelect={onDrill}
      layers={layers}
      showBreadcrumbs={false}
      className={layer ? `centre-layer-${layer}` : undefined}
    >
      {empty ? <div className="dash-map-note">本区域暂无遥感监测批次，导入监测批次后显示变化图斑</div> : null}
    </GisMap>
  );
}
