import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REVIEW_IMG_MAX_BYTES } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import { badParams } from '../../http/errors';
import { TOKEN_HEADER } from '../../http/guard';

/**
 * Review photos: checked by content, stored under the data directory, and served only through short-lived
 * signed addresses that the API hands to callers whose area the record lies in (or to a caller presenting
 * an accessToken of such an area). Nothing under /files/review is public.
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

/** How long a signed photo address stays valid. */
export const SIGNED_URL_SECONDS = 15 * 60;
const NAME = /^([0-9a-f-]{36})\.(jpg|png|webp)$/;

const dirOf = (dataDir: string) => join(dataDir, 'uploads', 'review');

// The signing key lives in the database so every API server of one database signs alike.
const keys = new WeakMap<object, Promise<Buffer>>();
function signingKey(db: Queryable): Promise<Buffer> {
  let k = keys.get(db);
  if (!k) {
    k = (async () => {
      await db.query('INSERT INTO review_file_keys (id, secret) VALUES (1, $1) ON CONFLICT DO NOTHING', [
        randomBytes(32).toString('hex'),
      ]);
      const [row] = await db.query<{ secret: string }>('SELECT secret FROM review_file_keys WHERE id = 1');
      return Buffer.from(row!.secret, 'hex');
    })();
    k.catch(() => keys.delete(db));
    keys.set(db, k);
  }
  return k;
}

const mac = (key: Buffer, name: string, exp: number) =>
  createHmac('sha256', key).update(`${name}:${exp}`).digest('base64url');

/** The signed address of stored photos for the current caller; other (demo) addresses pass unchanged. */
export async function signedSrc(db: Queryable, urls: readonly string[], now = Date.now()): Promise<string[]> {
  if (!urls.some((u) => u.startsWith('/files/review/'))) return [...urls];
  const key = await signingKey(db);
  const exp = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
  return urls.map((u) => {
    if (!u.startsWith('/files/review/')) return u;
    const name = u.slice('/files/review/'.length);
    return `${u}?exp=${exp}&sig=${mac(key, name, exp)}`;
  });
}

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

/** GET /files/review/:name with a valid signature (or an accessToken whose area holds the record). */
export async function reviewFilesPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string }; Querystring: { exp?: string; sig?: string } }>(
    '/files/review/:name',
    async (req, reply) => {
      const m = NAME.exec(req.params.name);
      const refuse = (code: number, desc: string) =>
        reply
          .code(code)
          .type('application/json; charset=utf-8')
          .send({ respCode: 401, respDesc: desc, obj: null });
      if (!m) return refuse(404, '文件不存在');
      const { db, sessions, config } = app.services;
      const [row] = await db.query<{ area_id: string; mime: string }>(
        'SELECT area_id, mime FROM review_uploads WHERE id = $1',
        [m[1]],
      );
      if (!row) return refuse(404, '文件不存在');
      if (!(await allowed(req.params.name, req.query, req.headers[TOKEN_HEADER], Number(row.area_id)))) {
        return refuse(403, '无权查看该照片');
      }
      const bytes = await readFile(join(dirOf(config.dataDir), req.params.name)).catch(() => undefined);
      if (!bytes) return refuse(404, '文件不存在');
      return reply
        .type(row.mime)
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);

      async function allowed(
        name: string,
        qs: { exp?: string; sig?: string },
        token: unknown,
        areaId: number,
      ) {
        const exp = Number(qs.exp);
        if (qs.sig && Number.isInteger(exp) && exp * 1000 > Date.now()) {
          const want = Buffer.from(mac(await signingKey(db), name, exp));
          const got = Buffer.from(qs.sig);
          if (want.length === got.length && timingSafeEqual(want, got)) return true;
        }
        if (typeof token !== 'string') return false;
        const session = await Promise.resolve()
          .then(() => sessions.resolve(token))
          .catch(() => null);
        return !!session && session.kind === 'user' && session.scope.contains(areaId);
      }
    },
  );
}
