import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { openLiveStream } from '../../test/live-client';
import { tick } from './ticker';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
// Well after the seeded history, so every online sensor gets its reading for this minute.
const later = () => Math.ceil(Date.now() / MINUTE) * MINUTE + 5 * MINUTE;

describe('demo ticker', () => {
  it('writes one reading per online sensor property for the minute, once', async () => {
    const [n] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id
        WHERE d.status = 1 AND NOT d.is_controller`,
    );
    const at = later();
    const first = await tick(t.db, t.app.services.live, at);
    expect(first.readings).toBe(n!.n);
    const [row] = await t.db.query<{ n: number; same: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE p.last_value = r.value)::int AS same
         FROM iot_readings r JOIN iot_device_properties p ON p.id = r.property_id WHERE r.ts = $1::timestamptz`,
      [new Date(at).toISOString()],
    );
    expect(row).toEqual({ n: n!.n, same: n!.n });
    expect((await tick(t.db, t.app.services.live, at)).readings).toBe(0);
  });

  it('raises an alarm when a reading crosses a rule, and it reaches an open screen of the county only', async () => {
    // A humidity rule the next reading surely breaks (humidity stays within 30–99 %RH), previous value inside.
    const [p] = await t.db.query<{ id: number; area_id: number }>(
      `SELECT p.id, d.area_id FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id
        WHERE d.status = 1 AND p.identifier = 'airHumidity' AND d.area_id BETWEEN 310151000000 AND 310151999999
        ORDER BY p.id LIMIT 1`,
    );
    await t.db.query(
      "INSERT INTO iot_alarm_rules (property_id, comparator, threshold, alarm_level) VALUES ($1, 'gt', 5, 3)",
      [p!.id],
    );
    await t.db.query('UPDATE iot_device_properties SET last_value = 4 WHERE id = $1', [p!.id]);
    const mine = await openLiveStream(base, await t.login('chongming_viewer'), 'iot.alarm');
    const other = await openLiveStream(base, await t.login('pudong_viewer'), 'iot.alarm');
    await mine.next('ready');
    await other.next('ready');

    const report = await tick(t.db, t.app.services.live, later() + MINUTE);
    const [alarm] = await t.db.query<{ id: number; alarm_level: number }>(
      'SELECT id, alarm_level FROM iot_alarm_records WHERE property_id = $1 AND threshold = 5',
      [p!.id],
    );
    expect(report.alarms).toContain(alarm!.id);
    const got = (await mine.next('iot.alarm')) as unknown as {
      data: { alarmId: number; alarmLevel: number };
    };
    expect(got.data).toMatchObject({ alarmId: alarm!.id, alarmLevel: 3 });
    expect(await other.absent('iot.alarm', 300)).toBe(true);
    // Still above the threshold next minute: no second alarm.
    await tick(t.db, t.app.services.live, later() + 2 * MINUTE);
    const again = await t.db.query(
      'SELECT 1 FROM iot_alarm_records WHERE property_id = $1 AND threshold = 5',
      [p!.id],
    );
    expect(again).toHaveLength(1);
    mine.close();
    other.close();
  });
});
