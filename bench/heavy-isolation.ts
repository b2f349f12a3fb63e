// Heavy requests isolated: 20 clients read lists (farm list, plot list) as 崇明's administrator, first alone
// (quiet), then while `HEAVY` (10) clients send a drawn-area analysis over and over as the 查看员 (during;
// a client whose call was refused, 300 or 600, sends again after RETRY_MS, 1000).
// Each phase lasts BENCH_DURATION (10) s; the lists' p50/p99 of both phases are printed with the heavy
// calls' answers (by respCode) and their latency. Goal: during ≤ quiet + 100 ms.
// SHAPE=county sends 崇明's outline (~1,400 km², the probe's polygon, refused by the bound), SHAPE=town the
// largest square the bound accepts (~286 km²) in the middle of the county.
//
// Runs the real server (apps/server/src/server.ts) on a seeded PGlite directory (BENCH_DATA_DIR; the first
// start seeds the demo, minutes), or DATABASE_URL's native PostgreSQL; BENCH_URL uses a server already up.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, pct, stop } from './lib';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 8791);
const BASE = process.env.BENCH_URL ?? `http://127.0.0.1:${PORT}`;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const READERS = 20;
const HEAVY = Number(process.env.HEAVY ?? 10);
const SHAPE = process.env.SHAPE ?? 'town';
const RETRY_MS = Number(process.env.RETRY_MS ?? 1000);
const CHONGMING = 310151000000;
const DRAWN = '/api/gisdata/gov/analysis/drawnArea';
const LISTS = [
  { path: '/api/produce/gov/farm/listByArea', body: { pageNo: 1, pageSize: 20 } },
  { path: '/api/produce/gov/plot/listByPage', body: { pageNo: 1, pageSize: 20 } },
  { path: '/api/produce/gov/plot/listByPage', body: { pageNo: 5, pageSize: 20 } },
];

type Envelope = { respCode: number; respDesc: string; obj: unknown };

async function post(path: string, body: unknown, token?: string): Promise<Envelope> {
  const res = await fetch(BASE + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

async function login(loginName: string): Promise<string> {
  const r = await post('/api/login/gov/user/login', { loginName, password: DEMO_PASSWORD });
  if (r.respCode !== 0) throw new Error(`login ${loginName}: ${r.respCode} ${r.respDesc}`);
  return (r.obj as { accessToken: string }).accessToken;
}

async function startApp(): Promise<ChildProcess | undefined> {
  if (process.env.BENCH_URL) return undefined;
  if (!process.env.BENCH_DATA_DIR && !process.env.DATABASE_URL)
    throw new Error('set BENCH_DATA_DIR or DATABASE_URL');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...(process.env.BENCH_DATA_DIR ? { DATA_DIR: process.env.BENCH_DATA_DIR } : {}),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      DEMO_TICKER: 'off',
      MQTT: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${BASE}/api/health/ready`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('server did not start');
}

/** The drawn polygon: 崇明's outline (its largest part, ≤ 500 points) or the largest square the bound takes. */
async function shape(token: string): Promise<[number, number][]> {
  const r = await post('/api/gisdata/gov/area/childOutlines', { areaId: 310000000000 }, token);
  const cm = (
    r.obj as { children: { areaId: number; geometry: { type: string; coordinates: unknown } }[] }
  ).children.find((c) => Number(c.areaId) === CHONGMING);
  if (!cm) throw new Error(`崇明's outline: ${r.respCode} ${r.respDesc}`);
  const g = cm.geometry;
  const rings = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as [number, number][][][];
  const outer = rings.map((p) => p[0]!).sort((a, b) => b.length - a.length)[0]!;
  const lngs = outer.map((p) => p[0]);
  const lats = outer.map((p) => p[1]);
  if (SHAPE === 'county') {
    const step = Math.ceil(outer.length / 499);
    return outer.filter((_, i) => i % step === 0);
  }
  const cx = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const cy = (Math.min(...lats) + Math.max(...lats)) / 2;
  const h = 0.0825; // 0.165° × 0.165° at 31.6°N: 15.6 km × 18.3 km ≈ 286 km²
  return [
    [cx - h, cy - h],
    [cx + h, cy - h],
    [cx + h, cy + h],
    [cx - h, cy + h],
  ];
}

/** Clients calling in a loop until `until`; the latency of every answer. */
async function loop(
  n: number,
  until: number,
  call: (i: number) => Promise<Envelope>,
  codes?: Map<number, number>,
) {
  const ms: number[] = [];
  await Promise.all(
    Array.from({ length: n }, async (_, c) => {
      for (let i = c; performance.now() < until; i += n) {
        const t0 = performance.now();
        const r = await call(i);
        ms.push(performance.now() - t0);
        if (codes) {
          codes.set(r.respCode, (codes.get(r.respCode) ?? 0) + 1);
          // A refused press is pressed again a moment later, as a person (or a client honouring 600) does.
          if (r.respCode !== 0) await new Promise((w) => setTimeout(w, RETRY_MS));
        } else if (r.respCode !== 0) throw new Error(`list: ${r.respCode} ${r.respDesc}`);
      }
    }),
  );
  return ms;
}

const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 0.5).toFixed(0)} ms, p99 ${pct(xs, 0.99).toFixed(0)} ms (${xs.length} calls)`;

async function main() {
  const child = await startApp();
  try {
    const admin = await login('chongming_admin');
    const viewer = await login('chongming_viewer');
    const ring = await shape(admin);
    const geometry = { type: 'Polygon', coordinates: [ring] };
    const one = await post(DRAWN, { geometry }, viewer);
    const first = performance.now();
    const again = await post(DRAWN, { geometry }, viewer);
    const alone = performance.now() - first;
    const lists = (i: number) => post(LISTS[i % LISTS.length]!.path, LISTS[i % LISTS.length]!.body, admin);
    await loop(READERS, performance.now() + 3000, lists); // warm-up
    const quiet = await loop(READERS, performance.now() + DURATION_MS, lists);
    const codes = new Map<number, number>();
    const until = performance.now() + DURATION_MS;
    const [during, heavy] = await Promise.all([
      loop(READERS, until, lists),
      loop(HEAVY, until, () => post(DRAWN, { geometry }, viewer), codes),
    ]);
    const [q, d] = [pct(quiet, 0.99), pct(during, 0.99)];
    console.log(
      `heavy-isolation (${process.env.DATABASE_URL ? 'native PostgreSQL' : 'PGlite'}, SHAPE=${SHAPE}, ${ring.length} points): ` +
        `one analysis alone ${alone.toFixed(0)} ms (respCode ${again.respCode}${one.respCode === 0 ? `, ${((one.obj as { areaM2: number }).areaM2 / 1e6).toFixed(0)} km², ${(one.obj as { parcelCount: number }).parcelCount} parcels` : `: ${one.respDesc}`}); ` +
        `lists quiet ${fmt(quiet)}; during ${HEAVY}× analyses ${fmt(during)}; ` +
        `p99 during − quiet ${(d - q).toFixed(0)} ms (goal ≤ 100 ms: ${d - q <= 100 ? 'met' : 'missed'}); ` +
        `analyses ${[...codes].map(([c, n]) => `${n}× respCode ${c}`).join(', ')}, ${fmt(heavy)}`,
    );
  } finally {
    if (child) await stop(child);
  }
}

await main();
