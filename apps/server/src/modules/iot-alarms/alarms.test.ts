import {
  acknowledgeIotAlarm,
  assignIotAlarm,
  closeIotAlarm,
  getIotGisLatestAlarm,
  listIotAlarmAssignees,
  listIotAlarmEvents,
  listIotAlarmRecords,
  listIotGroups,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, PUDONG } from '../../../test/list-checks';

let t: TestApp;
let reviewer: string;
let viewer: string;
let pudongAdmin: string;
const users = new Map<string, number>();
const COUNTY = 999_999;

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;

/**
 * An alarm of a county (with a farm) that no other test touched, made a fresh raised alarm: the demo keeps
 * only the last day's alarms open, too few for one test each.
 */
const taken = new Set<number>();
async function raisedAlarm(county = CHONGMING): Promise<{ id: number; farm_id: number; device_id: number }> {
  const rows = await t.db.query<{ id: number; farm_id: number; device_id: number }>(
    `SELECT id, farm_id, device_id FROM iot_alarm_records
      WHERE area_id BETWEEN $1 AND $2 AND farm_id IS NOT NULL ORDER BY alarm_time DESC, id DESC LIMIT 50`,
    [county, county + COUNTY],
  );
  const row = rows.find((r) => !taken.has(r.id))!;
  taken.add(row.id);
  await t.db.query(
    'UPDATE iot_alarm_records SET status = 0, handle_time = NULL, handler = NULL, version = 1 WHERE id = $1',
    [row.id],
  );
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  [reviewer, viewer, pudongAdmin] = await Promise.all([
    t.login('chongming_reviewer'),
    t.login('chongming_viewer'),
    t.login('pudong_admin'),
  ]);
  for (const u of await t.db.query<{ login_name: string; id: number }>(
    'SELECT login_name, id FROM government_users',
  )) {
    users.set(u.login_name, u.id);
  }
});
afterAll(() => t.close());

