import { wgs84ToGcj02 } from '@fengshou/core';
import type { DisplayCrs } from './basemaps';

/**
 * Converts every position of a GeoJSON value from WGS84 to the basemap's system. Data is stored in WGS84;
 * only GCJ-02 basemaps need the shift (core geo leaves points outside China unshifted).
 */
export function toDisplayCrs<T>(value: T, crs: DisplayCrs): T {
  if (crs === 'WGS84') return value;
  return mapPositions(value) as T;
}

function mapPositions(v: unknown): unknown {
  if (Array.isArray(v)) {
    if (v.length >= 2 && typeof v[0] === 'number' && typeof v[1] === 'number') {
      return wgs84ToGcj02([v[0], v[1]]);
    }
    return v.map(mapPositions);
  }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (o.type === 'FeatureCollection')
      return { ...o, features: (o.features as unknown[]).map(mapPositions) };
    if (o.type === 'Feature') return { ...o, geometry: mapPositions(o.geometry) };
    if (o.type === 'GeometryCollection')
      return { ...o, geometries: (o.geometries as unknown[]).map(mapPositions) };
    if ('coordinates' in o) return { ...o, coordinates: mapPositions(o.coordinates) };
  }
  return v;
}

/** The inverse for a clicked or drawn position on a GCJ-02 basemap (back to WGS84 for the API). */
export { gcj02ToWgs84 } from '@fengshou/core';
