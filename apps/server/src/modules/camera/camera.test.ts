import {
  getCamera,
  getCameraAiImage,
  getCameraLiveUrl,
  getOpenIotCamera,
  getOpenIotCameraLiveUrl,
  listCameraAiImages,
  listCameraHistory,
  listCameras,
  startCameraPtz,
  startOpenIotCameraPtz,
  stopCameraPtz,
  stopOpenIotCameraPtz,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let viewer: string;
let admin: string;
let pudong: string;
let cam: { id: number; farm_id: number };
let pdCam: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  [viewer, admin, pudong] = await Promise.all([
    t.login('chongming_viewer'),
    t.login('chongming_admin'),
    t.login('pudong_viewer'),
  ]);
  [cam] = (await t.db.query<{ id: number; farm_id: number }>(
    `SELECT c.id, c.farm_id FROM cameras c WHERE c.area_id BETWEEN 310151000000 AND 310151999999 AND c.ptz_capable
        AND (SELECT count(*) FROM camera_ai_images i WHERE i.camera_id = c.id) > 10 ORDER BY c.id LIMIT 1`,
  )) as [{ id: number; farm_id: number }];
  [pdCam] = (await t.db.query<{ id: number }>(
    'SELECT id FROM cameras WHERE area_id BETWEEN 310115000000 AND 310115999999 ORDER BY id LIMIT 1',
  )) as [{ id: number }];
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const panOf = (svg: string) => Number(/P (\d{3})°/.exec(svg)?.[1]);

describe('cameras', () => {
  it('lists a farm’s cameras with a signed cover picture, refuses another county', async () => {
    const res = await t.call(listCameras, { farmId: cam.farm_id }, viewer);
    expect(res.obj!.list.map((c) => c.cameraId)).toContain(cam.id);
    const cover = res.obj!.list.find((c) => c.cameraId === cam.id)!.coverUrl!;
    expect(cover).toMatch(/^\/files\/camera\/\d+\.svg\?a=310151000000&e=\d+&s=/);
    expect((await get(cover)).statusCode).toBe(200);
    expect((await t.call(getCamera, { cameraId: pdCam.id }, viewer)).respCode).toBe(401);
    expect((await t.call(getCameraLiveUrl, { cameraId: cam.id }, pudong)).respCode).toBe(401);
  });

  it('answers a signed live frame for a demo camera that opens only with its signature', async () => {
    const live = (await t.call(getCameraLiveUrl, { cameraId: cam.id }, viewer)).obj!;
    expect(live).toMatchObject({ kind: 'frame', refreshMs: 1000 });
    const frame = await get(`${live.url}&t=1`);
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain('直播');
    expect((await get(live.url.split('?')[0]!)).statusCode).toBe(403);
  });

  it('answers the HLS address of a camera with a configured stream', async () => {
    await t.db.query("UPDATE cameras SET hls_url = 'https://streams.example/cam.m3u8' WHERE id = $1", [
      pdCam.id,
    ]);
    const live = (await t.call(getCameraLiveUrl, { cameraId: pdCam.id }, pudong)).obj!;
    expect(live).toMatchObject({ kind: 'hls', url: 'https://streams.example/cam.m3u8' });
  });

  it('pans the live picture while a PTZ move runs and keeps the position after stop', async () => {
    expect((await t.call(startCameraPtz, { cameraId: cam.id, direction: 3 }, viewer)).respCode).toBe(403);
    const live = (await t.call(getCameraLiveUrl, { cameraId: cam.id }, admin)).obj!;
    const before = panOf((await get(live.url)).body);
    const started = await t.call(startCameraPtz, { cameraId: cam.id, direction: 3 }, admin);
    expect(started.obj).toMatchObject({ moving: true, direction: 3 });
    // Pretend the button was held for 3 s (20°/s).
    await t.db.query("UPDATE cameras SET ptz_started_at = now() - interval '3 seconds' WHERE id = $1", [
      cam.id,
    ]);
    const stopped = (await t.call(stopCameraPtz, { cameraId: cam.id }, admin)).obj!;
    expect(stopped.moving).toBe(false);
    const turned = (((stopped.pan - before) % 360) + 360) % 360;
    expect(turned).toBeGreaterThan(55);
    expect(turned).toBeLessThan(70);
    expect(panOf((await get(live.url)).body)).toBe(Math.round(stopped.pan) % 360);
    const detail = (await t.call(getCamera, { cameraId: cam.id }, viewer)).obj!;
    expect(detail.ptz.pan).toBeCloseTo(stopped.pan, 3);
  });
});

describe('AI tagged images', () => {
  it('pages 9 by default, newest first, filtered by time, each with a signed picture', async () => {
    const page = (await t.call(listCameraAiImages, { cameraId: cam.id }, viewer)).obj!;
    expect(page.pageSize).toBe(9);
    expect(page.list).toHaveLength(9);
    const times = page.list.map((i) => i.captureTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get(page.list[0]!.url)).statusCode).toBe(200);
    const day = times[0]!.slice(0, 10);
    const oneDay = (
      await t.call(listCameraAiImages, { cameraId: cam.id, queryStart: day, queryEnd: day }, viewer)
    ).obj!;
    expect(oneDay.list.every((i) => i.captureTime.startsWith(day))).toBe(true);
    const [n] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM camera_ai_images WHERE camera_id = $1 AND capture_time::date = $2::date',
      [cam.id, day],
    );
    expect(oneDay.total).toBe(n!.n);
    const history = (await t.call(listCameraHistory, { cameraId: cam.id, pageSize: 3 }, viewer)).obj!;
    expect(history.list.map((i) => i.imgId)).toEqual(page.list.slice(0, 3).map((i) => i.imgId));
  });

  it('shows one image’s detail and refuses it to another county', async () => {
    const [img] = (await t.call(listCameraAiImages, { cameraId: cam.id, pageSize: 1 }, viewer)).obj!.list;
    const d = await t.call(getCameraAiImage, { imgId: img!.imgId }, viewer);
    expect(d.obj).toMatchObject({ imgId: img!.imgId, cameraId: cam.id, farmId: cam.farm_id });
    expect((await t.call(getCameraAiImage, { imgId: img!.imgId }, pudong)).respCode).toBe(401);
  });
});

