import { createHash } from 'node:crypto';
import { badParams } from '@fengshou/core';
import { SUBJECT_LOGO_MAX_BYTES } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import { sniffPicture } from '../../files/store/picture';

/**
 * Subject logos: uploaded as Base64, checked by content, kept in the database by the SHA-256 of their bytes
 * and served to anyone at /files/logo/<sha256>.<ext>: the login page shows them before anyone signs in and
 * a logo holds no area data. A name never changes content, so browsers may keep it for good.
 */

const SVG = { ext: 'svg', mime: 'image/svg+xml' } as const;
const RASTER: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

// An <img> never runs what an SVG carries, but the file may be opened on its own: refuse the active parts
// rather than trust the response headers alone.
const ACTIVE_SVG = /<script|<foreignobject|\son[a-z]+\s*=|javascript:|<!entity/i;

/** The kind of a logo by its bytes: PNG, JPEG or an inert SVG; otherwise 300 naming contentBase64. */
function logoKind(bytes: Buffer): { ext: string; mime: string } {
  const mime = sniffPicture(bytes);
  const ext = mime && RASTER[mime];
  if (mime && ext) return { ext, mime };
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(text)) {
    if (ACTIVE_SVG.test(text)) throw badParams(['contentBase64'], 'SVG 图片不能含脚本或事件属性');
    return SVG;
  }
  throw badParams(['contentBase64'], '只接受 PNG、JPEG 或 SVG 图片');
}

/** Checks and stores a logo uploaded for a subject; answers its address. */
export async function storeLogo(
  q: Queryable,
  o: { subjectId: number; contentBase64: string; by: string },
): Promise<string> {
  const b64 = o.contentBase64.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw badParams(['contentBase64'], '图片内容须为 Base64 编码');
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length === 0) throw badParams(['contentBase64'], '图片为空');
  if (bytes.length > SUBJECT_LOGO_MAX_BYTES) throw badParams(['contentBase64'], 'logo 不能超过 256 KB');
  const kind = logoKind(bytes);
  const id = createHash('sha256').update(bytes).digest('hex');
  // The same picture uploaded again (another subject, a second try) is the same file.
  await q.query(
    `INSERT INTO subject_logos (id, mime, bytes, government_subject_id, create_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO NOTHING`,
    [id, kind.mime, bytes, o.subjectId, o.by],
  );
  return `/files/logo/${id}.${kind.ext}`;
}

/** True when an uploaded logo's address names a stored logo. */
export async function logoExists(q: Queryable, url: string): Promise<boolean> {
  const id = /^\/files\/logo\/([0-9a-f]{64})\./.exec(url)?.[1];
  if (!id) return false;
  const [row] = await q.query('SELECT 1 FROM subject_logos WHERE id = $1', [id]);
  return row !== undefined;
}

const NAME = /^([0-9a-f]{64})\.(png|jpg|svg)$/;

/** GET /files/logo/:name for everyone. */
export async function logoFilesPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/files/logo/:name', async (req, reply) => {
    const m = NAME.exec(req.params.name);
    const [row] = m
      ? await app.services.db.query<{ mime: string; bytes: Uint8Array }>(
          'SELECT mime, bytes FROM subject_logos WHERE id = $1',
          [m[1]],
        )
      : [];
    if (!row) {
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ respCode: 300, respDesc: '图片不存在', obj: null });
    }
    return reply
      .type(row.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(Buffer.from(row.bytes));
  });
}
