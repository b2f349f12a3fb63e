import { badParams } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import { putPicture } from '../../files/store/put-picture';
import type { FileStore } from '../../files/store/store';
import { fromTime } from '../../query/sql-time';

/** A picture a camera took, as a device integration or an upload hands it over. */
export interface CameraCapture {
  cameraId: number;
  /** When it was taken ('YYYY-MM-DD HH:mm:ss' Beijing time, or a Date); now when absent. */
  captureTime?: string | Date;
  /** What the AI analysis recognised in it, with one confidence 0–1 for the tags. */
  tags?: readonly string[];
  confidence?: number;
  /** The confidence of each tag, when the analysis gave them (parallel to tags). */
  tagConfidences?: readonly number[];
  /** JPEG, PNG or WebP. */
  bytes: Buffer;
  /** The body field that carried the picture, named when it is refused. */
  field?: string;
}

/**
 * Stores a capture of a camera: the picture in the store under the camera's area, a camera_ai_images row
 * naming it. The one way pictures of cameras get in, for the upload endpoint and for device integrations.
 * Refuses (respCode 300) an unknown camera and anything but a JPEG, PNG or WebP of at most 5 MB.
 */
export async function storeCameraCapture(
  db: Queryable,
  store: FileStore,
  c: CameraCapture,
): Promise<{ imgId: number; fileKey: string }> {
  const [camera] = await db.query<{ area_id: string }>('SELECT area_id FROM cameras WHERE id = $1', [
    c.cameraId,
  ]);
  if (!camera) throw badParams(['cameraId'], '摄像头不存在');
  const at = typeof c.captureTime === 'string' ? fromTime(c.captureTime) : (c.captureTime ?? null);
  return putPicture(
    store,
    { areaId: Number(camera.area_id), kind: 'camera', bytes: c.bytes, field: c.field },
    async (key) => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO camera_ai_images (camera_id, capture_time, tags, confidence, area_id, file_key, tag_confidences)
       VALUES ($1, coalesce($2::timestamptz, now()), $3, $4, $5, $6, $7) RETURNING id`,
        [
          c.cameraId,
          at,
          [...(c.tags ?? [])],
          c.confidence ?? 0,
          camera.area_id,
          key,
          c.tagConfidences ? [...c.tagConfidences] : null,
        ],
      );
      return { imgId: row!.id, fileKey: key };
    },
  );
}
