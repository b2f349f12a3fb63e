import { wgs84ToGcj02 } from '@fengshou/core';
import type { TileFeature } from './parcel-tiles';

function shift(v: unknown): unknown {
  if (!Array.isArray(v)) return v;
  if (typeof v[0] === 'number' && typeof v[1] === 'number') return wgs84ToGcj02([v[0], v[1]]);
  return v.map(shift);
}

/**
 * Features shifted to GCJ-02 for Gaode basemaps: the stored WGS84 is converted for display only (a tile
 * of a GCJ-02 map still covers the same tile address, the parcels move by a few hundred metres).
 */
export function gcj02Features(features: TileFeature[]): TileFeature[] {
  return features.map((f) => {
    const g = f.geometry as { type: string; coordinates: unknown };
    return { ...f, geometry: { type: g.type, coordinates: shift(g.coordinates) } };
  });
}
