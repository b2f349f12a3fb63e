import { createHash } from 'node:crypto';
import { badParams } from '@fengshou/core';
import { getCameraSource, issueCameraCredential, setCameraSource } from '@fengshou/core/contract';
import { newToken, sha256 } from '../../auth/tokens';
import { type Route, route } from '../../http/route';
import { checkOutbound, OutboundRefused } from '../../net/outbound';
import { ts } from '../../query/sql-time';
import { type CameraSource, cameraSourceOf } from './source';

/** A camera's source as its administrator sees it: whether a wvp password is stored, never the password. */
const presentSource = (c: CameraSource) => ({
  cameraId: c.id,
  streamUrl: c.stream_url,
  streamKind: c.stream_kind,
  hlsUrl: c.hls_url,
  gbDeviceId: c.gb_device_id,
  gbChannelId: c.gb_channel_id,
  ptzAdapter: c.ptz_adapter,
  wvpUrl: c.wvp_url,
  wvpUsername: c.wvp_username,
  wvpPasswordSet: c.wvp_password_md5 !== null,
  tokenIssuedAt: c.token_issued_at,
});

const blank = (v: string | null | undefined) => (v ? v : null);

/** The kind of a stream address by its ending (.m3u8, .flv), when the form names none. */
function kindOfUrl(url: string): 'hls' | 'flv' | null {
  const path = url.split('?')[0]!.toLowerCase();
  return path.endsWith('.m3u8') ? 'hls' : path.endsWith('.flv') ? 'flv' : null;
}

/** Handlers of a camera's source: its stream, GB28181 ids and PTZ adapter, and its upload token. */
export const cameraSourceRoutes: Route[] = [
  route(getCameraSource, async (ctx) =>
    presentSource(await cameraSourceOf(ctx.services.db, ctx.body.cameraId)),
  ),
  route(setCameraSource, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    const old = await cameraSourceOf(db, b.cameraId);
    const streamUrl = blank(b.streamUrl);
    const gbDeviceId = blank(b.gbDeviceId);
    const gbChannelId = blank(b.gbChannelId);
    const wvpUrl = blank(b.wvpUrl);
    const wvpUsername = blank(b.wvpUsername);
    const streamKind = b.streamKind ?? (streamUrl ? kindOfUrl(streamUrl) : null);
    if (streamUrl && !streamKind)
      throw badParams(['streamKind'], '请选择视频流类型（HLS、HTTP-FLV 或 WebRTC）');
    if ((gbDeviceId === null) !== (gbChannelId === null))
      throw badParams(['gbDeviceId', 'gbChannelId'], '国标设备编号与通道编号须同时填写');
    // The stored password stays unless a new one is given, and goes with the account.
    const md5 =
      b.wvpPassword !== undefined
        ? createHash('md5').update(b.wvpPassword).digest('hex')
        : wvpUrl && wvpUsername
          ? old.wvp_password_md5
          : null;
    if (b.ptzAdapter === 'wvp') {
      const missing = [
        ...(wvpUrl ? [] : ['wvpUrl']),
        ...(wvpUsername ? [] : ['wvpUsername']),
        ...(md5 ? [] : ['wvpPassword']),
        ...(gbDeviceId ? [] : ['gbDeviceId', 'gbChannelId']),
      ];
      if (missing.length) throw badParams(missing, 'wvp 云台需平台地址、账号、密码和国标编号');
    }
    // The server itself calls the platform: an address inside our own network is refused when saved.
    if (wvpUrl) {
      await checkOutbound(wvpUrl).catch((e) => {
        throw e instanceof OutboundRefused
          ? badParams(['wvpUrl'], `wvp 平台地址不允许访问：${e.message}`)
          : e;
      });
    }
    const [row] = await db.query<CameraSource>(
      `UPDATE cameras SET stream_url = $2, stream_kind = $3, gb_device_id = $4, gb_channel_id = $5,
              ptz_adapter = $6, wvp_url = $7, wvp_username = $8, wvp_password_md5 = $9,
              ptz_capable = CASE WHEN $6::text IS NULL THEN ptz_capable ELSE $6::text <> 'none' END
        WHERE id = $1 RETURNING id`,
      [b.cameraId, streamUrl, streamKind, gbDeviceId, gbChannelId, b.ptzAdapter, wvpUrl, wvpUsername, md5],
    );
    if (!row) throw badParams(['cameraId'], '摄像头不存在');
    return presentSource(await cameraSourceOf(db, b.cameraId));
  }),
  route(issueCameraCredential, async (ctx) => {
    const token = newToken();
    const [row] = await ctx.services.db.query<{ t: string }>(
      `UPDATE cameras SET token_hash = $2, token_issued_at = now() WHERE id = $1 RETURNING ${ts('token_issued_at')} AS t`,
      [ctx.body.cameraId, sha256(token)],
    );
    if (!row) throw badParams(['cameraId'], '摄像头不存在');
    return { cameraId: ctx.body.cameraId, token, issuedAt: row.t };
  }),
];
