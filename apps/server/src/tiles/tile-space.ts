import type { TileAddress } from './tile-math';

const HALF_WORLD = 20037508.342789244;

/** Web Mercator bounds [xmin, ymin, xmax, ymax] in metres of a tile. */
export function mercatorBounds({ z, x, y }: TileAddress): [number, number, number, number] {
  const size = (2 * HALF_WORLD) / 2 ** z;
  return [
    -HALF_WORLD + x * size,
    HALF_WORLD - (y + 1) * size,
    -HALF_WORLD + (x + 1) * size,
    HALF_WORLD - y * size,
  ];
}

/**
 * SQL turning a Web Mercator geometry into integer tile coordinates (0..extent, y down), clipped to the
 * buffered tile: what ST_AsMVTGeom does, from plain PostGIS functions PGlite has. The answer is GeoJSON
 * with integer positions, short to send from the database thread and cheap to encode.
 */
export function tileGeometrySql(geom3857: string, t: TileAddress, extent: number, buffer: number): string {
  const [xmin, ymin, xmax, ymax] = mercatorBounds(t);
  const sx = extent / (xmax - xmin);
  const sy = extent / (ymax - ymin);
  return `ST_AsGeoJSON(ST_ClipByBox2D(ST_SnapToGrid(ST_Affine(${geom3857}, ${sx}, 0, 0, ${-sy}, ${-xmin * sx}, ${ymax * sy}), 1),
            ST_MakeEnvelope(${-buffer}, ${-buffer}, ${extent + buffer}, ${extent + buffer})), 0)`;
}

type Ring = [number, number][];

/** geojson-vt's winding rule: outer rings clockwise in tile space (y down), holes counter-clockwise. */
function rewind(ring: Ring, clockwise: boolean): Ring {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    area += (ring[i]![0] - ring[j]![0]) * (ring[j]![1] + ring[i]![1]);
  }
  return area > 0 === clockwise ? ring.slice().reverse() : ring;
}

/** A feature as vt-pbf reads it (the geojson-vt tile shape): type 3 polygon rings, tags, id. */
export interface VtFeature {
  id: number;
  type: 1 | 2 | 3;
  geometry: Ring[] | [number, number][];
  tags: Record<string, unknown>;
}

/**
 * A tile-space GeoJSON polygon or multipolygon as a vt-pbf feature; null when snapping to the grid left
 * nothing with an area (a parcel smaller than a pixel of this zoom).
 */
export function polygonFeature(id: number, geojson: string, tags: Record<string, unknown>): VtFeature | null {
  const g = JSON.parse(geojson) as { type: string; coordinates: unknown; geometries?: unknown[] };
  const polygons: Ring[][] =
    g.type === 'Polygon'
      ? [g.coordinates as Ring[]]
      : g.type === 'MultiPolygon'
        ? (g.coordinates as Ring[][])
        : [];
  const rings: Ring[] = [];
  for (const polygon of polygons) {
    polygon.forEach((ring, i) => {
      if (ring.length >= 4) rings.push(rewind(ring, i === 0));
    });
  }
  return rings.length ? { id, type: 3, geometry: rings, tags } : null;
}
