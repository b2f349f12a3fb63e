import { badParams } from '@fengshou/core';
import type { PtzAdapter, PtzCamera, PtzDeps, PtzDirection } from './adapter';
import { type WvpClient, wvpClient } from './wvp-client';

/** wvp's PTZ command of each direction of the contract (0 up, 1 down, 2 left, 3 right). */
const COMMANDS = ['up', 'down', 'left', 'right'] as const;

/** The GB28181 ids and the wvp account of a camera, or 300 when its source is incomplete. */
function target(c: PtzCamera) {
  if (!c.wvp || !c.gbDeviceId || !c.gbChannelId)
    throw badParams(['cameraId'], '该摄像头未配置 wvp 平台地址、账号或国标编号');
  return { account: c.wvp, deviceId: c.gbDeviceId, channelId: c.gbChannelId };
}

/**
 * PTZ through wvp-GB28181-pro (`GET /api/front-end/ptz/{deviceId}/{channelId}`): a press sends the direction
 * with its speed, the release sends stop. wvp does not report where the camera points, so pan/tilt stay as
 * stored; the row records the move under way so every screen sees it turning.
 */
export function wvpPtz({ db }: PtzDeps, client: WvpClient = wvpClient): PtzAdapter {
  return {
    async start(c, direction: PtzDirection, speed) {
      const t = target(c);
      // 1–100 % of wvp's ranges (pan/tilt 0–255, zoom 0–15).
      const pt = Math.round((speed * 255) / 100);
      const s = { horizon: pt, vertical: pt, zoom: Math.round((speed * 15) / 100) };
      await client.ptz(t.account, t.deviceId, t.channelId, COMMANDS[direction], s);
      await db.query('UPDATE cameras SET direction = $2, ptz_started_at = now() WHERE id = $1', [
        c.id,
        direction,
      ]);
      return { pan: c.pan, tilt: c.tilt, direction, moving: true };
    },
    async stop(c) {
      const t = target(c);
      await client.ptz(t.account, t.deviceId, t.channelId, 'stop', { horizon: 0, vertical: 0, zoom: 0 });
      await db.query('UPDATE cameras SET ptz_started_at = NULL WHERE id = $1', [c.id]);
      return { pan: c.pan, tilt: c.tilt, direction: c.direction, moving: false };
    },
    state: (c) => ({ pan: c.pan, tilt: c.tilt, direction: c.direction, moving: c.startedAt !== null }),
  };
}
