import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap } from '../../map';
import type { PageProps } from '../../ui/route-meta';
import { GisFrame } from './gis-frame';
import { LandStatsPanel } from './land-stats-panel';
import { useMapLayers } from './use-map-layers';

/**
 * 三维实景: the area tilted in 3D, parcels raised by their area and coloured by crop (villages and towns
 * raised by their parcel area below zoom 12), farms on top; drag with the right button (or Ctrl) to turn and tilt.
 */
export default function Gis3dPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const layers = useMapLayers({
    areaId: selected?.areaId,
    colorBy: 'crop',
    basemap: 'offline',
    switched: ['farm'],
    parcels: { extrude: true },
  });
  return (
    <GisFrame
      meta={meta}
      map={<AreaMap layers={layers} extrude />}
      side={selected ? <LandStatsPanel areaId={selected.areaId} level={selected.level} /> : null}
    />
  );
}
