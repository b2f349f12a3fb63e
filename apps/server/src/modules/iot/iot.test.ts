import {
  type EndpointDef,
  getIotDeviceDetail,
  getIotGisLatestAlarm,
  getIotProperties,
  getIotPropertyHistory,
  getIotPropertyState,
  getOpenIotProperties,
  getOpenIotPropertyHistory,
  getOpenIotPropertyState,
  getThirdIotDeviceDetail,
  getThirdIotDeviceHistory,
  listIotAlarmRecords,
  listIotControllerLogs,
  listIotDevices,
  listIotDevicesByGroup,
  listIotDevicesBySerial,
  listIotGisCompanies,
  listIotGisFarms,
  listIotGisMetricAlarms,
  listIotGroups,
  listOpenIotDevicesByGroup,
  listOpenIotDevicesBySerial,
  listOpenIotGroups,
  setIotControllerStatus,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { checkPageTwo, PUDONG } from '../../../test/list-checks';
import { issueToken } from '../../devices/credentials';
import { DEVICE_PATHS } from '../../devices/http-routes';
import { loginWithoutDataView } from '../produce/test-support';

let t: TestApp;
let viewer: string;
let admin: string;
let pudong: string;
const CM = [310151000000, 310151999999];
let device: { id: number; farm_id: number; sn: string; gate: number };
let prop: { id: number };
let controller: { id: number; farm_id: number; identifier: string; status: number };
let pdDevice: { id: number; farm_id: number };
let controllerToken: string;

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  [viewer, admin, pudong] = await Promise.all([
    t.login('chongming_viewer'),
    t.login('chongming_admin'),
    t.login('pudong_viewer'),
  ]);
  device = await one(
    `SELECT d.id, d.farm_id, d.device_sn AS sn, d.gate_category_id AS gate FROM iot_devices d
      WHERE d.area_id BETWEEN $1 AND $2 AND NOT d.is_controller
        AND EXISTS (SELECT 1 FROM iot_alarm_records a WHERE a.device_id = d.id) ORDER BY d.id LIMIT 1`,
    CM,
  );
  prop = await one('SELECT id FROM iot_device_properties WHERE device_id = $1 ORDER BY id LIMIT 1', [
    device.id,
  ]);
  controller = await one(
    `SELECT d.id, d.farm_id, s.identifier, s.status FROM iot_devices d JOIN iot_controller_states s ON s.device_id = d.id
      WHERE d.area_id BETWEEN $1 AND $2 AND d.status = 1 ORDER BY d.id, s.identifier LIMIT 1`,
    CM,
  );
  controllerToken = await issueToken(t.db, controller.id);
  pdDevice = await one(
    'SELECT id, farm_id FROM iot_devices WHERE area_id BETWEEN 310115000000 AND 310115999999 ORDER BY id LIMIT 1',
  );
});
afterAll(() => t.close());

