/**
 * A duration rule survives the death of its server: a compiled server on an embedded database (an
 * installation without the demo, with one weather station of the catalogue's profile) gets readings
 * over the alarm threshold for five minutes of a ten-minute rule, is killed with SIGKILL, and a new server
 * on the same directory raises the alarm on the first reading past ten minutes — not before, and once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite';
import { issueToken } from '../../src/devices/credentials';
import { buildServer, freePort, ServerProcess } from './processes';

const work = mkdtempSync(join(tmpdir(), 'fengshou-ops-rule-'));
const dataDir = join(work, 'data');
// A bureau's installation (no demo): its first start is quick, and the device is registered by hand.
const ENV = { DATA_DIR: dataDir, DEMO: 'off', REGION: '310151', MQTT: 'off' };
let server: ServerProcess | undefined;
let token: string;
let ruleId: number;
const t0 = Date.now() - 30 * 60_000;

/** A reading of the device's air temperature `min` minutes after t0, over HTTP. */
async function reading(s: ServerProcess, min: number, value: number) {
  const res = await fetch(`${s.base}/api/device/telemetry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-token': token },
    body: JSON.stringify({ ts: t0 + min * 60_000, values: { airTemp: value } }),
  });
  expect(res.status).toBe(200);
}

/** The rule's alarms, read from the directory while no server holds it. */
async function alarms(): Promise<{ status: number; value: number }[]> {
  const db = await openPglite({ dataDir });
  try {
    return await db.query('SELECT status, alarm_value AS value FROM iot_alarm_records WHERE rule_id = $1', [
      ruleId,
    ]);
  } finally {
    await db.close();
  }
}

async function start() {
  server = new ServerProcess(await freePort(), ENV);
  await server.waitReady(600_000);
  return server;
}

describe('a duration rule across a killed server', () => {
  beforeAll(async () => {
    buildServer();
    // A first start seeds the database; the device's credential and rule are set while no server runs.
    await (await start()).stop();
    const db = await openPglite({ dataDir });
    try {
      const [d] = await db.query<{ id: number }>(
        `INSERT INTO iot_devices (device_sn, device_name, gate_category_id, area_id, profile_id)
         SELECT 'QX-OPS-1', '试验气象站', gate_category_id, 310151000000, id FROM device_profiles WHERE code = 'weather'
         RETURNING id`,
      );
      const props = await db.query<{ id: number; device_id: number; identifier: string }>(
        `INSERT INTO iot_device_properties (device_id, identifier, property_name, unit, range_min, range_max)
         SELECT $1, pp.identifier, pp.name, pp.unit, pp.range_min, pp.range_max FROM device_profile_properties pp
           JOIN device_profiles pr ON pr.id = pp.profile_id WHERE pr.code = 'weather'
         RETURNING id, device_id, identifier`,
        [d!.id],
      );
      const p = props.find((x) => x.identifier === 'airTemp');
      // A new installation's rules are the profiles' defaults; this test's rule is the only one on the property.
      await db.query('UPDATE iot_alarm_rules SET enabled = false WHERE property_id = $1', [p!.id]);
      const [r] = await db.query<{ id: number }>(
        `INSERT INTO iot_alarm_rules (property_id, comparator, threshold, clear_threshold, duration_s, alarm_level)
         VALUES ($1, 'gt', 25, 20, 600, 3) RETURNING id`,
        [p!.id],
      );
      ruleId = r!.id;
      token = await issueToken(db, p!.device_id);
    } finally {
      await db.close();
    }
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('raises the alarm after the duration on the server started after a SIGKILL', async () => {
    const first = await start();
    await reading(first, 0, 30);
    await reading(first, 5, 31);
    await first.kill();
    server = undefined;
    expect(await alarms()).toEqual([]);

    const second = await start();
    await reading(second, 9, 30.5);
    await reading(second, 11, 32);
    await reading(second, 12, 33);
    await second.stop();
    server = undefined;
    expect(await alarms()).toEqual([{ status: 0, value: 32 }]);
  });
});
