import type { GeoJsonLike, MapLayerDef } from '../../types';

/** Options of an outline layer: the geometry (WGS84) and its colour. */
export interface OutlineLayerOptions {
  geometry: GeoJsonLike;
  id?: string;
  color?: string;
}

/**
 * A bare outline over imagery: a line with a dark casing and no fill, so what lies inside (the land a
 * reviewer judges) is seen as the image shows it. The highlight style tints its inside instead.
 */
export function outlineLayer(opts: OutlineLayerOptions): MapLayerDef {
  const id = opts.id ?? 'outline';
  const src = `${id}-src`;
  const data: GeoJsonLike =
    opts.geometry.type === 'Feature' || opts.geometry.type === 'FeatureCollection'
      ? opts.geometry
      : { type: 'Feature', properties: {}, geometry: opts.geometry };
  return {
    id,
    title: '图斑范围',
    // The geometry is in the source too: another outline is another layer signature, so the map redraws it.
    sources: { [src]: { type: 'geojson', data: data as never } },
    layers: [
      {
        id: `${id}-casing`,
        type: 'line',
        source: src,
        paint: { 'line-color': 'rgba(0, 0, 0, 0.55)', 'line-width': 4.5 },
      },
      {
        id: `${id}-line`,
        type: 'line',
        source: src,
        paint: { 'line-color': opts.color ?? '#ffd400', 'line-width': 2 },
      },
    ],
    // And through the loader, which shifts it for a GCJ-02 basemap like every other layer.
    load: { [src]: async () => data },
  };
}
