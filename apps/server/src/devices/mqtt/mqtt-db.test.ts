import { getIotDeviceDetail, setIotControllerStatus } from '@fengshou/core/contract';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoDeviceToken } from '../../demo/simulator/demo-credentials';
import { type EmbeddedBroker, startEmbeddedBroker } from './broker';
import { connectClient, until } from './test-support';

let t: TestApp;
let broker: EmbeddedBroker;
let admin: string;
const clients: MqttClient[] = [];
type Dev = { id: number; sn: string; farm_id: number };
let sensor: Dev;
let other: Dev;
let controller: Dev & { identifier: string; status: number };

beforeAll(async () => {
  t = await createTestApp();
  broker = await startEmbeddedBroker({
    devices: t.app.services.devices,
    port: 0,
    host: '127.0.0.1',
    log: t.app.services.log,
  });
  admin = await t.login('chongming_admin');
  const sensors = await t.db.query<Dev>(
    `SELECT d.id, d.device_sn AS sn, d.farm_id FROM iot_devices d
      WHERE NOT d.is_controller AND d.token_hash IS NOT NULL AND d.area_id BETWEEN 310151000000 AND 310151999999
        AND EXISTS (SELECT 1 FROM iot_device_properties p WHERE p.device_id = d.id AND p.identifier = 'airTemp')
      ORDER BY d.id LIMIT 2`,
  );
  [sensor, other] = sensors as [Dev, Dev];
  [controller] = (await t.db.query<Dev & { identifier: string; status: number }>(
    `SELECT d.id, d.device_sn AS sn, d.farm_id, s.identifier, s.status FROM iot_devices d
       JOIN iot_controller_states s ON s.device_id = d.id
      WHERE d.is_controller AND d.token_hash IS NOT NULL AND d.area_id BETWEEN 310151000000 AND 310151999999
      ORDER BY d.id, s.identifier LIMIT 1`,
  )) as [Dev & { identifier: string; status: number }];
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await broker.close();
  await t.close();
});

const connect = (username: string, password: string) =>
  connectClient(broker.port, clients, username, password);
const readingsAt = (deviceId: number, ts: number) =>
  t.db.query<{ identifier: string; value: number }>(
    `SELECT p.identifier, r.value FROM iot_readings r JOIN iot_device_properties p ON p.id = r.property_id
      WHERE p.device_id = $1 AND r.ts = to_timestamp($2 / 1000.0) ORDER BY p.identifier`,
    [deviceId, ts],
  );

describe('MQTT ingestion into the database', () => {
  it('stores what a device publishes, acknowledged after the commit, and the device detail shows it', async () => {
    const c = await connect(sensor.sn, demoDeviceToken(sensor.sn));
    const ts = Math.floor(Date.now() / 1000) * 1000 - 1000;
    await c.publishAsync(
      `fengshou/devices/${sensor.sn}/telemetry`,
      JSON.stringify({ ts, values: { airTemp: 23.4 } }),
      { qos: 1 },
    );
    // PUBACK came after the commit: the row is there without waiting.
    expect(await readingsAt(sensor.id, ts)).toEqual([{ identifier: 'airTemp', value: 23.4 }]);
    const detail = await t.call(getIotDeviceDetail, { deviceId: sensor.id }, admin);
    expect(detail.respCode).toBe(0);
    expect(detail.obj!.properties.find((p) => p.identifier === 'airTemp')?.value).toBe(23.4);
  });

  it('refuses a wrong or another device’s credential at CONNECT', async () => {
    await expect(connect(sensor.sn, demoDeviceToken(other.sn))).rejects.toThrow(/Bad username or password/);
    await expect(connect(sensor.sn, 'not-a-token')).rejects.toThrow(/Bad username or password/);
  });

  it('refuses publishing under another device’s serial: nothing stored for it', async () => {
    const c = await connect(sensor.sn, demoDeviceToken(sensor.sn));
    const ts = Math.floor(Date.now() / 1000) * 1000 - 2000;
    const closed = new Promise<void>((r) => c.once('close', () => r()));
    c.publish(`fengshou/devices/${other.sn}/telemetry`, JSON.stringify({ ts, values: { airTemp: 11 } }), {
      qos: 1,
    });
    await closed;
    expect(await readingsAt(other.id, ts)).toEqual([]);
  });

  it('counts a malformed payload as malformed for the device and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db.query<{ count: string }>(
            "SELECT count FROM device_rejections WHERE device_id = $1 AND reason = 'malformed'",
            [sensor.id],
          )
        )[0]?.count ?? 0,
      );
    const before = await count();
    const stored = async () =>
      Number(
        (
          await t.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM iot_readings r JOIN iot_device_properties p ON p.id = r.property_id WHERE p.device_id = $1',
            [sensor.id],
          )
        )[0]!.n,
      );
    const rows = await stored();
    const c = await connect(sensor.sn, demoDeviceToken(sensor.sn));
    await c.publishAsync(`fengshou/devices/${sensor.sn}/telemetry`, '{"airTemp": 2', { qos: 1 });
    await c.publishAsync(`fengshou/devices/${sensor.sn}/telemetry`, '"just text"', { qos: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await count()).toBe(before + 2);
    expect(await stored()).toBe(rows);
    expect(c.connected).toBe(true);
  });

  it('sends a command to the controller’s commands topic while it listens, and takes its answer', async () => {
    // Offline since its last message: connecting to the broker is contact enough to take commands.
    await t.db.query('UPDATE iot_devices SET status = 0 WHERE id = $1', [controller.id]);
    const c = await connect(controller.sn, demoDeviceToken(controller.sn));
    const got: { commandId: string; identifier: string; status: number }[] = [];
    c.on('message', (_topic, payload) => got.push(JSON.parse(payload.toString())));
    await c.subscribeAsync(`fengshou/devices/${controller.sn}/commands`, { qos: 1 });
    await until(() => broker.connectedDevices() >= 1);
    const status = 1 - controller.status;
    const sent = await t.call(
      setIotControllerStatus,
      {
        deviceId: controller.id,
        farmId: controller.farm_id,
        identifier: controller.identifier,
        status,
        commandId: 'mqtt-db-test-01',
      },
      admin,
    );
    expect(sent.respCode).toBe(0);
    await until(() => got.length === 1);
    expect(got[0]).toMatchObject({ commandId: 'mqtt-db-test-01', identifier: controller.identifier, status });
    const [row] = await t.db.query<{ delivered_via: string }>(
      "SELECT delivered_via FROM iot_device_commands WHERE command_id = 'mqtt-db-test-01'",
    );
    expect(row!.delivered_via).toBe('mqtt');
    await c.publishAsync(
      `fengshou/devices/${controller.sn}/commands/ack`,
      JSON.stringify({ commandId: 'mqtt-db-test-01', ok: true }),
      { qos: 1 },
    );
    await c.publishAsync(
      `fengshou/devices/${controller.sn}/state`,
      JSON.stringify({ [controller.identifier]: status }),
      {
        qos: 1,
      },
    );
    const [done] = await t.db.query<{ state: string }>(
      "SELECT state FROM iot_device_commands WHERE command_id = 'mqtt-db-test-01'",
    );
    expect(done!.state).toBe('acknowledged');
    const [state] = await t.db.query<{ status: number }>(
      'SELECT status FROM iot_controller_states WHERE device_id = $1 AND identifier = $2',
      [controller.id, controller.identifier],
    );
    expect(state!.status).toBe(status);
  });
});
