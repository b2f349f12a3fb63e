import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkKey, type FileStore, mimeOfKey } from './store';

/** Files under `<dataDir>/files/<key>`; the media type is the key's extension. */
export function localFileStore(dataDir: string): FileStore {
  const root = join(dataDir, 'files');
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Written under a temporary name and renamed: a crash never leaves half a picture under a real name.
      const part = `${file}.${randomUUID()}.part`;
      await writeFile(part, bytes);
      await rename(part, file);
    },
    async get(key) {
      try {
        return { bytes: await readFile(pathOf(key)), mime: mimeOfKey(key) };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