describe('alarm lifecycle', () => {
  it('acknowledges, assigns and closes an alarm, each step recorded once and shown in the list', async () => {
    const a = await raisedAlarm();
    const ack = await t.call(acknowledgeIotAlarm, { alarmId: a.id, version: 1 }, reviewer);
    expect(ack.respCode).toBe(0);
    expect(ack.obj).toMatchObject({ status: 2, statusName: '已确认', ackUserName: '施晓燕', version: 2 });
    expect(ack.obj!.ackTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const assignee = users.get('chongming_admin')!;
    const assign = await t.call(assignIotAlarm, { alarmId: a.id, version: 2, userId: assignee }, reviewer);
    expect(assign.obj).toMatchObject({ status: 3, statusName: '已指派', assigneeName: '黄伟', version: 3 });

    const close = await t.call(
      closeIotAlarm,
      { alarmId: a.id, version: 3, remark: '已通风，氨气回落' },
      reviewer,
    );
    expect(close.obj).toMatchObject({
      status: 1,
      statusName: '已处理',
      handler: '施晓燕',
      remark: '已通风，氨气回落',
      version: 4,
    });
    expect(close.obj!.handleTime).not.toBeNull();

    const history = await t.call(listIotAlarmEvents, { alarmId: a.id }, reviewer);
    expect(history.respCode).toBe(0);
    // The demo's alarms predate the engine, so they have no 'raised' event: history starts at the first act.
    expect(history.obj!.events.map((e) => [e.event, e.eventName, e.userName])).toEqual([
      ['acknowledged', '确认', '施晓燕'],
      ['assigned', '指派', '施晓燕'],
      ['closed', '关闭', '施晓燕'],
    ]);
    expect(history.obj!.events[1]!.remark).toContain('黄伟');
    expect(history.obj!.events[2]!.remark).toBe('已通风，氨气回落');
    expect(history.obj!.alarm.status).toBe(1);

    const listed = await t.call(listIotAlarmRecords, { farmId: a.farm_id, pageSize: 100 }, viewer);
    expect(listed.obj!.list.find((x) => x.alarmId === a.id)).toMatchObject({
      status: 1,
      statusName: '已处理',
      ackUserName: '施晓燕',
      assigneeName: '黄伟',
      remark: '已通风，氨气回落',
      version: 4,
    });
  });

  it('writes the history in order with a raised event first when the rule engine wrote one', async () => {
    const a = await raisedAlarm();
    await t.db.query(
      `INSERT INTO iot_alarm_events (alarm_id, event, event_time, value)
       SELECT id, 'raised', alarm_time, alarm_value FROM iot_alarm_records WHERE id = $1`,
      [a.id],
    );
    await t.call(acknowledgeIotAlarm, { alarmId: a.id, version: 1 }, reviewer);
    await t.call(
      assignIotAlarm,
      { alarmId: a.id, version: 2, userId: users.get('chongming_admin')! },
      reviewer,
    );
    await t.call(closeIotAlarm, { alarmId: a.id, version: 3, remark: '现场已处理' }, reviewer);
    const history = await t.call(listIotAlarmEvents, { alarmId: a.id }, reviewer);
    expect(history.obj!.events.map((e) => e.event)).toEqual(['raised', 'acknowledged', 'assigned', 'closed']);
    expect(history.obj!.events[0]).toMatchObject({ eventName: '触发告警', userName: null });
    expect(history.obj!.events[0]!.value).not.toBeNull();
  });

  it('answers a repeated action with the alarm unchanged and no second event', async () => {
    const a = await raisedAlarm();
    const first = await t.call(acknowledgeIotAlarm, { alarmId: a.id, version: 1 }, reviewer);
    // A double click: the same action with the version the screen had.
    const again = await t.call(acknowledgeIotAlarm, { alarmId: a.id, version: 1 }, reviewer);
    expect(again.respCode).toBe(0);
    expect(again.obj).toEqual(first.obj);
    const closed = await t.call(closeIotAlarm, { alarmId: a.id, version: 2, remark: '误报' }, reviewer);
    const closedAgain = await t.call(closeIotAlarm, { alarmId: a.id, version: 2, remark: '误报' }, reviewer);
    expect(closedAgain.obj).toEqual(closed.obj);
    const events = await t.db.query('SELECT event FROM iot_alarm_events WHERE alarm_id = $1', [a.id]);
    expect(events.length).toBe(2);
  });

  it('closes a raised alarm directly, and refuses acts that skip a step or reopen it', async () => {
    const a = await raisedAlarm();
    const early = await t.call(
      assignIotAlarm,
      { alarmId: a.id, version: 1, userId: users.get('chongming_admin')! },
      reviewer,
    );
    expect(early.respCode).toBe(300);
    expect(early.respDesc).toContain('未处理');
    const close = await t.call(
      closeIotAlarm,
      { alarmId: a.id, version: 1, remark: '设备检修导致' },
      reviewer,
    );
    expect(close.obj).toMatchObject({ status: 1, version: 2 });
    const reopen = await t.call(acknowledgeIotAlarm, { alarmId: a.id, version: 2 }, reviewer);
    expect(reopen.respCode).toBe(300);
    expect(reopen.respDesc).toContain('已处理');
  });

  it('refuses a stale version, naming it, and changes nothing', async () => {
    const a = await raisedAlarm();
    await t.call(acknowledgeIotAlarm, { alarmId: a.id, version: 1 }, reviewer);
    // Someone else's screen still shows version 1 and closes.
    const stale = await t.call(closeIotAlarm, { alarmId: a.id, version: 1, remark: '处理完毕' }, reviewer);
    expect(stale.respCode).toBe(300);
    expect(stale.respDesc).toContain('version');
    const row = await one<{ status: number; version: number }>(
      'SELECT status, version FROM iot_alarm_records WHERE id = $1',
      [a.id],
    );
    expect(row).toEqual({ status: 2, version: 2 });
  });

  it('requires a remark to close, naming the field', async () => {
    const a = await raisedAlarm();
    for (const remark of ['', '   ']) {
      const res = await t.call(closeIotAlarm, { alarmId: a.id, version: 1, remark }, reviewer);
      expect(res.respCode).toBe(300);
      expect(res.respDesc).toContain('remark');
    }
    const missing = await t.call(closeIotAlarm, { alarmId: a.id, version: 1 }, reviewer);
    expect(missing.respCode).toBe(300);
    expect(
      (await one<{ status: number }>('SELECT status FROM iot_alarm_records WHERE id = $1', [a.id])).status,
    ).toBe(0);
  });

  it('refuses another county’s alarm (401) and a caller without 告警处理 (403)', async () => {
    const a = await raisedAlarm();
    const other = await t.call(acknowledgeIotAlarm, { alarmId: a.id, version: 1 }, pudongAdmin);
    expect(other.respCode).toBe(401);
    expect((await t.call(listIotAlarmEvents, { alarmId: a.id }, pudongAdmin)).respCode).toBe(401);
    const noRight = await t.call(acknowledgeIotAlarm, { alarmId: a.id, version: 1 }, viewer);
    expect(noRight.respCode).toBe(403);
    expect((await t.call(closeIotAlarm, { alarmId: a.id, version: 1, remark: 'x' }, viewer)).respCode).toBe(
      403,
    );
    expect((await t.call(acknowledgeIotAlarm, { alarmId: 99_999_999, version: 1 }, reviewer)).respCode).toBe(
      300,
    );
    expect(
      (await one<{ status: number }>('SELECT status FROM iot_alarm_records WHERE id = $1', [a.id])).status,
    ).toBe(0);
  });

  it('assigns only to live users of the caller’s subject or below who govern the alarm’s area', async () => {
    const a = await raisedAlarm();
    const list = await t.call(listIotAlarmAssignees, { alarmId: a.id }, reviewer);
    const names = list.obj!.map((u) => u.loginName);
    expect(names).toContain('chongming_admin');
    expect(names).toContain('chongming_viewer');
    expect(names).not.toContain('pudong_viewer');
    expect(names).not.toContain('shanghai_admin');
    // People who may act on alarms come first.
    expect(list.obj![0]!.canHandle).toBe(true);
    expect(list.obj!.find((u) => u.loginName === 'chongming_viewer')!.canHandle).toBe(false);
    const keyword = await t.call(listIotAlarmAssignees, { alarmId: a.id, keyword: '黄' }, reviewer);
    expect(keyword.obj!.map((u) => u.loginName)).toEqual(['chongming_admin']);

    await t.call(acknowledgeIotAlarm, { alarmId: a.id, version: 1 }, reviewer);
    for (const login of ['pudong_viewer', 'shanghai_admin']) {
      const res = await t.call(
        assignIotAlarm,
        { alarmId: a.id, version: 2, userId: users.get(login)! },
        reviewer,
      );
      expect(res.respCode).toBe(300);
      expect(res.respDesc).toContain('userId');
    }
    // The province's subject may hand a county's alarm down to the county.
    const shanghai = await t.login('shanghai_admin');
    const down = await t.call(
      assignIotAlarm,
      { alarmId: a.id, version: 2, userId: users.get('chongming_reviewer')! },
      shanghai,
    );
    expect(down.obj).toMatchObject({ status: 3, assigneeName: '施晓燕' });
    // Re-assigned to someone else: a new assignment; to the same person again: a repeat.
    const again = await t.call(
      assignIotAlarm,
      { alarmId: a.id, version: 3, userId: users.get('chongming_admin')! },
      reviewer,
    );
    expect(again.obj).toMatchObject({ status: 3, assigneeName: '黄伟', version: 4 });
    const repeat = await t.call(
      assignIotAlarm,
      { alarmId: a.id, version: 3, userId: users.get('chongming_admin')! },
      reviewer,
    );
    expect(repeat.obj).toEqual(again.obj);
  });

  it('filters open and finished alarms, counts open ones per group, and tells open screens', async () => {
    const a = await raisedAlarm();
    const heard: { topic: string; areaId: number; data: { alarmId: number; status: number } }[] = [];
    const stop = t.app.services.live.observe((e) => heard.push(e as never));
    try {
      const groupsBefore = await t.call(listIotGroups, { farmId: a.farm_id }, viewer);
      const openBefore = groupsBefore.obj!.reduce((s, g) => s + g.alarmCount, 0);
      await t.call(acknowledgeIotAlarm, { alarmId: a.id, version: 1 }, reviewer);
      const groupsAfter = await t.call(listIotGroups, { farmId: a.farm_id }, viewer);
      // Acknowledged is still open.
      expect(groupsAfter.obj!.reduce((s, g) => s + g.alarmCount, 0)).toBe(openBefore);
      const open = await t.call(
        listIotAlarmRecords,
        { farmId: a.farm_id, open: true, pageSize: 100 },
        viewer,
      );
      expect(open.obj!.list.every((x) => [0, 2, 3].includes(x.status))).toBe(true);
      expect(open.obj!.list.some((x) => x.alarmId === a.id)).toBe(true);
      await t.call(closeIotAlarm, { alarmId: a.id, version: 2, remark: '已处理' }, reviewer);
      const done = await t.call(
        listIotAlarmRecords,
        { farmId: a.farm_id, open: false, pageSize: 100 },
        viewer,
      );
      expect(done.obj!.list.every((x) => [1, 4].includes(x.status))).toBe(true);
      expect(done.obj!.list.some((x) => x.alarmId === a.id)).toBe(true);
      const byStatus = await t.call(
        listIotAlarmRecords,
        { farmId: a.farm_id, status: 1, pageSize: 100 },
        viewer,
      );
      expect(byStatus.obj!.list.every((x) => x.status === 1)).toBe(true);
      const groupsClosed = await t.call(listIotGroups, { farmId: a.farm_id }, viewer);
      expect(groupsClosed.obj!.reduce((s, g) => s + g.alarmCount, 0)).toBe(openBefore - 1);
      // On native PostgreSQL the events come back through LISTEN/NOTIFY, after the call that published them.
      await expect
        .poll(() =>
          heard.filter((e) => e.topic === 'iot.alarm' && e.data.alarmId === a.id).map((e) => e.data.status),
        )
        .toEqual([2, 1]);
    } finally {
      stop();
    }
    const mine = heard.filter((e) => e.topic === 'iot.alarm' && e.data.alarmId === a.id);
    expect(mine[0]!.areaId).toBeGreaterThanOrEqual(CHONGMING);
    expect(mine[0]!.areaId).toBeLessThanOrEqual(CHONGMING + COUNTY);
  });

  it('shows the lifecycle state on the newest alarm of the IoT map', async () => {
    const latest = await t.call(getIotGisLatestAlarm, {}, viewer);
    expect(latest.obj).toMatchObject({ statusName: expect.any(String), version: expect.any(Number) });
  });

  it('keeps the other county’s alarms out of reach of a county reviewer', async () => {
    const p = await raisedAlarm(PUDONG);
    expect(
      (await t.call(closeIotAlarm, { alarmId: p.id, version: 1, remark: '越权' }, reviewer)).respCode,
    ).toBe(401);
    expect((await t.call(listIotAlarmAssignees, { alarmId: p.id }, reviewer)).respCode).toBe(401);
  });
});
