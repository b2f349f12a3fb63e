import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/** Checks and stores one uploaded photo of an occupation record; answers its stored address. */
export async function storeReviewPhoto(
  db: Database,
  store: FileStore,
  o: { recordId: number; areaId: number; userId: number; contentBase64: string },
): Promise<string> {
  const id = randomUUID();
  const bytes = decodeBase64(o.contentBase64, 'contentBase64');
  const where = { areaId: o.areaId, kind: 'review' as const, bytes, name: id };
  return putPicture(store, where, async (key, mime) => {
    await db.query(
      `INSERT INTO review_uploads (id, record_kind, record_id, area_id, mime, byte_size, user_id, file_key)
       VALUES ($1, 'occupy', $2, $3, $4, $5, $6, $7)`,
      [id, o.recordId, o.areaId, mime, bytes.length, o.userId, key],
    );
    return `/files/review/${id}.${extOfKey(key)}`;
  });
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
