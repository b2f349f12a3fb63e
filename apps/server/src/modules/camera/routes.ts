import { badParams } from '@fengshou/core';
import {
  getCamera,
  getCameraAiImage,
  getCameraLiveUrl,
  listCameraAiImages,
  listCameraHistory,
  listCameras,
  startCameraPtz,
  stopCameraPtz,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { FILE_URL_TTL_S } from '../../files/signing';
import { callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { areaFarmFilter, fromTime, ts, untilTime } from '../../query/farm-scope';
import { assertInScope, containsPattern } from '../../query/scope';
import type { Filter } from '../../query/sql-filter';
import { ptzPosition } from './ptz';

// How often the player reloads a demo camera's rendered frame.
const FRAME_REFRESH_MS = 1000;

const CAMERA = `
  SELECT c.id AS "cameraId", c.serial_no AS "serialNo", c.channel_no AS "channelNo", c.camera_name AS "cameraName",
         c.farm_id AS "farmId", f.farm_name AS "farmName", c.area_id::float8 AS "areaId", c.status,
         c.ptz_capable AS "ptzCapable", c.brand,
         round(ST_X(c.location)::numeric, 7)::float8 AS lng, round(ST_Y(c.location)::numeric, 7)::float8 AS lat,
         (SELECT i.id FROM camera_ai_images i WHERE i.camera_id = c.id ORDER BY i.capture_time DESC LIMIT 1) AS "coverId"
    FROM cameras c LEFT JOIN farms f ON f.id = c.farm_id`;

type CameraRow = { cameraId: number; areaId: number; coverId: number | null } & Record<string, unknown>;

const IMAGE = `
  SELECT i.id AS "imgId", i.camera_id AS "cameraId", c.camera_name AS "cameraName", ${ts('i.capture_time')} AS "captureTime",
         i.tags, i.confidence, c.farm_id AS "farmId", f.farm_name AS "farmName"
    FROM camera_ai_images i JOIN cameras c ON c.id = i.camera_id LEFT JOIN farms f ON f.id = c.farm_id`;

/** The camera when it exists (else 300) and lies in the caller's area (else 401). */
async function reachableCamera(q: Queryable, caller: Session, cameraId: number) {
  const [c] = await q.query<{
    area_id: number;
    hls_url: string | null;
    live_url: string;
    ptz_capable: boolean;
    pan_deg: number;
    tilt_deg: number;
    direction: number | null;
    ptz_started_at: Date | null;
  }>(
    'SELECT area_id, hls_url, live_url, ptz_capable, pan_deg, tilt_deg, direction, ptz_started_at FROM cameras WHERE id = $1',
    [cameraId],
  );
  if (!c) throw badParams(['cameraId'], '摄像头不存在');
  assertInScope(caller, Number(c.area_id));
  return c;
}

const signImage = (ctx: HandlerContext<unknown>, r: { imgId: number }) =>
  ctx.services.files.sign(`/files/camera/${r.imgId}.svg`, callerOf(ctx).scope);

function presentCamera(ctx: HandlerContext<unknown>, r: CameraRow) {
  const { coverId, ...rest } = r;
  return { ...rest, coverUrl: coverId ? signImage(ctx, { imgId: coverId }) : null };
}

async function pageImages(
  ctx: HandlerContext<unknown>,
  f: Filter,
  page: { pageNo: number; pageSize: number },
) {
  const { db } = ctx.services;
  const where = f.where();
  // Every image has its camera (NOT NULL foreign key): the outer join counts the same rows and is dropped
  // unless a farm filter names the camera.
  const from = 'FROM camera_ai_images i LEFT JOIN cameras c ON c.id = i.camera_id';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${where}`, f.params);
  const limit = f.p(page.pageSize);
  const offset = f.p((page.pageNo - 1) * page.pageSize);
  // The page's images first (along capture_time), then the names of those rows only.
  const rows = await db.query<{ imgId: number; farmId?: unknown; farmName?: unknown }>(
    `${IMAGE} JOIN (SELECT i.id ${from} ${where} ORDER BY i.capture_time DESC, i.id DESC
                     LIMIT ${limit} OFFSET ${offset}) pg ON pg.id = i.id
      ORDER BY i.capture_time DESC, i.id DESC`,
    f.params,
  );
  const list = rows.map(({ farmId: _f, farmName: _n, ...r }) => ({ ...r, url: signImage(ctx, r) }));
  return { list, total: count?.n ?? 0, pageNo: page.pageNo, pageSize: page.pageSize };
}

/** Where a camera is now and whether it turns. */
function ptzOf(cameraId: number, c: Awaited<ReturnType<typeof reachableCamera>>) {
  const pos = ptzPosition(c.pan_deg, c.tilt_deg, c.direction, c.ptz_started_at, Date.now());
  return { cameraId, ...pos, direction: c.direction, moving: c.ptz_started_at !== null };
}

/** Handlers of the camera group: list, live view, PTZ, history and AI-tagged images. */
export const cameraRoutes: Route[] = [
  route(listCameras, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    const f = await areaFarmFilter(db, callerOf(ctx), b, { area: 'c.area_id', farm: 'c.farm_id' });
    if (b.keywords) {
      const k = containsPattern(b.keywords);
      f.add('(c.camera_name ILIKE $? OR c.serial_no ILIKE $?)', k, k);
    }
    const where = f.where();
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cameras c ${where}`,
      f.params,
    );
    const limit = f.p(b.pageSize);
    const offset = f.p((b.pageNo - 1) * b.pageSize);
    const rows = await db.query<CameraRow>(
      `${CAMERA} ${where} ORDER BY c.id LIMIT ${limit} OFFSET ${offset}`,
      f.params,
    );
    return {
      list: rows.map((r) => presentCamera(ctx, r)),
      total: count?.n ?? 0,
      pageNo: b.pageNo,
      pageSize: b.pageSize,
    } as never;
  }),
  route(getCamera, async (ctx) => {
    const { db } = ctx.services;
    const c = await reachableCamera(db, callerOf(ctx), ctx.body.cameraId);
    const [row] = await db.query<CameraRow>(`${CAMERA} WHERE c.id = $1`, [ctx.body.cameraId]);
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
    const c = await reachableCamera(ctx.services.db, caller, ctx.body.cameraId);
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
    const c = await reachableCamera(db, callerOf(ctx), ctx.body.cameraId);
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
    const c = await reachableCamera(db, callerOf(ctx), ctx.body.cameraId);
    const pos = ptzPosition(c.pan_deg, c.tilt_deg, c.direction, c.ptz_started_at, Date.now());
    await db.query('UPDATE cameras SET pan_deg = $2, tilt_deg = $3, ptz_started_at = NULL WHERE id = $1', [
      ctx.body.cameraId,
      pos.pan,
      pos.tilt,
    ]);
    return { cameraId: ctx.body.cameraId, ...pos, direction: c.direction, moving: false };
  }),
  route(listCameraHistory, async (ctx) => {
    const b = ctx.body;
    await reachableCamera(ctx.services.db, callerOf(ctx), b.cameraId);
    const f = await areaFarmFilter(
      ctx.services.db,
      callerOf(ctx),
      {},
      { area: 'i.area_id', farm: 'c.farm_id' },
    );
    f.add('i.camera_id = $?', b.cameraId);
    if (b.startTime) f.add('i.capture_time >= $?::timestamptz', fromTime(b.startTime));
    if (b.endTime) f.add('i.capture_time < $?::timestamptz', untilTime(b.endTime));
    return pageImages(ctx, f, b) as never;
  }),
  route(listCameraAiImages, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    if (b.cameraId !== undefined) await reachableCamera(ctx.services.db, caller, b.cameraId);
    const f = await areaFarmFilter(
      ctx.services.db,
      caller,
      { farmId: b.farmId },
      { area: 'i.area_id', farm: 'c.farm_id' },
    );
    if (b.cameraId !== undefined) f.add('i.camera_id = $?', b.cameraId);
    if (b.queryStart) f.add('i.capture_time >= $?::timestamptz', fromTime(b.queryStart));
    if (b.queryEnd) f.add('i.capture_time < $?::timestamptz', untilTime(b.queryEnd));
    return pageImages(ctx, f, b) as never;
  }),
  route(getCameraAiImage, async (ctx) => {
    const { db } = ctx.services;
    const [row] = await db.query<{ imgId: number; areaId: number }>(
      `${IMAGE.replace('SELECT', 'SELECT i.area_id AS "areaId",')} WHERE i.id = $1`,
      [ctx.body.imgId],
    );
    if (!row) throw badParams(['imgId'], '图片不存在');
    assertInScope(callerOf(ctx), Number(row.areaId));
    const { areaId: _a, ...rest } = row;
    return { ...rest, url: signImage(ctx, row) } as never;
  }),
];
