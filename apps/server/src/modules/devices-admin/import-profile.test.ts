import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING } from '../../../test/list-checks';
import { runImport } from '../../import/run';
import { recordsXlsx } from '../importer/fixtures';
import { insertTestProfiles, type TestProfiles } from './test-support';

let t: TestApp;
let farmName: string;
let p: TestProfiles;

const imported = async (rows: Record<string, string>[]) =>
  runImport(t.db, {
    kind: 'iot-devices',
    files: [await recordsXlsx(rows)],
    areaId: CHONGMING,
    userId: null,
  });

beforeAll(async () => {
  t = await createTestApp();
  p = await insertTestProfiles(t.db);
  const [f] = await t.db.query<{ name: string }>(
    `SELECT farm_name AS name FROM farms WHERE area_id BETWEEN $1 AND $1 + 999999
        AND farm_name IN (SELECT farm_name FROM farms GROUP BY farm_name HAVING count(*) = 1) ORDER BY id LIMIT 1`,
    [CHONGMING],
  );
  farmName = f!.name;
});
afterAll(() => t.close());

describe('IoT device import with a profile column', () => {
  it('gives imported devices the category, properties and switches of the profile named by code or name', async () => {
    const r = await imported([
      { 设备序列号: 'IMP-FAN-1', 设备名称: '导入水肥机', 设备模型: 'reg_fan', 所属农场: farmName },
      { 设备序列号: 'IMP-SOIL-1', 设备名称: '导入墒情站', 设备型号: '测试墒情站', 所属农场: farmName },
    ]);
    expect(r, JSON.stringify(r.errors)).toMatchObject({ imported: true, inserted: 2, errorCount: 0 });
    const rows = await t.db.query(
      `SELECT d.device_sn AS sn, d.profile_id AS profile, g.identifier AS gate, d.is_controller AS ctl,
              d.token_hash AS hash,
              (SELECT string_agg(identifier || ':' || range_max, ',' ORDER BY identifier) FROM iot_device_properties
                WHERE device_id = d.id) AS props,
              (SELECT string_agg(identifier, ',' ORDER BY identifier) FROM iot_controller_states
                WHERE device_id = d.id) AS states
         FROM iot_devices d JOIN gate_categories g ON g.id = d.gate_category_id
        WHERE d.device_sn LIKE 'IMP-%' ORDER BY d.device_sn`,
    );
    expect(rows).toEqual([
      {
        sn: 'IMP-FAN-1',
        profile: p.fan,
        gate: 'fertigation',
        ctl: true,
        hash: null,
        props: 'flow:100',
        states: 'pump,valve1',
      },
      {
        sn: 'IMP-SOIL-1',
        profile: p.soil,
        gate: 'soil',
        ctl: false,
        hash: null,
        props: 'soilMoisture:100,soilTemp:80',
        states: null,
      },
    ]);
  });

  it('keeps the profile and the readings’ properties on a re-import without a profile cell', async () => {
    const r = await imported([
      { 设备序列号: 'IMP-SOIL-1', 设备名称: '改名墒情站', 设备类别: '土壤墒情', 所属农场: farmName },
    ]);
    expect(r).toMatchObject({ imported: true, updated: 1, errorCount: 0 });
    const [d] = await t.db.query(
      `SELECT device_name AS name, profile_id AS profile,
              (SELECT count(*)::int FROM iot_device_properties WHERE device_id = d.id) AS props
         FROM iot_devices d WHERE device_sn = 'IMP-SOIL-1'`,
    );
    expect(d).toEqual({ name: '改名墒情站', profile: p.soil, props: 2 });
  });

  it('refuses an unknown profile, a category that contradicts the profile, and a row naming neither', async () => {
    const r = await imported([
      { 设备序列号: 'IMP-BAD-1', 设备名称: '未知模型', 设备模型: '不存在的模型', 所属农场: farmName },
      {
        设备序列号: 'IMP-BAD-2',
        设备名称: '类别不符',
        设备模型: 'reg_soil',
        设备类别: '气象站',
        所属农场: farmName,
      },
      { 设备序列号: 'IMP-BAD-3', 设备名称: '都没填', 所属农场: farmName },
    ]);
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '设备模型', reason: '设备模型“不存在的模型”不存在' },
      { row: 3, field: '设备类别', reason: '设备类别与设备模型“测试墒情站”不符（应为土壤墒情）' },
      { row: 4, field: '设备类别', reason: '缺少设备类别（或填写设备模型）' },
    ]);
    expect(await t.db.query("SELECT 1 FROM iot_devices WHERE device_sn LIKE 'IMP-BAD-%'")).toEqual([]);
  });
});
