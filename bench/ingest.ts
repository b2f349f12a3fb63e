// Device ingestion: BENCH_DEVICES (1000) simulated sensors (real MQTT sessions or HTTP clients, the
// simulator's own code) against the real server with its embedded broker in one process
// (servers/ingest-server.ts), on PGlite and, with DATABASE_URL, on native PostgreSQL. Each device sends a
// batch of BATCH (3) sample times of its profile's properties every INTERVAL_S (2) s, so the offered load is
// devices × properties × BATCH / INTERVAL_S readings per second. After WARMUP_S (10) s, DURATION_S (30) s
// measured: readings per second the devices had acknowledged (PUBACK after commit, or the HTTP answer) and
// the server stored, the server's ingest-to-commit p50/p99 (services.devices.stats()), the devices' send →
// answer p99, and server memory per connected MQTT device (RSS after a GC, before and after they connect).
// Goals (2 cores, broker in process): ≥ 5,000 readings/s on native PostgreSQL, ≥ 2,000/s on PGlite.
// TRANSPORTS=mqtt,http (both), BACKENDS=pglite,pg (pg only with DATABASE_URL).
import type { ChildProcess } from 'node:child_process';
import {
  Fleet,
  HttpLink,
  MqttLink,
  profileCurve,
  type SimDeviceSpec,
} from '../apps/server/src/demo/simulator';
import { DEVICE_PROFILES } from '../apps/server/src/seed/device-profiles';
import { startServer, stop } from './lib';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 1000);
const INTERVAL_S = Number(process.env.INTERVAL_S ?? 2);
const BATCH = Number(process.env.BATCH ?? 3);
const WARMUP_S = Number(process.env.WARMUP_S ?? 10);
const DURATION_S = Number(process.env.DURATION_S ?? 30);
const PROFILE = 'soil';
const TRANSPORTS = (process.env.TRANSPORTS ?? 'mqtt,http').split(',');
const BACKENDS = (process.env.BACKENDS ?? (process.env.DATABASE_URL ? 'pglite,pg' : 'pglite')).split(',');

type Stats = {
  stats: {
    messages: number;
    readingsStored: number;
    rejected: number;
    flushes: number;
    latencyP50: number;
    latencyP99: number;
  };
  rss: number;
  js: number;
  clients: number;
};

const profile = DEVICE_PROFILES.find((p) => p.code === PROFILE)!;
const simProfile = {
  code: profile.code,
  properties: profile.properties.map(([identifier, , , , normal, digits]) => ({
    identifier,
    normal,
    digits,
  })),
  states: [],
};
const specs: SimDeviceSpec[] = Array.from({ length: DEVICES }, (_, k) => ({
  sn: `BENCH-${String(k + 1).padStart(5, '0')}`,
  token: `bench-token-${k + 1}`,
  controller: false,
  profile: simProfile,
}));

const mb = (b: number) => (b / 1024 / 1024).toFixed(0);

async function run(backend: string, transport: string) {
  const env: NodeJS.ProcessEnv = { NODE_OPTIONS: '--expose-gc', BENCH_BACKEND: backend };
  const server = await startServer('bench/servers/ingest-server.ts', [], env);
  const child: ChildProcess = server.child;
  const base = `http://127.0.0.1:${server.port}`;
  const stats = async () => (await (await fetch(`${base}/bench/stats`)).json()) as Stats;
  try {
    const before = await stats();
    const fleet = new Fleet(specs, {
      link: (d) =>
        transport === 'mqtt' ? new MqttLink(`mqtt://127.0.0.1:${server.token}`, d) : new HttpLink(base, d),
      values: profileCurve,
      intervalMs: INTERVAL_S * 1000,
      batch: BATCH,
      connectConcurrency: 100,
    });
    const c0 = performance.now();
    await fleet.start();
    const connectMs = performance.now() - c0;
    const connected = await stats();
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    fleet.resetStats();
    const s1 = await stats();
    const t1 = performance.now();
    await new Promise((r) => setTimeout(r, DURATION_S * 1000));
    const s2 = await stats();
    const seconds = (performance.now() - t1) / 1000;
    const f = fleet.snapshot();
    await fleet.stop();
    const offered = (DEVICES * simProfile.properties.length * BATCH) / INTERVAL_S;
    const perDevice =
      transport === 'mqtt' && connected.clients > 0
        ? `${((connected.js - before.js) / connected.clients / 1024).toFixed(1)} KiB heap and buffers, ` +
          `${((connected.rss - before.rss) / connected.clients / 1024).toFixed(1)} KiB RSS`
        : '–';
    console.log(
      `${backend.padEnd(6)} ${transport.padEnd(4)} ${DEVICES} devices (connected in ${(connectMs / 1000).toFixed(1)} s): ` +
        `offered ${offered.toFixed(0)}/s, acknowledged ${(f.readings / seconds).toFixed(0)}/s, ` +
        `stored ${((s2.stats.readingsStored - s1.stats.readingsStored) / seconds).toFixed(0)}/s, ` +
        `rejected ${s2.stats.rejected - s1.stats.rejected}, failed sends ${f.failed}, ` +
        `flushes ${((s2.stats.flushes - s1.stats.flushes) / seconds).toFixed(1)}/s, ` +
        `ingest→commit p50 ${s2.stats.latencyP50.toFixed(0)} ms p99 ${s2.stats.latencyP99.toFixed(0)} ms, ` +
        `device send→answer p50 ${f.sendP50.toFixed(0)} ms p99 ${f.sendP99.toFixed(0)} ms, ` +
        `RSS ${mb(before.rss)} → ${mb(connected.rss)} MiB, heap and buffers ${mb(before.js)} → ${mb(connected.js)} MiB ` +
        `(per MQTT device: ${perDevice})`,
    );
  } finally {
    await stop(child);
  }
}

for (const backend of BACKENDS) for (const transport of TRANSPORTS) await run(backend, transport);
process.exit(0);
