/** A tile address (XYZ, Web Mercator, y down). */
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

const MAX_ZOOM = 22;

/** Parses `{z}/{x}/{y}` path parts; undefined when not a tile of the world at that zoom. */
export function parseTile(z: string, x: string, y: string): TileAddress | undefined {
  if (!/^\d{1,2}$/.test(z) || !/^\d{1,8}$/.test(x) || !/^\d{1,8}$/.test(y)) return undefined;
  const t = { z: Number(z), x: Number(x), y: Number(y) };
  const n = 2 ** t.z;
  return t.z <= MAX_ZOOM && t.x < n && t.y < n ? t : undefined;
}

/** [west, south, east, north] in degrees of a tile. */
export function tileBounds({ z, x, y }: TileAddress): [number, number, number, number] {
  const n = 2 ** z;
  const lng = (i: number) => (i / n) * 360 - 180;
  const lat = (j: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * j) / n))) * 180) / Math.PI;
  return [lng(x), lat(y + 1), lng(x + 1), lat(y)];
}

/** The tile containing a position at a zoom. */
export function tileOf(lng: number, lat: number, z: number): TileAddress {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  };
}
