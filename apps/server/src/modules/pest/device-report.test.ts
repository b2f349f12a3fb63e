import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beijingToday } from '@fengshou/core';
import {
  getInsectStatistics,
  issuePestDeviceCredential,
  listBugAnalysisHistory,
  listTodayPestImages,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TRAP_REPORT_PATH } from './device-report';

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  Buffer.alloc(64, 7),
]);
let t: TestApp;
let dataDir: string;
let admin: string;
let viewer: string;
let trap: number;
let token: string;
let species: { id: number; name: string; latin_name: string | null }[];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fengshou-trap-reports-'));
  t = await createTestApp({ config: { dataDir } });
  [admin, viewer] = await Promise.all([t.login('chongming_admin'), t.login('chongming_viewer')]);
  [{ id: trap }] = (await t.db.query<{ id: number }>(
    'SELECT id FROM pest_devices WHERE area_id BETWEEN 310151000000 AND 310151999999 ORDER BY id LIMIT 1',
  )) as [{ id: number }];
  species = await t.db.query('SELECT id, name, latin_name FROM pest_species ORDER BY id LIMIT 3');
  expect((await t.call(issuePestDeviceCredential, { deviceId: trap }, viewer)).respCode).toBe(403);
  token = (await t.call(issuePestDeviceCredential, { deviceId: trap }, admin)).obj!.token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const report = (body: object, tok: string | undefined = token) =>
  t.app.inject({
    method: 'POST',
    url: TRAP_REPORT_PATH,
    headers: { 'content-type': 'application/json', ...(tok ? { 'x-device-token': tok } : {}) },
    payload: JSON.stringify(body),
  });
const todays = async () =>
  (
    await t.db.query<{ species_id: number; insect_count: number }>(
      'SELECT species_id, insect_count FROM pest_counts WHERE device_id = $1 AND count_date = $2::date ORDER BY species_id',
      [trap, beijingToday()],
    )
  ).map((r) => [r.species_id, r.insect_count]);
const imageCount = async () =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pest_images WHERE device_id = $1', [trap])
  )[0]!.n;

describe('a pest trap’s report with its token', () => {
  it('stores the day’s counts by species id and name with the tray photo, shown in the statistics and pictures', async () => {
    const [a, b] = species as [(typeof species)[0], (typeof species)[0]];
    await t.db.query('DELETE FROM pest_counts WHERE device_id = $1 AND count_date = $2::date', [
      trap,
      beijingToday(),
    ]);
    const res = await report({
      counts: [
        { speciesId: a.id, count: 12 },
        { species: b.name, count: 5 },
      ],
      image: JPEG.toString('base64'),
    });
    const json = res.json() as { respCode: number; obj: { imageId: number; total: number; date: string } };
    expect(json.respCode).toBe(0);
    expect(json.obj).toMatchObject({ total: 17, date: beijingToday() });
    expect(await todays()).toEqual(
      [
        [a.id, 12],
        [b.id, 5],
      ].sort((x, y) => x[0]! - y[0]!),
    );

    const day = beijingToday();
    const stats = (
      await t.call(getInsectStatistics, { deviceId: trap, startDate: day, endDate: day }, viewer)
    ).obj!;
    expect(stats.total).toBe(17);
    expect(stats.species).toEqual([
      { speciesId: a.id, name: a.name, count: 12 },
      { speciesId: b.id, name: b.name, count: 5 },
    ]);
    const history = (
      await t.call(listBugAnalysisHistory, { deviceId: trap, startDate: day, endDate: day }, viewer)
    ).obj!;
    expect(history).toEqual([expect.objectContaining({ date: day, total: 17 })]);

    const pictures = (await t.call(listTodayPestImages, { deviceId: trap, limit: 100 }, viewer)).obj!;
    const mine = pictures.find((p) => p.imageId === json.obj.imageId)!;
    expect(mine).toMatchObject({ deviceId: trap, insectTotal: 17 });
    const served = await t.app.inject({ method: 'GET', url: mine.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(JPEG)).toBe(true);
  });

  it('replaces a species’ count when the same day is reported again', async () => {
    const [a] = species as [(typeof species)[0]];
    const res = await report({ date: beijingToday(), counts: [{ speciesId: a.id, count: 20 }] });
    expect(res.json()).toMatchObject({ respCode: 0, obj: { imageId: null } });
    expect((await todays()).find(([id]) => id === a.id)).toEqual([a.id, 20]);
  });

  it('refuses an unknown species, a future day and a wrong token, storing nothing of the report', async () => {
    const before = { counts: await todays(), images: await imageCount() };
    const [a] = species as [(typeof species)[0]];
    const unknown = (
      await report({
        counts: [
          { speciesId: a.id, count: 99 },
          { species: '不存在的虫', count: 1 },
        ],
        image: JPEG.toString('base64'),
      })
    ).json() as { respCode: number; respDesc: string };
    expect(unknown.respCode).toBe(300);
    expect(unknown.respDesc).toContain('counts.1.species');
    const future = (await report({ date: '2999-01-01', counts: [{ speciesId: a.id, count: 1 }] })).json();
    expect(future).toMatchObject({ respCode: 300, respDesc: expect.stringContaining('date') });
    const notImage = (
      await report({ counts: [], image: Buffer.from('GIF89a....').toString('base64') })
    ).json();
    expect(notImage).toMatchObject({ respCode: 300, respDesc: expect.stringContaining('image') });
    const wrong = await report({ counts: [{ speciesId: a.id, count: 1 }] }, 'wrong-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ respCode: 401 });
    expect({ counts: await todays(), images: await imageCount() }).toEqual(before);
  });
});
