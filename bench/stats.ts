// Issue 10: the statistics endpoints a dashboard polls, at the county (崇明) and province (上海) levels,
// 20 concurrent clients with autocannon. Budget: p95 ≤ 50 ms. Autocannon reports p90 and p97.5; p95 lies
// between them, so p97.5 ≤ 50 ms meets the budget. Also printed: each request's first (cold) answer on a
// fresh server, which is what the cache and its stale-while-refresh keep away from the polling screens.
//
// Runs the real server (apps/server/src/server.ts) with the full demo seed: BENCH_DATA_DIR reuses a seeded
// PGlite directory (the first start seeds about 2 M rows, ~60 s), DATABASE_URL runs it on native PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { stop } from './lib';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 15);
const BASE = process.env.BENCH_URL ?? `http://127.0.0.1:${PORT}`;
const SUMMARY = '/api/archive/gov/statistic/summary';
const BREAKDOWN = '/api/archive/gov/statistic/breakdown';

/** The statistic requests of a few topic dashboards (overview, IoT, weather, land use control, market, entities). */
function dashboardRequests(areaId: number): { path: string; body: Record<string, unknown> }[] {
  const a = { areaId };
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      path: SUMMARY,
      body: { metrics: ['farmlandAreaMu', 'companyCount', 'farmCount', 'iotDeviceCount'], ...a },
    },
    { path: BREAKDOWN, body: { metrics: ['farmlandAreaMu'], by: 'area', ...a } },
    { path: BREAKDOWN, body: { metrics: ['sownAreaMu'], by: 'category', ...a } },
    { path: BREAKDOWN, body: { metrics: ['sownAreaYearMu'], by: 'month', ...a } },
    { path: BREAKDOWN, body: { metrics: ['iotAlarmCount'], by: 'latest', limit: 20, ...a } },
    { path: SUMMARY, body: { metrics: ['iotOnlineRate'], ...a } },
    {
      path: BREAKDOWN,
      body: { metrics: ['iotAlarmCount'], by: 'day', startDate: monthAgo, endDate: today, ...a },
    },
    {
      path: BREAKDOWN,
      body: { metrics: ['airTempDaily'], by: 'day', startDate: monthAgo, endDate: today, ...a },
    },
    {
      path: SUMMARY,
      body: { metrics: ['occupationCount', 'occupationAreaMu', 'occupationArableAreaMu'], ...a },
    },
    { path: BREAKDOWN, body: { metrics: ['occupationCount'], by: 'area', ...a } },
    {
      path: BREAKDOWN,
      body: { metrics: ['avgPrice', 'wholesalePrice'], by: 'day', startDate: monthAgo, endDate: today, ...a },
    },
    { path: BREAKDOWN, body: { metrics: ['companyCount', 'farmCount'], by: 'area', ...a } },
    { path: BREAKDOWN, body: { metrics: ['salesAmountWan'], by: 'month', ...a } },
  ];
}

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(BASE + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { respCode: number; respDesc: string; obj: unknown };
}

async function startApp(): Promise<ChildProcess> {
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fengshou-stats-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The port opens before migrations and the first seed; ready answers 200 once the server serves.
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

async function measure(level: string, areaId: number, token: string) {
  const reqs = dashboardRequests(areaId);
  const cold: number[] = [];
  for (const r of reqs) {
    const t0 = performance.now();
    const res = await post(r.path, r.body, token);
    cold.push(performance.now() - t0);
    if (res.respCode !== 0)
      throw new Error(`${r.path} ${JSON.stringify(r.body)}: ${res.respCode} ${res.respDesc}`);
  }
  // Warm-up load (not measured): the fresh process compiles its hot paths, and parts older than their age
  // are rebuilt behind the answers (they hold PGlite's one connection meanwhile).
  await autocannon({ ...loadOptions(reqs, token), duration: WARMUP_S });
  const result = await autocannon(loadOptions(reqs, token));
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`failures: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // Baseline in the same run: the authenticated ping (no database) at the same concurrency.
  const ping = await autocannon({
    url: `${BASE}/api/system/gov/status/ping`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', accesstoken: token },
    body: '{}',
  });
  const l = result.latency;
  console.log(
    `stats ${level} (${process.env.DATABASE_URL ? 'native PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections × ${DURATION_S} s, ${reqs.length} requests): ` +
      `${result.requests.average.toFixed(0)} req/s, p50 ${l.p50} ms, p90 ${l.p90} ms, p97.5 ${l.p97_5} ms, p99 ${l.p99} ms, max ${l.max} ms ` +
      `(budget p95 ≤ 50 ms: ${l.p97_5 <= 50 ? 'met' : l.p90 <= 50 ? 'between p90 and p97.5' : 'missed'}); ` +
      `cold first answers: median ${median(cold).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms; ` +
      `baseline ping ${ping.requests.average.toFixed(0)} req/s, p50 ${ping.latency.p50} ms, p97.5 ${ping.latency.p97_5} ms`,
  );
  return { level, p90: l.p90, p97_5: l.p97_5, cold };
}

function loadOptions(reqs: { path: string; body: Record<string, unknown> }[], token: string) {
  return {
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: reqs.map((r) => ({
      method: 'POST',
      path: r.path,
      headers: { 'content-type': 'application/json', accesstoken: token },
      body: JSON.stringify(r.body),
    })),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
};

export async function statsBench() {
  const external = process.env.BENCH_URL !== undefined;
  const child = external ? undefined : await startApp();
  try {
    const login = await post('/api/login/gov/user/login', {
      loginName: 'shanghai_admin',
      password: 'Fengshou@2026',
    });
    if (login.respCode !== 0) throw new Error(`login: ${login.respDesc}`);
    const token = (login.obj as { accessToken: string }).accessToken;
    return [
      await measure('county 崇明', 310151000000, token),
      await measure('province 上海', 310000000000, token),
    ];
  } finally {
    if (child) await stop(child);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await statsBench();
