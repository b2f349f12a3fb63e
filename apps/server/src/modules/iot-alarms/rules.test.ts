import {
  createIotAlarmRule,
  listIotAlarmRules,
  listIotRuleProfiles,
  setIotAlarmRuleEnabled,
  updateIotAlarmRule,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, inChongming, PUDONG } from '../../../test/list-checks';

let t: TestApp;
let admin: string;
let province: string;
let pudongAdmin: string;
let reviewer: string;
let profileId: number;
let cmProperty: number;
let pdProperty: number;

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;
const fieldsOf = (desc: string) => desc.slice(desc.indexOf('：') + 1, desc.indexOf('（')).split('、');

beforeAll(async () => {
  t = await createTestApp();
  [admin, province, pudongAdmin, reviewer] = await Promise.all([
    t.login('chongming_admin'),
    t.login('shanghai_admin'),
    t.login('pudong_admin'),
    t.login('chongming_reviewer'),
  ]);
  // A profile of the test's own (the catalogue's profiles may or may not be installed in this database).
  profileId = (
    await one<{ id: number }>(
      `INSERT INTO device_profiles (code, name, gate_category_id)
       VALUES ('alarm_rule_test', '测试畜舍环境', (SELECT min(id) FROM gate_categories)) RETURNING id`,
    )
  ).id;
  await t.db.query(
    `INSERT INTO device_profile_properties (profile_id, identifier, name, unit, range_min, range_max)
     VALUES ($1, 'ammonia', '氨气', 'ppm', 0, 500), ($1, 'airTemp', '温度', '℃', -40, 80)`,
    [profileId],
  );
  const property = (county: number) =>
    one<{ id: number }>(
      `SELECT p.id FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id
        WHERE d.area_id BETWEEN $1 AND $2 ORDER BY p.id LIMIT 1`,
      [county, county + 999_999],
    );
  cmProperty = (await property(CHONGMING)).id;
  pdProperty = (await property(PUDONG)).id;
});
afterAll(() => t.close());

const gt = { comparator: 'gt' as const, threshold: 25 };

