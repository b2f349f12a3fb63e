import { getIotDeviceDetail } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { openLiveStream } from '../../../test/live-client';
import { type EmbeddedBroker, startEmbeddedBroker } from '../../devices/mqtt/broker';
import { startDemoSimulator } from './demo-fleet';
import type { Fleet } from './fleet';

let t: TestApp;
let base: string;
let broker: EmbeddedBroker;
let fleet: Fleet;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  broker = await startEmbeddedBroker({
    devices: t.app.services.devices,
    port: 0,
    host: '127.0.0.1',
    log: t.app.services.log,
  });
  fleet = await startDemoSimulator({
    db: t.db,
    mqttUrl: `mqtt://127.0.0.1:${broker.port}`,
    httpUrl: base,
    log: t.app.services.log,
  });
});
afterAll(async () => {
  await fleet.stop();
  await broker.close();
  await t.close();
});

const MINUTE = 60_000;
// The minute just begun: what the simulated devices send at its start.
const thisMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const sendAll = (at: number, only?: (sn: string) => boolean) =>
  Promise.all(
    fleet.devices
      .filter((d) => !d.controller && (!only || only(d.sn)))
      .map((d) => fleet.send(d, undefined, at)),
  );

describe('the demo devices, simulated in the server', () => {
  it('sign in over MQTT with their demo tokens: every online demo device, controllers listening', async () => {
    const [n] = await t.db.query<{ all: number; controllers: number }>(
      `SELECT count(*)::int AS all, count(*) FILTER (WHERE is_controller)::int AS controllers
         FROM iot_devices WHERE status = 1 AND token_hash IS NOT NULL`,
    );
    expect(fleet.devices.length).toBe(n!.all);
    expect(fleet.snapshot()).toMatchObject({ connected: n!.all, failed: 0 });
    expect(broker.connectedDevices()).toBe(n!.controllers);
  });

  it('report a reading of every sensor property for the minute from the weather model, stored and shown', async () => {
    const at = thisMinute();
    await sendAll(at);
    const [row] = await t.db.query<{ props: number; stored: number; outside: number }>(
      `SELECT count(*)::int AS props, count(r.value)::int AS stored,
              count(*) FILTER (WHERE r.value < p.range_min OR r.value > p.range_max)::int AS outside
         FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id
         LEFT JOIN iot_readings r ON r.property_id = p.id AND r.ts = to_timestamp($1 / 1000.0)
        WHERE d.status = 1 AND NOT d.is_controller AND d.token_hash IS NOT NULL`,
      [at],
    );
    expect(row!.props).toBeGreaterThan(10);
    expect(row).toEqual({ props: row!.props, stored: row!.props, outside: 0 });
    expect(fleet.snapshot().failed).toBe(0);
    // The weather model carries on from the seeded history: a sensor's detail shows the minute's values.
    const [d] = await t.db.query<{ id: number }>(
      `SELECT d.id FROM iot_devices d WHERE d.status = 1 AND NOT d.is_controller AND d.token_hash IS NOT NULL
        AND d.area_id BETWEEN 310151000000 AND 310151999999 ORDER BY d.id LIMIT 1`,
    );
    const detail = await t.call(getIotDeviceDetail, { deviceId: d!.id }, await t.login('chongming_viewer'));
    for (const p of detail.obj!.properties)
      expect(Date.parse(`${p.time!.replace(' ', 'T')}+08:00`)).toBeGreaterThanOrEqual(at);
  });

  it('a reading across a rule raises an alarm that reaches an open screen of the county only', async () => {
    // A humidity rule the next reading surely breaks (humidity stays within 30–99 %RH).
    const [p] = await t.db.query<{ id: number; sn: string }>(
      `SELECT p.id, d.device_sn AS sn FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id
        WHERE d.status = 1 AND p.identifier = 'airHumidity' AND d.area_id BETWEEN 310151000000 AND 310151999999
          AND d.token_hash IS NOT NULL
        ORDER BY p.id LIMIT 1`,
    );
    await t.db.query(
      "INSERT INTO iot_alarm_rules (property_id, comparator, threshold, alarm_level) VALUES ($1, 'gt', 5, 3)",
      [p!.id],
    );
    t.app.services.devices.forget(
      (
        await t.db.query<{ device_id: number }>('SELECT device_id FROM iot_device_properties WHERE id = $1', [
          p!.id,
        ])
      )[0]!.device_id,
    );
    const mine = await openLiveStream(base, await t.login('chongming_viewer'), 'iot.alarm');
    const other = await openLiveStream(base, await t.login('pudong_viewer'), 'iot.alarm');
    await mine.next('ready');
    await other.next('ready');

    await sendAll(thisMinute() + 1000, (sn) => sn === p!.sn);
    const [alarm] = await t.db.query<{ id: number; alarm_level: number }>(
      'SELECT id, alarm_level FROM iot_alarm_records WHERE property_id = $1 AND threshold = 5',
      [p!.id],
    );
    const got = (await mine.next('iot.alarm')) as unknown as {
      data: { alarmId: number; alarmLevel: number };
    };
    expect(got.data).toMatchObject({ alarmId: alarm!.id, alarmLevel: 3 });
    expect(await other.absent('iot.alarm', 300)).toBe(true);
    mine.close();
    other.close();
  });
});
