/**
 * Vector-tile benchmark against a running Fengshou server (it is not started here: tiles need the seeded
 * demo county, which takes minutes to generate).
 *
 *   BASE_URL=http://localhost:8771 npx tsx bench/tiles.ts
 *
 * Measures, for the 崇明 subject: the cold first tile (a zoom-14 tile never asked before, so neither the
 * tile cache nor the aggregate cache helps), warm zoom-14 latency (p50/p95 of tiles asked again), tiles per
 * second with 20 concurrent clients over distinct cold zoom-14 tiles, and tile sizes (z10, z12, z14).
 * Prints figures only; nothing is asserted.
 */
import { apiAt } from './lib';

const BASE = process.env.BASE_URL ?? 'http://localhost:8771';
const USER = process.env.BENCH_USER ?? 'chongming_admin';
// The centre of 崇明 island; tiles are walked outwards from its zoom-14 tile.
const CENTRE: [number, number] = [121.5, 31.62];

function tileOf(lng: number, lat: number, z: number): [number, number, number] {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [
    z,
    Math.floor(((lng + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ];
}

const login = () => apiAt(BASE).login(USER);

async function get(
  token: string,
  [z, x, y]: [number, number, number],
  query = '',
): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(`${BASE}/tiles/parcels/${z}/${x}/${y}.mvt${query}`, {
    headers: { accessToken: token },
  });
  const body = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`tile ${z}/${x}/${y}: HTTP ${res.status}`);
  return { ms: performance.now() - t0, bytes: body.byteLength };
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

/** Zoom-14 tiles in a square spiral around the centre. */
function ring(count: number, offset = 0): [number, number, number][] {
  const [z, cx, cy] = tileOf(CENTRE[0], CENTRE[1], 14);
  const out: [number, number, number][] = [];
  for (let r = 0; out.length < count + offset; r++) {
    for (let dx = -r; dx <= r; dx++)
      for (let dy = -r; dy <= r; dy++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) === r) out.push([z, cx + dx, cy + dy]);
      }
  }
  return out.slice(offset, offset + count);
}

const token = await login();
// A land-source filter the tile cache has not seen in its five minutes makes tiles cold (rotated by time;
// 确权土地 and 农用地 cover most parcels, so the tiles stay full).
const fresh = `?landSource=${[18, 2, 32, 12, 24][Math.floor(Date.now() / 300_000) % 5]}`;
const cold = await get(token, ring(1)[0]!, fresh);
console.log(`cold first z14 tile: ${cold.ms.toFixed(0)} ms (${(cold.bytes / 1024).toFixed(1)} KB)`);

const warmSet = ring(20);
for (const t of warmSet) await get(token, t);
const warm: number[] = [];
for (let round = 0; round < 5; round++) for (const t of warmSet) warm.push((await get(token, t)).ms);
console.log(
  `warm z14: p50 ${pct(warm, 50).toFixed(1)} ms, p95 ${pct(warm, 95).toFixed(1)} ms (${warm.length} requests)`,
);

const coldSet = ring(200, 20);
let next = 0;
const t0 = performance.now();
const coldMs: number[] = [];
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (next < coldSet.length) {
      const t = coldSet[next++]!;
      coldMs.push((await get(token, t, fresh)).ms);
    }
  }),
);
const secs = (performance.now() - t0) / 1000;
console.log(
  `20 clients, ${coldSet.length} cold z14 tiles: ${(coldSet.length / secs).toFixed(1)} tiles/s, p95 ${pct(coldMs, 95).toFixed(0)} ms`,
);

for (const z of [10, 12, 14]) {
  const { bytes, ms } = await get(token, tileOf(CENTRE[0], CENTRE[1], z), '?crs=wgs84');
  console.log(`size z${z} centre tile: ${(bytes / 1024).toFixed(1)} KB (${ms.toFixed(0)} ms)`);
}