describe('devices', () => {
  it('lists a farm’s devices with current values, units and switches, paged', async () => {
    const res = await t.call(listIotDevices, { farmId: device.farm_id, pageSize: 2 }, viewer);
    expect(res.respCode).toBe(0);
    const all = await t.db.query('SELECT 1 FROM iot_devices WHERE farm_id = $1', [device.farm_id]);
    expect(res.obj!.total).toBe(all.length);
    expect(res.obj!.list.length).toBe(Math.min(2, all.length));
    const sensor = (
      await t.call(listIotDevices, { farmId: device.farm_id, pageSize: 50 }, viewer)
    ).obj!.list.find((d) => d.deviceId === device.id)!;
    expect(sensor.properties.length).toBeGreaterThan(0);
    expect(sensor.properties[0]).toMatchObject({ unit: expect.any(String), value: expect.any(Number) });
  });

  it('filters by gate category identifier and stays in the caller’s county', async () => {
    const [g] = await t.db.query<{ identifier: string }>(
      'SELECT identifier FROM gate_categories WHERE id = $1',
      [device.gate],
    );
    const res = await t.call(
      listIotDevices,
      { gateCategoryIdentifiers: [g!.identifier], pageSize: 100 },
      viewer,
    );
    expect(res.obj!.list.length).toBeGreaterThan(0);
    for (const d of res.obj!.list) {
      expect(d.gateCategoryIdentifier).toBe(g!.identifier);
      expect(d.areaId).toBeGreaterThanOrEqual(CM[0]!);
      expect(d.areaId).toBeLessThanOrEqual(CM[1]!);
    }
  });

  it('refuses another county’s farm, device, area and serial with 401', async () => {
    expect((await t.call(listIotDevices, { farmId: pdDevice.farm_id }, viewer)).respCode).toBe(401);
    expect((await t.call(getIotDeviceDetail, { deviceId: pdDevice.id }, viewer)).respCode).toBe(401);
    expect((await t.call(listIotDevices, { areaId: 310115000000 }, viewer)).respCode).toBe(401);
    expect((await t.call(getIotDeviceDetail, { deviceId: device.id }, pudong)).respCode).toBe(401);
    const [sn] = await t.db.query<{ s: string }>('SELECT device_sn AS s FROM iot_devices WHERE id = $1', [
      pdDevice.id,
    ]);
    expect((await t.call(listIotDevicesBySerial, { deviceSns: [sn!.s] }, viewer)).respCode).toBe(401);
  });

  it('answers detail, properties, states, groups, by group and by serial', async () => {
    const detail = await t.call(getIotDeviceDetail, { deviceId: device.id }, viewer);
    expect(detail.obj).toMatchObject({ deviceId: device.id, deviceSn: device.sn });
    expect((await t.call(getIotProperties, { deviceId: device.id }, viewer)).obj!.length).toBe(
      detail.obj!.properties.length,
    );
    const states = await t.call(getIotPropertyState, { deviceId: controller.id }, viewer);
    expect(states.obj!.map((s) => s.identifier)).toContain(controller.identifier);
    const groups = await t.call(listIotGroups, {}, viewer);
    const [n] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM iot_devices WHERE area_id BETWEEN $1 AND $2',
      CM,
    );
    expect(groups.obj!.reduce((s, g) => s + g.deviceCount, 0)).toBe(n!.n);
    const byGroup = await t.call(
      listIotDevicesByGroup,
      { gateCategoryId: device.gate, pageSize: 100 },
      viewer,
    );
    expect(byGroup.obj!.list.every((d) => d.gateCategoryId === device.gate)).toBe(true);
    expect(byGroup.obj!.total).toBe(groups.obj!.find((g) => g.gateCategoryId === device.gate)!.deviceCount);
    const bySerial = await t.call(listIotDevicesBySerial, { deviceSns: [device.sn] }, viewer);
    expect(bySerial.obj!.map((d) => d.deviceId)).toEqual([device.id]);
  });

  it('names bad input with 300', async () => {
    const res = await t.call(
      getIotPropertyHistory,
      { devicePropertyId: prop.id, startTime: 'yesterday' },
      viewer,
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('startTime');
    expect((await t.call(getIotDeviceDetail, { deviceId: 99999999 }, viewer)).respCode).toBe(300);
  });
});

