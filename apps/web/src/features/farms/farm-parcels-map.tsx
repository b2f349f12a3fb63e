import { useMemo } from 'react';
import type { AreaRef } from '../../area/area-store';
import { type BasemapId, GisMap } from '../../map';

interface FarmParcelsMapProps {
  /** The farm's village: its outline is drawn around the parcels. */
  area: AreaRef;
  parcels: { type: 'FeatureCollection'; features: unknown[] };
  /** [minLng, minLat, maxLng, maxLat] of the parcels: the view is framed to it. */
  bbox: [number, number, number, number] | null;
  /** The 天地图 (Tdt) route variants ask for a Tianditu basemap; the map falls back to offline without it. */
  basemap?: BasemapId;
}

/** The farm's parcels on the map, framed to them and highlighted above the village outline. */
export function FarmParcelsMap({ area, parcels, bbox, basemap = 'offline' }: FarmParcelsMapProps) {
  const shown = useMemo(() => (parcels.features.length ? parcels : null), [parcels]);
  // The map frames polygons, not collections: the parcels' box as one polygon.
  const frame = useMemo(
    () =>
      bbox && {
        type: 'Polygon' as const,
        coordinates: [
          [
            [bbox[0], bbox[1]],
            [bbox[2], bbox[1]],
            [bbox[2], bbox[3]],
            [bbox[0], bbox[3]],
            [bbox[0], bbox[1]],
          ],
        ],
      },
    [bbox],
  );
  return (
    <div className="farm-map" data-testid="farm-map">
      <GisMap
        area={area}
        basemap={basemap}
        focus={frame as never}
        highlight={shown as never}
        showBreadcrumbs={false}
      />
    </div>
  );
}
