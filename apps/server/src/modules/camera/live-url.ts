import type { FileSigner } from '../../files/signing';
import { type WvpClient, type WvpStream, wvpClient } from './ptz/wvp-client';
import { type CameraSource, isDrawn, wvpAccountOf } from './source';

// How often the player reloads a demo camera's rendered frame.
const FRAME_REFRESH_MS = 1000;

export type LiveKind = 'hls' | 'flv' | 'webrtc' | 'frame' | 'none';

/** The address of a kind among those wvp answers for an opened stream (plain HTTP first, then HTTPS). */
function pick(s: WvpStream, kind: 'hls' | 'flv' | 'webrtc'): string | undefined {
  const [plain, secure] =
    kind === 'hls' ? [s.hls, s.https_hls] : kind === 'flv' ? [s.flv, s.https_flv] : [s.rtc, s.rtcs];
  return plain || secure || undefined;
}

/**
 * What the player plays for a camera, in this order: its fixed stream address; the stream wvp opens for its
 * GB28181 channel (a GB28181 camera streams only once invited); the HLS address of an import; the frame the
 * server draws for a demo camera; or nothing (an RTSP/RTMP address reaches a browser only through a media
 * server).
 */
export async function liveOf(
  c: CameraSource,
  signer: FileSigner,
  scope: { areaId: number },
  client: WvpClient = wvpClient,
): Promise<{ kind: LiveKind; url: string; refreshMs: number }> {
  if (c.stream_url && c.stream_kind) return { kind: c.stream_kind, url: c.stream_url, refreshMs: 0 };
  const wvp = wvpAccountOf(c);
  if (wvp && c.gb_device_id && c.gb_channel_id) {
    const kind = c.stream_kind ?? 'hls';
    const url = pick(await client.play(wvp, c.gb_device_id, c.gb_channel_id), kind);
    if (url) return { kind, url, refreshMs: 0 };
  }
  if (c.hls_url) return { kind: 'hls', url: c.hls_url, refreshMs: 0 };
  if (isDrawn(c)) return { kind: 'frame', url: signer.sign(c.live_url, scope), refreshMs: FRAME_REFRESH_MS };
  return { kind: 'none', url: '', refreshMs: 0 };
}
