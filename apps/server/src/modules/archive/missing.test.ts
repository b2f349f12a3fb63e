import { statBreakdown, statSummary } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithLogin, freshDatabase } from '../../../test/harness';
import type { Database } from '../../db/client';
import { runImport } from '../../import/run';
import { seedInstallation } from '../../seed/installation';
import { recordsXlsx } from '../importer/fixtures';
import { invalidateStats } from './cache';
import { sourceOf } from './missing';
import { metricOf } from './registry';

// A bureau's own installation before and after its first import: figures of a source without records in
// the area say what is missing instead of answering 0.

const CHONGMING = 310151000000;
const ADMIN = { loginName: 'admin', password: 'Nongye#2026' };

let db: Database;
let app: FastifyInstance;
let token: string;

async function call<T>(path: string, body: object): Promise<T> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', accesstoken: token },
    payload: JSON.stringify({ areaId: CHONGMING, areaLevel: 3, ...body }),
  });
  const json = res.json() as { respCode: number; respDesc: string; obj: T };
  expect(json.respCode, json.respDesc).toBe(0);
  return json.obj;
}

type Figure = { metric: string; value: number | null; missing?: { label: string; via: string } };
type Breakdown = {
  series: { metric: string; missing?: { label: string; via: string } }[];
  rows: Record<string, unknown>[];
};
const figures = async (metrics: string[]) =>
  Object.fromEntries((await call<Figure[]>(statSummary.path, { metrics })).map((f) => [f.metric, f]));

beforeAll(async () => {
  db = await freshDatabase('empty');
  await seedInstallation(db, { code: '31' }, ADMIN);
  ({ app, token } = await appWithLogin(db, ADMIN));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('the sources of metrics', () => {
  it('names the import kind that writes a table, devices for readings and pest counts, else the topic', () => {
    expect(sourceOf(metricOf('farmCount')!)).toEqual({ label: '农场/基地', via: 'import' });
    expect(sourceOf(metricOf('companyCount')!)).toEqual({ label: '经营主体', via: 'import' });
    expect(sourceOf(metricOf('parcelCount')!)).toEqual({ label: '地块', via: 'import' });
    expect(sourceOf(metricOf('airTempDaily')!)).toMatchObject({ via: 'device' });
    expect(sourceOf(metricOf('pestInsectCount')!)).toMatchObject({ via: 'device' });
    expect(sourceOf(metricOf('loanCount')!)).toEqual({ label: '涉农贷款', via: 'import' });
    expect(sourceOf(metricOf('salesOrderCount')!)).toEqual({
      label: metricOf('salesOrderCount')!.topic,
      via: 'none',
    });
  });
});

describe('a fresh installation without the demo', () => {
  it('answers what is missing instead of zeros: no figure, and the import or devices that add it', async () => {
    const f = await figures(['farmCount', 'companyCount', 'pestInsectCount', 'villageCommitteeCount']);
    expect(f.farmCount).toMatchObject({ value: null, missing: { label: '农场/基地', via: 'import' } });
    expect(f.companyCount).toMatchObject({ value: null, missing: { label: '经营主体', via: 'import' } });
    expect(f.pestInsectCount).toMatchObject({ value: null, missing: { via: 'device' } });
    // The installation's own divisions are records: counted, nothing missing.
    expect(f.villageCommitteeCount!.value).toBeGreaterThan(100);
    expect(f.villageCommitteeCount!.missing).toBeUndefined();
  });

  it('answers breakdowns with the missing source on the series and no figures in the rows', async () => {
    const byTown = await call<Breakdown>(statBreakdown.path, { metrics: ['farmCount'], by: 'area' });
    expect(byTown.series[0]!.missing).toEqual({ label: '农场/基地', via: 'import' });
    expect(byTown.rows.length).toBeGreaterThan(10);
    expect(byTown.rows.every((r) => r.farmCount === null)).toBe(true);
    const alarms = await call<Breakdown>(statBreakdown.path, { metrics: ['iotAlarmCount'], by: 'latest' });
    expect(alarms).toEqual({ series: [expect.objectContaining({ missing: expect.anything() })], rows: [] });
  });

  it('answers figures after an import, a measured 0 as 0, and other districts still missing', async () => {
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
    expect(report).toMatchObject({ imported: true, written: 1 });
    // As the import route does after writing.
    invalidateStats(db);

    const f = await figures(['iotDeviceCount', 'iotOnlineCount', 'farmCount', 'airTempNow']);
    expect(f.iotDeviceCount).toEqual({ metric: 'iotDeviceCount', name: '物联网设备', value: 1, unit: '台' });
    // A device exists, none of them online: a measured 0.
    expect(f.iotOnlineCount).toEqual({ metric: 'iotOnlineCount', name: '在线设备', value: 0, unit: '台' });
    expect(f.farmCount!.missing).toEqual({ label: '农场/基地', via: 'import' });
    expect(f.airTempNow!.missing).toMatchObject({ via: 'device' });

    const byGate = await call<Breakdown>(statBreakdown.path, {
      metrics: ['iotDeviceCount', 'iotOnlineCount'],
      by: 'category',
    });
    expect(byGate.series.map((s) => s.missing)).toEqual([undefined, undefined]);
    expect(byGate.rows).toEqual([
      expect.objectContaining({ name: '气象站', iotDeviceCount: 1, iotOnlineCount: 0 }),
    ]);

    // The device is 崇明's: another district of the installation still has no records.
    const elsewhere = await call<Figure[]>(statSummary.path, {
      metrics: ['iotDeviceCount'],
      areaId: 310115000000,
      areaLevel: 3,
    });
    expect(elsewhere[0]!.missing).toEqual({ label: '物联网设备', via: 'import' });
  });
});
