import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  deleteCamera,
  deletePestDevice,
  uploadCameraCapture,
  uploadPestImage,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

// Deleting a camera or a trap removes its rows and the pictures it stored, and leaves no row naming a
// missing file.
let t: TestApp;
let dataDir: string;
let admin: string;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];
const n = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params))[0]!.n;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fengshou-device-deletion-'));
  t = await createTestApp({ config: { dataDir, demo: false } });
  admin = await t.login('chongming_admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('deleting a camera', () => {
  it('removes the camera, its captures and their stored files; the pictures are no longer served', async () => {
    const [camera] = await t.db.query<{ id: number; area_id: string }>(
      'SELECT id, area_id FROM cameras WHERE area_id BETWEEN 310151000000 AND 310151999999 ORDER BY id LIMIT 1',
    );
    const urls: string[] = [];
    for (const tag of ['稻飞虱', '二化螟']) {
      const up = await t.call(
        uploadCameraCapture,
        { cameraId: camera!.id, tags: [tag], contentBase64: PNG.toString('base64') },
        admin,
      );
      expect(up.respCode, up.respDesc).toBe(0);
      urls.push(up.obj!.url);
    }
    const folder = join(dataDir, 'files', String(camera!.area_id), 'camera');
    const before = filesIn(folder).length;
    expect(before).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject({ method: 'GET', url: urls[0]! })).statusCode).toBe(200);

    const res = await t.call(deleteCamera, { cameraId: camera!.id }, admin);
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj).toEqual({ cameraId: camera!.id, removedFiles: 2 });
    expect(await n('SELECT count(*)::int AS n FROM cameras WHERE id = $1', [camera!.id])).toBe(0);
    expect(
      await n('SELECT count(*)::int AS n FROM camera_ai_images WHERE camera_id = $1', [camera!.id]),
    ).toBe(0);
    expect(filesIn(folder).length).toBe(before - 2);
    expect((await t.app.inject({ method: 'GET', url: urls[0]! })).statusCode).toBe(404);
    // Every stored capture left still has its file.
    const keys = await t.db.query<{ file_key: string }>(
      'SELECT file_key FROM camera_ai_images WHERE file_key IS NOT NULL',
    );
    expect(keys.filter((k) => !existsSync(join(dataDir, 'files', k.file_key)))).toEqual([]);

    const again = await t.call(deleteCamera, { cameraId: camera!.id }, admin);
    expect(again.respCode).not.toBe(0);
  });

  it('is refused to a viewer (403) and for another county’s camera (401), which keeps its rows', async () => {
    const [theirs] = await t.db.query<{ id: number }>(
      'SELECT id FROM cameras WHERE area_id BETWEEN 310115000000 AND 310115999999 LIMIT 1',
    );
    expect((await t.call(deleteCamera, { cameraId: theirs!.id }, admin)).respCode).toBe(401);
    const [mine] = await t.db.query<{ id: number }>(
      'SELECT id FROM cameras WHERE area_id BETWEEN 310151000000 AND 310151999999 LIMIT 1',
    );
    const viewer = await t.login('chongming_viewer');
    expect((await t.call(deleteCamera, { cameraId: mine!.id }, viewer)).respCode).toBe(403);
    expect(
      await n('SELECT count(*)::int AS n FROM cameras WHERE id = ANY($1)', [[theirs!.id, mine!.id]]),
    ).toBe(2);
  });
});

describe('deleting a pest trap', () => {
  it('removes the trap, its counts and photos, and the photos’ stored files', async () => {
    const [trap] = await t.db.query<{ id: number; area_id: string }>(
      'SELECT id, area_id FROM pest_devices WHERE area_id BETWEEN 310151000000 AND 310151999999 ORDER BY id LIMIT 1',
    );
    const up = await t.call(
      uploadPestImage,
      { deviceId: trap!.id, insectTotal: 7, contentBase64: PNG.toString('base64') },
      admin,
    );
    expect(up.respCode, up.respDesc).toBe(0);
    const folder = join(dataDir, 'files', String(trap!.area_id), 'pest');
    const before = filesIn(folder).length;

    const res = await t.call(deletePestDevice, { deviceId: trap!.id }, admin);
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj).toEqual({ deviceId: trap!.id, removedFiles: 1 });
    for (const table of ['pest_devices', 'pest_images', 'pest_counts']) {
      const col = table === 'pest_devices' ? 'id' : 'device_id';
      expect(await n(`SELECT count(*)::int AS n FROM ${table} WHERE ${col} = $1`, [trap!.id]), table).toBe(0);
    }
    expect(filesIn(folder).length).toBe(before - 1);
    expect((await t.app.inject({ method: 'GET', url: up.obj!.url })).statusCode).toBe(404);
  });
});
