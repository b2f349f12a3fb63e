import {
  type EndpointDef,
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
import { checkPageTwo } from '../../../test/list-checks';
import { loginWithoutDataView } from '../produce/test-support';

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

  it('answers no stream for a camera whose only address is one a browser cannot play (RTSP)', async () => {
    await t.db.query(
      "UPDATE cameras SET hls_url = NULL, live_url = 'rtsp://192.168.1.64:554/Streaming/Channels/101' WHERE id = $1",
      [pdCam.id],
    );
    const live = (await t.call(getCameraLiveUrl, { cameraId: pdCam.id }, pudong)).obj!;
    expect(live).toMatchObject({ kind: 'none', url: '' });
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

describe('camera contract: scope, permission and paging', () => {
  const CM = [310151000000, 310151999999];
  const PD = [310115000000, 310115999999];
  const count = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ n: number }>(sql, params))[0]!.n;
  const ptzState = async (id: number) =>
    (
      await t.db.query('SELECT pan_deg, tilt_deg, direction, ptz_started_at FROM cameras WHERE id = $1', [id])
    )[0];

  it('refuses a 浦东 caller a 崇明 farm’s cameras and a 崇明 camera’s AI images with 401', async () => {
    // The same bodies answer the 崇明 caller, so the 401 comes from the scope alone.
    const own = (await t.call(listCameras, { farmId: cam.farm_id, pageSize: 100 }, viewer)).obj!;
    expect(own.list.map((c) => c.cameraId)).toContain(cam.id);
    expect((await t.call(listCameraAiImages, { cameraId: cam.id }, viewer)).respCode).toBe(0);

    const byFarm = await t.call(listCameras, { farmId: cam.farm_id }, pudong);
    expect(byFarm.respCode).toBe(401);
    expect(byFarm.obj).toBeNull();
    const images = await t.call(listCameraAiImages, { cameraId: cam.id }, pudong);
    expect(images.respCode).toBe(401);
    expect(images.obj).toBeNull();
    expect((await t.call(listCameraAiImages, { farmId: cam.farm_id }, pudong)).respCode).toBe(401);
    expect((await t.call(listCameraHistory, { cameraId: cam.id }, pudong)).respCode).toBe(401);
    expect((await t.call(listCameras, { areaId: 310151000000 }, pudong)).respCode).toBe(401);

    // Without a farm the 浦东 caller sees exactly 浦东's cameras, none of 崇明.
    const mine = (await t.call(listCameras, { pageSize: 100 }, pudong)).obj!;
    expect(mine.total).toBe(
      await count('SELECT count(*)::int AS n FROM cameras WHERE area_id BETWEEN $1 AND $2', PD),
    );
    expect(mine.list.map((c) => c.cameraId)).not.toContain(cam.id);
    expect(mine.list.every((c) => c.areaId >= PD[0]! && c.areaId <= PD[1]!)).toBe(true);
  });

  it('refuses a 浦东 admin a PTZ start of a 崇明 camera (and the reverse), and moves nothing', async () => {
    const pudongAdmin = await t.login('pudong_admin');
    const before = await ptzState(cam.id);
    for (const endpoint of [startCameraPtz, startOpenIotCameraPtz]) {
      const res = await t.call(endpoint, { cameraId: cam.id, direction: 2 }, pudongAdmin);
      expect(res.respCode, endpoint.path).toBe(401);
      expect(res.obj).toBeNull();
    }
    expect(await ptzState(cam.id)).toEqual(before);
    const pdBefore = await ptzState(pdCam.id);
    expect((await t.call(startCameraPtz, { cameraId: pdCam.id, direction: 2 }, admin)).respCode).toBe(401);
    expect(await ptzState(pdCam.id)).toEqual(pdBefore);
  });

  it('answers 403 to a caller without the permission each call declares, and changes nothing', async () => {
    const wall = await loginWithoutDataView(t);
    const bodies: [EndpointDef, object][] = [
      [listCameras, { farmId: cam.farm_id }],
      [listCameraAiImages, { cameraId: cam.id }],
      [listCameraHistory, { cameraId: cam.id }],
      [startCameraPtz, { cameraId: cam.id, direction: 1 }],
    ];
    for (const [endpoint, body] of bodies) {
      expect((await t.call(endpoint, body, wall)).respCode, endpoint.path).toBe(403);
    }
    // The viewer holds data:view but not iot:control (what startCameraPtz declares).
    expect(startCameraPtz.access).toBe('iot:control');
    const before = await ptzState(cam.id);
    expect((await t.call(startCameraPtz, { cameraId: cam.id, direction: 1 }, viewer)).respCode).toBe(403);
    expect(await ptzState(cam.id)).toEqual(before);
  });

  it('continues page 1 on page 2 for cameras, AI images and history, with the SQL totals', async () => {
    await checkPageTwo(t, listCameras, {}, viewer, 5, (r) => r.cameraId);
    const cameras = (await t.call(listCameras, { pageNo: 2, pageSize: 3 }, viewer)).obj!;
    expect(cameras.total).toBe(
      await count('SELECT count(*)::int AS n FROM cameras WHERE area_id BETWEEN $1 AND $2', CM),
    );
    const camIds = await t.db.query<{ id: number }>(
      'SELECT id FROM cameras WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 3 OFFSET 3',
      CM,
    );
    expect(cameras.list.map((c) => c.cameraId)).toEqual(camIds.map((r) => r.id));

    const imageIds = async (cameraId: number | null, offset: number) =>
      (
        await t.db.query<{ id: number }>(
          `SELECT id FROM camera_ai_images WHERE area_id BETWEEN $1 AND $2 AND ($3::int IS NULL OR camera_id = $3)
            ORDER BY capture_time DESC, id DESC LIMIT 4 OFFSET $4`,
          [...CM, cameraId, offset],
        )
      ).map((r) => r.id);
    const imageCount = (cameraId: number | null) =>
      count(
        `SELECT count(*)::int AS n FROM camera_ai_images WHERE area_id BETWEEN $1 AND $2
            AND ($3::int IS NULL OR camera_id = $3)`,
        [...CM, cameraId],
      );
    for (const [endpoint, body] of [
      [listCameraAiImages, { cameraId: cam.id }],
      [listCameraAiImages, {}],
      [listCameraHistory, { cameraId: cam.id }],
    ] as const) {
      await checkPageTwo(t, endpoint, body, viewer, 5, (r) => r.imgId);
      const page = (await t.call(endpoint, { ...body, pageNo: 2, pageSize: 4 }, viewer)).obj!;
      const cameraId = 'cameraId' in body ? body.cameraId : null;
      expect(page.total, endpoint.path).toBe(await imageCount(cameraId));
      expect(
        page.list.map((i) => i.imgId),
        endpoint.path,
      ).toEqual(await imageIds(cameraId, 4));
    }
  });
});