describe('property history', () => {
  it('downsamples any range to at most maxPoints buckets that average the readings', async () => {
    const week = await t.call(getIotPropertyHistory, { devicePropertyId: prop.id, maxPoints: 100 }, viewer);
    expect(week.respCode).toBe(0);
    expect(week.obj!.points.length).toBeGreaterThan(20);
    expect(week.obj!.points.length).toBeLessThanOrEqual(100);
    expect(week.obj!.bucketSeconds).toBe(7200);
    for (const p of week.obj!.points) {
      expect(p.min).toBeLessThanOrEqual(p.value + 0.01);
      expect(p.max).toBeGreaterThanOrEqual(p.value - 0.01);
    }
    const [raw] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM iot_readings WHERE property_id = $1 AND ts >= $2::timestamptz AND ts < $3::timestamptz`,
      [prop.id, week.obj!.startTime, week.obj!.endTime],
    );
    expect(raw!.n).toBeGreaterThan(week.obj!.points.length);
    const days = await t.call(
      getIotPropertyHistory,
      {
        devicePropertyId: prop.id,
        startTime: week.obj!.startTime.slice(0, 10),
        endTime: week.obj!.endTime.slice(0, 10),
        maxPoints: 10,
      },
      viewer,
    );
    expect(days.obj!.bucketSeconds).toBe(86400);
    expect(days.obj!.points.length).toBeLessThanOrEqual(10);
  });

  it('refuses a reversed range and another county’s property', async () => {
    const bad = await t.call(
      getIotPropertyHistory,
      { devicePropertyId: prop.id, startTime: '2026-02-01', endTime: '2026-01-01' },
      viewer,
    );
    expect(bad.respCode).toBe(300);
    expect((await t.call(getIotPropertyHistory, { devicePropertyId: prop.id }, pudong)).respCode).toBe(401);
  });
});

describe('alarms', () => {
  it('lists a device’s alarms newest first with keywords and time filters', async () => {
    const res = await t.call(listIotAlarmRecords, { deviceId: device.id, pageSize: 5 }, viewer);
    expect(res.obj!.total).toBeGreaterThan(0);
    const times = res.obj!.list.map((a) => a.alarmTime);
    expect([...times].sort().reverse()).toEqual(times);
    const first = res.obj!.list[0]!;
    const kw = await t.call(
      listIotAlarmRecords,
      { keywords: first.alarmContent.slice(-4, -1), deviceId: device.id },
      viewer,
    );
    expect(kw.obj!.list.some((a) => a.alarmId === first.alarmId)).toBe(true);
    const later = await t.call(listIotAlarmRecords, { deviceId: device.id, startTime: '2999-01-01' }, viewer);
    expect(later.obj!.total).toBe(0);
    expect((await t.call(listIotAlarmRecords, { deviceId: device.id }, pudong)).respCode).toBe(401);
  });

  it('serves the IoT map: companies, farms, metric alarms (page 50) and the latest alarm', async () => {
    const companies = await t.call(listIotGisCompanies, { pageSize: 5 }, viewer);
    expect(companies.obj!.total).toBeGreaterThan(0);
    const farms = await t.call(listIotGisFarms, { companyId: companies.obj!.list[0]!.companyId }, viewer);
    expect(farms.obj!.reduce((s, f) => s + f.deviceCount, 0)).toBe(companies.obj!.list[0]!.deviceCount);
    const metric = await t.call(listIotGisMetricAlarms, { iotShowAlarmDays: 30 }, viewer);
    expect(metric.obj!.pageSize).toBe(50);
    const latest = await t.call(getIotGisLatestAlarm, {}, viewer);
    expect(latest.obj!.alarmTime).toBe(metric.obj!.list[0]!.alarmTime);
    expect((await t.call(listIotGisCompanies, { areaId: 310115000000 }, viewer)).respCode).toBe(401);
  });
});

describe('controllers', () => {
  const cmd = () => ({
    deviceId: controller.id,
    farmId: controller.farm_id,
    identifier: controller.identifier,
  });
  const logCount = async () =>
    (
      await one<{ n: number }>('SELECT count(*)::int AS n FROM iot_controller_logs WHERE device_id = $1', [
        controller.id,
      ])
    ).n;
  const state = async () =>
    (
      await one<{ status: number }>(
        'SELECT status FROM iot_controller_states WHERE device_id = $1 AND identifier = $2',
        [controller.id, controller.identifier],
      )
    ).status;

  it('refuses a viewer’s command with 403 and changes nothing', async () => {
    const before = await logCount();
    const res = await t.call(setIotControllerStatus, { ...cmd(), status: 1 - controller.status }, viewer);
    expect(res.respCode).toBe(403);
    expect(await state()).toBe(controller.status);
    expect(await logCount()).toBe(before);
  });

  // The switch changes when the device acknowledges; its answer comes over the device side.
  const acknowledge = async (commandId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: DEVICE_PATHS.ack,
      headers: { 'content-type': 'application/json', 'x-device-token': controllerToken },
      payload: JSON.stringify({ commandId, ok: true }),
    });
    expect(res.json()).toMatchObject({ respCode: 0, obj: { accepted: 1 } });
  };

  it('sends a command for an operator with the permission, logs who did it, and switches on the device’s answer', async () => {
    const before = await logCount();
    const to = 1 - controller.status;
    const res = await t.call(setIotControllerStatus, { ...cmd(), status: to }, admin);
    expect(res.obj).toMatchObject({ status: controller.status, changed: true, commandState: 'sent' });
    expect(await state()).toBe(controller.status);
    const [log] = await t.db.query<{ operator: string; previous_status: number; status: number }>(
      'SELECT operator, previous_status, status FROM iot_controller_logs WHERE device_id = $1 ORDER BY id DESC LIMIT 1',
      [controller.id],
    );
    expect(log).toEqual({ operator: 'chongming_admin', previous_status: controller.status, status: to });
    await acknowledge(res.obj!.commandId!);
    expect(await state()).toBe(to);
    const again = await t.call(setIotControllerStatus, { ...cmd(), status: to }, admin);
    expect(again.obj).toMatchObject({ status: to, changed: false, commandId: null });
    expect(await logCount()).toBe(before + 1);
    const logs = await t.call(listIotControllerLogs, { deviceId: controller.id, pageSize: 1 }, viewer);
    expect(logs.obj!.list[0]).toMatchObject({ operator: 'chongming_admin', status: to });
  });

  it('ten identical commands at once send one command and write one log row', async () => {
    const before = await logCount();
    const to = 1 - (await state());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call(setIotControllerStatus, { ...cmd(), status: to }, admin)),
    );
    expect(answers.every((a) => a.respCode === 0 && a.obj!.commandState === 'sent')).toBe(true);
    expect(answers.filter((a) => a.obj!.changed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.obj!.commandId)).size).toBe(1);
    expect(await logCount()).toBe(before + 1);
    await acknowledge(answers[0]!.obj!.commandId!);
    expect(await state()).toBe(to);
  });

  it('refuses an unknown switch, a wrong farm and another county’s controller', async () => {
    expect(
      (await t.call(setIotControllerStatus, { ...cmd(), identifier: 'nope', status: 1 }, admin)).respCode,
    ).toBe(300);
    expect(
      (await t.call(setIotControllerStatus, { ...cmd(), farmId: pdDevice.farm_id, status: 1 }, admin))
        .respCode,
    ).toBe(300);
    const pudongAdmin = await t.login('pudong_admin');
    expect((await t.call(setIotControllerStatus, { ...cmd(), status: 1 }, pudongAdmin)).respCode).toBe(401);
  });
});

describe('scope of the remaining IoT calls', () => {
  it('refuses a 崇明 caller 浦东’s fertilize log, properties, states, groups and IoT map', async () => {
    const byArea = [listIotControllerLogs, listIotGroups, listIotGisMetricAlarms, getIotGisLatestAlarm];
    for (const endpoint of byArea) {
      expect((await t.call(endpoint, { areaId: PUDONG }, viewer)).respCode, endpoint.path).toBe(401);
    }
    expect((await t.call(listIotControllerLogs, { farmId: pdDevice.farm_id }, viewer)).respCode).toBe(401);
    expect((await t.call(listIotGroups, { farmId: pdDevice.farm_id }, viewer)).respCode).toBe(401);
    expect((await t.call(getIotProperties, { deviceId: pdDevice.id }, viewer)).respCode).toBe(401);
    expect((await t.call(getIotPropertyState, { deviceId: pdDevice.id }, viewer)).respCode).toBe(401);
    const [company] = await t.db.query<{ id: number }>(
      `SELECT fm.company_id AS id FROM farms fm WHERE fm.id = $1`,
      [pdDevice.farm_id],
    );
    expect((await t.call(listIotGisFarms, { companyId: company!.id }, viewer)).respCode).toBe(401);
  });

  it('continues page 1 on page 2 for devices, alarms and the fertilize log', async () => {
    await checkPageTwo(t, listIotDevices, {}, viewer, 5, (r) => r.deviceId);
    await checkPageTwo(t, listIotAlarmRecords, {}, viewer, 5, (r) => r.alarmId);
    await checkPageTwo(t, listIotGisMetricAlarms, { iotShowAlarmDays: 366 }, viewer, 5, (r) => r.alarmId);
    await checkPageTwo(t, listIotControllerLogs, {}, viewer, 3, (r) => r.logId);
  });
});

describe('third-party and open-IoT paths', () => {
  it('answers each alias exactly as the call it repeats', async () => {
    const same = async (alias: EndpointDef, original: EndpointDef, body: object) => {
      const a = await t.call(alias, body, viewer);
      expect(a.respCode, alias.path).toBe(0);
      expect(a.obj, alias.path).toEqual((await t.call(original, body, viewer)).obj);
    };
    await same(getThirdIotDeviceDetail, getIotDeviceDetail, { deviceId: device.id });
    await same(getThirdIotDeviceHistory, getIotPropertyHistory, { devicePropertyId: prop.id });
    await same(getOpenIotPropertyHistory, getIotPropertyHistory, { devicePropertyId: prop.id });
    await same(getOpenIotProperties, getIotProperties, { deviceId: device.id });
    await same(getOpenIotPropertyState, getIotPropertyState, { deviceId: controller.id });
    await same(listOpenIotGroups, listIotGroups, {});
    await same(listOpenIotDevicesByGroup, listIotDevicesByGroup, { gateCategoryId: device.gate });
    await same(listOpenIotDevicesBySerial, listIotDevicesBySerial, { deviceSns: [device.sn] });
  });

  it('keeps the scope and the validation of the originals', async () => {
    expect((await t.call(getThirdIotDeviceDetail, { deviceId: pdDevice.id }, viewer)).respCode).toBe(401);
    expect((await t.call(getThirdIotDeviceHistory, { devicePropertyId: prop.id }, pudong)).respCode).toBe(
      401,
    );
    expect((await t.call(getOpenIotPropertyState, { deviceId: pdDevice.id }, viewer)).respCode).toBe(401);
    expect((await t.call(listOpenIotGroups, { areaId: PUDONG }, viewer)).respCode).toBe(401);
    const bad = await t.call(getThirdIotDeviceHistory, { devicePropertyId: prop.id, startTime: 'x' }, viewer);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('startTime');
  });
});

describe('IoT contract: scope, permission and paging', () => {
  const PD = [310115000000, 310115999999];
  const count = async (sql: string, params: unknown[]) => (await one<{ n: number }>(sql, params)).n;
  const inGroup = (range: number[], gate: number) =>
    count(
      'SELECT count(*)::int AS n FROM iot_devices WHERE area_id BETWEEN $1 AND $2 AND gate_category_id = $3',
      [...range, gate],
    );

  it('answers a 浦东 caller a 崇明 group with 浦东’s devices only, and refuses 崇明’s farm and area', async () => {
    const cmIds = (
      await t.db.query<{ id: number }>('SELECT id FROM iot_devices WHERE area_id BETWEEN $1 AND $2', CM)
    ).map((r) => r.id);
    for (const endpoint of [listIotDevicesByGroup, listOpenIotDevicesByGroup]) {
      const own = (await t.call(endpoint, { gateCategoryId: device.gate, pageSize: 100 }, viewer)).obj!;
      expect(
        own.list.map((d) => d.deviceId),
        endpoint.path,
      ).toContain(device.id);
      // Groups are gate categories shared by every county: the 浦东 caller gets its own devices of the group.
      const res = await t.call(endpoint, { gateCategoryId: device.gate, pageSize: 100 }, pudong);
      expect(res.respCode, endpoint.path).toBe(0);
      expect(res.obj!.total, endpoint.path).toBe(await inGroup(PD, device.gate));
      expect(
        res.obj!.list.filter((d) => cmIds.includes(d.deviceId)),
        endpoint.path,
      ).toEqual([]);
      expect(res.obj!.list.every((d) => d.areaId >= PD[0]! && d.areaId <= PD[1]!)).toBe(true);
      const byFarm = await t.call(endpoint, { gateCategoryId: device.gate, farmId: device.farm_id }, pudong);
      expect(byFarm.respCode, endpoint.path).toBe(401);
      expect(byFarm.obj).toBeNull();
      expect(
        (await t.call(endpoint, { gateCategoryId: device.gate, areaId: CM[0] }, pudong)).respCode,
        endpoint.path,
      ).toBe(401);
    }
    const companies = await t.call(listIotGisCompanies, { areaId: CM[0] }, pudong);
    expect(companies.respCode).toBe(401);
    expect(companies.obj).toBeNull();
  });

  it('answers 403 to a caller without data:view on the group and company lists', async () => {
    const wall = await loginWithoutDataView(t);
    for (const endpoint of [listIotDevicesByGroup, listOpenIotDevicesByGroup, listIotGisCompanies]) {
      expect(endpoint.access, endpoint.path).toBe('data:view');
      expect((await t.call(endpoint, { gateCategoryId: device.gate }, wall)).respCode, endpoint.path).toBe(
        403,
      );
    }
  });

  it('continues page 1 on page 2 for a group’s devices and the IoT map’s companies, with the SQL totals', async () => {
    const { gate } = await one<{ gate: number }>(
      `SELECT gate_category_id AS gate FROM iot_devices WHERE area_id BETWEEN $1 AND $2
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
      CM,
    );
    await checkPageTwo(t, listIotDevicesByGroup, { gateCategoryId: gate }, viewer, 5, (r) => r.deviceId);
    const devices = (
      await t.call(listIotDevicesByGroup, { gateCategoryId: gate, pageNo: 2, pageSize: 2 }, viewer)
    ).obj!;
    expect(devices.total).toBe(await inGroup(CM, gate));
    const deviceIds = await t.db.query<{ id: number }>(
      `SELECT id FROM iot_devices WHERE area_id BETWEEN $1 AND $2 AND gate_category_id = $3
        ORDER BY id LIMIT 2 OFFSET 2`,
      [...CM, gate],
    );
    expect(devices.list.map((d) => d.deviceId)).toEqual(deviceIds.map((r) => r.id));

    await checkPageTwo(t, listIotGisCompanies, {}, viewer, 5, (r) => r.companyId);
    const companies = (await t.call(listIotGisCompanies, { pageNo: 2, pageSize: 2 }, viewer)).obj!;
    expect(companies.total).toBe(
      await count(
        `SELECT count(DISTINCT fm.company_id)::int AS n FROM iot_devices d JOIN farms fm ON fm.id = d.farm_id
          WHERE d.area_id BETWEEN $1 AND $2`,
        CM,
      ),
    );
    const companyIds = await t.db.query<{ id: number; n: number }>(
      `SELECT fm.company_id AS id, count(*)::int AS n FROM iot_devices d JOIN farms fm ON fm.id = d.farm_id
        WHERE d.area_id BETWEEN $1 AND $2 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2 OFFSET 2`,
      CM,
    );
    expect(companies.list.map((c) => [c.companyId, c.deviceCount])).toEqual(
      companyIds.map((r) => [r.id, r.n]),
    );
  });
});

