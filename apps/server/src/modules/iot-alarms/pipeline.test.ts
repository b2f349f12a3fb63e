import {
  acknowledgeIotAlarm,
  assignIotAlarm,
  closeIotAlarm,
  createIotAlarmRule,
  listIotAlarmEvents,
  setIotAlarmRuleEnabled,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING } from '../../../test/list-checks';
import { issueToken } from '../../devices/credentials';
import { DEVICE_PATHS } from '../../devices/http-routes';

let t: TestApp;
let admin: string;
let reviewer: string;
let token: string;
let propertyId: number;

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;

/** A reading of the test's sensor sent over HTTP as a device does; resolves once stored with its rules applied. */
async function reading(airTemp: number, ageMs: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: DEVICE_PATHS.telemetry,
    headers: { 'content-type': 'application/json', 'x-device-token': token },
    payload: JSON.stringify({ ts: Date.now() - ageMs, values: { airTemp } }),
  });
  expect(res.json()).toMatchObject({ respCode: 0, obj: { accepted: 1 } });
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, reviewer] = await Promise.all([t.login('chongming_admin'), t.login('chongming_reviewer')]);
  const sensor = await one<{ id: number; prop: number }>(
    `SELECT d.id, p.id AS prop FROM iot_devices d JOIN iot_device_properties p ON p.device_id = d.id
      WHERE d.area_id BETWEEN $1 AND $2 AND NOT d.is_controller AND p.identifier = 'airTemp'
      ORDER BY d.id LIMIT 1`,
    [CHONGMING, CHONGMING + 999_999],
  );
  propertyId = sensor.prop;
  token = await issueToken(t.db, sensor.id);
});
afterAll(() => t.close());

describe('an alarm from a rule made in 告警规则 to its close', () => {
  it('is raised by readings, handled by people, cleared by the rule, closed, each step in its history', async () => {
    const rule = await t.call(
      createIotAlarmRule,
      {
        devicePropertyId: propertyId,
        ruleName: '高温测试',
        comparator: 'gt',
        threshold: 48,
        clearThreshold: 45,
      },
      admin,
    );
    expect(rule.respCode).toBe(0);
    const ruleId = rule.obj!.ruleId;
    const heard: { topic: string; data: { alarmId: number; status: number } }[] = [];
    const stop = t.app.services.live.observe((e) => heard.push(e as never));
    try {
      await reading(49.5, 60_000);
      const raised = await one<{ id: number; status: number; version: number }>(
        'SELECT id, status, version FROM iot_alarm_records WHERE rule_id = $1',
        [ruleId],
      );
      expect(raised.status).toBe(0);
      const id = raised.id;
      const ack = await t.call(acknowledgeIotAlarm, { alarmId: id, version: raised.version }, reviewer);
      expect(ack.obj!.status).toBe(2);
      const reviewerId = (
        await one<{ id: number }>("SELECT id FROM government_users WHERE login_name = 'chongming_reviewer'")
      ).id;
      const assigned = await t.call(
        assignIotAlarm,
        { alarmId: id, version: ack.obj!.version, userId: reviewerId },
        reviewer,
      );
      expect(assigned.obj!.status).toBe(3);
      // Back under the clear threshold: the rule clears the assigned alarm by itself.
      await reading(44, 30_000);
      const cleared = await one<{ status: number; version: number }>(
        'SELECT status, version FROM iot_alarm_records WHERE id = $1',
        [id],
      );
      expect(cleared.status).toBe(4);
      // The screen still holds the assigned version: refused, then closed with the fresh one.
      const stale = await t.call(
        closeIotAlarm,
        { alarmId: id, version: assigned.obj!.version, remark: '已复核' },
        reviewer,
      );
      expect(stale.respCode).toBe(300);
      const closed = await t.call(
        closeIotAlarm,
        { alarmId: id, version: cleared.version, remark: '遮阳网已放下，温度回落' },
        reviewer,
      );
      expect(closed.obj).toMatchObject({ status: 1, statusName: '已处理', clearTime: expect.any(String) });
      const history = await t.call(listIotAlarmEvents, { alarmId: id }, reviewer);
      expect(history.obj!.events.map((e) => e.event)).toEqual([
        'raised',
        'acknowledged',
        'assigned',
        'cleared',
        'closed',
      ]);
      expect(history.obj!.events[0]!.value).toBe(49.5);
      expect(history.obj!.events[3]!.value).toBe(44);
      // On native PostgreSQL the events come back through LISTEN/NOTIFY, after the call that published them.
      await expect
        .poll(() =>
          heard.filter((e) => e.topic === 'iot.alarm' && e.data.alarmId === id).map((e) => e.data.status),
        )
        .toEqual([0, 2, 3, 4, 1]);
    } finally {
      stop();
    }
  });

  it('raises nothing from a rule switched off in 告警规则', async () => {
    const rule = await t.call(
      createIotAlarmRule,
      { devicePropertyId: propertyId, comparator: 'lt', threshold: -30 },
      admin,
    );
    await t.call(setIotAlarmRuleEnabled, { ruleId: rule.obj!.ruleId, enabled: false }, admin);
    await reading(-35, 10_000);
    const n = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM iot_alarm_records WHERE rule_id = $1',
      [rule.obj!.ruleId],
    );
    expect(n.n).toBe(0);
  });
});
