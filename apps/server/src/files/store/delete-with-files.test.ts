import { describe, expect, it } from 'vitest';
import type { Database, Executor } from '../../db/client';
import { deleteWithFiles } from './delete-with-files';
import type { FileStore, StoredFile } from './store';

/** A store in memory whose delete fails for the keys in `stuck`. */
function memoryStore(keys: string[], stuck: string[] = []) {
  const files = new Map<string, StoredFile>(
    keys.map((k) => [k, { bytes: Buffer.from(k), mime: 'image/png' }]),
  );
  const store: FileStore = {
    async put(key, bytes, mime) {
      files.set(key, { bytes, mime });
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      if (stuck.includes(key)) throw new Error('store unreachable');
      files.delete(key);
    },
  };
  return { store, files };
}

/** A database whose transaction runs the work on a dummy executor and commits unless `failCommit`. */
const database = (failCommit = false) =>
  ({
    async tx<T>(fn: (q: Executor) => Promise<T>) {
      const result = await fn({} as Executor);
      if (failCommit) throw new Error('commit failed');
      return result;
    },
  }) as unknown as Database;

const A = '310151000000/camera/a.png';
const B = '310151000000/camera/b.png';

describe('deleteWithFiles', () => {
  it('removes the files the deleted rows named, once each, after the commit', async () => {
    const { store, files } = memoryStore([A, B, '310151000000/camera/other.png']);
    const r = await deleteWithFiles(database(), store, async () => [A, B, A, null]);
    expect(r).toEqual({ removed: 2, failed: [] });
    expect([...files.keys()]).toEqual(['310151000000/camera/other.png']);
  });

  it('keeps every file when the rows’ transaction fails, so no row names a missing file', async () => {
    const { store, files } = memoryStore([A, B]);
    await expect(deleteWithFiles(database(true), store, async () => [A, B])).rejects.toThrow('commit failed');
    expect(files.size).toBe(2);
  });

  it('reports a file the store could not remove and still removes the others', async () => {
    const { store, files } = memoryStore([A, B], [B]);
    const r = await deleteWithFiles(database(), store, async () => [A, B]);
    expect(r).toEqual({ removed: 1, failed: [B] });
    expect([...files.keys()]).toEqual([B]);
  });
});
