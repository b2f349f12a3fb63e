import { createHash } from 'node:crypto';
import {
  createDevice,
  deleteDevice,
  getDeviceConnection,
  issueDeviceCredential,
  issueDeviceCredentials,
  listAdminDevices,
  listDeviceProfiles,
  listDeviceRejections,
  setDeviceMqttLogin,
  updateDevice,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, PUDONG } from '../../../test/list-checks';
import { verifyPassword } from '../../auth/tokens';
import { insertTestProfiles, type TestProfiles } from './test-support';

let t: TestApp;
let admin: string;
let viewer: string;
let farm: { id: number; area_id: number };
let otherFarm: { id: number; area_id: number };
let pudongFarm: number;
let pudongDevice: number;
let p: TestProfiles;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hashOf = async (deviceId: number) =>
  (
    await t.db.query<{ h: string | null }>('SELECT token_hash AS h FROM iot_devices WHERE id = $1', [
      deviceId,
    ])
  )[0]!.h;

async function create(sn: string, extra: Record<string, unknown> = {}) {
  const res = await t.call(
    createDevice,
    { deviceSn: sn, deviceName: `测试设备${sn}`, profileId: p.soil, farmId: farm.id, ...extra },
    admin,
  );
  expect(res.respCode, res.respDesc).toBe(0);
  return res.obj!;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, viewer] = await Promise.all([t.login('chongming_admin'), t.login('chongming_viewer')]);
  const farms = await t.db.query<{ id: number; area_id: number }>(
    'SELECT id, area_id::float8 AS area_id FROM farms WHERE area_id BETWEEN $1 AND $1 + 999999 ORDER BY id LIMIT 2',
    [CHONGMING],
  );
  [farm, otherFarm] = farms as [typeof farm, typeof farm];
  const one = async (sql: string) => (await t.db.query<{ id: number }>(sql, [PUDONG]))[0]!.id;
  pudongFarm = await one('SELECT id FROM farms WHERE area_id BETWEEN $1 AND $1 + 999999 ORDER BY id LIMIT 1');
  pudongDevice = await one(
    'SELECT id FROM iot_devices WHERE area_id BETWEEN $1 AND $1 + 999999 ORDER BY id LIMIT 1',
  );
  p = await insertTestProfiles(t.db);
});
afterAll(() => t.close());

