/**
 * Imagery-tile benchmark against a running Fengshou server with the demo county (not started here).
 *
 *   BASE_URL=http://localhost:8814 npx tsx bench/imagery-tiles.ts
 *
 * For 崇明's latest occupation batch: the server's render time of cold synthetic imagery tiles per zoom
 * (12–18, from the Server-Timing header, 4 tiles each, both phases), their size, the warm round trip (the
 * LRU tile cache), and as the baseline the cold vector tile of the same place at zoom 14. Cold tiles are
 * taken at a place of this run (see AT), not one a recent run left in the cache.
 * Prints figures only; nothing is asserted.
 */
import { DLBM_CODES } from '@fengshou/core';
import { apiAt, pct } from './lib';

const BASE = process.env.BASE_URL ?? 'http://localhost:8771';
const USER = process.env.BENCH_USER ?? 'chongming_admin';
// Farmland along the middle of 崇明 island, a place of this run (10 km of it in 100 m steps): cold tiles,
// though a rerun within five minutes may find a zoom-12 or -13 tile of the last run still cached.
const step = Math.floor(Date.now() / 1000) % 100;
const AT: [number, number] = [121.45 + step * 0.001, 31.62];

function tileOf(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [
    Math.floor(((lng + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ];
}

const api = apiAt(BASE);
const token = await api.login(USER);
const batches = await api.call<{ id: number; batchType: number; imageDate: string }[]>(
  '/api/gisdata/gov/monitoring/batches',
  { kind: 'change' },
  token,
);
const batch = batches.find((b) => b.batchType === 1)!;

async function get(path: string): Promise<{ ms: number; render: number | null; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(`${BASE}${path}`, { headers: { accessToken: token } });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  const timing = res.headers.get('server-timing')?.match(/dur=([\d.]+)/)?.[1];
  return { ms: performance.now() - t0, render: timing ? Number(timing) : null, bytes: body.byteLength };
}

const [bx, by] = tileOf(AT[0], AT[1], 14);
// Every DLBM code, in an order of this run: the same parcels under a filter key the tile cache has not seen.
const codes = Object.keys(DLBM_CODES);
const shift = Date.now() % codes.length;
const dlbm = [...codes.slice(shift), ...codes.slice(0, shift)].reverse().join(',');
const base = await get(`/tiles/parcels/14/${bx}/${by}.mvt?dlbm=${dlbm}`);
console.log(`baseline: cold z14 vector tile ${base.ms.toFixed(0)} ms (${(base.bytes / 1024).toFixed(0)} KB)`);

const warmSet: string[] = [];
for (const z of [18, 17, 16, 15, 14, 13, 12]) {
  const [x, y] = tileOf(AT[0], AT[1], z);
  const renders: number[] = [];
  let bytes = 0;
  for (const phase of ['before', 'after'])
    for (const [dx, dy] of [
      [0, 0],
      [1, 1],
    ]) {
      const path = `/tiles/imagery/${z}/${x + dx!}/${y + dy!}.png?batchId=${batch.id}&phase=${phase}`;
      const r = await get(path);
      renders.push(r.render ?? Number.NaN);
      bytes += r.bytes;
      warmSet.push(path);
    }
  // A tile another client asked for in the last five minutes answers from the cache (no render time).
  const cold = renders.filter((v) => !Number.isNaN(v));
  const mean = cold.reduce((s, v) => s + v, 0) / cold.length;
  if (cold.length === 0) {
    console.log(`z${z}: every tile cached by an earlier run`);
    continue;
  }
  console.log(
    `z${z} cold render: mean ${mean.toFixed(0)} ms (${(mean / base.ms).toFixed(2)}× baseline), ` +
      `max ${Math.max(...cold).toFixed(0)} ms over ${cold.length} tiles, ${(bytes / renders.length / 1024).toFixed(0)} KB a tile`,
  );
}
const warm: number[] = [];
for (let round = 0; round < 3; round++) for (const p of warmSet) warm.push((await get(p)).ms);
console.log(
  `warm (cache): p50 ${pct(warm, 0.5).toFixed(1)} ms, p95 ${pct(warm, 0.95).toFixed(1)} ms (${warm.length} requests)`,
);
