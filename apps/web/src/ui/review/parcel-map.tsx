import { areaLevelOfCode } from '@fengshou/core';
import { useMemo } from 'react';
import { GisMap } from '../../map';
import type { GeoJsonLike } from '../../map/types';

interface ParcelMapProps {
  /** GeoJSON (Multi)Polygon of the case. */
  geometry: unknown;
  /** The area the case lies in (its village): the outlines around the parcel. */
  area: { areaId: number; areaName: string };
  /** The reviewer's position, when recorded: drawn with the ring. */
  marker?: { lng: number; lat: number } | null;
}

/** The outline of a review case on the map, fitted to the parcel and drawn in the highlight style. */
export function ParcelMap({ geometry, area, marker }: ParcelMapProps) {
  const ref = useMemo(
    () => ({ areaId: area.areaId, areaName: area.areaName, level: areaLevelOfCode(area.areaId) ?? 5 }),
    [area.areaId, area.areaName],
  );
  const highlight = useMemo(
    () =>
      ({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry },
          ...(marker
            ? [
                {
                  type: 'Feature',
                  properties: {},
                  geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
                },
              ]
            : []),
        ],
      }) as unknown as GeoJsonLike,
    [geometry, marker],
  );
  return (
    <div className="review-map">
      <GisMap
        area={ref}
        focus={geometry as GeoJsonLike}
        highlight={highlight}
        showLegend={false}
        showBreadcrumbs={false}
      />
    </div>
  );
}
