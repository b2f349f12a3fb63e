import type { LngLat } from './ewkb';

const A = 6_378_137;
const F = 1 / 298.257223563;
const E2 = F * (2 - F);
const RAD = Math.PI / 180;

/**
 * Area in m² of a small ring on the WGS84 ellipsoid, through the ellipsoidal sinusoidal projection
 * (equal-area) centred on the ring. For field-sized rings it agrees with PostGIS
 * ST_Area(geography) to about one part in a million, so generated figures can be derived in JS.
 */
export function ellipsoidalArea(ring: readonly LngLat[]): number {
  const n = ring.length;
  let lng0 = 0;
  let lat0 = 0;
  for (const [x, y] of ring) {
    lng0 += x;
    lat0 += y;
  }
  lng0 /= n;
  lat0 /= n;
  const s0 = Math.sin(lat0 * RAD);
  const m = (A * (1 - E2)) / (1 - E2 * s0 * s0) ** 1.5;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const [lng, lat] = ring[i]!;
    const phi = lat * RAD;
    const s = Math.sin(phi);
    xs[i] = (lng - lng0) * RAD * (A / Math.sqrt(1 - E2 * s * s)) * Math.cos(phi);
    ys[i] = (lat - lat0) * RAD * m;
  }
  let sum = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) sum += (xs[j]! - xs[i]!) * (ys[j]! + ys[i]!);
  return Math.abs(sum / 2);
}
