import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadCameraCapture, uploadPestImage } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

// An installation without the demo: its pictures are the stored files, nothing is drawn.
let t: TestApp;
let dataDir: string;
let admin: string;
const CHONGMING = { areaId: 310151000000 };
const PUDONG = { areaId: 310115000000 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const raw = (url: string) => t.app.inject({ method: 'GET', url });
const one = async (sql: string) => (await t.db.query<{ id: number; area_id: string }>(sql))[0]!;
const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE file_key IS NOT NULL`))[0]!
    .n;
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fengshou-pictures-'));
  t = await createTestApp({ config: { dataDir, demo: false } });
  admin = await t.login('chongming_admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a camera capture uploaded without the demo', () => {
  it('is stored under DATA_DIR/files/<area>/camera and served to its county only', async () => {
    const camera = await one(
      'SELECT id, area_id FROM cameras WHERE area_id BETWEEN 310151000000 AND 310151999999 ORDER BY id LIMIT 1',
    );
    const up = await t.call(
      uploadCameraCapture,
      {
        cameraId: camera.id,
        captureTime: '2025-06-01 08:30:00',
        tags: ['稻飞虱'],
        confidence: 0.9,
        fileName: 'a.png',
        contentBase64: PNG.toString('base64'),
      },
      admin,
    );
    expect(up.respCode, up.respDesc).toBe(0);
    expect(up.obj).toMatchObject({
      cameraId: camera.id,
      tags: ['稻飞虱'],
      captureTime: '2025-06-01 08:30:00',
    });
    const [{ file_key }] = (await t.db.query<{ file_key: string }>(
      'SELECT file_key FROM camera_ai_images WHERE id = $1',
      [up.obj!.imgId],
    )) as [{ file_key: string }];
    expect(file_key).toMatch(new RegExp(`^${camera.area_id}/camera/[0-9a-f-]{36}\\.png$`));
    expect(readFileSync(join(dataDir, 'files', file_key)).equals(PNG)).toBe(true);

    const served = await raw(up.obj!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const path = `/files/camera/${up.obj!.imgId}.png`;
    expect((await raw(t.app.services.files.sign(path, CHONGMING))).statusCode).toBe(200);
    const other = await raw(t.app.services.files.sign(path, PUDONG));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ respCode: 401 });
    const unsigned = await raw(path);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ respCode: 401 });
  });

  it('refuses what is not a picture, too large, or another county’s camera, and stores nothing', async () => {
    const mine = await one(
      'SELECT id FROM cameras WHERE area_id BETWEEN 310151000000 AND 310151999999 LIMIT 1',
    );
    const theirs = await one(
      'SELECT id FROM cameras WHERE area_id BETWEEN 310115000000 AND 310115999999 LIMIT 1',
    );
    const before = [await count('camera_ai_images'), filesUnder(join(dataDir, 'files')).length];
    const viewer = await t.login('chongming_viewer');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big);
    const cases: [number, Buffer, string, number][] = [
      [mine.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), admin, 300],
      [mine.id, Buffer.from('plain text'), admin, 300],
      [mine.id, big, admin, 300],
      [theirs.id, PNG, admin, 401],
    ];
    for (const [cameraId, bytes, token, code] of cases) {
      const r = await t.call(
        uploadCameraCapture,
        { cameraId, contentBase64: bytes.toString('base64') },
        token,
      );
      expect(r.respCode, r.respDesc).toBe(code);
    }
    // Without the permission of the module's writes (iot:control) a viewer is refused.
    const r = await t.call(
      uploadCameraCapture,
      { cameraId: mine.id, contentBase64: PNG.toString('base64') },
      viewer,
    );
    expect(r.respCode).toBe(403);
    expect([await count('camera_ai_images'), filesUnder(join(dataDir, 'files')).length]).toEqual(before);
  });
});

describe('a pest trap photo uploaded without the demo', () => {
  it('is stored under its area and served to its county only', async () => {
    const trap = await one(
      'SELECT id, area_id FROM pest_devices WHERE area_id BETWEEN 310151000000 AND 310151999999 ORDER BY id LIMIT 1',
    );
    const up = await t.call(
      uploadPestImage,
      { deviceId: trap.id, insectTotal: 12, contentBase64: JPEG.toString('base64') },
      admin,
    );
    expect(up.respCode, up.respDesc).toBe(0);
    expect(up.obj).toMatchObject({ deviceId: trap.id, insectTotal: 12 });
    expect(up.obj!.url).toMatch(new RegExp(`^/files/pest/${up.obj!.imageId}\\.jpg\\?`));
    const files = filesUnder(join(dataDir, 'files', String(trap.area_id), 'pest'));
    expect(files.some((f) => readFileSync(f).equals(JPEG))).toBe(true);

    const served = await raw(up.obj!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const path = `/files/pest/${up.obj!.imageId}.jpg`;
    const other = await raw(t.app.services.files.sign(path, PUDONG));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ respCode: 401 });
    expect((await raw(path)).statusCode).toBe(403);
  });

  it('refuses another county’s trap and bytes that are no picture', async () => {
    const theirs = await one(
      'SELECT id FROM pest_devices WHERE area_id BETWEEN 310115000000 AND 310115999999 LIMIT 1',
    );
    const mine = await one(
      'SELECT id FROM pest_devices WHERE area_id BETWEEN 310151000000 AND 310151999999 LIMIT 1',
    );
    const before = await count('pest_images');
    const r = await t.call(
      uploadPestImage,
      { deviceId: theirs.id, contentBase64: PNG.toString('base64') },
      admin,
    );
    expect(r.respCode).toBe(401);
    const bad = await t.call(
      uploadPestImage,
      { deviceId: mine.id, contentBase64: 'bm90IGFuIGltYWdl' },
      admin,
    );
    expect(bad.respCode).toBe(300);
    expect(await count('pest_images')).toBe(before);
  });
});

describe('stored rows without a file', () => {
  it('answer 图片不存在 without the demo’s drawer', async () => {
    const id = (await one('SELECT id FROM camera_ai_images WHERE file_key IS NULL LIMIT 1')).id;
    const res = await raw(t.app.services.files.sign(`/files/camera/${id}.svg`, { areaId: 310000000000 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ respCode: 300, respDesc: '图片不存在' });
  });
});
