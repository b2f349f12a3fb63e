import { FOOD_STORAGE_GATES, getIotFoodSafety } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, checkFarmScoped, checkNeedsDataView } from '../../../test/list-checks';

let t: TestApp;
let viewer: string;
/** A Chongming base with food-store monitors, and one without. */
let monitored: number;
let bare: number;

const FOOD = `SELECT d.id, d.farm_id FROM iot_devices d JOIN gate_categories g ON g.id = d.gate_category_id
  WHERE g.identifier = ANY($1::text[])`;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
  const [m] = await t.db.query<{ farm_id: number }>(
    `${FOOD} AND d.area_id BETWEEN $2 AND $3 AND EXISTS (SELECT 1 FROM iot_alarm_records a WHERE a.device_id = d.id)
      ORDER BY d.id LIMIT 1`,
    [FOOD_STORAGE_GATES, CHONGMING, CHONGMING + 999_999],
  );
  monitored = m!.farm_id;
  const [b] = await t.db.query<{ id: number }>(
    `SELECT f.id FROM farms f WHERE f.area_id BETWEEN $2 AND $3
        AND NOT EXISTS (SELECT 1 FROM (${FOOD}) x WHERE x.farm_id = f.id)
        AND EXISTS (SELECT 1 FROM iot_devices d WHERE d.farm_id = f.id) ORDER BY f.id LIMIT 1`,
    [FOOD_STORAGE_GATES, CHONGMING, CHONGMING + 999_999],
  );
  bare = b!.id;
});
afterAll(() => t.close());

describe('the demo hangs monitors in the registered food stores', () => {
  it('each food-store monitor belongs to a farm with a store of its kind and has readings and rules', async () => {
    const rows = await t.db.query<{
      name: string;
      gate: string;
      profile: string;
      stores: string[];
      readings: number;
      rules: number;
    }>(
      `SELECT d.device_name AS name, g.identifier AS gate, dp.code AS profile,
              (SELECT array_agg(s.storage_name) FROM farm_storages s WHERE s.farm_id = d.farm_id) AS stores,
              (SELECT count(*)::int FROM iot_readings r JOIN iot_device_properties p ON p.id = r.property_id WHERE p.device_id = d.id) AS readings,
              (SELECT count(*)::int FROM iot_alarm_rules r JOIN iot_device_properties p ON p.id = r.property_id WHERE p.device_id = d.id) AS rules
         FROM iot_devices d JOIN gate_categories g ON g.id = d.gate_category_id JOIN device_profiles dp ON dp.id = d.profile_id
        WHERE g.identifier = ANY($1::text[])`,
      [FOOD_STORAGE_GATES],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(
        r.stores?.some((s) => r.name.includes(s)),
        r.name,
      ).toBe(true);
      expect(r.readings, r.name).toBeGreaterThan(0);
      expect(r.rules, r.name).toBeGreaterThan(0);
      expect(['cold_room', 'freezer_room', 'ca_room', 'grain_bin']).toContain(r.profile);
    }
  });
});

