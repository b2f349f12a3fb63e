import { listFarmsByArea, listIotDevices, listMissingSources } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithLogin, freshDatabase } from '../../../test/harness';
import type { Database } from '../../db/client';
import { runImport } from '../../import/run';
import { seedInstallation } from '../../seed/installation';
import { recordsXlsx } from '../importer/fixtures';

// A bureau's own installation before and after its first import: an empty list of an area without any
// record of the list's source names the import kind that adds them; an empty page of an area with records
// (filters that match nothing) does not.

const CHONGMING = 310151000000;
const PUDONG = 310115000000;
const ADMIN = { loginName: 'admin', password: 'Nongye#2026' };

let db: Database;
let app: FastifyInstance;
let token: string;

type Page = { list: unknown[]; total: number; missing?: { label: string; kind: string; via: string } };

async function call<T>(path: string, body: object): Promise<{ respCode: number; respDesc: string; obj: T }> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', accesstoken: token },
    payload: JSON.stringify(body),
  });
  return res.json() as { respCode: number; respDesc: string; obj: T };
}

async function page(path: string, body: object): Promise<Page> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', accesstoken: token },
    payload: JSON.stringify(body),
  });
  const json = res.json() as { respCode: number; respDesc: string; obj: Page };
  expect(json.respCode, json.respDesc).toBe(0);
  return json.obj;
}

beforeAll(async () => {
  db = await freshDatabase('empty');
  await seedInstallation(db, { code: '31' }, ADMIN);
  ({ app, token } = await appWithLogin(db, ADMIN));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('empty lists of a fresh installation', () => {
  it('name the import kind of their source', async () => {
    const farms = await page(listFarmsByArea.path, { farmAreaId: CHONGMING, farmAreaType: 3 });
    expect(farms).toMatchObject({ list: [], total: 0 });
    expect(farms.missing).toEqual({ label: '农场/基地', kind: 'farms', via: 'import' });
    const devices = await page(listIotDevices.path, { areaId: CHONGMING });
    expect(devices.missing).toEqual({ label: '物联网设备', kind: 'iot-devices', via: 'import' });
  });

  it('list the records after an import; an empty filter result of that area is no missing source', async () => {
    const file = await recordsXlsx([
      { 设备序列号: 'CM-QX-1', 设备名称: '试验气象站', 设备类别: '气象站', 在线状态: '离线' },
    ]);
    const report = await runImport(db, {
      kind: 'iot-devices',
      files: [file],
      areaId: CHONGMING,
      userId: null,
    });
    expect(report.errors).toEqual([]);

    const devices = await page(listIotDevices.path, { areaId: CHONGMING });
    expect(devices.total).toBe(1);
    expect(devices.missing).toBeUndefined();
    const none = await page(listIotDevices.path, { areaId: CHONGMING, keywords: '没有这个设备' });
    expect(none.total).toBe(0);
    expect(none.missing).toBeUndefined();
    // Another district of the installation still has none.
    const elsewhere = await page(listIotDevices.path, { areaId: PUDONG });
    expect(elsewhere.missing).toEqual({ label: '物联网设备', kind: 'iot-devices', via: 'import' });
  });

  it('are named for map layers by kind: those the area lacks, in the asked order; an unknown kind is 300', async () => {
    const ask = (kinds: string[], areaId: number) =>
      call<Page['missing'][]>(listMissingSources.path, { kinds, areaId });
    const chongming = await ask(['iot-devices', 'farms', 'cameras'], CHONGMING);
    expect(chongming.respCode, chongming.respDesc).toBe(0);
    expect(chongming.obj).toEqual([
      { label: '农场/基地', kind: 'farms', via: 'import' },
      { label: '监控摄像头', kind: 'cameras', via: 'import' },
    ]);
    expect((await ask(['iot-devices'], PUDONG)).obj).toEqual([
      { label: '物联网设备', kind: 'iot-devices', via: 'import' },
    ]);
    const bad = await ask(['farms', 'no-such-kind'], CHONGMING);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('kinds.1');
  });
});
