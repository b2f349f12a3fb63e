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
