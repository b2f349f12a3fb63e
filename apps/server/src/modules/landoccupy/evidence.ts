import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badParams } from '@fengshou/core';
import { REVIEW_IMG_MAX_BYTES } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SignedQuery } from '../../files/signing';
import { grantFile, refuseOutOfArea } from '../files/access';

/**
 * Review photos: checked by content, stored under the data directory, and served like every area picture
 * (files/README.md): to the accessToken of a session whose area holds the record, or by a signed URL that
 * the API hands to such callers. Nothing under /files/review is public.
 */

const KINDS = [
  {
    ext: 'jpg',
    mime: 'image/jpeg',
    test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'png',
    mime: 'image/png',
    test: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The image kind of some bytes by their magic numbers, whatever the file name says. */
export function sniffImage(bytes: Buffer): (typeof KINDS)[number] | undefined {
  return KINDS.find((k) => k.test(bytes));
}

const NAME = /^([0-9a-f-]{36})\.(jpg|png|webp)$/;

const dirOf = (dataDir: string) => join(dataDir, 'uploads', 'review');

/** Checks and stores one uploaded photo of an occupation record; answers its stored address. */
export async function storeReviewPhoto(
  db: Database,
  dataDir: string,
  o: { recordId: number; areaId: number; userId: number; contentBase64: string },
): Promise<string> {
  const b64 = o.contentBase64.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw badParams(['contentBase64'], '照片内容须为 Base64 编码');
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length === 0) throw badParams(['contentBase64'], '照片为空');
  if (bytes.length > REVIEW_IMG_MAX_BYTES) throw badParams(['contentBase64'], '照片不能超过 5 MB');
  const kind = sniffImage(bytes);
  if (!kind) throw badParams(['contentBase64'], '只接受 JPEG、PNG 或 WebP 图片');
  const id = randomUUID();
  const dir = dirOf(dataDir);
  await mkdir(dir, { recursive: true });
  // Written under a temporary name and renamed: a crash never leaves a half photo under a real name.
  const file = join(dir, `${id}.${kind.ext}`);
  await writeFile(`${file}.part`, bytes);
  await rename(`${file}.part`, file);
  await db.query(
    `INSERT INTO review_uploads (id, record_kind, record_id, area_id, mime, byte_size, user_id)
     VALUES ($1, 'occupy', $2, $3, $4, $5, $6)`,
    [id, o.recordId, o.areaId, kind.mime, bytes.length, o.userId],
  );
  return `/files/review/${id}.${kind.ext}`;
}

/**
 * GET /files/review/:name for a caller whose area holds the record: by the accessToken header or by a URL
 * signed with `services.files.sign` (the shared /files mechanism, files/README.md).
 */
export async function reviewFilesPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string }; Querystring: SignedQuery }>(
    '/files/review/:name',
    async (req, reply) => {
      const { db, sessions, config, files } = app.services;
      const grant = await grantFile(req, reply, files, sessions);
      if (!grant) return reply;
      const m = NAME.exec(req.params.name);
      const [row] = m
        ? await db.query<{ area_id: string; mime: string }>(
            'SELECT area_id, mime FROM review_uploads WHERE id = $1',
            [m[1]],
          )
        : [];
      const bytes =
        row && (await readFile(join(dirOf(config.dataDir), req.params.name)).catch(() => undefined));
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
