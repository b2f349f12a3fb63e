import { useMemo } from 'react';
import { GisMap } from '../../map';
import type { AreaRef } from '../../ui/area/area-store';

interface FarmParcelsMapProps {
  /** The farm's village: its outline is drawn around the parcels. */
  area: AreaRef;
  parcels: { type: 'FeatureCollection'; features: unknown[] };
}

/** The farm's parcels on the map, framed to them and highlighted above the village outline. */
export function FarmParcelsMap({ area, parcels }: FarmParcelsMapProps) {
  const shown = useMemo(() => (parcels.features.length ? parcels : null), [parcels]);
  return (
    <div className="farm-map" data-testid="farm-map">
      <GisMap area={area} focus={shown as never} highlight={shown as never} showBreadcrumbs={false} />
    </div>
  );
}
