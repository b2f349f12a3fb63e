import type { Position } from 'geojson';

/** A feature of ECharts 4's map JSON, possibly still in its compressed "UTF8Encoding" form. */
export interface EchartsFeature {
  id?: string;
  type: 'Feature';
  properties: { name: string; cp?: [number, number]; childNum?: number };
  geometry:
    | { type: 'Polygon'; coordinates: (string | Position[])[]; encodeOffsets?: [number, number][] }
    | { type: 'MultiPolygon'; coordinates: (string | Position[])[][]; encodeOffsets?: [number, number][][] };
}

/** ECharts 4 map JSON (`echarts/map/json/**`). */
export interface EchartsMapJson {
  type: 'FeatureCollection';
  features: EchartsFeature[];
  UTF8Encoding?: boolean;
  UTF8Scale?: number;
}

/** A decoded feature: always MultiPolygon rings, coordinates as shipped (GCJ-02 for the China maps). */
export interface DecodedFeature {
  id: string | undefined;
  name: string;
  cp: [number, number] | undefined;
  polygons: Position[][][];
}

/**
 * Decodes one ring: characters come in (x, y) pairs, each `charCode - 64` zigzag-encoded and a delta
 * against the previous point (starting from encodeOffsets), quantised by `scale` (1024 by default).
 */
export function decodeRing(encoded: string, offset: readonly [number, number], scale = 1024): Position[] {
  const ring: Position[] = [];
  let prevX = offset[0];
  let prevY = offset[1];
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    let x = encoded.charCodeAt(i) - 64;
    let y = encoded.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    prevX += x;
    prevY += y;
    ring.push([prevX / scale, prevY / scale]);
  }
  return ring;
}

function ringOf(
  ring: string | Position[],
  offset: [number, number] | undefined,
  scale: number,
  encoded: boolean,
) {
  if (!encoded || typeof ring !== 'string') {
    if (typeof ring === 'string') throw new Error('encoded ring in a map without UTF8Encoding');
    return ring.map((p) => [p[0] ?? 0, p[1] ?? 0]);
  }
  if (!offset) throw new Error('encoded ring without encodeOffsets');
  return decodeRing(ring, offset, scale);
}

/** Decodes an ECharts 4 map JSON (compressed or plain) without mutating it. */
export function decodeEchartsMap(json: EchartsMapJson): DecodedFeature[] {
  const encoded = json.UTF8Encoding === true;
  const scale = json.UTF8Scale ?? 1024;
  const out: DecodedFeature[] = [];
  for (const f of json.features) {
    const g = f.geometry;
    // Mirrors echarts' own filter: mapshaper output may carry empty geometries.
    if (!g || g.coordinates.length === 0) continue;
    let polygons: Position[][][];
    if (g.type === 'Polygon') {
      // A GeoJSON Polygon is one exterior plus holes.
      polygons = [g.coordinates.map((r, i) => ringOf(r, g.encodeOffsets?.[i], scale, encoded))];
    } else {
      polygons = g.coordinates
        .map((poly, i) => poly.map((r, j) => ringOf(r, g.encodeOffsets?.[i]?.[j], scale, encoded)))
        .filter((poly) => poly.length > 0);
    }
    out.push({ id: f.id, name: f.properties.name, cp: f.properties.cp, polygons });
  }
  return out;
}
