import { badParams } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import type { PtzCamera, WvpAccount } from './ptz';

/** A camera's source as the handlers read it: stream, GB28181 ids, PTZ adapter and pan/tilt. */
export interface CameraSource {
  id: number;
  hls_url: string | null;
  live_url: string;
  ptz_capable: boolean;
  pan_deg: number;
  tilt_deg: number;
  direction: number | null;
  ptz_started_at: Date | null;
  stream_url: string | null;
  stream_kind: 'hls' | 'flv' | 'webrtc' | null;
  gb_device_id: string | null;
  gb_channel_id: string | null;
  ptz_adapter: 'demo' | 'wvp' | 'none' | null;
  wvp_url: string | null;
  wvp_username: string | null;
  wvp_password_md5: string | null;
  token_issued_at: string | null;
}

const SOURCE_SELECT = `SELECT id, hls_url, live_url, ptz_capable, pan_deg, tilt_deg, direction, ptz_started_at,
       stream_url, stream_kind, gb_device_id, gb_channel_id, ptz_adapter, wvp_url, wvp_username, wvp_password_md5,
       to_char(token_issued_at, 'YYYY-MM-DD HH24:MI:SS') AS token_issued_at
  FROM cameras WHERE id = $1`;

/** A camera's source (its area checked by the binding); 300 when it is gone since. */
export async function cameraSourceOf(q: Queryable, cameraId: number): Promise<CameraSource> {
  const [c] = await q.query<CameraSource>(SOURCE_SELECT, [cameraId]);
  if (!c) throw badParams(['cameraId'], '摄像头不存在');
  return c;
}

/** True for a demo camera: its live picture is the one the server draws. */
export const isDrawn = (c: CameraSource) => c.live_url.startsWith('/files/');

/**
 * What turns the camera: the adapter set for it, or by its source (the drawn picture of a PTZ-capable demo
 * camera turns; a real camera without an adapter has no pan-tilt to drive).
 */
export function adapterNameOf(c: CameraSource): 'demo' | 'wvp' | 'none' {
  if (!c.ptz_capable) return 'none';
  return c.ptz_adapter ?? (isDrawn(c) ? 'demo' : 'none');
}

/** The wvp-GB28181-pro account of a camera, when complete. */
export function wvpAccountOf(c: CameraSource): WvpAccount | null {
  return c.wvp_url && c.wvp_username && c.wvp_password_md5
    ? { url: c.wvp_url, username: c.wvp_username, passwordMd5: c.wvp_password_md5 }
    : null;
}

/** The camera as the PTZ adapters see it. */
export function ptzCameraOf(c: CameraSource): PtzCamera {
  return {
    id: c.id,
    pan: c.pan_deg,
    tilt: c.tilt_deg,
    direction: c.direction,
    startedAt: c.ptz_started_at,
    gbDeviceId: c.gb_device_id,
    gbChannelId: c.gb_channel_id,
    wvp: wvpAccountOf(c),
  };
}
