// Issue 13: property history over 30 days of hourly readings (p50/p95), and the live channel under 200 open
// event streams (server memory per stream, delay from a committed row to every stream).
// Runs against a started demo server: BASE_URL (default http://localhost:8080) and, for memory, SERVER_PID.
import { readFileSync } from 'node:fs';
import { apiAt, pct } from './lib';

const BASE = process.env.BASE_URL ?? 'http://localhost:8080';
const STREAMS = Number(process.env.STREAMS ?? 200);

const { call, login } = apiAt(BASE);
const rssKb = (pid: string) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

const token = await login('chongming_admin');

// 1. Property history: one sensor property, the 30 days before its latest reading, one point per hour.
type Device = {
  deviceId: number;
  farmId: number;
  status: number;
  properties: { devicePropertyId: number; time: string | null }[];
  states: { identifier: string; status: number }[];
};
// The county's devices, page by page (a `--scale 10` county has several thousand).
const devices = { list: [] as Device[] };
for (let pageNo = 1; ; pageNo++) {
  const page = await call<{ list: Device[]; total: number }>(
    '/api/produce/gov/iot/device/list',
    { pageSize: 1000, pageNo },
    token,
  );
  devices.list.push(...page.list);
  if (devices.list.length >= page.total || page.list.length === 0) break;
}
const sensor = devices.list.find((d) => d.properties.length > 0 && d.properties[0]!.time)!;
const prop = sensor.properties[0]!;
const end = prop.time!;
const start = new Date(Date.parse(`${end.replace(' ', 'T')}+08:00`) - 30 * 86_400_000);
const startTime = new Date(start.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
const times: number[] = [];
let points = 0;
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  const h = await call<{ points: unknown[] }>(
    '/api/produce/gov/iot/property/history',
    { devicePropertyId: prop.devicePropertyId, startTime, endTime: end, maxPoints: 720 },
    token,
  );
  times.push(performance.now() - t0);
  points = h.points.length;
}
// Baseline in the same run: the cheapest authenticated call (same HTTP, auth and envelope path).
const base: number[] = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  await call('/api/produce/gov/iot/property/get', { deviceId: sensor.deviceId }, token);
  base.push(performance.now() - t0);
}
console.log(
  `baseline property/get (one device): p50 ${pct(base, 0.5).toFixed(1)} ms, p95 ${pct(base, 0.95).toFixed(1)} ms`,
);
console.log(
  `property history 30 d hourly (${points} points): p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms`,
);

// 2. Live channel: open STREAMS streams, then switch a controller and time its event on every stream.
const pid = process.env.SERVER_PID;
const rss0 = pid ? rssKb(pid) : 0;
const controllers = new AbortController();
const waiters = new Set<(at: number) => void>();
let open = 0;
const readers: Promise<void>[] = [];
for (let i = 0; i < STREAMS; i++) {
  const res = await fetch(`${BASE}/api/live/gov/events/stream?topics=iot.controller`, {
    headers: { accessToken: token },
    signal: controllers.signal,
  });
  open++;
  readers.push(
    (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          if (value.includes('event: iot.controller')) for (const w of [...waiters]) w(performance.now());
        }
      } catch {
        // aborted at the end
      }
    })(),
  );
}
await new Promise((r) => setTimeout(r, 1000));
const rss1 = pid ? rssKb(pid) : 0;
const ctl = devices.list.find((d) => d.states.length > 0 && d.status === 1)!;
const delays: number[] = [];
let status = ctl.states[0]!.status;
for (let round = 0; round < 10; round++) {
  status = 1 - status;
  let got = 0;
  let last = 0;
  const done = new Promise<void>((resolve) => {
    const w = (at: number) => {
      got++;
      last = at;
      if (got === STREAMS) {
        waiters.delete(w);
        resolve();
      }
    };
    waiters.add(w);
  });
  const t0 = performance.now();
  await call(
    '/api/produce/gov/thirdIot/controller/setStatus',
    { deviceId: ctl.deviceId, farmId: ctl.farmId, identifier: ctl.states[0]!.identifier, status },
    token,
  );
  await done;
  delays.push(last - t0);
}
console.log(
  `live channel: ${open} streams, server RSS +${pid ? ((rss1 - rss0) / open).toFixed(1) : '?'} KB per stream; ` +
    `row to all streams p50 ${pct(delays, 0.5).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`,
);
controllers.abort();
await Promise.allSettled(readers);
