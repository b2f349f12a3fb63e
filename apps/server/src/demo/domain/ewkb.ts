/** Hex EWKB (SRID 4326) of points, lines and polygons, the cheapest geometry format to send in bulk. */

/** A longitude/latitude pair. */
export type LngLat = readonly [number, number];
/** A closed ring of a polygon. */
export type Ring = readonly LngLat[];

const SRID_FLAG = 0x20000000;
const DIGITS = 1e7;

// Coordinates are rounded to 1e-7° (about 1 cm) so text and binary round-trips agree.
const r7 = (v: number) => Math.round(v * DIGITS) / DIGITS;

function header(buf: Buffer, type: number, withSrid: boolean): number {
  buf.writeUInt8(1, 0);
  buf.writeUInt32LE(withSrid ? type | SRID_FLAG : type, 1);
  if (!withSrid) return 5;
  buf.writeUInt32LE(4326, 5);
  return 9;
}

function writeRing(buf: Buffer, o: number, ring: Ring): number {
  buf.writeUInt32LE(ring.length, o);
  let p = o + 4;
  for (const [x, y] of ring) {
    buf.writeDoubleLE(r7(x), p);
    buf.writeDoubleLE(r7(y), p + 8);
    p += 16;
  }
  return p;
}

/** EWKB hex of a point. */
export function pointHex([x, y]: LngLat): string {
  const buf = Buffer.alloc(25);
  const o = header(buf, 1, true);
  buf.writeDoubleLE(r7(x), o);
  buf.writeDoubleLE(r7(y), o + 8);
  return buf.toString('hex');
}

/** EWKB hex of a line string. */
export function lineHex(points: readonly LngLat[]): string {
  const buf = Buffer.alloc(9 + 4 + points.length * 16);
  writeRing(buf, header(buf, 2, true), points);
  return buf.toString('hex');
}

/** EWKB hex of a one-part multipolygon (the parcel and record geometry type). */
export function multiPolygonHex(rings: readonly Ring[]): string {
  let size = 22;
  for (const r of rings) size += 4 + r.length * 16;
  const buf = Buffer.alloc(size);
  header(buf, 6, true);
  buf.writeUInt32LE(1, 9);
  // The single polygon: its own byte order and type, no SRID, then the rings.
  buf.writeUInt8(1, 13);
  buf.writeUInt32LE(3, 14);
  buf.writeUInt32LE(rings.length, 18);
  let o = 22;
  for (const r of rings) o = writeRing(buf, o, r);
  return buf.toString('hex');
}

/** Closes a ring when its last point differs from the first. */
export function closeRing(ring: readonly LngLat[]): LngLat[] {
  const out = [...ring];
  const a = out[0];
  const b = out[out.length - 1];
  if (a && b && (a[0] !== b[0] || a[1] !== b[1])) out.push(a);
  return out;
}
