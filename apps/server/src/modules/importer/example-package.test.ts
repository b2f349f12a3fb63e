import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listFarmsByArea, statBreakdown, statSummary } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithLogin, freshDatabase } from '../../../test/harness';
import type { Database } from '../../db/client';
import { runImport } from '../../import/run';
import { seedInstallation } from '../../seed/installation';

// The example bureau of 婺源县, installed without the demo and loaded from examples/wuyuan as a bureau would.
const PACKAGE = fileURLToPath(new URL('../../../../../examples/wuyuan/', import.meta.url));
const WUYUAN = 361130000000;
const ZIYANG = 361130100000;
const ADMIN = { loginName: 'wyadmin', password: 'Wuyuan#2026pkg' };

let db: Database;
let app: FastifyInstance;
let token: string;
const reports: { file: string; written: number; errors: unknown[] }[] = [];

const call = async <T>(path: string, body: unknown): Promise<T> => {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', accesstoken: token },
    payload: JSON.stringify(body),
  });
  const json = res.json() as { respCode: number; respDesc: string; obj: T };
  if (json.respCode !== 0) throw new Error(`${path}: ${json.respCode} ${json.respDesc}`);
  return json.obj;
};

beforeAll(async () => {
  db = await freshDatabase('empty');
  await seedInstallation(db, { code: '361130' }, ADMIN);
  for (const file of readdirSync(PACKAGE)
    .filter((f) => /^\d+-/.test(f))
    .sort()) {
    const kind = /^\d+-([a-z-]+)\./.exec(file)![1]!;
    const r = await runImport(db, {
      kind,
      files: [{ fileName: file, content: new Uint8Array(readFileSync(PACKAGE + file)) }],
      areaId: WUYUAN,
      userId: null,
    });
    reports.push({ file, written: r.written, errors: r.errors });
  }
  ({ app, token } = await appWithLogin(db, ADMIN));
}, 240_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('the example package of 婺源县', () => {
  it('imports every file of the package into a fresh installation without a single problem', () => {
    expect(reports.map((r) => r.file)).toHaveLength(24);
    expect(reports.filter((r) => r.errors.length)).toEqual([]);
    expect(reports.filter((r) => r.written === 0)).toEqual([]);
  });

  it('fills the county dashboard figures the plates read', async () => {
    const figures = await call<{ metric: string; value: number | null; missing?: unknown }[]>(
      statSummary.path,
      {
        metrics: ['companyCount', 'farmCount', 'iotDeviceCount'],
        areaId: WUYUAN,
      },
    );
    expect(figures.map((f) => [f.metric, f.value, f.missing])).toEqual([
      ['companyCount', 18, undefined],
      ['farmCount', 24, undefined],
      ['iotDeviceCount', 12, undefined],
    ]);
    const parcels = await call<{ series: unknown; rows: { key: string; parcelAreaMu: number }[] }>(
      statBreakdown.path,
      { metrics: ['parcelAreaMu'], by: 'area', areaId: WUYUAN },
    );
    const ziyang = parcels.rows.find((r) => Number(r.key) === ZIYANG);
    expect(ziyang?.parcelAreaMu).toBeGreaterThan(100);
  });

  it('lists the imported farms of a town, placed by their points', async () => {
    const page = await call<{ total: number; list: { farmName: string }[] }>(listFarmsByArea.path, {
      farmAreaId: ZIYANG,
      pageSize: 50,
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.map((f) => f.farmName)).toContain('紫阳茶叶专业合作社基地');
  });
});
