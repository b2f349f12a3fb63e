import type { Database, Executor } from '../../db/client';
import type { FileStore } from './store';

/** What a deletion removed: the rows' stored files, and those the store failed to remove. */
export interface FilesRemoved {
  removed: number;
  /** Keys still in the store (logged; no row names them any more). */
  failed: string[];
}

/**
 * Deletes rows and the stored files they name. `deleteRows` runs in one transaction and answers the keys of
 * the files its deleted rows named; the files go only after the commit. So no row ever names a missing file:
 * a failed commit leaves rows and files as they were, and a file the store fails to remove stays behind
 * unnamed, under its area's folder (keys are `<area>/<kind>/<name>`), where an operator can find it.
 */
export async function deleteWithFiles(
  db: Database,
  store: FileStore,
  deleteRows: (q: Executor) => Promise<readonly (string | null)[]>,
): Promise<FilesRemoved> {
  const keys = new Set((await db.tx(deleteRows)).filter((k): k is string => !!k));
  const failed: string[] = [];
  for (const key of keys) {
    await store.delete(key).catch(() => failed.push(key));
  }
  return { removed: keys.size - failed.length, failed };
}

/** A device table whose pictures live in another table, removed with it (ON DELETE CASCADE). */
export interface DeviceWithPictures {
  table: string;
  pictures: string;
  /** The pictures' column naming the device. */
  deviceColumn: string;
}

/**
 * Deletes one device and its pictures' files. The device row is locked first: a picture stored meanwhile
 * waits for the deletion and then finds no device, so every key of its pictures is read here. Answers
 * undefined when there is no such device.
 */
export async function deleteDeviceWithPictures(
  db: Database,
  store: FileStore,
  device: DeviceWithPictures,
  id: number,
): Promise<FilesRemoved | undefined> {
  let found = true;
  const files = await deleteWithFiles(db, store, async (q) => {
    const [row] = await q.query(`SELECT id FROM ${device.table} WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) {
      found = false;
      return [];
    }
    const keys = await q.query<{ file_key: string | null }>(
      `SELECT file_key FROM ${device.pictures} WHERE ${device.deviceColumn} = $1`,
      [id],
    );
    await q.query(`DELETE FROM ${device.table} WHERE id = $1`, [id]);
    return keys.map((k) => k.file_key);
  });
  return found ? files : undefined;
}