describe('food-safety devices of a base (食品物联网设备)', () => {
  it('answers the kinds looked for, each watched value against its range and rules, the period’s figures', async () => {
    const res = await t.call(getIotFoodSafety, { farmId: monitored, days: 30 }, viewer);
    expect(res.respCode).toBe(0);
    const a = res.obj!;
    expect(a.kinds.map((k) => k.identifier)).toEqual([...FOOD_STORAGE_GATES]);
    const devices = await t.db.query(`${FOOD} AND d.farm_id = $2`, [FOOD_STORAGE_GATES, monitored]);
    expect(a.kinds.reduce((s, k) => s + k.deviceCount, 0)).toBe(devices.length);
    const props = await t.db.query<{ id: number }>(
      `SELECT p.id FROM iot_device_properties p JOIN (${FOOD}) d ON d.id = p.device_id WHERE d.farm_id = $2`,
      [FOOD_STORAGE_GATES, monitored],
    );
    expect(a.properties.map((p) => p.devicePropertyId).sort()).toEqual(props.map((p) => p.id).sort());
    for (const p of a.properties) {
      const [x] = await t.db.query<{ n: number; out: number; min: number | null; max: number | null }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE r.value < p.normal_min OR r.value > p.normal_max)::int AS out,
                min(r.value) AS min, max(r.value) AS max
           FROM iot_readings r JOIN iot_device_properties p ON p.id = r.property_id
          WHERE r.property_id = $1 AND r.ts >= $2::timestamptz AND r.ts < $3::timestamptz`,
        [p.devicePropertyId, a.startTime, a.endTime],
      );
      expect({ n: p.readings, out: p.outOfRange, min: p.min, max: p.max }).toEqual(x);
      // No readings in the period: no rate, rather than 0 %.
      expect(p.outOfRangeRate).toEqual(
        p.readings ? expect.closeTo((100 * p.outOfRange) / p.readings, 1) : null,
      );
      expect(p.openAlarms).toBeLessThanOrEqual(p.alarms);
      const abnormal =
        p.value !== null &&
        ((p.normalMin !== null && p.value < p.normalMin) || (p.normalMax !== null && p.value > p.normalMax));
      expect(p.abnormal).toBe(abnormal ? 1 : 0);
    }
    // The demo's rules are the properties' own; each reads as the rules page words it, with its level.
    expect(
      a.properties.some((p) => p.rules.some((r) => /^(高于|低于) .+（(提示|一般|严重)）$/.test(r))),
    ).toBe(true);
    expect(a.properties.reduce((s, p) => s + p.alarms, 0)).toBeGreaterThan(0);
  });

  it('lists the period’s excursions newest first, with how long each lasted', async () => {
    const a = (await t.call(getIotFoodSafety, { farmId: monitored, days: 30 }, viewer)).obj!;
    expect(a.excursions.length).toBeGreaterThan(0);
    expect(a.excursions.length).toBeLessThanOrEqual(20);
    const times = a.excursions.map((e) => e.alarmTime);
    expect(times).toEqual([...times].sort().reverse());
    for (const e of a.excursions) {
      expect(e.alarmTime >= a.startTime).toBe(true);
      expect(e.minutes).toBeGreaterThanOrEqual(0);
      // Finished ones (已恢复, 已处理) end; open ones run on.
      expect(e.endTime === null).toBe([0, 2, 3].includes(e.status));
      expect(e.statusName).toMatch(/未处理|已确认|已指派|已恢复|已处理/);
    }
    // A shorter period holds no more excursions.
    const week = (await t.call(getIotFoodSafety, { farmId: monitored, days: 7 }, viewer)).obj!;
    for (const e of week.excursions) expect(e.alarmTime >= week.startTime).toBe(true);
  });

  it('sums the base’s 合格证 of the period by product', async () => {
    const [farm] = await t.db.query<{ farm_id: number }>(
      `SELECT farm_id FROM qualified_certificates c JOIN farms f ON f.id = c.farm_id
        WHERE f.area_id BETWEEN $1 AND $2 AND c.issue_date >= current_date - 80 ORDER BY c.issue_date DESC LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const a = (await t.call(getIotFoodSafety, { farmId: farm!.farm_id, days: 90 }, viewer)).obj!;
    const [n] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM qualified_certificates WHERE farm_id = $1 AND issue_date >= $2::date`,
      [farm!.farm_id, a.startTime.slice(0, 10)],
    );
    expect(a.products.reduce((s, p) => s + p.certificates, 0)).toBe(n!.n);
    expect(n!.n).toBeGreaterThan(0);
    for (const p of a.products) expect(p.traced).toBeLessThanOrEqual(p.certificates);
  });

  it('answers a base without such devices with the kinds looked for and nothing watched', async () => {
    const res = await t.call(getIotFoodSafety, { farmId: bare }, viewer);
    expect(res.respCode).toBe(0);
    expect(res.obj!.kinds.map((k) => [k.name, k.deviceCount])).toEqual([
      ['冷库监测', 0],
      ['粮情监测', 0],
    ]);
    expect(res.obj).toMatchObject({ properties: [], excursions: [] });
  });

  it('refuses bad periods, a base outside the caller’s area, an unknown base, naming the field', async () => {
    for (const days of [0, 91, 1.5, '7']) {
      const res = await t.call(getIotFoodSafety, { farmId: monitored, days }, viewer);
      expect(res.respCode, String(days)).toBe(300);
      expect(res.respDesc).toContain('days');
    }
    const missing = await t.call(getIotFoodSafety, {}, viewer);
    expect(missing.respCode).toBe(300);
    expect(missing.respDesc).toContain('farmId');
    await checkFarmScoped(t, getIotFoodSafety, viewer);
    expect((await t.call(getIotFoodSafety, { farmId: monitored })).respCode).toBe(400);
    await checkNeedsDataView(t, [getIotFoodSafety]);
  });
});
