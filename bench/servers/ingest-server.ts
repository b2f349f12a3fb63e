// The real server for the ingestion benchmarks: the app (device service, HTTP ingestion, live channel) and
// the embedded MQTT broker in one process, on PGlite (a fresh data directory) or DATABASE_URL, with the small
// demo seed (logins, 崇明) and BENCH_DEVICES (1000) sensors of profile BENCH_PROFILE (soil) registered in a
// 崇明 village, each with the token `bench-token-{n}`. Prints `ready <http port> <mqtt port>`. GET
// /bench/stats answers the device service's figures, the process's RSS (after a GC) and the MQTT clients;
// POST /bench/rule puts an alarm rule on a bench device's property.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { sha256 } from '../../apps/server/src/auth/tokens';
import { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open';
import { DEMO_STEPS, seedDemo } from '../../apps/server/src/demo';
import { startMqtt } from '../../apps/server/src/devices/mqtt';
import { isEmptyDatabase } from '../../apps/server/src/seed/installation';
import { announce } from '../lib';

// BENCH_BACKEND=pglite runs on PGlite even where DATABASE_URL is set (the benchmark compares both).
if (process.env.BENCH_BACKEND === 'pglite') delete process.env.DATABASE_URL;
const DEVICES = Number(process.env.BENCH_DEVICES ?? 1000);
const PROFILE = process.env.BENCH_PROFILE ?? 'soil';
const ownDir = !process.env.BENCH_DATA_DIR && !process.env.DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fengshou-ingest-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  CAPTCHA: 'off',
  PORT: '0',
  HOST: '127.0.0.1',
  MQTT_PORT: '0',
  DEMO_TICKER: 'off',
  SESSION_MAX_PER_USER: '1000',
});

/** The bench devices' serial and token: the benchmark derives the same. */
export const benchSn = (i: number) => `BENCH-${String(i).padStart(5, '0')}`;
export const benchToken = (i: number) => `bench-token-${i}`;

async function registerDevices(db: Database) {
  const [area] = await db.query<{ id: string }>(
    'SELECT id FROM areas WHERE level = 5 AND id BETWEEN 310151000000 AND 310151999999 ORDER BY id LIMIT 1',
  );
  const [profile] = await db.query<{ id: number; gate: number }>(
    'SELECT id, gate_category_id AS gate FROM device_profiles WHERE code = $1',
    [PROFILE],
  );
  if (!area || !profile) throw new Error(`no 崇明 village or no profile ${PROFILE}`);
  const n = Array.from({ length: DEVICES }, (_, i) => i + 1);
  await db.tx(async (q) => {
    await q.query("DELETE FROM iot_devices WHERE device_sn LIKE 'BENCH-%'");
    await q.query(
      `INSERT INTO iot_devices (device_sn, device_name, gate_category_id, area_id, status, is_controller, profile_id,
                                token_hash, token_issued_at)
       SELECT x.sn, '压测设备 ' || x.sn, $3, $4, 0, false, $5, x.h, now()
         FROM unnest($1::text[], $2::text[]) AS x(sn, h)`,
      [n.map(benchSn), n.map((i) => sha256(benchToken(i))), profile.gate, area.id, profile.id],
    );
    await q.query(
      `INSERT INTO iot_device_properties (device_id, identifier, property_name, unit, normal_min, normal_max,
                                          range_min, range_max, digits)
       SELECT d.id, pp.identifier, pp.name, pp.unit, pp.normal_min, pp.normal_max, pp.range_min, pp.range_max, pp.digits
         FROM iot_devices d JOIN device_profile_properties pp ON pp.profile_id = d.profile_id
        WHERE d.device_sn LIKE 'BENCH-%'`,
    );
  });
}

const db = await openDatabase(config);
await migrate(db);
if (await isEmptyDatabase(db)) await seedDemo(db, DEMO_STEPS, { scale: 0.05 });
await registerDevices(db);
const app = await buildApp({ config, db });
const mqtt = (await startMqtt(config.mqtt, { devices: app.services.devices, db, log: app.services.log }))!;
const gc = (globalThis as { gc?: () => void }).gc;
app.get('/bench/stats', async () => {
  gc?.();
  return {
    stats: app.services.devices.stats(),
    rss: process.memoryUsage().rss,
    // What the JavaScript side holds (heap and buffers): RSS keeps pages the seeding freed.
    js: process.memoryUsage().heapUsed + process.memoryUsage().external,
    clients: mqtt.broker?.connectedClients() ?? 0,
  };
});
app.post<{ Body: { sn: string; identifier: string; threshold: number } }>('/bench/rule', async (request) => {
  const { sn, identifier, threshold } = request.body;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO iot_alarm_rules (property_id, comparator, threshold, alarm_level, rule_name)
     SELECT p.id, 'gt', $3, 3, '压测规则' FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id
      WHERE d.device_sn = $1 AND p.identifier = $2 RETURNING id`,
    [sn, identifier, threshold],
  );
  return { ruleId: row?.id };
});
await app.listen({ port: 0, host: '127.0.0.1' });
announce(app.server.address(), String(mqtt.port));
process.once('SIGTERM', async () => {
  await mqtt.close();
  await app.close();
  await db.close();
  if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
