import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type EndpointDef,
  listAnimalsOnHand,
  listCameraAiImages,
  listEarTags,
  listInsectData,
  listIotAlarmRecords,
  listIotDevices,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { CHONGMING, exportedSheet } from './list-checks';

// The IoT, camera, pest and livestock lists are declarations: an export that names no columns writes the
// columns each declares, every row of the list for the same filter.

let t: TestApp;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fengshou-device-exports-'));
  t = await createTestApp({ config: { dataDir } });
  admin = await t.login('chongming_admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const firstIn = async (sql: string) =>
  (await t.db.query<{ id: number }>(sql, [CHONGMING, CHONGMING + 999_999]))[0]!.id;

const exported = (endpoint: EndpointDef, filter: Record<string, unknown>) =>
  exportedSheet(t, endpoint, filter, admin);

describe('exports of the device and livestock lists', () => {
  it('write each list’s declared columns and every row of its filter', async () => {
    const farm = await firstIn(
      'SELECT farm_id AS id FROM ear_tags WHERE area_id BETWEEN $1 AND $2 AND farm_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const tags = await exported(listEarTags, { farmId: farm });
    expect(tags.rows[0]).toEqual(['耳标号', '畜种', '品种', '养殖场', '状态', '佩标日期']);
    expect(tags.total).toBeGreaterThan(0);
    expect(tags.rowCount).toBe(tags.total);
    expect(tags.rows).toHaveLength(tags.total + 1);
    expect(['在栏', '已出栏', '死亡', '注销']).toContain(tags.rows[1]![4]);

    const device = await firstIn(
      'SELECT device_id AS id FROM iot_alarm_records WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1',
    );
    const alarms = await exported(listIotAlarmRecords, { deviceId: device });
    expect(alarms.rows[0]).toEqual(['时间', '设备', '基地', '告警内容', '状态', '处理人', '处理说明']);
    expect(alarms.total).toBeGreaterThan(0);
    expect(alarms.rowCount).toBe(alarms.total);
    // The lifecycle state is written as its name.
    expect(['未处理', '已确认', '已指派', '已恢复', '已处理']).toContain(alarms.rows[1]![4]);

    const devices = await exported(listIotDevices, {});
    expect(devices.rows[0]).toEqual(['设备', '序列号', '类型', '所在基地', '最近在线']);
    expect(devices.rowCount).toBe(devices.total);

    const camera = await firstIn(
      'SELECT camera_id AS id FROM camera_ai_images WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1',
    );
    const images = await exported(listCameraAiImages, { cameraId: camera });
    expect(images.rows[0]).toEqual(['拍摄时间', '摄像头', '识别标签', '置信度']);
    expect(images.total).toBeGreaterThan(0);
    expect(images.rowCount).toBe(images.total);

    // Without dates the insect list is the week ending on the latest day with counts, in the export too.
    const insects = await exported(listInsectData, {});
    expect(insects.rows[0]).toEqual(['日期', '设备', '诱虫数']);
    expect(insects.total).toBeGreaterThan(0);
    expect(insects.rowCount).toBe(insects.total);

    const onHand = await exported(listAnimalsOnHand, {});
    expect(onHand.rows[0]).toEqual(['养殖场', '存栏', '出栏', '死亡']);
    expect(onHand.rowCount).toBe(onHand.total);
  });
});
