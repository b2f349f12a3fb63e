import { badParams } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import { putPicture } from '../../files/store/put-picture';
import type { FileStore } from '../../files/store/store';
import { fromTime } from '../../query/sql-time';

/** A photo of a trap's tray, as a device integration or an upload hands it over. */
export interface TrapImage {
  deviceId: number;
  /** When it was taken ('YYYY-MM-DD HH:mm:ss' Beijing time, or a Date); now when absent. */
  captureTime?: string | Date;
  /** Insects counted on the tray. */
  insectTotal?: number;
  /** JPEG, PNG or WebP. */
  bytes: Buffer;
  /** The body field that carried the picture, named when it is refused. */
  field?: string;
}

/**
 * Stores a trap photo: the picture in the store under the trap's area, a pest_images row naming it. Refuses
 * (respCode 300) an unknown trap and anything but a JPEG, PNG or WebP of at most 5 MB.
 */
export async function storeTrapImage(
  db: Queryable,
  store: FileStore,
  t: TrapImage,
): Promise<{ imageId: number; fileKey: string }> {
  const [trap] = await db.query<{ area_id: string }>('SELECT area_id FROM pest_devices WHERE id = $1', [
    t.deviceId,
  ]);
  if (!trap) throw badParams(['deviceId'], '虫情测报设备不存在');
  const at = typeof t.captureTime === 'string' ? fromTime(t.captureTime) : (t.captureTime ?? null);
  return putPicture(
    store,
    { areaId: Number(trap.area_id), kind: 'pest', bytes: t.bytes, field: t.field },
    async (key) => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO pest_images (device_id, capture_time, insect_total, area_id, file_key)
       VALUES ($1, coalesce($2::timestamptz, now()), $3, $4, $5) RETURNING id`,
        [t.deviceId, at, t.insectTotal ?? 0, trap.area_id, key],
      );
      return { imageId: row!.id, fileKey: key };
    },
  );
}
