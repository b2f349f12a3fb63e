import type { LngLat } from './coords';

/** The warning given when a ring has fewer than three distinct points. */
export const POLYGON_TOO_FEW_POINTS = '多边形至少需要3个点';

/** The result of normalizing a ring: the closed ring and, when it cannot form an area, a warning. */
export interface NormalizedPolygon {
  ring: LngLat[];
  warning?: string;
}

/** Drops repeated points (first occurrence wins) and closes the ring; warns below 3 distinct points. */
export function normalizePolygon(points: LngLat[]): NormalizedPolygon {
  const seen = new Set<string>();
  const distinct: LngLat[] = [];
  for (const [lng, lat] of points) {
    // String keys treat 0 and -0 as one point, as a map would draw them.
    const key = `${lng},${lat}`;
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push([lng, lat]);
  }
  const first = distinct[0];
  const ring = first ? [...distinct, [first[0], first[1]] as LngLat] : [];
  return distinct.length < 3 ? { ring, warning: POLYGON_TOO_FEW_POINTS } : { ring };
}
