import { badParams } from '@fengshou/core';
import {
  deleteCamera,
  getCamera,
  getCameraAiImage,
  getCameraLiveUrl,
  startCameraPtz,
  stopCameraPtz,
  uploadCameraCapture,
} from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { FILE_URL_TTL_S } from '../../files/signing';
import { deleteDeviceWithPictures } from '../../files/store/delete-with-files';
import { decodeBase64 } from '../../files/store/picture';
import { callerOf, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { ts } from '../../query/sql-time';
import { invalidateStats } from '../archive/cache';
import {
  CAMERA_SELECT,
  type CameraRow,
  IMAGE_SELECT,
  type ImageRow,
  presentCamera,
  presentImage,
  signImage,
} from './camera-repo';
import { storeCameraCapture } from './captures';
import { aiImageList, cameraHistoryList, cameraList } from './lists';
import { ptzPosition } from './ptz';

// How often the player reloads a demo camera's rendered frame.
const FRAME_REFRESH_MS = 1000;

/** A camera's stream and pan/tilt (its area checked by the binding); 300 when it is gone since. */
async function cameraOf(q: Queryable, cameraId: number) {
  const [c] = await q.query<{
    hls_url: string | null;
    live_url: string;
    ptz_capable: boolean;
    pan_deg: number;
    tilt_deg: number;
    direction: number | null;
    ptz_started_at: Date | null;
  }>(
    'SELECT hls_url, live_url, ptz_capable, pan_deg, tilt_deg, direction, ptz_started_at FROM cameras WHERE id = $1',
    [cameraId],
  );
  if (!c) throw badParams(['cameraId'], '摄像头不存在');
  return c;
}

/** Where a camera is now and whether it turns. */
function ptzOf(cameraId: number, c: Awaited<ReturnType<typeof cameraOf>>) {
  const pos = ptzPosition(c.pan_deg, c.tilt_deg, c.direction, c.ptz_started_at, Date.now());
  return { cameraId, ...pos, direction: c.direction, moving: c.ptz_started_at !== null };
}

/** Handlers of the camera group: list, live view, PTZ, history and AI-tagged images. */
export const cameraRoutes: Route[] = [
  listRoute(cameraList),
  route(getCamera, async (ctx) => {
    const { db } = ctx.services;
    const c = await cameraOf(db, ctx.body.cameraId);
    const [row] = await db.query<CameraRow>(`${CAMERA_SELECT} WHERE c.id = $1`, [ctx.body.cameraId]);
    const [n] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM camera_ai_images WHERE camera_id = $1',
      [ctx.body.cameraId],
    );
    return {
      ...presentCamera(ctx, row!),
      ptz: ptzOf(ctx.body.cameraId, c),
      aiImageCount: n?.n ?? 0,
    } as never;
  }),
  route(getCameraLiveUrl, async (ctx) => {
    const caller = callerOf(ctx);
    const c = await cameraOf(ctx.services.db, ctx.body.cameraId);
    const [exp] = await ctx.services.db.query<{ t: string }>(
      `SELECT ${ts(`now() + make_interval(secs => $1)`)} AS t`,
      [FILE_URL_TTL_S],
    );
    if (c.hls_url) {
      return {
        cameraId: ctx.body.cameraId,
        kind: 'hls' as const,
        url: c.hls_url,
        refreshMs: 0,
        expireTime: exp!.t,
      };
    }
    // RTSP/RTMP addresses reach a browser only through a media server's HLS: without one there is nothing to play.
    if (!c.live_url.startsWith('/files/')) {
      return {
        cameraId: ctx.body.cameraId,
        kind: 'none' as const,
        url: '',
        refreshMs: 0,
        expireTime: exp!.t,
      };
    }
    return {
      cameraId: ctx.body.cameraId,
      kind: 'frame' as const,
      url: ctx.services.files.sign(c.live_url, caller.scope),
      refreshMs: FRAME_REFRESH_MS,
      expireTime: exp!.t,
    };
  }),
  route(startCameraPtz, async (ctx) => {
    const { db } = ctx.services;
    const c = await cameraOf(db, ctx.body.cameraId);
    if (!c.ptz_capable) throw badParams(['cameraId'], '该摄像头不支持云台控制');
    // A new direction first settles the move under way, so the view continues from where it is.
    const pos = ptzPosition(c.pan_deg, c.tilt_deg, c.direction, c.ptz_started_at, Date.now());
    await db.query(
      'UPDATE cameras SET pan_deg = $2, tilt_deg = $3, direction = $4, ptz_started_at = now() WHERE id = $1',
      [ctx.body.cameraId, pos.pan, pos.tilt, ctx.body.direction],
    );
    return { cameraId: ctx.body.cameraId, ...pos, direction: ctx.body.direction, moving: true };
  }),
  route(stopCameraPtz, async (ctx) => {
    const { db } = ctx.services;
    const c = await cameraOf(db, ctx.body.cameraId);
    const pos = ptzPosition(c.pan_deg, c.tilt_deg, c.direction, c.ptz_started_at, Date.now());
    await db.query('UPDATE cameras SET pan_deg = $2, tilt_deg = $3, ptz_started_at = NULL WHERE id = $1', [
      ctx.body.cameraId,
      pos.pan,
      pos.tilt,
    ]);
    return { cameraId: ctx.body.cameraId, ...pos, direction: c.direction, moving: false };
  }),
  listRoute(cameraHistoryList),
  listRoute(aiImageList),
  route(getCameraAiImage, async (ctx) => {
    const { db } = ctx.services;
    const [row] = await db.query<ImageRow>(`${IMAGE_SELECT} WHERE i.id = $1`, [ctx.body.imgId]);
    if (!row) throw badParams(['imgId'], '图片不存在');
    const { fileKey: _k, ...rest } = row;
    return { ...rest, url: signImage(ctx, row) } as never;
  }),
  route(uploadCameraCapture, async (ctx) => {
    const { db, pictureStore } = ctx.services;
    const { contentBase64, fileName: _name, ...capture } = ctx.body;
    const bytes = decodeBase64(contentBase64, 'contentBase64');
    const { imgId } = await storeCameraCapture(db, pictureStore, { ...capture, bytes });
    const [row] = await db.query<ImageRow>(`${IMAGE_SELECT} WHERE i.id = $1`, [imgId]);
    return presentImage(ctx, row!) as never;
  }),
  route(deleteCamera, async (ctx) => {
    const { db, pictureStore, log } = ctx.services;
    const { cameraId } = ctx.body;
    const files = await deleteDeviceWithPictures(
      db,
      pictureStore,
      { table: 'cameras', pictures: 'camera_ai_images', deviceColumn: 'camera_id' },
      cameraId,
    );
    if (!files) throw badParams(['cameraId'], '摄像头不存在');
    if (files.failed.length)
      log.warn({ cameraId, keys: files.failed }, 'camera deleted; some pictures stay in the store');
    invalidateStats(db);
    return { cameraId, removedFiles: files.removed };
  }),
];
