import { fromGeojsonVt } from 'vt-pbf';
import { EXTENT } from './parcel-tiles';
import type { VtFeature } from './tile-space';

/** Writes tile-space features as an MVT (vt-pbf); each entry of `layers` is one layer, empty ones left out. */
export function encodeVt(layers: Record<string, VtFeature[]>): Uint8Array {
  const tiles: Record<string, { features: VtFeature[] }> = {};
  for (const [name, features] of Object.entries(layers)) if (features.length) tiles[name] = { features };
  return Object.keys(tiles).length
    ? fromGeojsonVt(tiles as never, { version: 2, extent: EXTENT })
    : new Uint8Array();
}
