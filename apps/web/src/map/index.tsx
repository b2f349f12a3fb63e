export { AreaMap } from './area-map';
export { BASEMAP_LABELS, crsOf } from './basemaps';
export { GisMap } from './lazy-map';
export { tileUrl } from './map-setup';
export type {
  BasemapId,
  GeoJsonLike,
  GisMapProps,
  LayerLoadContext,
  LegendItem,
  MapFeatureHit,
  MapLayerDef,
} from './types';
