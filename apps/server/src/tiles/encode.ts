import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { BUFFER, EXTENT, type TileFeature } from './parcel-tiles';
import type { TileAddress } from './tile-math';

/**
 * Encodes features of one tile as MVT in Node (PGlite has no ST_AsMVT): geojson-vt clips and simplifies
 * them to the tile, vt-pbf writes the protobuf. Each entry of `layers` becomes one MVT layer.
 */
export function encodeTile(t: TileAddress, layers: Record<string, TileFeature[]>): Uint8Array {
  const tiles: Parameters<typeof fromGeojsonVt>[0] = {};
  for (const [name, features] of Object.entries(layers)) {
    if (features.length === 0) continue;
    const index = new GeoJSONVT(
      {
        type: 'FeatureCollection',
        features: features.map((f) => ({
          type: 'Feature',
          id: f.id,
          geometry: f.geometry as never,
          properties: f.properties,
        })),
      },
      // Only this tile is asked for: no pre-built index, drill straight down to it.
      { maxZoom: t.z, indexMaxZoom: 0, indexMaxPoints: 0, extent: EXTENT, buffer: BUFFER, tolerance: 3 },
    );
    const tile = index.getTile(t.z, t.x, t.y);
    if (tile && tile.features.length > 0) tiles[name] = tile as never;
  }
  return Object.keys(tiles).length ? fromGeojsonVt(tiles, { version: 2, extent: EXTENT }) : new Uint8Array();
}
