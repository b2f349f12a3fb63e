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
import { liveOf } from './live-url';
import { adapterOf, type PtzDirection } from './ptz';
import { cameraRelayRoutes } from './relays';
import { adapterNameOf, cameraSourceOf, ptzCameraOf } from './source';
import { cameraSourceRoutes } from './source-routes';

/** Handlers of the camera group: list, live view, PTZ, history and AI-tagged images. */
export const cameraRoutes: Route[] = [
  listRoute(cameraList),
  ...cameraRelayRoutes,
  route(getCamera, async (ctx) => {
    const { db } = ctx.services;
    const c = await cameraSourceOf(db, ctx.body.cameraId);
    const adapter = adapterNameOf(c);
    const [row] = await db.query<CameraRow>(`${CAMERA_SELECT} WHERE c.id = $1`, [ctx.body.cameraId]);
    const [n] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM camera_ai_images WHERE camera_id = $1',
      [ctx.body.cameraId],
    );
    return {
      ...presentCamera(ctx, row!),
      ptz: { cameraId: c.id, ...adapterOf(adapter, { db }).state(ptzCameraOf(c), Date.now()) },
      aiImageCount: n?.n ?? 0,
      ptzAdapter: adapter,
      streamKind: c.stream_kind ?? (c.hls_url ? 'hls' : null),
    } as never;
  }),
  route(getCameraLiveUrl, async (ctx) => {
    const { db, files } = ctx.services;
    const c = await cameraSourceOf(db, ctx.body.cameraId);
    const live = await liveOf(c, files, callerOf(ctx).scope);
    const [exp] = await db.query<{ t: string }>(`SELECT ${ts(`now() + make_interval(secs => $1)`)} AS t`, [
      FILE_URL_TTL_S,
    ]);
    return { cameraId: ctx.body.cameraId, ...live, expireTime: exp!.t };
  }),
  // No transaction around an adapter: a media platform's answer (up to seconds) must not hold a connection.
  route(startCameraPtz, async (ctx) => {
    const { db } = ctx.services;
    const c = await cameraSourceOf(db, ctx.body.cameraId);
    const adapter = adapterOf(adapterNameOf(c), { db });
    const moved = await adapter.start(ptzCameraOf(c), ctx.body.direction as PtzDirection, ctx.body.speed);
    return { cameraId: c.id, ...moved };
  }),
  route(stopCameraPtz, async (ctx) => {
    const { db } = ctx.services;
    const c = await cameraSourceOf(db, ctx.body.cameraId);
    const stopped = await adapterOf(adapterNameOf(c), { db }).stop(ptzCameraOf(c));
    return { cameraId: c.id, ...stopped };
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
  ...cameraSourceRoutes,
];
