import { getIotDeviceDetail, getIotPropertyState, setIotControllerStatus } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { issueToken } from './credentials';
import { DEVICE_PATHS } from './http-routes';
import { Devices } from './service';

let t: TestApp;
let admin: string;
const CM = [310151000000, 310151999999];
let sensor: { id: number; sn: string; farm_id: number };
let prop: { id: number; identifier: string };
let token: string;

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;

async function send(path: string, body: unknown, tok = token, method: 'POST' | 'GET' = 'POST') {
  const res = await t.app.inject({
    method,
    url: path,
    headers: { 'content-type': 'application/json', 'x-device-token': tok },
    ...(method === 'POST' ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return {
    status: res.statusCode,
    ...(res.json() as {
      respCode: number;
      respDesc: string;
      obj: { accepted: number; rejected: { reason: string }[] };
    }),
  };
}

const readingsOf = async (propertyId: number) =>
  (
    await one<{ n: number }>('SELECT count(*)::int AS n FROM iot_readings WHERE property_id = $1', [
      propertyId,
    ])
  ).n;

const rejections = async (deviceId: number) =>
  Object.fromEntries(
    (
      await t.db.query<{ reason: string; count: string }>(
        'SELECT reason, count FROM device_rejections WHERE device_id = $1',
        [deviceId],
      )
    ).map((r) => [r.reason, Number(r.count)]),
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  sensor = await one(
    `SELECT d.id, d.device_sn AS sn, d.farm_id FROM iot_devices d
      WHERE d.area_id BETWEEN $1 AND $2 AND NOT d.is_controller
        AND EXISTS (SELECT 1 FROM iot_device_properties p WHERE p.device_id = d.id AND p.identifier = 'airTemp')
      ORDER BY d.id LIMIT 1`,
    CM,
  );
  prop = await one(
    "SELECT id, identifier FROM iot_device_properties WHERE device_id = $1 AND identifier = 'airTemp'",
    [sensor.id],
  );
  token = await issueToken(t.db, sensor.id);
});
afterAll(() => t.close());

describe('HTTP telemetry', () => {
  it('stores a device’s readings, shows them as its latest values and marks it in contact', async () => {
    const ts = Date.now() - 1000;
    const res = await send(DEVICE_PATHS.telemetry, { ts, values: { airTemp: 21.5 } });
    expect(res).toMatchObject({ status: 200, respCode: 0, obj: { accepted: 1 } });
    const detail = await t.call(getIotDeviceDetail, { deviceId: sensor.id }, admin);
    const p = (detail.obj!.properties as { devicePropertyId: number; value: number }[]).find(
      (x) => x.devicePropertyId === prop.id,
    )!;
    expect(p.value).toBe(21.5);
    const dev = await one<{ status: number; contact: boolean }>(
      'SELECT status, last_contact IS NOT NULL AS contact FROM iot_devices WHERE id = $1',
      [sensor.id],
    );
    expect(dev).toEqual({ status: 1, contact: true });
  });

  it('takes the flat and the batched forms, a second reading of the same time once', async () => {
    const before = await readingsOf(prop.id);
    expect((await send(DEVICE_PATHS.telemetry, { airTemp: 20 })).respCode).toBe(0);
    const ts = Date.now() - 60_000;
    const batch = [
      { ts, values: { airTemp: 19 } },
      { ts: new Date(ts + 1000).toISOString(), values: { airTemp: 19.2 } },
      { ts, values: { airTemp: 39 } },
    ];
    expect((await send(DEVICE_PATHS.telemetry, batch)).obj.accepted).toBe(3);
    expect(await readingsOf(prop.id)).toBe(before + 3);
  });

  it('refuses a wrong or missing token with 401 and stores nothing', async () => {
    const before = await readingsOf(prop.id);
    expect(await send(DEVICE_PATHS.telemetry, { airTemp: 20 }, 'not-a-token')).toMatchObject({
      status: 401,
      respCode: 401,
    });
    expect((await send(DEVICE_PATHS.telemetry, { airTemp: 20 }, '')).status).toBe(401);
    expect(await readingsOf(prop.id)).toBe(before);
  });

  it('refuses malformed, unknown, out-of-range and future readings whole, counted per device and reason', async () => {
    const before = await readingsOf(prop.id);
    const was = await rejections(sensor.id);
    const cases: [unknown, string][] = [
      ['{"airTemp": 2', 'malformed'],
      [{ airTemp: 'hot' }, 'malformed'],
      [{ airTemp: 20, leafWetness: 3 }, 'unknown-property'],
      [{ airTemp: 500 }, 'out-of-range'],
      [{ ts: Date.now() + 3600_000, values: { airTemp: 20 } }, 'future-time'],
      [{ ts: '2020-01-01T00:00:00Z', values: { airTemp: 20 } }, 'too-old'],
    ];
    for (const [body, reason] of cases) {
      const res = await send(DEVICE_PATHS.telemetry, body);
      expect(res.status, reason).toBe(400);
      expect(res.respCode).toBe(300);
      expect(res.obj.rejected[0]!.reason).toBe(reason);
    }
    await t.app.services.devices.flush();
    expect(await readingsOf(prop.id)).toBe(before);
    const now = await rejections(sensor.id);
    expect((now.malformed ?? 0) - (was.malformed ?? 0)).toBe(2);
    for (const r of ['unknown-property', 'out-of-range', 'future-time', 'too-old'])
      expect((now[r] ?? 0) - (was[r] ?? 0), r).toBe(1);
  });

  it('refuses a flood from one device beyond its rate with 429, counted', async () => {
    const [flood] = await t.db.query<{ id: number }>(
      `SELECT d.id FROM iot_devices d JOIN iot_device_properties p ON p.device_id = d.id AND p.identifier = 'airTemp'
        WHERE d.area_id BETWEEN $1 AND $2 AND d.id <> $3 ORDER BY d.id LIMIT 1`,
      [...CM, sensor.id],
    );
    const tok = await issueToken(t.db, flood!.id);
    const base = Date.now() - 120_000;
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(await send(DEVICE_PATHS.telemetry, { ts: base + i * 10, values: { airTemp: 20 } }, tok));
    const limited = answers.filter((a) => a.status === 429).length;
    expect(limited).toBeGreaterThan(10);
    expect(answers.filter((a) => a.status === 200).length).toBe(30 - limited);
    await t.app.services.devices.flush();
    expect((await rejections(flood!.id))['rate-limited']).toBe(limited);
  });
});

describe('rules with a duration', () => {
  it('raises only after the duration, keeps its state across a restart, and clears at the clear threshold', async () => {
    const dev = await one<{ id: number; sn: string; area_id: string }>(
      `SELECT d.id, d.device_sn AS sn, d.area_id FROM iot_devices d
        JOIN iot_device_properties p ON p.device_id = d.id AND p.identifier = 'airTemp'
       WHERE d.area_id BETWEEN $1 AND $2 AND d.id NOT IN (SELECT device_id FROM device_rejections)
         AND d.id <> $3 ORDER BY d.id DESC LIMIT 1`,
      [...CM, sensor.id],
    );
    const p = await one<{ id: number }>(
      "SELECT id FROM iot_device_properties WHERE device_id = $1 AND identifier = 'airTemp'",
      [dev.id],
    );
    await t.db.query('UPDATE iot_alarm_rules SET enabled = false WHERE property_id = $1', [p.id]);
    await t.db.query('UPDATE iot_device_properties SET last_value = 20 WHERE id = $1', [p.id]);
    const [rule] = await t.db.query<{ id: number }>(
      `INSERT INTO iot_alarm_rules (property_id, comparator, threshold, clear_threshold, duration_s, alarm_level, rule_name)
       VALUES ($1, 'gt', 25, 20, 600, 3, '高温持续') RETURNING id`,
      [p.id],
    );
    const identity = {
      id: dev.id,
      sn: dev.sn,
      areaId: Number(dev.area_id),
      farmId: null,
      profileId: null,
      isController: false,
    };
    const t0 = Date.now() - 30 * 60_000;
    const at = (min: number, v: number) => ({ ts: t0 + min * 60_000, values: { airTemp: v } });
    const alarms = () =>
      t.db.query<{ id: number; status: number }>(
        'SELECT id, status FROM iot_alarm_records WHERE rule_id = $1',
        [rule!.id],
      );
    const first = t.app.services.devices;
    await first.record(identity, [at(0, 30), at(5, 31)]);
    expect(await alarms()).toEqual([]);
    // A new process on the same database: the duration under way is read back from iot_rule_states.
    const restarted = new Devices(t.db, t.app.services.live, t.app.services.log);
    try {
      const c = await restarted.record(identity, [at(11, 30.5)]);
      const raised = await alarms();
      expect(raised).toEqual([{ id: c.rules.raised[0], status: 0 }]);
      // Still above: no second alarm; between the clear threshold and the threshold: not cleared yet.
      await restarted.record(identity, [at(12, 32), at(13, 22)]);
      expect(await alarms()).toEqual([{ id: raised[0]!.id, status: 0 }]);
      const cleared = await restarted.record(identity, [at(14, 19)]);
      expect(cleared.rules.cleared).toEqual([raised[0]!.id]);
      expect(await alarms()).toEqual([{ id: raised[0]!.id, status: 4 }]);
      const events = await t.db.query<{ event: string }>(
        'SELECT event FROM iot_alarm_events WHERE alarm_id = $1 ORDER BY event_time, id',
        [raised[0]!.id],
      );
      expect(events.map((e) => e.event)).toEqual(['raised', 'cleared']);
      const [content] = await t.db.query<{ c: string }>(
        'SELECT alarm_content AS c FROM iot_alarm_records WHERE id = $1',
        [raised[0]!.id],
      );
      expect(content!.c).toMatch(/30\.5℃，高于阈值25℃，持续10分钟$/);
    } finally {
      await restarted.close();
    }
  });
});

describe('controller commands', () => {
  let ctl: { id: number; farm_id: number; identifier: string; status: number; sn: string };
  let ctlToken: string;
  beforeAll(async () => {
    ctl = await one(
      `SELECT d.id, d.farm_id, d.device_sn AS sn, s.identifier, s.status FROM iot_devices d
         JOIN iot_controller_states s ON s.device_id = d.id
        WHERE d.area_id BETWEEN $1 AND $2 AND d.status = 1 ORDER BY d.id, s.identifier LIMIT 1`,
      CM,
    );
    ctlToken = await issueToken(t.db, ctl.id);
  });
  const stateNow = async () =>
    (
      (await t.call(getIotPropertyState, { deviceId: ctl.id }, admin)).obj as {
        identifier: string;
        status: number;
      }[]
    ).find((s) => s.identifier === ctl.identifier)!.status;

  it('is sent, picked up by the device, acknowledged, and only then shown as the switch’s state; once per id', async () => {
    const body = {
      deviceId: ctl.id,
      farmId: ctl.farm_id,
      identifier: ctl.identifier,
      status: 1 - ctl.status,
      commandId: 'cmd-test-0001',
    };
    const sent = await t.call(setIotControllerStatus, body, admin);
    expect(sent.obj).toMatchObject({
      status: ctl.status,
      changed: true,
      commandId: 'cmd-test-0001',
      commandState: 'sent',
    });
    expect(await stateNow()).toBe(ctl.status);
    const polled = await send(DEVICE_PATHS.commands, null, ctlToken, 'GET');
    expect(polled.obj as unknown).toEqual([
      {
        commandId: 'cmd-test-0001',
        identifier: ctl.identifier,
        status: 1 - ctl.status,
        deadline: expect.any(String),
      },
    ]);
    const ack = await send(DEVICE_PATHS.ack, { commandId: 'cmd-test-0001', ok: true }, ctlToken);
    expect(ack.obj).toEqual({ accepted: 1 });
    expect(await stateNow()).toBe(1 - ctl.status);
    // The same command id again: the command it created, nothing sent or logged again.
    const logs = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM iot_controller_logs WHERE device_id = $1',
      [ctl.id],
    );
    const again = await t.call(setIotControllerStatus, body, admin);
    expect(again.obj).toMatchObject({
      commandId: 'cmd-test-0001',
      commandState: 'acknowledged',
      status: 1 - ctl.status,
    });
    expect(
      (
        await one<{ n: number }>('SELECT count(*)::int AS n FROM iot_controller_logs WHERE device_id = $1', [
          ctl.id,
        ])
      ).n,
    ).toBe(logs.n);
    expect((await send(DEVICE_PATHS.ack, { commandId: 'cmd-test-0001', ok: true }, ctlToken)).obj).toEqual({
      accepted: 0,
    });
    // Another command with a used id is refused naming it.
    const reused = await t.call(setIotControllerStatus, { ...body, status: ctl.status }, admin);
    expect(reused.respCode).toBe(300);
    expect(reused.respDesc).toContain('commandId');
  });

  it('times out when the device never answers, and the switch keeps the reported state', async () => {
    const body = {
      deviceId: ctl.id,
      farmId: ctl.farm_id,
      identifier: ctl.identifier,
      status: ctl.status,
      commandId: 'cmd-test-0002',
    };
    const sent = await t.call(setIotControllerStatus, body, admin);
    expect(sent.obj).toMatchObject({ commandState: 'sent' });
    await t.db.query(
      "UPDATE iot_device_commands SET deadline = now() - interval '1 second' WHERE command_id = 'cmd-test-0002'",
    );
    await t.app.services.devices.sweep();
    const [c] = await t.db.query<{ state: string }>(
      "SELECT state FROM iot_device_commands WHERE command_id = 'cmd-test-0002'",
    );
    expect(c!.state).toBe('timed_out');
    expect(await stateNow()).toBe(1 - ctl.status);
    // A late answer changes nothing.
    expect((await send(DEVICE_PATHS.ack, { commandId: 'cmd-test-0002', ok: true }, ctlToken)).obj).toEqual({
      accepted: 0,
    });
    expect(await stateNow()).toBe(1 - ctl.status);
  });

  it('takes the state a controller reports, and refuses a switch it does not have', async () => {
    expect((await send(DEVICE_PATHS.state, { [ctl.identifier]: ctl.status }, ctlToken)).respCode).toBe(0);
    expect(await stateNow()).toBe(ctl.status);
    const res = await send(DEVICE_PATHS.state, { no_such_switch: 1 }, ctlToken);
    expect(res.obj.rejected[0]!.reason).toBe('unknown-property');
  });
});