describe('alarm rules', () => {
  it('creates a device rule with a duration, repeat and clear condition', async () => {
    const res = await t.call(
      createIotAlarmRule,
      {
        devicePropertyId: cmProperty,
        ruleName: '氨气超标',
        ...gt,
        durationS: 600,
        repeatCount: 3,
        clearThreshold: 20,
        alarmLevel: 3,
      },
      admin,
    );
    expect(res.respCode).toBe(0);
    expect(res.obj).toMatchObject({
      target: 'device',
      ruleName: '氨气超标',
      devicePropertyId: cmProperty,
      profileId: null,
      comparator: 'gt',
      threshold: 25,
      thresholdHigh: null,
      durationS: 600,
      repeatCount: 3,
      clearThreshold: 20,
      alarmLevel: 3,
      enabled: true,
      editable: true,
    });
    expect(inChongming(res.obj!.areaId!)).toBe(true);
    expect(res.obj!.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const listed = await t.call(listIotAlarmRules, { target: 'device', keywords: '氨气超标' }, admin);
    expect(listed.obj!.list.map((r) => r.ruleId)).toEqual([res.obj!.ruleId]);
  });

  it('refuses thresholds that do not fit, naming the fields', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ comparator: 'outside', threshold: 9, thresholdHigh: 6 }, ['threshold', 'thresholdHigh']],
      [{ comparator: 'outside', threshold: 6 }, ['thresholdHigh']],
      [{ ...gt, clearThreshold: 30 }, ['clearThreshold']],
      [{ comparator: 'lt', threshold: 5, clearThreshold: 4 }, ['clearThreshold']],
      [{ ...gt, thresholdHigh: 40 }, ['thresholdHigh']],
      [{ comparator: 'outside', threshold: 6, thresholdHigh: 9, clearThreshold: 5 }, ['clearThreshold']],
    ];
    for (const [rule, fields] of cases) {
      const res = await t.call(createIotAlarmRule, { devicePropertyId: cmProperty, ...rule }, admin);
      expect(res.respCode, JSON.stringify(rule)).toBe(300);
      expect(fieldsOf(res.respDesc)).toEqual(fields);
    }
    const both = await t.call(
      createIotAlarmRule,
      { devicePropertyId: cmProperty, profileId, propertyIdentifier: 'ammonia', ...gt },
      province,
    );
    expect(fieldsOf(both.respDesc)).toEqual(['devicePropertyId', 'profileId']);
    const none = await t.call(createIotAlarmRule, gt, admin);
    expect(fieldsOf(none.respDesc)).toEqual(['devicePropertyId', 'profileId']);
    const bad = await t.call(
      createIotAlarmRule,
      { devicePropertyId: cmProperty, ...gt, durationS: -1 },
      admin,
    );
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('durationS');
  });

  it('lets only the top subject write profile rules, for identifiers of the profile', async () => {
    const county = await t.call(
      createIotAlarmRule,
      { profileId, propertyIdentifier: 'ammonia', ...gt },
      admin,
    );
    expect(county.respCode).toBe(403);
    const unknown = await t.call(
      createIotAlarmRule,
      { profileId, propertyIdentifier: 'soilPh', ...gt },
      province,
    );
    expect(unknown.respCode).toBe(300);
    expect(fieldsOf(unknown.respDesc)).toEqual(['propertyIdentifier']);
    const noProfile = await t.call(
      createIotAlarmRule,
      { profileId: 999_999, propertyIdentifier: 'ammonia', ...gt },
      province,
    );
    expect(fieldsOf(noProfile.respDesc)).toEqual(['profileId']);
    const ok = await t.call(
      createIotAlarmRule,
      { profileId, propertyIdentifier: 'ammonia', ...gt, durationS: 600, clearThreshold: 20 },
      province,
    );
    expect(ok.obj).toMatchObject({
      target: 'profile',
      profileName: '测试畜舍环境',
      propertyName: '氨气',
      unit: 'ppm',
      areaId: null,
      editable: true,
    });
    // The county sees the profile's rule (it applies to its devices) but may not change it.
    const seen = await t.call(listIotAlarmRules, { target: 'profile', profileId }, admin);
    expect(seen.obj!.list).toEqual([expect.objectContaining({ ruleId: ok.obj!.ruleId, editable: false })]);
    const edit = await t.call(updateIotAlarmRule, { ruleId: ok.obj!.ruleId, ...gt, threshold: 30 }, admin);
    expect(edit.respCode).toBe(403);
    const off = await t.call(setIotAlarmRuleEnabled, { ruleId: ok.obj!.ruleId, enabled: false }, admin);
    expect(off.respCode).toBe(403);
    const profiles = await t.call(listIotRuleProfiles, {}, admin);
    expect(profiles.obj!.editable).toBe(false);
    expect(
      profiles.obj!.profiles.find((p) => p.profileId === profileId)!.properties.map((p) => p.identifier),
    ).toEqual(['airTemp', 'ammonia']);
    expect((await t.call(listIotRuleProfiles, {}, province)).obj!.editable).toBe(true);
  });

  it('edits and disables a rule, stamping the change, within the caller’s area only', async () => {
    const made = await t.call(createIotAlarmRule, { devicePropertyId: cmProperty, ...gt }, admin);
    const id = made.obj!.ruleId;
    await t.db.query("UPDATE iot_alarm_rules SET update_time = now() - interval '1 day' WHERE id = $1", [id]);
    const stampBefore = await one<{ t: Date }>('SELECT update_time AS t FROM iot_alarm_rules WHERE id = $1', [
      id,
    ]);
    const edited = await t.call(
      updateIotAlarmRule,
      { ruleId: id, ruleName: '低温', comparator: 'lt', threshold: 2, clearThreshold: 4, durationS: 1800 },
      admin,
    );
    expect(edited.obj).toMatchObject({
      ruleName: '低温',
      comparator: 'lt',
      threshold: 2,
      clearThreshold: 4,
      durationS: 1800,
      repeatCount: 1,
    });
    const stampAfter = await one<{ t: Date }>('SELECT update_time AS t FROM iot_alarm_rules WHERE id = $1', [
      id,
    ]);
    expect(new Date(stampAfter.t).getTime()).toBeGreaterThan(new Date(stampBefore.t).getTime());
    const badEdit = await t.call(
      updateIotAlarmRule,
      { ruleId: id, comparator: 'lt', threshold: 2, clearThreshold: 1 },
      admin,
    );
    expect(fieldsOf(badEdit.respDesc)).toEqual(['clearThreshold']);

    const off = await t.call(setIotAlarmRuleEnabled, { ruleId: id, enabled: false }, admin);
    expect(off.obj!.enabled).toBe(false);
    expect(
      (await one<{ enabled: boolean }>('SELECT enabled FROM iot_alarm_rules WHERE id = $1', [id])).enabled,
    ).toBe(false);
    const disabled = await t.call(listIotAlarmRules, { enabled: false, pageSize: 100 }, admin);
    expect(disabled.obj!.list.some((r) => r.ruleId === id)).toBe(true);

    // Another county's administrator can neither see nor change it; without device management, nobody.
    expect((await t.call(updateIotAlarmRule, { ruleId: id, ...gt }, pudongAdmin)).respCode).toBe(401);
    expect((await t.call(setIotAlarmRuleEnabled, { ruleId: id, enabled: true }, pudongAdmin)).respCode).toBe(
      401,
    );
    const theirs = await t.call(listIotAlarmRules, { target: 'device', pageSize: 100 }, pudongAdmin);
    expect(theirs.obj!.list.some((r) => r.ruleId === id)).toBe(false);
    expect((await t.call(updateIotAlarmRule, { ruleId: id, ...gt }, reviewer)).respCode).toBe(403);
    expect((await t.call(listIotAlarmRules, {}, reviewer)).respCode).toBe(403);
    expect((await t.call(updateIotAlarmRule, { ruleId: 999_999, ...gt }, admin)).respCode).toBe(300);
  });

  it('refuses a rule on another county’s device property', async () => {
    const res = await t.call(createIotAlarmRule, { devicePropertyId: pdProperty, ...gt }, admin);
    expect(res.respCode).toBe(401);
  });

  it('lists only the caller’s area’s device rules, paged, profile rules first', async () => {
    const page = await t.call(listIotAlarmRules, { pageSize: 5 }, admin);
    expect(page.respCode).toBe(0);
    const all = await t.db.query<{ n: number }>(
      `SELECT r.id FROM iot_alarm_rules r
         LEFT JOIN iot_device_properties p ON p.id = r.property_id LEFT JOIN iot_devices d ON d.id = p.device_id
        WHERE r.profile_id IS NOT NULL OR d.area_id BETWEEN $1 AND $2`,
      [CHONGMING, CHONGMING + 999_999],
    );
    expect(page.obj!.total).toBe(all.length);
    expect(page.obj!.list.length).toBe(Math.min(5, all.length));
    const targets = page.obj!.list.map((r) => r.target);
    expect(targets).toEqual([...targets].sort((a, b) => (a === b ? 0 : a === 'profile' ? -1 : 1)));
    const devices = await t.call(listIotAlarmRules, { target: 'device', pageSize: 100 }, admin);
    expect(devices.obj!.list.every((r) => inChongming(r.areaId!))).toBe(true);
    const second = await t.call(listIotAlarmRules, { pageSize: 5, pageNo: 2 }, admin);
    const firstIds = new Set(page.obj!.list.map((r) => r.ruleId));
    expect(second.obj!.list.some((r) => firstIds.has(r.ruleId))).toBe(false);
  });
});
