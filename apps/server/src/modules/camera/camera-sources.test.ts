import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beijingDateTime } from '@fengshou/core';
import {
  getCamera,
  getCameraLiveUrl,
  getCameraSource,
  issueCameraCredential,
  listCameraAiImages,
  setCameraSource,
  startCameraPtz,
  stopCameraPtz,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWvp } from '../../../test/fake-wvp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CAMERA_SNAPSHOT_PATH } from './device-snapshot';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DEVICE = '34020000001320000007';
const CHANNEL = '34020000001310000007';
const wvp = new FakeWvp('bureau', createHash('md5').update('Wvp#2026').digest('hex'));
let wvpUrl: string;
let t: TestApp;
let dataDir: string;
let admin: string;
let viewer: string;
let pudongAdmin: string;
let cams: number[];

beforeAll(async () => {
  wvpUrl = await wvp.start();
  dataDir = mkdtempSync(join(tmpdir(), 'fengshou-camera-sources-'));
  // The fake wvp platform runs on this machine, which only the allow-list lets the server call.
  t = await createTestApp({ config: { dataDir, outbound: { allow: ['127.0.0.1'] } } });
  [admin, viewer, pudongAdmin] = await Promise.all([
    t.login('chongming_admin'),
    t.login('chongming_viewer'),
    t.login('pudong_admin'),
  ]);
  cams = (
    await t.db.query<{ id: number }>(
      'SELECT id FROM cameras WHERE area_id BETWEEN 310151000000 AND 310151999999 ORDER BY id LIMIT 4',
    )
  ).map((r) => r.id);
});
afterAll(async () => {
  await t.close();
  await wvp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const snapshot = (body: object, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: CAMERA_SNAPSHOT_PATH,
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-device-token': token } : {}),
      ...headers,
    },
    payload: JSON.stringify(body),
  });
const imageCount = async (cameraId: number) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM camera_ai_images WHERE camera_id = $1', [
      cameraId,
    ])
  )[0]!.n;