describe('declared scope of the list filters', () => {
  it('refuses another county’s device, property and farm named as a filter (401) and names an unknown one (300)', async () => {
    expect((await t.call(listIotControllerLogs, { deviceId: pdDevice.id }, viewer)).respCode).toBe(401);
    const [pdProp] = await t.db.query<{ id: number }>(
      'SELECT id FROM iot_device_properties WHERE device_id = $1 ORDER BY id LIMIT 1',
      [pdDevice.id],
    );
    expect((await t.call(listIotAlarmRecords, { devicePropertyId: pdProp!.id }, viewer)).respCode).toBe(401);
    expect((await t.call(listIotGisCompanies, { farmIds: [pdDevice.farm_id] }, viewer)).respCode).toBe(401);
    const unknownDevice = await t.call(listIotControllerLogs, { deviceId: 99999999 }, viewer);
    expect(unknownDevice.respCode).toBe(300);
    expect(unknownDevice.respDesc).toContain('deviceId');
    const unknownProperty = await t.call(listIotAlarmRecords, { devicePropertyId: 99999999 }, viewer);
    expect(unknownProperty.respCode).toBe(300);
    expect(unknownProperty.respDesc).toContain('devicePropertyId');
  });

  it('still lists the caller’s own device, property and farms by those filters', async () => {
    const logged = await one<{ id: number; n: number }>(
      `SELECT l.device_id AS id, count(*)::int AS n FROM iot_controller_logs l JOIN iot_devices d ON d.id = l.device_id
        WHERE d.area_id BETWEEN $1 AND $2 GROUP BY 1 ORDER BY 1 LIMIT 1`,
      CM,
    );
    const logs = await t.call(listIotControllerLogs, { deviceId: logged.id, pageSize: 100 }, viewer);
    expect(logs.obj!.total).toBe(logged.n);
    expect(logs.obj!.list.every((l) => l.deviceId === logged.id)).toBe(true);
    const alarmed = await one<{ id: number; n: number }>(
      `SELECT property_id AS id, count(*)::int AS n FROM iot_alarm_records WHERE area_id BETWEEN $1 AND $2
        GROUP BY 1 ORDER BY 1 LIMIT 1`,
      CM,
    );
    const alarms = await t.call(listIotAlarmRecords, { devicePropertyId: alarmed.id, pageSize: 100 }, viewer);
    expect(alarms.obj!.total).toBe(alarmed.n);
    expect(alarms.obj!.list.every((a) => a.devicePropertyId === alarmed.id)).toBe(true);
    const companies = await t.call(listIotGisCompanies, { farmIds: [device.farm_id] }, viewer);
    expect(companies.obj!.total).toBe(1);
  });
});
