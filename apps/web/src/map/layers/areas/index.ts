import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import type { OfflinePalette } from '../../basemaps';

/** Source ids of the built-in area layers: the frame (selected area) and its clickable children. */
export const AREA_SOURCES = { frame: 'areas-frame', children: 'areas-children' } as const;
/** Style-layer id whose features drill down when clicked. */
export const AREA_CHILD_FILL = 'areas-children-fill';

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

/** The area sources (filled from the outline endpoints; children promote areaId for hover state). */
export function areaSources(): Record<string, SourceSpecification> {
  return {
    [AREA_SOURCES.frame]: { type: 'geojson', data: EMPTY },
    [AREA_SOURCES.children]: { type: 'geojson', data: EMPTY, promoteId: 'areaId' },
  };
}

/**
 * Area style: on the offline basemap the selected area is the land (drawn from our own polygons), its
 * children are outlined and light up under the pointer.
 */
export function areaLayers(opts: { offline: boolean; palette: OfflinePalette }): LayerSpecification[] {
  const { palette } = opts;
  const hoverFill = ['case', ['boolean', ['feature-state', 'hover'], false], palette.hover, palette.land];
  const layers: LayerSpecification[] = [
    {
      id: 'areas-frame-fill',
      type: 'fill',
      source: AREA_SOURCES.frame,
      paint: { 'fill-color': palette.land, 'fill-opacity': opts.offline ? 1 : 0.15 },
    },
  ];
  layers.push({
    id: AREA_CHILD_FILL,
    type: 'fill',
    source: AREA_SOURCES.children,
    // Interactive everywhere, visible fill only on the offline basemap and fading out where parcels start.
    paint: {
      'fill-color': hoverFill as never,
      'fill-opacity': opts.offline
        ? ['interpolate', ['linear'], ['zoom'], 11, 1, 13, 0.35]
        : ['case', ['boolean', ['feature-state', 'hover'], false], 0.35, 0.01],
    },
  });
  layers.push(
    {
      id: 'areas-children-line',
      type: 'line',
      source: AREA_SOURCES.children,
      paint: { 'line-color': palette.border, 'line-width': 1, 'line-dasharray': [3, 2] },
    },
    {
      id: 'areas-frame-line',
      type: 'line',
      source: AREA_SOURCES.frame,
      paint: { 'line-color': palette.frame, 'line-width': 2.5 },
    },
  );
  return layers;
}
