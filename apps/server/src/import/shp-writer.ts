/**
 * A small polygon shapefile writer (.shp, .shx, .dbf, .cpg): enough to produce fixtures and exports of
 * parcels. Rings are written clockwise for outer boundaries, as the format requires; text is UTF-8, or GBK
 * as older Chinese GIS software writes it.
 */
import { encodeGbk, type TextEncodingName } from './text';

/** A polygon feature: rings in the file's coordinate system and text attributes. */
export interface ShpFeature {
  rings: number[][][];
  attributes: Record<string, string>;
}

/** The parts of a shapefile by extension. */
export interface ShapefileParts {
  shp: Uint8Array;
  shx: Uint8Array;
  dbf: Uint8Array;
  cpg: Uint8Array;
}

function signedArea(ring: number[][]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    s += (ring[j]![0]! - ring[i]![0]!) * (ring[j]![1]! + ring[i]![1]!);
  return s / 2;
}

function header(buf: DataView, words: number, box: number[]) {
  buf.setInt32(0, 9994);
  buf.setInt32(24, words);
  buf.setInt32(28, 1000, true);
  buf.setInt32(32, 5, true);
  for (const [i, v] of box.entries()) buf.setFloat64(36 + i * 8, v, true);
}

const ENCODERS: Record<TextEncodingName, (text: string) => Uint8Array> = {
  'UTF-8': (text) => new TextEncoder().encode(text),
  GBK: encodeGbk,
};

/** Writes polygon features to the parts of a shapefile. */
export function writeShapefile(
  features: ShpFeature[],
  fields: string[],
  encoding: TextEncodingName = 'UTF-8',
): ShapefileParts {
  const records = features.map((f) => {
    // Outer rings clockwise (negative signed area in this convention is counter-clockwise).
    const rings = f.rings.map((r, i) => ((i === 0) === signedArea(r) > 0 ? [...r].reverse() : r));
    const points = rings.flat();
    const xs = points.map((p) => p[0]!);
    const ys = points.map((p) => p[1]!);
    const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    const size = 44 + 4 * rings.length + 16 * points.length;
    const c = new DataView(new ArrayBuffer(size));
    c.setInt32(0, 5, true);
    for (const [i, v] of box.entries()) c.setFloat64(4 + i * 8, v, true);
    c.setInt32(36, rings.length, true);
    c.setInt32(40, points.length, true);
    let start = 0;
    rings.forEach((r, i) => {
      c.setInt32(44 + i * 4, start, true);
      start += r.length;
    });
    points.forEach((p, i) => {
      c.setFloat64(44 + 4 * rings.length + i * 16, p[0]!, true);
      c.setFloat64(52 + 4 * rings.length + i * 16, p[1]!, true);
    });
    return { content: new Uint8Array(c.buffer), box };
  });
  const all = records.map((r) => r.box);
  const box = [
    Math.min(...all.map((b) => b[0]!)),
    Math.min(...all.map((b) => b[1]!)),
    Math.max(...all.map((b) => b[2]!)),
    Math.max(...all.map((b) => b[3]!)),
  ];
  const shpLen = 100 + records.reduce((s, r) => s + 8 + r.content.length, 0);
  const shp = new Uint8Array(shpLen);
  const shx = new Uint8Array(100 + 8 * records.length);
  header(new DataView(shp.buffer), shpLen / 2, box);
  header(new DataView(shx.buffer), shx.length / 2, box);
  let offset = 100;
  records.forEach((r, i) => {
    const v = new DataView(shp.buffer, offset);
    v.setInt32(0, i + 1);
    v.setInt32(4, r.content.length / 2);
    shp.set(r.content, offset + 8);
    const x = new DataView(shx.buffer, 100 + i * 8);
    x.setInt32(0, offset / 2);
    x.setInt32(4, r.content.length / 2);
    offset += 8 + r.content.length;
  });
  const dbf = writeDbf(features, fields, ENCODERS[encoding]);
  return { shp, shx, dbf, cpg: new TextEncoder().encode(encoding) };
}

function writeDbf(
  features: ShpFeature[],
  fields: string[],
  encode: (text: string) => Uint8Array,
): Uint8Array {
  const widths = fields.map((f) => Math.max(1, ...features.map((x) => encode(x.attributes[f] ?? '').length)));
  const headerLen = 32 + 32 * fields.length + 1;
  const recordLen = 1 + widths.reduce((s, w) => s + w, 0);
  const out = new Uint8Array(headerLen + recordLen * features.length + 1);
  const v = new DataView(out.buffer);
  out[0] = 3;
  out[1] = 126;
  out[2] = 1;
  out[3] = 1;
  v.setUint32(4, features.length, true);
  v.setUint16(8, headerLen, true);
  v.setUint16(10, recordLen, true);
  fields.forEach((f, i) => {
    out.set(encode(f.slice(0, 10)), 32 + i * 32);
    out[32 + i * 32 + 11] = 'C'.charCodeAt(0);
    out[32 + i * 32 + 16] = widths[i]!;
  });
  out[headerLen - 1] = 0x0d;
  features.forEach((feat, r) => {
    let o = headerLen + r * recordLen;
    out[o++] = 0x20;
    fields.forEach((f, i) => {
      const bytes = encode(feat.attributes[f] ?? '');
      out.fill(0x20, o, o + widths[i]!);
      out.set(bytes, o);
      o += widths[i]!;
    });
  });
  out[out.length - 1] = 0x1a;
  return out;
}