describe('camera scope and the open-IoT paths', () => {
  it('refuses a 崇明 caller a 浦东 camera’s history and PTZ stop, and changes nothing there', async () => {
    expect((await t.call(listCameraHistory, { cameraId: pdCam.id }, viewer)).respCode).toBe(401);
    const [before] = await t.db.query('SELECT pan_deg, tilt_deg, ptz_started_at FROM cameras WHERE id = $1', [
      pdCam.id,
    ]);
    expect((await t.call(stopCameraPtz, { cameraId: pdCam.id }, admin)).respCode).toBe(401);
    expect((await t.call(stopOpenIotCameraPtz, { cameraId: pdCam.id }, admin)).respCode).toBe(401);
    const [after] = await t.db.query('SELECT pan_deg, tilt_deg, ptz_started_at FROM cameras WHERE id = $1', [
      pdCam.id,
    ]);
    expect(after).toEqual(before);
  });

  it('answers camera get and live url at the open-IoT paths as the IoT calls, PTZ with its permission', async () => {
    expect((await t.call(getOpenIotCamera, { cameraId: cam.id }, viewer)).obj).toEqual(
      (await t.call(getCamera, { cameraId: cam.id }, viewer)).obj,
    );
    const live = (await t.call(getOpenIotCameraLiveUrl, { cameraId: cam.id }, viewer)).obj!;
    expect(live).toMatchObject({ kind: 'frame' });
    expect((await get(live.url)).statusCode).toBe(200);
    expect((await t.call(getOpenIotCamera, { cameraId: pdCam.id }, viewer)).respCode).toBe(401);
    expect((await t.call(startOpenIotCameraPtz, { cameraId: cam.id, direction: 1 }, viewer)).respCode).toBe(
      403,
    );
    const moved = await t.call(startOpenIotCameraPtz, { cameraId: cam.id, direction: 1 }, admin);
    expect(moved.obj).toMatchObject({ cameraId: cam.id, moving: true, direction: 1 });
    const stopped = await t.call(stopOpenIotCameraPtz, { cameraId: cam.id }, admin);
    expect(stopped.obj).toMatchObject({ cameraId: cam.id, moving: false });
  });
});
