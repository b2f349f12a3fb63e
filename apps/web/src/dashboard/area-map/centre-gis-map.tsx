import { useMemo } from 'react';
import type { AreaRef } from '../../area/area-store';
import { farmsLayer } from '../../map/layers/farms';
import { parcelsLayer } from '../../map/layers/parcels';
import { GisMap } from '../../map/lazy-map';

interface CentreGisMapProps {
  area: AreaRef;
  trail: AreaRef[];
  onDrill: (area: AreaRef) => void;
}

/**
 * The GIS choice of a dashboard's centre: the area on the real map with its parcels (village and town
 * totals shaded by 亩 below zoom 12, each parcel above) and its farms. A module of its own, fetched when
 * chosen: the layers' cards are code the area map never needs.
 */
export default function CentreGisMap({ area, trail, onDrill }: CentreGisMapProps) {
  const layers = useMemo(() => [parcelsLayer({ areaId: area.areaId }), farmsLayer()], [area.areaId]);
  return <GisMap area={area} trail={trail} onAreaSelect={onDrill} layers={layers} showBreadcrumbs={false} />;
}
