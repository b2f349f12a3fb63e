import { PICTURE_BODY_LIMIT_BYTES } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decodeBase64 } from '../../files/store/picture';
import { captureInstant, deviceOfToken } from '../../http/device-upload';
import { readBody } from '../../http/read-body';
import { ts } from '../../query/sql-time';
import { storeCameraCapture } from './captures';

/** The path a camera (or its AI box) uploads snapshots to, with its device token. */
export const CAMERA_SNAPSHOT_PATH = '/api/device/camera/snapshot';

const zTag = z.union([
  z.string().trim().min(1).max(32),
  z.strictObject({ name: z.string().trim().min(1).max(32), confidence: z.number().min(0).max(1) }),
]);

/** A snapshot: the picture (base64, a data: URL prefix allowed), when it was taken, what the AI saw in it. */
const zSnapshot = z.strictObject({
  image: z.string().min(1, '缺少图片'),
  captureTime: z.union([z.string().trim().min(1), z.number().int().positive()]).optional(),
  /** Tags as names, or names with their confidence 0–1. */
  tags: z.array(zTag).max(20).default([]),
  /** The confidence of the tags as a whole, when they come as names. */
  confidence: z.number().min(0).max(1).optional(),
});

/**
 * POST /api/device/camera/snapshot (X-Device-Token): stores a camera's snapshot as a picture of the store and a
 * camera_ai_images row, shown on the AI image wall. Refused (respCode 300 naming the field): not a JPEG, PNG
 * or WebP by its bytes, larger than 5 MB, a capture time in the future; a wrong token is 401.
 */
export function registerCameraSnapshots(app: FastifyInstance): void {
  app.post(CAMERA_SNAPSHOT_PATH, { bodyLimit: PICTURE_BODY_LIMIT_BYTES }, async (request, reply) => {
    const { db, pictureStore } = app.services;
    const camera = await deviceOfToken<{ id: number }>(db, 'cameras', request, reply);
    if (!camera) return reply;
    const b = readBody(zSnapshot, request.body);
    const at = captureInstant(b.captureTime, 'captureTime');
    const named = b.tags.map((t) => (typeof t === 'string' ? { name: t, confidence: null } : t));
    const scores =
      named.every((t) => t.confidence !== null) && named.length ? named.map((t) => t.confidence!) : null;
    const { imgId } = await storeCameraCapture(db, pictureStore, {
      cameraId: camera.id,
      captureTime: at,
      tags: named.map((t) => t.name),
      tagConfidences: scores ?? undefined,
      confidence: b.confidence ?? (scores ? Math.max(...scores) : 0),
      bytes: decodeBase64(b.image, 'image'),
      field: 'image',
    });
    const [row] = await db.query<{ captureTime: string }>(
      `SELECT ${ts('capture_time')} AS "captureTime" FROM camera_ai_images WHERE id = $1`,
      [imgId],
    );
    return {
      respCode: 0,
      respDesc: '成功',
      obj: { imgId, cameraId: camera.id, captureTime: row!.captureTime },
    };
  });
}
