import { PICTURE_MAX_BYTES } from '@fengshou/core/contract';
import { checkPicture } from './picture';
import { type FileKind, type FileStore, fileKey } from './store';

/**
 * Checks a picture (JPEG, PNG or WebP, at most PICTURE_MAX_BYTES; respCode 300 otherwise), stores it under its
 * area and runs `record` with the key, the row that names it. When the row cannot be written the file is
 * removed again, so the store holds no picture without its row.
 */
export async function putPicture<T>(
  store: FileStore,
  o: { areaId: number; kind: FileKind; bytes: Buffer; field?: string; name?: string },
  record: (key: string, mime: string) => Promise<T>,
): Promise<T> {
  const mime = checkPicture(o.bytes, PICTURE_MAX_BYTES, o.field ?? 'contentBase64');
  const key = fileKey(o.areaId, o.kind, mime, o.name);
  await store.put(key, o.bytes, mime);
  try {
    return await record(key, mime);
  } catch (e) {
    await store.delete(key).catch(() => undefined);
    throw e;
  }
}
