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

/** Projects lng/lat into a box of `width`×`height` px (plate carrée scaled by cos(lat), kept in aspect). */
export interface Projection {
  (p: Position): [number, number];
  readonly width: number;
  readonly height: number;
}

/** A projection that fits `bounds` into at most `maxWidth`×`maxHeight` with `padding` px around it. */
export function fitProjection(
  bounds: readonly [number, number, number, number],
  maxWidth: number,
  maxHeight: number,
  padding = 8,
): Projection {
  const [minX, minY, maxX, maxY] = bounds;
  // Longitude degrees shrink with latitude; without this Shanghai looks 15% too wide.
  const k = Math.cos((((minY + maxY) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxX - minX) * k, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const scale = Math.min((maxWidth - 2 * padding) / spanX, (maxHeight - 2 * padding) / spanY);
  const width = spanX * scale + 2 * padding;
  const height = spanY * scale + 2 * padding;
  const project = ((p: Position) => [
    round((p[0] - minX) * k * scale + padding),
    round((maxY - p[1]) * scale + padding),
  ]) as Projection;
  return Object.assign(project, { width: round(width), height: round(height) });
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** SVG path data of a geometry (even-odd holes), empty for anything that is not a polygon. */
export function pathOf(geometry: unknown, project: (p: Position) => [number, number]): string {
  const parts: string[] = [];
  for (const polygon of polygonsOf(geometry)) {
    for (const ring of polygon) {
      if (ring.length < 3) continue;
      const points = ring.map((p) => project(p));
      parts.push(`M${points.map(([x, y]) => `${x},${y}`).join('L')}Z`);
    }
  }
  return parts.join('');
}
