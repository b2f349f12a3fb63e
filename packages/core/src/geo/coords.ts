/** A position as [longitude, latitude] in degrees. */
export type LngLat = [number, number];

/** The three map coordinate systems met in China: GPS, the national (Mars) offset, and Baidu's. */
export type CoordSystem = 'WGS84' | 'GCJ02' | 'BD09';

// Krasovsky 1940 ellipsoid, which is what the GCJ-02 algorithm is defined on (not WGS84's ellipsoid).
const A = 6378245;
const EE = 0.006693421622965823;
const BAIDU_FACTOR = (Math.PI * 3000) / 180;

// The GCJ-02 offset is smooth with a Jacobian within ~1e-2 of identity, so fixed-point iteration
// gains two digits per step; 1e-12 degrees (~0.1 µm) is reached in 3–5 steps and 20 is a hard stop.
const INVERSE_TOLERANCE = 1e-12;
const INVERSE_MAX_ITERATIONS = 20;

/** True when the point lies outside the rough China bounding box used by all GCJ-02 implementations. */
export function isOutOfChina(lng: number, lat: number): boolean {
  return !(lng >= 72.004 && lng <= 137.8347 && lat >= 0.8293 && lat <= 55.8271);
}

function transformLat(x: number, y: number): number {
  let ret = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  ret += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  ret += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  ret += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return ret;
}

function transformLng(x: number, y: number): number {
  let ret = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  ret += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  ret += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  ret += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return ret;
}

function gcjOffset(lng: number, lat: number): LngLat {
  const dLng = transformLng(lng - 105, lat - 35);
  const dLat = transformLat(lng - 105, lat - 35);
  const radLat = (lat / 180) * Math.PI;
  const sinLat = Math.sin(radLat);
  const magic = 1 - EE * sinLat * sinLat;
  const sqrtMagic = Math.sqrt(magic);
  return [
    (dLng * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI),
    (dLat * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI),
  ];
}

/** Converts WGS84 (GPS) to GCJ-02 (AMap, Tencent, Tianditu-China); outside China unchanged. */
export function wgs84ToGcj02(p: LngLat): LngLat {
  const [lng, lat] = p;
  if (isOutOfChina(lng, lat)) return [lng, lat];
  const [dLng, dLat] = gcjOffset(lng, lat);
  return [lng + dLng, lat + dLat];
}

/** Converts GCJ-02 to WGS84 by iterating the forward offset to ~1e-12°; outside China unchanged. */
export function gcj02ToWgs84(p: LngLat): LngLat {
  const [lng, lat] = p;
  if (isOutOfChina(lng, lat)) return [lng, lat];
  // The one-step inverse (p − offset(p)) is off by up to ~1e-5° (about a metre); refine instead.
  let wLng = lng;
  let wLat = lat;
  for (let i = 0; i < INVERSE_MAX_ITERATIONS; i++) {
    const [dLng, dLat] = gcjOffset(wLng, wLat);
    const errLng = wLng + dLng - lng;
    const errLat = wLat + dLat - lat;
    wLng -= errLng;
    wLat -= errLat;
    if (Math.abs(errLng) < INVERSE_TOLERANCE && Math.abs(errLat) < INVERSE_TOLERANCE) break;
  }
  return [wLng, wLat];
}

/** Converts GCJ-02 to BD-09 (Baidu); outside China unchanged. */
export function gcj02ToBd09(p: LngLat): LngLat {
  const [lng, lat] = p;
  if (isOutOfChina(lng, lat)) return [lng, lat];
  const z = Math.sqrt(lng * lng + lat * lat) + 0.00002 * Math.sin(lat * BAIDU_FACTOR);
  const theta = Math.atan2(lat, lng) + 0.000003 * Math.cos(lng * BAIDU_FACTOR);
  return [z * Math.cos(theta) + 0.0065, z * Math.sin(theta) + 0.006];
}

/** Converts BD-09 (Baidu) to GCJ-02 with Baidu's published closed form; outside China unchanged. */
export function bd09ToGcj02(p: LngLat): LngLat {
  const [lng, lat] = p;
  if (isOutOfChina(lng, lat)) return [lng, lat];
  const x = lng - 0.0065;
  const y = lat - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * BAIDU_FACTOR);
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * BAIDU_FACTOR);
  return [z * Math.cos(theta), z * Math.sin(theta)];
}

/** Converts WGS84 to BD-09 through GCJ-02; outside China unchanged. */
export function wgs84ToBd09(p: LngLat): LngLat {
  if (isOutOfChina(p[0], p[1])) return [p[0], p[1]];
  return gcj02ToBd09(wgs84ToGcj02(p));
}

/** Converts BD-09 to WGS84 through GCJ-02; outside China unchanged. */
export function bd09ToWgs84(p: LngLat): LngLat {
  if (isOutOfChina(p[0], p[1])) return [p[0], p[1]];
  return gcj02ToWgs84(bd09ToGcj02(p));
}

const CONVERTERS = new Map<string, (p: LngLat) => LngLat>([
  ['wgs84togcj02', wgs84ToGcj02],
  ['gcj02towgs84', gcj02ToWgs84],
  ['gcj02tobd09', gcj02ToBd09],
  ['bd09togcj02', bd09ToGcj02],
  ['wgs84tobd09', wgs84ToBd09],
  ['bd09towgs84', bd09ToWgs84],
]);

/** Converts a point between two coordinate systems; the same system returns a copy. */
export function convertCoord(p: LngLat, from: CoordSystem, to: CoordSystem): LngLat {
  if (from === to) return [p[0], p[1]];
  return convertByType(`${from}to${to}`, p);
}

/** Converts by a type string such as 'wgs84togcj02' (case-insensitive); unknown types throw. */
export function convertByType(type: string, p: LngLat): LngLat {
  const convert = CONVERTERS.get(type.toLowerCase());
  if (!convert) throw new Error(`未知的坐标转换类型: ${type}`);
  return convert(p);
}
