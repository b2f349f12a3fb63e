import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badParams } from '@fengshou/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SignedQuery } from '../../files/signing';
import { decodeBase64 } from '../../files/store/picture';
import { putPicture } from '../../files/store/put-picture';
import { extOfKey, type FileStore } from '../../files/store/store';
import { grantFile, refuseOutOfArea } from '../files/access';

/**
 * Review photos: checked by content, kept in the picture store (files/store) under the record's area, and
 * served like every area picture (files/README.md): to the accessToken of a session whose area holds the
 * record, or by a signed URL that the API hands to such callers. Nothing under /files/review is public.
 */

const NAME = /^([0-9a-f-]{36})\.(jpg|png|webp)$/;

/** Where photos uploaded before the picture store lie (rows without a file key). */
const legacyDirOf = (dataDir: string) => join(dataDir, 'uploads', 'review');

/** Where and when the phone took a photo (zPhotoStamp). */
export interface PhotoStamp {
  photoId?: string;
  captureTime?: string;
  lat?: number;
  lng?: number;
  accuracyM?: number;
  heading?: number;
}

/** A stored photo: its address and the SHA-256 of its bytes. */
export interface StoredPhoto {
  url: string;
  sha256: string;
}

const urlOf = (id: string, key: string | null) => `/files/review/${id}.${extOfKey(key)}`;

/**
 * The stored photo a resend names (same phone id, same case, same bytes), or undefined. Answered before any
 * check of the case's status: a queue whose answers were lost sends its photos again after the action that
 * used them has moved the case on, and must hear the first answer, not a refusal.
 */
export async function resentPhoto(
  db: Database,
  o: { recordKind: 'occupy' | 'abnormal'; recordId: number; photoId?: string; contentBase64: string },
): Promise<StoredPhoto | undefined> {
  if (!o.photoId) return undefined;
  const [row] = await db.query<{ sha256: string | null; file_key: string | null }>(
    'SELECT sha256, file_key FROM review_uploads WHERE id = $1 AND record_kind = $2 AND record_id = $3',
    [o.photoId, o.recordKind, o.recordId],
  );
  if (!row?.sha256) return undefined;
  const sha256 = createHash('sha256').update(decodeBase64(o.contentBase64, 'contentBase64')).digest('hex');
  return sha256 === row.sha256 ? { url: urlOf(o.photoId, row.file_key), sha256 } : undefined;
}

/**
 * Checks and stores one uploaded photo of a case with its stamp and the SHA-256 of the bytes received;
 * answers its stored address. A photo sent again under the phone's id with the same bytes answers the stored
 * one (a queue resent after a lost answer); other bytes replace it until an action has used it, then 300.
 */
export async function storeReviewPhoto(
  db: Database,
  store: FileStore,
  o: {
    recordKind: 'occupy' | 'abnormal';
    recordId: number;
    areaId: number;
    userId: number;
    contentBase64: string;
    stamp?: PhotoStamp;
  },
): Promise<StoredPhoto> {
  const st = o.stamp ?? {};
  if ((st.lat === undefined) !== (st.lng === undefined)) throw badParams(['lat', 'lng'], '经纬度须同时提供');
  const bytes = decodeBase64(o.contentBase64, 'contentBase64');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const id = st.photoId ?? randomUUID();
  const [old] = await db.query<{
    record_kind: string;
    record_id: number;
    sha256: string | null;
    file_key: string | null;
    used: boolean;
  }>(
    'SELECT record_kind, record_id, sha256, file_key, used_log_id IS NOT NULL AS used FROM review_uploads WHERE id = $1',
    [id],
  );
  if (old && (old.record_kind !== o.recordKind || old.record_id !== o.recordId)) {
    throw badParams(['photoId'], '该照片编号已用于其他图斑');
  }
  if (old?.sha256 === sha256) return { url: urlOf(id, old.file_key), sha256 };
  if (old?.used) throw badParams(['photoId'], '照片已用于核查记录，不能替换');
  const stampValues = [
    sha256,
    st.captureTime ?? null,
    st.lat ?? null,
    st.lng ?? null,
    st.accuracyM ?? null,
    st.heading ?? null,
  ];
  // A replacement gets a file of its own, so the stored one stays whole until the row names the new one.
  const name = old ? `${id}-${sha256.slice(0, 12)}` : id;
  const where = { areaId: o.areaId, kind: 'review' as const, bytes, name };
  const url = await putPicture(store, where, async (key, mime) => {
    if (!old) {
      await db.query(
        `INSERT INTO review_uploads (id, record_kind, record_id, area_id, mime, byte_size, user_id, file_key,
                                     sha256, capture_time, lat, lng, accuracy_m, heading)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [id, o.recordKind, o.recordId, o.areaId, mime, bytes.length, o.userId, key, ...stampValues],
      );
      return urlOf(id, key);
    }
    const replaced = await db.query(
      `UPDATE review_uploads SET mime = $2, byte_size = $3, user_id = $4, file_key = $5, sha256 = $6,
              capture_time = $7, lat = $8, lng = $9, accuracy_m = $10, heading = $11, create_time = now()
        WHERE id = $1 AND used_log_id IS NULL RETURNING 1 AS x`,
      [id, mime, bytes.length, o.userId, key, ...stampValues],
    );
    if (!replaced.length) throw badParams(['photoId'], '照片已用于核查记录，不能替换');
    return urlOf(id, key);
  });
  if (old?.file_key) await store.delete(old.file_key).catch(() => undefined);
  return { url, sha256 };
}

/**
 * GET /files/review/:name for a caller whose area holds the record: by the accessToken header or by a URL
 * signed with `services.files.sign` (the shared /files mechanism, files/README.md).
 */
export async function reviewFilesPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string }; Querystring: SignedQuery }>(
    '/files/review/:name',
    async (req, reply) => {
      const { db, sessions, config, files, pictureStore } = app.services;
      const grant = await grantFile(req, reply, files, sessions);
      if (!grant) return reply;
      const m = NAME.exec(req.params.name);
      const [row] = m
        ? await db.query<{ area_id: string; mime: string; file_key: string | null }>(
            'SELECT area_id, mime, file_key FROM review_uploads WHERE id = $1',
            [m[1]],
          )
        : [];
      const bytes = !row
        ? undefined
        : row.file_key
          ? (await pictureStore.get(row.file_key))?.bytes
          : await readFile(join(legacyDirOf(config.dataDir), req.params.name)).catch(() => undefined);
      if (!row || !bytes) {
        return reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send({ respCode: 300, respDesc: '图片不存在', obj: null });
      }
      if (!grant.scope.contains(Number(row.area_id))) return refuseOutOfArea(reply);
      return reply
        .type(row.mime)
        .header('cache-control', grant.maxAgeS ? `private, max-age=${grant.maxAgeS}` : 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);
    },
  );
}
