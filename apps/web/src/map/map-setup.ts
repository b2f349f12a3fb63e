import type { Map as MapLibreMap, RequestParameters, StyleSpecification } from 'maplibre-gl';
import { clientEffects, clientFor } from '../api';
import type { MapLayerDef } from './types';

/** Ids of what the map owns besides the data layers; a basemap switch keeps them. */
export const BASEMAP_IDS = new Set(['bg', 'base', 'labels']);

/**
 * Adds the session token to requests for our own tiles (the API refuses anonymous tile requests);
 * requests to other hosts (basemap providers) never see it.
 */
export function withToken(url: string): RequestParameters {
  if (!url.startsWith(`${window.location.origin}/tiles/`)) return { url };
  const { token } = clientFor(clientEffects().getTokens());
  return token ? { url, headers: { accessToken: token } } : { url };
}

/** Absolute URL template of one of our tile layers (MapLibre's workers need absolute URLs). */
export function tileUrl(
  layer: string,
  params: Record<string, string | number | undefined> = {},
  ext: 'mvt' | 'png' = 'mvt',
): string {
  const q = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `${window.location.origin}/tiles/${layer}/{z}/{x}/{y}.${ext}${q ? `?${q}` : ''}`;
}

/** A layer definition's identity: when it changes, the layer is removed and added again. */
export function signatureOf(def: MapLayerDef): string {
  return JSON.stringify([def.id, def.sources, def.layers]);
}

/** Adds a data layer's sources and style layers, below `beforeId` (the highlight stays on top). */
export function addLayerDef(map: MapLibreMap, def: MapLayerDef, beforeId?: string): void {
  for (const [id, spec] of Object.entries(def.sources)) if (!map.getSource(id)) map.addSource(id, spec);
  for (const layer of def.layers) if (!map.getLayer(layer.id)) map.addLayer(layer, beforeId);
}

/** Removes a data layer's style layers and then its sources. */
export function removeLayerDef(map: MapLibreMap, def: MapLayerDef): void {
  for (const layer of def.layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
  for (const id of Object.keys(def.sources)) if (map.getSource(id)) map.removeSource(id);
}

/** For setStyle: the new basemap below everything the previous style had on top of its basemap. */
export function keepOverlays(
  previous: StyleSpecification | undefined,
  next: StyleSpecification,
): StyleSpecification {
  if (!previous) return next;
  const sources = { ...next.sources };
  for (const [id, s] of Object.entries(previous.sources)) if (!BASEMAP_IDS.has(id)) sources[id] = s;
  const overlays = previous.layers.filter((l) => !BASEMAP_IDS.has(l.id));
  return { ...next, sources, layers: [...next.layers, ...overlays] };
}

/** A style with the given layers in place of its layers of the same ids (the outlines' basemap paint). */
export function replaceLayers(
  style: StyleSpecification,
  layers: StyleSpecification['layers'],
): StyleSpecification {
  const byId = new Map(layers.map((l) => [l.id, l]));
  return { ...style, layers: style.layers.map((l) => byId.get(l.id) ?? l) };
}
