import {
  createDisplayToken,
  getUserInfo,
  listPlates,
  statBreakdown,
  statSummary,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { openLiveStream } from '../../../test/live-client';
import { TEST_ALARM_PATH } from '../iot/test-hooks';
import { StatCache } from './cache';

let t: TestApp;
let base: string;
let wall: string;
let pudong: string;
let shanghai: string;
const CHONGMING = 310151000000;

beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await t.login('chongming_admin');
  const display = await t.call(createDisplayToken, { name: '告警大屏', validDays: 1 }, admin);
  wall = display.obj!.accessToken;
  pudong = await t.login('pudong_viewer');
  shanghai = await t.login('shanghai_admin');
});
afterAll(() => t.close());

type Summary = { metric: string; value: number | null }[];
const summary = async (token: string, metrics: string[]) => {
  const res = await t.call(statSummary, { metrics }, token);
  expect(res.respCode).toBe(0);
  return Object.fromEntries((res.obj as Summary).map((r) => [r.metric, r.value]));
};
const latest = async (token: string) => {
  const res = await t.call(statBreakdown, { metrics: ['iotAlarmCount'], by: 'latest', limit: 20 }, token);
  return (res.obj as { rows: { key: string; name: string }[] }).rows;
};

describe('a new alarm on the live channel', () => {
  it('drops the cached alarm figures of its county and the areas above, and reaches that county only', async () => {
    // Answers cached for 60 s: before this change a wall screen saw the new alarm up to a minute late.
    const before = await summary(wall, ['iotAlarmCount', 'iotAlarmOpenCount']);
    const rows = await latest(wall);
    const province = await summary(shanghai, ['iotAlarmCount']);
    const other = await summary(pudong, ['iotAlarmCount']);

    const mine = await openLiveStream(base, wall, 'iot.alarm');
    const theirs = await openLiveStream(base, pudong, 'iot.alarm');
    expect((await mine.next('ready')).areaId).toBe(CHONGMING);
    await theirs.next('ready');

    // An alarm a device's reading raises: a humidity rule the next reading surely breaks.
    const [p] = await t.db.query<{ id: number }>(
      `SELECT p.id FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id
        WHERE d.status = 1 AND p.identifier = 'airHumidity' AND d.area_id BETWEEN 310151000000 AND 310151999999
        ORDER BY p.id LIMIT 1`,
    );
    await t.db.query(
      "INSERT INTO iot_alarm_rules (property_id, comparator, threshold, alarm_level) VALUES ($1, 'gt', 5, 3)",
      [p!.id],
    );
    // A 浦东 row written behind the cache's back: its cached figure must still answer (not dropped).
    await t.db.query(
      `INSERT INTO iot_alarm_records (rule_id, device_id, property_id, farm_id, area_id, alarm_time, alarm_value,
              threshold, alarm_content, alarm_level)
       SELECT rule_id, device_id, property_id, farm_id, area_id, alarm_time, alarm_value, threshold, alarm_content,
              alarm_level FROM iot_alarm_records WHERE area_id BETWEEN 310115000000 AND 310115999999 LIMIT 1`,
    );
    const [d] = await t.db.query<{ id: number; sn: string; area_id: string }>(
      `SELECT d.id, d.device_sn AS sn, d.area_id FROM iot_devices d JOIN iot_device_properties p ON p.device_id = d.id
        WHERE p.id = $1`,
      [p!.id],
    );
    const device = {
      id: d!.id,
      sn: d!.sn,
      areaId: Number(d!.area_id),
      farmId: null,
      profileId: null,
      isController: false,
    };
    const committed = await t.app.services.devices.record(device, { airHumidity: 60 });
    const report = { alarms: committed.rules.raised };
    const [alarm] = await t.db.query<{ id: number; alarm_content: string }>(
      'SELECT id, alarm_content FROM iot_alarm_records WHERE property_id = $1 AND threshold = 5',
      [p!.id],
    );
    const raised = report.alarms.length;
    expect(report.alarms).toContain(Number(alarm!.id));

    const got = (await mine.next('iot.alarm')) as unknown as { data: { alarmId: number } };
    expect(got.data.alarmId).toBe(Number(alarm!.id));
    expect(await theirs.absent('iot.alarm', 300)).toBe(true);

    // Within the 60 s the answers are cached, the county and the province already count the new alarm.
    const after = await summary(wall, ['iotAlarmCount', 'iotAlarmOpenCount']);
    expect(after.iotAlarmCount).toBe(before.iotAlarmCount! + raised);
    expect(after.iotAlarmOpenCount).toBe(before.iotAlarmOpenCount! + raised);
    // The "最新告警" list leads with the minute's new alarms, then the ones it showed before.
    const newest = await latest(wall);
    const fresh = new Set(report.alarms.map(String));
    expect(newest.slice(0, raised).find((r) => r.key === String(alarm!.id))?.name).toBe(alarm!.alarm_content);
    expect(newest.filter((r) => !fresh.has(r.key)).slice(0, 3)).toEqual(rows.slice(0, 3));
    expect((await summary(shanghai, ['iotAlarmCount'])).iotAlarmCount).toBe(
      province.iotAlarmCount! + raised + 1,
    );
    expect(await summary(pudong, ['iotAlarmCount'])).toEqual(other);
    mine.close();
    theirs.close();
  });

  it('is raised by the test hook through the ticker path, in the caller county only', async () => {
    const s = await openLiveStream(base, wall, 'iot.alarm');
    await s.next('ready');
    const before = await summary(wall, ['iotAlarmCount']);
    const res = await fetch(`${base}${TEST_ALARM_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: pudong },
      body: '{}',
    });
    const hook = (await res.json()) as { respCode: number; obj: { alarms: { areaId: number }[] } };
    expect(hook.respCode).toBe(0);
    expect(hook.obj.alarms.length).toBeGreaterThan(0);
    for (const a of hook.obj.alarms) expect(Math.floor(a.areaId / 1e6)).toBe(310115);
    expect(await s.absent('iot.alarm', 300)).toBe(true);
    expect(await summary(wall, ['iotAlarmCount'])).toEqual(before);
    s.close();
  });

  it('ten wall screens refetching together after an alarm cost one recomputation per metric', async () => {
    const admin = await t.login('chongming_admin');
    const screens: string[] = [];
    for (let i = 0; i < 10; i++) {
      const d = await t.call(createDisplayToken, { name: `大屏${i}`, validDays: 1 }, admin);
      screens.push(d.obj!.accessToken);
    }
    const metrics = ['iotAlarmCount', 'iotAlarmOpenCount'];
    const before = await summary(wall, metrics);
    const hook = await fetch(`${base}${TEST_ALARM_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: wall },
      body: '{}',
    });
    const raised = ((await hook.json()) as { obj: { alarms: unknown[] } }).obj.alarms.length;
    expect(raised).toBeGreaterThan(0);
    // Count the statistic queries over the alarm table while the ten screens ask at once.
    const query = t.db.query.bind(t.db);
    let scans = 0;
    t.db.query = ((text: string, params?: unknown[]) => {
      if (/FROM iot_alarm_records t\b/.test(text)) scans++;
      return query(text, params);
    }) as typeof t.db.query;
    try {
      const answers = await Promise.all(screens.map((s) => summary(s, metrics)));
      for (const a of answers) expect(a.iotAlarmCount).toBe(before.iotAlarmCount! + raised);
    } finally {
      t.db.query = query;
    }
    expect(scans).toBe(metrics.length);
  });

  it('lists the plates of alarm figures with the topic that makes them stale', async () => {
    const subject = (await t.call(getUserInfo, {}, wall)).obj!.govSubjectVO.id;
    const [dash] = await t.db.query<{ menu: number }>(
      `SELECT menu_key AS menu FROM plates
        WHERE government_subject_id = $1 AND parameters->'metrics' ? 'iotAlarmCount' ORDER BY id LIMIT 1`,
      [subject],
    );
    const plates = await t.call(listPlates, { subjectId: subject, menuKey: dash!.menu }, wall);
    const list = plates.obj as { parameters: { metrics?: string[] }; liveTopics?: string[] }[];
    expect(list.some((p) => p.liveTopics?.includes('iot.alarm'))).toBe(true);
    for (const p of list) {
      const alarms = (p.parameters.metrics ?? []).some((m) => m.startsWith('iotAlarm'));
      expect(p.liveTopics?.includes('iot.alarm'), JSON.stringify(p.parameters)).toBe(alarms);
    }
  });
});

describe('StatCache.invalidate', () => {
  it('drops matching answers and running loads; a load started before does not store its answer', async () => {
    const cache = new StatCache();
    await cache.get('a|1', 60, async () => 1);
    await cache.get('b|1', 60, async () => 1);
    let release: (v: number) => void = () => {};
    const slow = cache.get('a|2', 60, () => new Promise<number>((r) => (release = r)));
    expect(cache.invalidate((k) => k.startsWith('a|'))).toBe(2);
    // A caller after the change does not join the old load: it gets (and shares) a fresh one.
    let loads = 0;
    const fresh = () => {
      loads++;
      return Promise.resolve(2);
    };
    expect(await Promise.all([cache.get('a|2', 60, fresh), cache.get('a|2', 60, fresh)])).toEqual([2, 2]);
    expect(loads).toBe(1);
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.get('a|2', 60, async () => 3)).toBe(2);
    expect(await cache.get('b|1', 60, async () => 9)).toBe(1);
    expect(await cache.get('a|1', 60, async () => 9)).toBe(9);
  });
});
