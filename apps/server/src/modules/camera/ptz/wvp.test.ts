import { createHash } from 'node:crypto';
import { RespCode, RespError } from '@fengshou/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeWvp } from '../../../../test/fake-wvp';
import { allowOutbound } from '../../../net/outbound';
import type { PtzCamera } from './adapter';
import { wvpPtz } from './wvp';
import { WvpClient } from './wvp-client';

const md5 = createHash('md5').update('Wvp#2026').digest('hex');
const fake = new FakeWvp('bureau', md5);
const DEVICE = '34020000001320000001';
const CHANNEL = '34020000001310000001';
let camera: PtzCamera;
let client: WvpClient;
let statements: { sql: string; params: unknown[] }[];
const db = {
  query: async (sql: string, params: unknown[] = []) => {
    statements.push({ sql, params });
    return [];
  },
};

beforeAll(async () => {
  // The fake platform runs on this machine, which only the allow-list lets the client call.
  allowOutbound(['127.0.0.1']);
  const url = await fake.start();
  camera = {
    id: 7,
    pan: 10,
    tilt: 0,
    direction: null,
    startedAt: null,
    gbDeviceId: DEVICE,
    gbChannelId: CHANNEL,
    wvp: { url: `${url}/`, username: 'bureau', passwordMd5: md5 },
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls = [];
  fake.failPtz = false;
  statements = [];
  client = new WvpClient();
});

describe('the wvp-GB28181-pro PTZ adapter', () => {
  it('calls no platform on this machine or our network unless the operator allowed it', async () => {
    allowOutbound([]);
    try {
      const ptz = wvpPtz({ db }, client);
      const refused = await ptz.start(camera, 3, 100).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RespError);
      expect((refused as RespError).message).toContain('OUTBOUND_ALLOW');
      expect(fake.calls).toEqual([]);
    } finally {
      allowOutbound(['127.0.0.1']);
    }
  });

  it('signs in with the MD5 password once, then sends the direction and speed and stop with its token', async () => {
    const ptz = wvpPtz({ db }, client);
    const moved = await ptz.start(camera, 3, 100);
    expect(moved).toEqual({ pan: 10, tilt: 0, direction: 3, moving: true });
    await ptz.start(camera, 0, 50);
    const stopped = await ptz.stop({ ...camera, direction: 0, startedAt: new Date() });
    expect(stopped.moving).toBe(false);

    expect(fake.to('/api/user/login')).toEqual([
      { path: '/api/user/login', query: { username: 'bureau', password: md5 }, token: undefined },
    ]);
    const ptzCalls = fake.to('/api/front-end/ptz/');
    expect(ptzCalls.map((c) => c.path)).toEqual(Array(3).fill(`/api/front-end/ptz/${DEVICE}/${CHANNEL}`));
    expect(ptzCalls.map((c) => c.query)).toEqual([
      { command: 'right', horizonSpeed: '255', verticalSpeed: '255', zoomSpeed: '15' },
      { command: 'up', horizonSpeed: '128', verticalSpeed: '128', zoomSpeed: '8' },
      { command: 'stop', horizonSpeed: '0', verticalSpeed: '0', zoomSpeed: '0' },
    ]);
    expect(new Set(ptzCalls.map((c) => c.token))).toEqual(new Set(['jwt-1']));
    // The row records the move under way and its end, nothing of the position.
    expect(statements.map((s) => s.params)).toEqual([[7, 3], [7, 0], [7]]);
  });

  it('signs in again once when wvp answers that its token expired', async () => {
    const ptz = wvpPtz({ db }, client);
    await ptz.start(camera, 2, 50);
    fake.expire();
    await ptz.start(camera, 1, 50);
    const ptzCalls = fake.to('/api/front-end/ptz/');
    expect(ptzCalls.map((c) => [c.query.command, c.token])).toEqual([
      ['left', expect.any(String)],
      ['down', ptzCalls[0]!.token],
      ['down', expect.not.stringMatching(ptzCalls[0]!.token!)],
    ]);
    expect(fake.to('/api/user/login')).toHaveLength(2);
  });

  it('reports wvp’s refusal and a wrong password as a failed call, and records no move', async () => {
    fake.failPtz = true;
    const err = await wvpPtz({ db }, client)
      .start(camera, 3, 50)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RespError);
    expect((err as RespError).respCode).toBe(RespCode.BUSINESS_NOTICE);
    expect((err as RespError).respDesc).toContain('设备离线');
    const wrong = { ...camera, wvp: { ...camera.wvp!, passwordMd5: '0'.repeat(32) } };
    const login = await wvpPtz({ db }, client)
      .stop(wrong)
      .catch((e: unknown) => e as RespError);
    expect((login as RespError).respDesc).toContain('登录失败');
    expect(statements).toEqual([]);
  });

  it('refuses a camera without its GB28181 ids or account before calling wvp', async () => {
    const err = await wvpPtz({ db }, client)
      .start({ ...camera, gbDeviceId: null }, 3, 50)
      .catch((e: unknown) => e as RespError);
    expect((err as RespError).respCode).toBe(RespCode.BAD_PARAMS);
    expect(fake.calls).toEqual([]);
  });

  it('answers the addresses of a stream wvp opens for a channel', async () => {
    const s = await client.play(camera.wvp!, DEVICE, CHANNEL);
    expect(s.hls).toBe(`http://zlm.example/rtp/${DEVICE}_${CHANNEL}/hls.m3u8`);
    expect(fake.to('/api/play/start/').map((c) => c.path)).toEqual([`/api/play/start/${DEVICE}/${CHANNEL}`]);
  });
});
