import { randomUUID } from 'node:crypto';

/** A stored file's bytes and media type. */
export interface StoredFile {
  bytes: Buffer;
  mime: string;
}

/**
 * Where files of an installation are kept (camera captures, trap photos, review photos, the download centre's
 * exports and briefings): the data directory or an S3-compatible object store (open-store.ts picks by the
 * settings), so that with a bucket every API server serves what any of them stored. Keys are `<area code>/<kind>/<name>`
 * (fileKey), so a bureau's files can be found, copied or removed by area.
 */
export interface FileStore {
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
}

/**
 * The kinds of stored files, each a folder under its area: pictures, the download centre's files, and
 * uploaded import files waiting for their job (kept as bytes; the job knows their names).
 */
export type FileKind = 'camera' | 'pest' | 'review' | 'plate' | 'download' | 'import';

const EXT_OF_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/octet-stream': 'bin',
};
const MIME_OF_EXT: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EXT_OF_MIME).map(([m, e]) => [e, m]),
);

/** A fresh key for a file of an area: `310151000000/camera/<uuid>.jpg`. */
export function fileKey(areaId: number, kind: FileKind, mime: string, name: string = randomUUID()): string {
  const ext = EXT_OF_MIME[mime];
  if (!ext) throw new Error(`no file extension for ${mime}`);
  return `${areaId}/${kind}/${name}.${ext}`;
}

/** The media type a key's extension names (a store that keeps no metadata answers it). */
export function mimeOfKey(key: string): string {
  return MIME_OF_EXT[/\.([a-z0-9]+)$/.exec(key)?.[1] ?? ''] ?? 'application/octet-stream';
}

/** The extension of a stored picture's key, for the name of its URL; 'svg' for a drawn one. */
export function extOfKey(key: string | null | undefined): string {
  return key ? (/\.([a-z0-9]+)$/.exec(key)?.[1] ?? 'bin') : 'svg';
}

const SAFE_KEY = /^\d{1,12}\/[a-z]+\/[A-Za-z0-9._-]{1,120}$/;

/** Refuses a key that could leave its area's folder (keys come from rows, never from requests). */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`invalid file key: ${key}`);
  return key;
}
