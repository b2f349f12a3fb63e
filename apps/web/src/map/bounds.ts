/** A [lng, lat] position. */
export type Position = readonly [number, number];

type Ring = readonly Position[];

/** Outer rings and holes of a GeoJSON Polygon or MultiPolygon; anything else gives none. */
export function polygonsOf(geometry: unknown): Ring[][] {
  if (typeof geometry !== 'object' || geometry === null) return [];
  const g = geometry as { type?: unknown; coordinates?: unknown; geometry?: unknown };
  if (g.type === 'Feature') return polygonsOf(g.geometry);
  if (g.type === 'Polygon' && Array.isArray(g.coordinates)) return [g.coordinates as Ring[]];
  if (g.type === 'MultiPolygon' && Array.isArray(g.coordinates)) return g.coordinates as Ring[][];
  return [];
}

/** [minLng, minLat, maxLng, maxLat] over several geometries, or null when none has a position. */
export function boundsOf(geometries: readonly unknown[]): [number, number, number, number] | null {
  let b: [number, number, number, number] | null = null;
  for (const polygon of geometries.flatMap(polygonsOf)) {
    for (const ring of polygon) {
      for (const [x, y] of ring) {
        if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
        b = b ? [Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)] : [x, y, x, y];
      }
    }
  }
  return b;
}
