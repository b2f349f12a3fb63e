import type { GeoJsonLike, LegendItem, MapLayerDef } from '../../types';

/** Options of a zones layer: features carrying their own `color` (and `name`), with the legend to show. */
export interface ZonesLayerOptions {
  id: string;
  title: string;
  /** Polygons are filled and outlined, points drawn as dots, each in its feature's `color`. */
  data: GeoJsonLike;
  legend?: LegendItem[];
  /** Fill opacity of the polygons (0.35 by default). */
  opacity?: number;
}

/**
 * Features coloured by themselves: the zones of a farm (基地分区), a park's boundary and its farms, a mask
 * drawn by a demo. Clicking a feature shows its properties in the map's card.
 */
export function zonesLayer(opts: ZonesLayerOptions): MapLayerDef {
  const src = `${opts.id}-src`;
  const color = ['coalesce', ['get', 'color'], '#1677ff'] as never;
  return {
    id: opts.id,
    title: opts.title,
    sources: { [src]: { type: 'geojson', data: opts.data as never } },
    layers: [
      {
        id: `${opts.id}-fill`,
        type: 'fill',
        source: src,
        filter: ['==', ['geometry-type'], 'Polygon'] as never,
        paint: { 'fill-color': color, 'fill-opacity': opts.opacity ?? 0.35 },
      },
      {
        id: `${opts.id}-line`,
        type: 'line',
        source: src,
        filter: ['!=', ['geometry-type'], 'Point'] as never,
        paint: { 'line-color': color, 'line-width': 2 },
      },
      {
        id: `${opts.id}-point`,
        type: 'circle',
        source: src,
        filter: ['==', ['geometry-type'], 'Point'] as never,
        paint: {
          'circle-color': color,
          'circle-radius': 6,
          'circle-stroke-color': '#fff',
          'circle-stroke-width': 1.5,
        },
      },
    ],
    interactive: [`${opts.id}-fill`, `${opts.id}-point`],
    legend: opts.legend,
    // Through the loader too, so a GCJ-02 basemap shifts it like every other layer.
    load: { [src]: async () => opts.data },
  };
}