describe('device registry', () => {
  it('lists the profiles with their properties, ranges and switches', async () => {
    const res = await t.call(listDeviceProfiles, {}, admin);
    expect(res.respCode).toBe(0);
    const fan = res.obj!.find((x) => x.profileId === p.fan)!;
    expect(fan).toMatchObject({ isController: true, gateCategoryName: '水肥一体机', deviceCount: 0 });
    expect(fan.states).toEqual([
      { identifier: 'pump', name: '水泵' },
      { identifier: 'valve1', name: '一号阀' },
    ]);
    const soil = res.obj!.find((x) => x.profileId === p.soil)!;
    expect(soil.properties[0]).toEqual({
      identifier: 'soilMoisture',
      name: '土壤含水率',
      unit: '%',
      rangeMin: 0,
      rangeMax: 100,
      normalMin: 18,
      normalMax: 45,
      digits: 1,
    });
  });

  it('creates a device with the properties and switches of its profile and a token shown once', async () => {
    const made = await create('REG-FAN-1', { profileId: p.fan, lng: 121.5, lat: 31.6, model: 'XF-2' });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Only the SHA-256 of the answered token is stored: a device presenting it is found by it.
    expect(await hashOf(made.deviceId)).toBe(sha256(made.token));
    const [d] = await t.db.query(
      `SELECT d.area_id::float8 AS area, d.status, d.is_controller, g.identifier AS gate, d.model,
              round(ST_X(d.location)::numeric, 3)::float8 AS lng
         FROM iot_devices d JOIN gate_categories g ON g.id = d.gate_category_id WHERE d.id = $1`,
      [made.deviceId],
    );
    expect(d).toEqual({
      area: farm.area_id,
      status: 0,
      is_controller: true,
      gate: 'fertigation',
      model: 'XF-2',
      lng: 121.5,
    });
    const props = await t.db.query(
      `SELECT identifier, property_name, unit, normal_min, normal_max, range_min, range_max, digits
         FROM iot_device_properties WHERE device_id = $1 ORDER BY id`,
      [made.deviceId],
    );
    expect(props).toEqual([
      {
        identifier: 'flow',
        property_name: '流量',
        unit: 'm³/h',
        normal_min: 0,
        normal_max: 30,
        range_min: 0,
        range_max: 100,
        digits: 2,
      },
    ]);
    const states = await t.db.query(
      'SELECT identifier, state_name, status FROM iot_controller_states WHERE device_id = $1 ORDER BY identifier',
      [made.deviceId],
    );
    expect(states).toEqual([
      { identifier: 'pump', state_name: '水泵', status: 0 },
      { identifier: 'valve1', state_name: '一号阀', status: 0 },
    ]);
    const list = await t.call(listAdminDevices, { keywords: 'REG-FAN-1' }, admin);
    expect(list.obj!.list).toHaveLength(1);
    const row = list.obj!.list[0]!;
    expect(row).toMatchObject({ profileName: '测试水肥机', propertyCount: 1, rejectedCount: 0, status: 0 });
    expect(row.tokenIssuedAt).toBe(made.issuedAt);
    expect(JSON.stringify(list.obj)).not.toContain(sha256(made.token));
  });

  it('rotates a token: the new hash replaces the old one at once', async () => {
    const made = await create('REG-ROT-1');
    const again = await t.call(issueDeviceCredential, { deviceId: made.deviceId }, admin);
    expect(again.respCode).toBe(0);
    expect(again.obj!.token).not.toBe(made.token);
    expect(await hashOf(made.deviceId)).toBe(sha256(again.obj!.token));
    const old = await t.db.query('SELECT id FROM iot_devices WHERE token_hash = $1', [sha256(made.token)]);
    expect(old).toEqual([]);
  });

  it('lets a device report with its token over HTTP, and not with a rotated one', async () => {
    const made = await create('REG-HTTP-1');
    const send = (token: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/device/telemetry',
        headers: { 'content-type': 'application/json', 'x-device-token': token },
        payload: JSON.stringify(body),
      });
    const first = await send(made.token, { soilMoisture: 31.5, soilTemp: 18 });
    expect(first.statusCode, first.body).toBe(200);
    await t.app.services.devices.flush();
    const [p1] = await t.db.query<{ v: number }>(
      "SELECT last_value AS v FROM iot_device_properties WHERE device_id = $1 AND identifier = 'soilMoisture'",
      [made.deviceId],
    );
    expect(p1!.v).toBe(31.5);
    const rotated = (await t.call(issueDeviceCredential, { deviceId: made.deviceId }, admin)).obj!;
    expect((await send(made.token, { soilMoisture: 32 })).statusCode).toBe(401);
    expect((await send(rotated.token, { soilMoisture: 32 })).statusCode).toBe(200);
    // Out of the profile's physical range: refused and counted, shown in the registry.
    expect((await send(rotated.token, { soilMoisture: 140 })).statusCode).toBe(400);
    // Refusals are counted by ingestion's batched writer: wait for what is queued.
    await t.app.services.devices.flush();
    const res = await t.call(listDeviceRejections, { deviceId: made.deviceId }, admin);
    expect(res.obj!.map((r) => [r.reason, r.count])).toEqual([['out-of-range', 1]]);
  });

  it('issues tokens for many devices at once, each stored as its hash', async () => {
    const a = await create('REG-BATCH-1');
    const b = await create('REG-BATCH-2');
    const res = await t.call(issueDeviceCredentials, { deviceIds: [a.deviceId, b.deviceId] }, admin);
    expect(res.respCode).toBe(0);
    expect(res.obj!.map((x) => x.deviceSn)).toEqual(['REG-BATCH-1', 'REG-BATCH-2']);
    for (const x of res.obj!) expect(await hashOf(x.deviceId)).toBe(sha256(x.token));
    const mixed = await t.call(issueDeviceCredentials, { deviceIds: [a.deviceId, pudongDevice] }, admin);
    expect(mixed.respCode).toBe(401);
    expect(await hashOf(a.deviceId)).toBe(sha256(res.obj![0]!.token));
  });

  it('refuses a serial already registered, naming deviceSn', async () => {
    await create('REG-DUP-1');
    const res = await t.call(
      createDevice,
      { deviceSn: 'REG-DUP-1', deviceName: '重复', profileId: p.soil, farmId: farm.id },
      admin,
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('deviceSn');
    const bad = await t.call(
      createDevice,
      { deviceSn: 'a/b#', deviceName: '坏序列号', profileId: p.soil, farmId: farm.id, lng: 121.5 },
      admin,
    );
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('deviceSn');
    const half = await t.call(
      createDevice,
      { deviceSn: 'REG-HALF', deviceName: '半个坐标', profileId: p.soil, farmId: farm.id, lng: 121.5 },
      admin,
    );
    expect(half.respCode).toBe(300);
    expect(half.respDesc).toContain('lat');
  });

  it('refuses farms and devices of another county, and callers without device:manage', async () => {
    const outside = await t.call(
      createDevice,
      { deviceSn: 'REG-PD-1', deviceName: '浦东', profileId: p.soil, farmId: pudongFarm },
      admin,
    );
    expect(outside.respCode).toBe(401);
    expect(await t.db.query("SELECT 1 FROM iot_devices WHERE device_sn = 'REG-PD-1'")).toEqual([]);
    const mine = await create('REG-MOVE-1');
    const move = await t.call(
      updateDevice,
      { deviceId: mine.deviceId, deviceName: '搬走', farmId: pudongFarm },
      admin,
    );
    expect(move.respCode).toBe(401);
    for (const [e, body] of [
      [issueDeviceCredential, { deviceId: pudongDevice }],
      [deleteDevice, { deviceId: pudongDevice }],
      [listDeviceRejections, { deviceId: pudongDevice }],
      [setDeviceMqttLogin, { deviceId: pudongDevice, username: 'pd-dev', password: 'secret-123' }],
      [listAdminDevices, { areaId: PUDONG }],
    ] as const) {
      expect((await t.call(e, body, admin)).respCode, e.path).toBe(401);
    }
    for (const e of [listDeviceProfiles, listAdminDevices, getDeviceConnection]) {
      expect((await t.call(e, {}, viewer)).respCode, e.path).toBe(403);
    }
    expect((await t.call(issueDeviceCredential, { deviceId: mine.deviceId }, viewer)).respCode).toBe(403);
    expect(await hashOf(mine.deviceId)).toBe(sha256(mine.token));
  });

  it('moves a device to another farm of the area, keeping its profile and token', async () => {
    const made = await create('REG-UPD-1', { lng: 121.5, lat: 31.6 });
    const res = await t.call(
      updateDevice,
      {
        deviceId: made.deviceId,
        deviceName: '改名后的墒情站',
        farmId: otherFarm.id,
        lng: null,
        lat: null,
        installDate: '2025-05-01',
      },
      admin,
    );
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj).toMatchObject({
      deviceName: '改名后的墒情站',
      farmId: otherFarm.id,
      areaId: otherFarm.area_id,
      lng: null,
      installDate: '2025-05-01',
      profileId: p.soil,
    });
    expect(await hashOf(made.deviceId)).toBe(sha256(made.token));
  });

  it('deletes a device with its readings, alarms and switches', async () => {
    const made = await create('REG-DEL-1', { profileId: p.fan });
    const [prop] = await t.db.query<{ id: number }>(
      'SELECT id FROM iot_device_properties WHERE device_id = $1',
      [made.deviceId],
    );
    await t.db.query(
      `INSERT INTO iot_readings (property_id, ts, value)
       SELECT $1, now() - make_interval(mins => g), g FROM generate_series(1, 25) g`,
      [prop!.id],
    );
    const res = await t.call(deleteDevice, { deviceId: made.deviceId }, admin);
    expect(res.obj).toEqual({ deviceId: made.deviceId, removedReadings: 25 });
    const left = await t.db.query(
      `SELECT (SELECT count(*)::int FROM iot_readings WHERE property_id = $1) AS readings,
              (SELECT count(*)::int FROM iot_device_properties WHERE device_id = $2) AS props,
              (SELECT count(*)::int FROM iot_controller_states WHERE device_id = $2) AS states,
              (SELECT count(*)::int FROM iot_devices WHERE id = $2) AS devices`,
      [prop!.id, made.deviceId],
    );
    expect(left).toEqual([{ readings: 0, props: 0, states: 0, devices: 0 }]);
    expect((await t.call(deleteDevice, { deviceId: made.deviceId }, admin)).respCode).toBe(300);
  });

  it('lists refused messages per device and per reason', async () => {
    const made = await create('REG-REJ-1');
    await t.db.query(
      `INSERT INTO device_rejections (device_id, reason, count, last_time, last_detail) VALUES
         ($1, 'out-of-range', 7, now(), 'soilMoisture=140 超出量程 0~100'),
         ($1, 'unknown-property', 2, now() - interval '1 hour', 'foo')`,
      [made.deviceId],
    );
    const list = await t.call(listAdminDevices, { keywords: 'REG-REJ-1' }, admin);
    expect(list.obj!.list[0]!.rejectedCount).toBe(9);
    const sorted = await t.call(listAdminDevices, { sortField: 'rejectedCount', sortOrder: 'desc' }, admin);
    expect(sorted.obj!.list[0]!.deviceSn).toBe('REG-REJ-1');
    const res = await t.call(listDeviceRejections, { deviceId: made.deviceId }, admin);
    expect(res.obj!.map((r) => [r.reason, r.reasonName, r.count, r.lastDetail])).toEqual([
      ['out-of-range', '超出量程', 7, 'soilMoisture=140 超出量程 0~100'],
      ['unknown-property', '未知属性', 2, 'foo'],
    ]);
  });

  it('filters the list by profile, online state and devices still without a token', async () => {
    await t.db.query(
      `INSERT INTO iot_devices (device_sn, device_name, gate_category_id, farm_id, area_id, profile_id)
       SELECT 'REG-NOTOKEN-1', '导入未签发', gate_category_id, $1, $2, id FROM device_profiles WHERE id = $3`,
      [farm.id, farm.area_id, p.soil],
    );
    const noToken = await t.call(listAdminDevices, { noToken: 1, profileId: p.soil }, admin);
    expect(noToken.obj!.list.map((d) => d.deviceSn)).toEqual(['REG-NOTOKEN-1']);
    const fans = await t.call(listAdminDevices, { profileId: p.fan, pageSize: 100 }, admin);
    expect(fans.obj!.list.every((d) => d.profileId === p.fan)).toBe(true);
    const online = await t.call(listAdminDevices, { status: 1, pageSize: 100 }, admin);
    expect(online.obj!.list.every((d) => d.status === 1)).toBe(true);
    expect(online.obj!.total).toBeGreaterThan(0);
  });

  it('sets a device’s own MQTT login with a scrypt hash, refuses a name in use, and clears it', async () => {
    const made = await create('REG-MQTT-1');
    const set = await t.call(
      setDeviceMqttLogin,
      { deviceId: made.deviceId, username: 'reg-mqtt-user', password: 'Secret#2026' },
      admin,
    );
    expect(set.obj).toEqual({ deviceId: made.deviceId, mqttUsername: 'reg-mqtt-user' });
    const [row] = await t.db.query<{ u: string; h: string }>(
      'SELECT mqtt_username AS u, mqtt_password_hash AS h FROM iot_devices WHERE id = $1',
      [made.deviceId],
    );
    expect(row!.h).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Secret#2026', row!.h)).toBe(true);
    const other = await create('REG-MQTT-2');
    for (const username of ['reg-mqtt-user', 'REG-MQTT-1']) {
      const taken = await t.call(
        setDeviceMqttLogin,
        { deviceId: other.deviceId, username, password: 'Another#2026' },
        admin,
      );
      expect(taken.respCode, username).toBe(300);
      expect(taken.respDesc).toContain('username');
    }
    const list = await t.call(listAdminDevices, { keywords: 'REG-MQTT-1' }, admin);
    expect(list.obj!.list[0]!.mqttUsername).toBe('reg-mqtt-user');
    expect(JSON.stringify(list.obj)).not.toContain(row!.h);
    const clear = await t.call(
      setDeviceMqttLogin,
      { deviceId: made.deviceId, username: null, password: null },
      admin,
    );
    expect(clear.obj).toEqual({ deviceId: made.deviceId, mqttUsername: null });
    const [after] = await t.db.query(
      'SELECT mqtt_username, mqtt_password_hash FROM iot_devices WHERE id = $1',
      [made.deviceId],
    );
    expect(after).toEqual({ mqtt_username: null, mqtt_password_hash: null });
  });

  it('states the connection details devices need', async () => {
    const res = await t.call(getDeviceConnection, {}, admin);
    expect(res.obj).toMatchObject({
      httpTelemetryPath: '/api/device/telemetry',
      telemetryTopic: 'fengshou/devices/{sn}/telemetry',
    });
    expect(res.obj!.mqttPort === null || res.obj!.mqttPort > 0).toBe(true);
  });
});
