export { AreaMap } from './area-map';
export { BASEMAP_LABELS, crsOf } from './basemaps';
export { muText } from './format';
export {
  type BatchFindingsLayerOptions,
  batchFindingsLayer,
  FINDING_STATUS_COLORS,
  type FindingsLoaded,
} from './layers/batch-findings';
export { farmsLayer } from './layers/farms';
export { PHOTO_ROLE, REVIEWER_ROLE } from './layers/highlight';
export {
  type BatchImagery,
  type BatchImageryPhase,
  batchImageryQuery,
  type ImageryLayerOptions,
  imageryCaption,
  imageryLayer,
  imagerySource,
  useBatchImagery,
} from './layers/imagery';
export { machineTracksLayer, type TrackLike, tracksFocus, tracksToGeoJson } from './layers/machine-tracks';
export { type MaskLayerOptions, maskGeometry, maskLayer } from './layers/mask';
export { type OutlineLayerOptions, outlineLayer } from './layers/outline';
export {
  EXTRUDE_METRES_PER_MU,
  PARCEL_MIN_ZOOM,
  type ParcelColorBy,
  type ParcelsLayerOptions,
  parcelLegend,
  parcelsLayer,
} from './layers/parcels';
export { SWITCHABLE_LAYER_KEYS, SWITCHABLE_LAYERS, type SwitchableLayerKey } from './layers/registry';
export { type ZonesLayerOptions, zonesLayer } from './layers/zones';
export { GisMap, preloadGisMap } from './lazy-map';
export { tileUrl } from './map-setup';
export { MapSync } from './sync';
export type {
  BasemapId,
  GeoJsonLike,
  GisMapProps,
  LayerLoadContext,
  LegendItem,
  MapFeatureHit,
  MapLayerDef,
  SwitchableLayer,
} from './types';
export { useChildShapes } from './use-child-shapes';
export { useGisToken } from './use-gis-token';
export type { MapViewState } from './view-mode';