describe('a camera’s source', () => {
  it('answers the stream kind and address the player needs: HTTP-FLV, WebRTC, and the demo frame otherwise', async () => {
    const [flvCam, rtcCam, demoCam] = cams as [number, number, number];
    const flv = await t.call(
      setCameraSource,
      { cameraId: flvCam, streamUrl: 'http://zlm.example/live/cam1.live.flv' },
      admin,
    );
    expect(flv.obj).toMatchObject({ streamKind: 'flv', ptzAdapter: null });
    expect((await t.call(getCameraLiveUrl, { cameraId: flvCam }, viewer)).obj).toMatchObject({
      kind: 'flv',
      url: 'http://zlm.example/live/cam1.live.flv',
      refreshMs: 0,
    });
    await t.call(
      setCameraSource,
      {
        cameraId: rtcCam,
        streamUrl: 'https://zlm.example/index/api/whep?app=live&stream=c2',
        streamKind: 'webrtc',
      },
      admin,
    );
    expect((await t.call(getCameraLiveUrl, { cameraId: rtcCam }, viewer)).obj).toMatchObject({
      kind: 'webrtc',
      url: 'https://zlm.example/index/api/whep?app=live&stream=c2',
    });
    expect((await t.call(getCamera, { cameraId: rtcCam }, viewer)).obj).toMatchObject({
      streamKind: 'webrtc',
    });
    // A camera whose address says nothing of its kind needs one named.
    const unnamed = await t.call(
      setCameraSource,
      { cameraId: demoCam, streamUrl: 'http://zlm.example/live/c3' },
      admin,
    );
    expect(unnamed.respCode).toBe(300);
    expect(unnamed.respDesc).toContain('streamKind');
    expect((await t.call(getCameraLiveUrl, { cameraId: demoCam }, viewer)).obj).toMatchObject({
      kind: 'frame',
    });
  });

  it('is set by device:manage holders of its county only, and never answers the wvp password', async () => {
    const body = { cameraId: cams[3]!, ptzAdapter: 'none' };
    expect((await t.call(setCameraSource, body, viewer)).respCode).toBe(403);
    expect((await t.call(setCameraSource, body, pudongAdmin)).respCode).toBe(401);
    expect((await t.call(getCameraSource, { cameraId: cams[3]! }, viewer)).respCode).toBe(403);
    const missing = await t.call(setCameraSource, { cameraId: cams[3]!, ptzAdapter: 'wvp' }, admin);
    expect(missing.respCode).toBe(300);
    expect(missing.respDesc).toContain('wvpUrl');
    for (const inside of ['http://169.254.169.254/', 'http://10.0.0.1:18080/', 'http://[::1]:18080/']) {
      const refused = await t.call(
        setCameraSource,
        { cameraId: cams[3]!, ptzAdapter: 'none', wvpUrl: inside, wvpUsername: 'bureau' },
        admin,
      );
      expect(refused.respCode, inside).toBe(300);
      expect(refused.respDesc).toContain('wvpUrl');
    }
    const set = await t.call(
      setCameraSource,
      {
        cameraId: cams[3]!,
        gbDeviceId: DEVICE,
        gbChannelId: CHANNEL,
        ptzAdapter: 'wvp',
        wvpUrl,
        wvpUsername: 'bureau',
        wvpPassword: 'Wvp#2026',
      },
      admin,
    );
    expect(set.respCode, set.respDesc).toBe(0);
    expect(set.obj).toMatchObject({ ptzAdapter: 'wvp', wvpUsername: 'bureau', wvpPasswordSet: true });
    expect(JSON.stringify(set.obj)).not.toMatch(/Wvp#2026|password"/);
    const [row] = await t.db.query<{ wvp_password_md5: string; ptz_capable: boolean }>(
      'SELECT wvp_password_md5, ptz_capable FROM cameras WHERE id = $1',
      [cams[3]],
    );
    expect(row).toEqual({ wvp_password_md5: wvp.passwordMd5, ptz_capable: true });
    // Saving the form again without a password keeps the stored one.
    const again = await t.call(
      setCameraSource,
      { ...set.obj!, wvpPasswordSet: undefined, hlsUrl: undefined, tokenIssuedAt: undefined },
      admin,
    );
    expect(again.obj?.wvpPasswordSet).toBe(true);
  });

  it('drives a wvp camera’s PTZ through wvp and plays the stream wvp opens for its channel', async () => {
    const cameraId = cams[3]!;
    wvp.calls = [];
    const started = await t.call(startCameraPtz, { cameraId, direction: 2, speed: 40 }, admin);
    expect(started.obj).toMatchObject({ cameraId, direction: 2, moving: true });
    expect((await t.call(getCamera, { cameraId }, viewer)).obj).toMatchObject({
      ptzAdapter: 'wvp',
      ptz: { moving: true, direction: 2 },
    });
    await t.call(stopCameraPtz, { cameraId }, admin);
    expect(wvp.to('/api/front-end/ptz/').map((c) => [c.path, c.query.command, c.query.horizonSpeed])).toEqual(
      [
        [`/api/front-end/ptz/${DEVICE}/${CHANNEL}`, 'left', '102'],
        [`/api/front-end/ptz/${DEVICE}/${CHANNEL}`, 'stop', '0'],
      ],
    );
    const live = (await t.call(getCameraLiveUrl, { cameraId }, viewer)).obj!;
    expect(live).toMatchObject({ kind: 'hls', url: `http://zlm.example/rtp/${DEVICE}_${CHANNEL}/hls.m3u8` });
    wvp.failPtz = true;
    const failed = await t.call(startCameraPtz, { cameraId, direction: 3 }, admin);
    wvp.failPtz = false;
    expect(failed.respCode).toBe(30001);
    expect(failed.respDesc).toContain('设备离线');
    expect((await t.call(getCamera, { cameraId }, viewer)).obj?.ptz.moving).toBe(false);
  });
});

describe('snapshots a camera uploads with its token', () => {
  let token: string;
  const cameraId = () => cams[0]!;

  beforeAll(async () => {
    expect((await t.call(issueCameraCredential, { cameraId: cameraId() }, viewer)).respCode).toBe(403);
    expect((await t.call(issueCameraCredential, { cameraId: cameraId() }, pudongAdmin)).respCode).toBe(401);
    const issued = await t.call(issueCameraCredential, { cameraId: cameraId() }, admin);
    token = issued.obj!.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM cameras WHERE id = $1', [
      cameraId(),
    ]);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('stores the picture with its AI tags, listed on the wall with a signed URL that serves the bytes', async () => {
    const taken = Date.now() - 60_000;
    const res = await snapshot(
      {
        image: `data:image/png;base64,${PNG.toString('base64')}`,
        captureTime: new Date(taken).toISOString(),
        tags: [
          { name: '稻飞虱', confidence: 0.92 },
          { name: '二化螟', confidence: 0.61 },
        ],
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    const up = res.json() as { respCode: number; obj: { imgId: number; cameraId: number } };
    expect(up.respCode).toBe(0);
    expect(up.obj.cameraId).toBe(cameraId());
    // The wall from the minute it was taken (demo captures may be stamped later today).
    const wall = (
      await t.call(
        listCameraAiImages,
        { cameraId: cameraId(), queryStart: beijingDateTime(taken), pageSize: 100 },
        viewer,
      )
    ).obj!;
    const first = wall.list.find((i) => i.imgId === up.obj.imgId)!;
    expect(first).toMatchObject({
      captureTime: beijingDateTime(taken),
      tags: ['稻飞虱', '二化螟'],
      confidence: expect.closeTo(0.92, 5),
    });
    expect(first.tagConfidences?.map((c) => Math.round(c * 100))).toEqual([92, 61]);
    expect(first.url).toMatch(new RegExp(`^/files/camera/${up.obj.imgId}\\.png\\?a=310151000000&e=\\d+&s=`));
    const served = await t.app.inject({ method: 'GET', url: first.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes the token as a Bearer header too', async () => {
    const res = await snapshot({ image: PNG.toString('base64'), tags: ['白粉虱'] }, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(res.json()).toMatchObject({ respCode: 0 });
  });

  it('refuses a wrong, missing or replaced token with 401 and stores nothing', async () => {
    const before = await imageCount(cameraId());
    for (const res of [
      await snapshot({ image: PNG.toString('base64') }, 'not-the-token'),
      await snapshot({ image: PNG.toString('base64') }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ respCode: 401, obj: null });
    }
    const renewed = (await t.call(issueCameraCredential, { cameraId: cameraId() }, admin)).obj!.token;
    expect((await snapshot({ image: PNG.toString('base64') }, token)).statusCode).toBe(401);
    token = renewed;
    expect(await imageCount(cameraId())).toBe(before);
  });

  it('refuses what is no picture, a picture over 5 MB and a capture time in the future, naming the field', async () => {
    const before = await imageCount(cameraId());
    const cases: [object, string][] = [
      [{ image: Buffer.from('<svg onload="alert(1)"/>').toString('base64') }, 'image'],
      [
        {
          image: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]).toString(
            'base64',
          ),
        },
        'image',
      ],
      [
        { image: PNG.toString('base64'), captureTime: new Date(Date.now() + 3_600_000).toISOString() },
        'captureTime',
      ],
      [{ image: PNG.toString('base64'), tags: [{ name: '稻飞虱', confidence: 1.5 }] }, 'tags.0'],
    ];
    for (const [body, field] of cases) {
      const res = await snapshot(body, token);
      const json = res.json() as { respCode: number; respDesc: string };
      expect(json.respCode, field).toBe(300);
      expect(json.respDesc).toContain(field);
    }
    expect(await imageCount(cameraId())).toBe(before);
  });
});
