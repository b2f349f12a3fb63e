import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runImport } from '../../import/run';
import { CHONGMING, PUDONG } from '../produce/test-support';
import { recordsXlsx, villagePoint } from './fixtures';

let t: TestApp;
let farm: { name: string; code: string };
let at: [number, number];
let villageId: number;

const devices = (n: number, extra: Record<string, string> = {}) =>
  Array.from({ length: n }, (_, i) => ({
    设备序列号: `T-QX-${i + 1}`,
    设备名称: `试验气象站${i + 1}`,
    设备类别: '气象站',
    所属农场: farm.code,
    安装日期: '2025-04-18',
    经度: String(at[0]),
    纬度: String(at[1]),
    ...extra,
  }));
const imported = (files: Awaited<ReturnType<typeof recordsXlsx>>, dryRun = false) =>
  runImport(t.db, { kind: 'iot-devices', files: [files], areaId: CHONGMING, userId: null, dryRun });

beforeAll(async () => {
  t = await createTestApp();
  const [f] = await t.db.query<{ name: string; code: string }>(
    `SELECT f.farm_name AS name, c.credit_code AS code FROM farms f JOIN companies c ON c.id = f.company_id
      WHERE f.area_id BETWEEN $1 AND $1 + 999999 AND c.credit_code IS NOT NULL ORDER BY f.id LIMIT 1`,
    [CHONGMING],
  );
  farm = f!;
  ({ at, villageId } = await villagePoint(t, CHONGMING, 2));
});
afterAll(() => t.close());

describe('IoT device import', () => {
  it('writes good rows: the farm by credit code, the village from the point, a history entry', async () => {
    const dry = await imported(await recordsXlsx(devices(3)), true);
    expect(dry).toMatchObject({ imported: false, written: 0, errorCount: 0, total: 3 });
    const r = await imported(await recordsXlsx(devices(3)));
    expect(r).toMatchObject({ imported: true, inserted: 3, updated: 0, errorCount: 0 });
    const rows = await t.db.query<{ area_id: number; status: number; farm: string; cat: string }>(
      `SELECT d.area_id, d.status, f.farm_name AS farm, g.name AS cat FROM iot_devices d
         JOIN farms f ON f.id = d.farm_id JOIN gate_categories g ON g.id = d.gate_category_id
        WHERE d.device_sn LIKE 'T-QX-%' ORDER BY d.device_sn`,
    );
    expect(rows).toEqual(
      Array(3).fill({ area_id: expect.any(Number), status: 1, farm: farm.name, cat: '气象站' }),
    );
    // The farm's area wins over the point: the device belongs where its farm is registered.
    const [{ farmArea }] = (await t.db.query<{ farmArea: number }>(
      `SELECT area_id AS "farmArea" FROM farms f WHERE farm_name = $1`,
      [farm.name],
    )) as [{ farmArea: number }];
    expect(rows[0]!.area_id).toBe(farmArea);
    const jobs = await t.db.query<{ status: string; inserted: number; row_count: number }>(
      "SELECT status, inserted, row_count FROM import_jobs WHERE kind = 'iot-devices' ORDER BY id",
    );
    expect(jobs).toEqual([
      { status: 'checked', inserted: 0, row_count: 3 },
      { status: 'imported', inserted: 3, row_count: 3 },
    ]);
    expect(villageId).toBeGreaterThan(CHONGMING);
  });

  it('updates by serial number on a re-import instead of adding the devices twice', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM iot_devices'))[0]!.n;
    const r = await imported(await recordsXlsx(devices(4, { 在线状态: '离线' })));
    expect(r).toMatchObject({ imported: true, inserted: 1, updated: 3 });
    const after = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM iot_devices'))[0]!.n;
    expect(after).toBe(before + 1);
    const status = await t.db.query<{ status: number }>(
      "SELECT DISTINCT status FROM iot_devices WHERE device_sn LIKE 'T-QX-%'",
    );
    expect(status).toEqual([{ status: 0 }]);
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const pudong = await villagePoint(t, PUDONG, 0);
    const rows = [
      ...devices(1, { 设备序列号: 'T-BAD-1' }),
      { ...devices(1)[0]!, 设备序列号: 'T-BAD-2', 设备类别: '不存在的类别' },
      { ...devices(1)[0]!, 设备序列号: 'T-BAD-3', 安装日期: '2025-02-30', 所属农场: '' },
      {
        ...devices(1)[0]!,
        设备序列号: 'T-BAD-4',
        所属农场: '',
        经度: String(pudong.at[0]),
        纬度: String(pudong.at[1]),
      },
      { ...devices(1)[0]!, 设备序列号: 'T-BAD-1' },
      { ...devices(1)[0]!, 设备序列号: 'T-BAD-6', 设备名称: '' },
    ];
    const r = await imported(await recordsXlsx(rows));
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 3, field: '设备类别', reason: '设备类别“不存在的类别”不存在' },
      { row: 4, field: '安装日期', reason: '安装日期须为日期，如2026-03-15' },
      { row: 5, field: '经度', reason: '位置不在导入区域范围内' },
      { row: 6, field: '设备序列号', reason: '设备序列号与第2行重复' },
      { row: 7, field: '设备名称', reason: '缺少设备名称' },
    ]);
    const n = await t.db.query("SELECT 1 FROM iot_devices WHERE device_sn LIKE 'T-BAD-%'");
    expect(n).toEqual([]);
  });

  it('refuses a file without a required column as a whole', async () => {
    const r = await imported(await recordsXlsx([{ 设备名称: '无序列号' }]));
    expect(r.errors).toEqual([{ row: 0, field: 'file', reason: '缺少必填列：设备序列号（请使用导入模板）' }]);
  });
});

describe('natural keys of other areas', () => {
  it('refuses a serial number registered in another county instead of moving its device', async () => {
    const [other] = await t.db.query<{ sn: string; area: number }>(
      'SELECT device_sn AS sn, area_id AS area FROM iot_devices WHERE area_id NOT BETWEEN $1 AND $1 + 999999 LIMIT 1',
      [CHONGMING],
    );
    const r = await imported(await recordsXlsx(devices(1, { 设备序列号: other!.sn })));
    expect(r.errors).toEqual([{ row: 2, field: '设备序列号', reason: '设备序列号已被导入区域外的记录使用' }]);
    const [still] = await t.db.query<{ area: number }>(
      'SELECT area_id AS area FROM iot_devices WHERE device_sn = $1',
      [other!.sn],
    );
    expect(still!.area).toBe(other!.area);
  });
});
