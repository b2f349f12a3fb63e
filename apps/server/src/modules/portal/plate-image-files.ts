import type { FastifyInstance } from 'fastify';
import type { SignedQuery } from '../../files/signing';
import { grantFile, refuseOutOfArea } from '../files/access';

const NAME = /^([0-9a-f-]{36})\.(jpg|png|webp)$/;

/**
 * GET /files/plate/:name: a picture uploaded in the dashboard editor, for a caller whose area holds the
 * subject's (the accessToken header, or a URL signed by `services.files.sign` that plateImage/list and the
 * editor hand out; files/README.md). Nothing under /files/plate is public: a bureau's pictures may show
 * its fields and sites.
 */
export async function plateImageFilesPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string }; Querystring: SignedQuery }>(
    '/files/plate/:name',
    async (req, reply) => {
      const { db, sessions, files, pictureStore } = app.services;
      const grant = await grantFile(req, reply, files, sessions);
      if (!grant) return reply;
      const m = NAME.exec(req.params.name);
      const [row] = m
        ? await db.query<{ area_id: string; mime: string; file_key: string }>(
            'SELECT area_id, mime, file_key FROM dashboard_images WHERE id = $1',
            [m[1]],
          )
        : [];
      if (row && !grant.scope.contains(Number(row.area_id))) return refuseOutOfArea(reply);
      const file = row ? await pictureStore.get(row.file_key) : null;
      if (!row || !file) {
        return reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send({ respCode: 300, respDesc: '图片不存在', obj: null });
      }
      return reply
        .type(row.mime)
        .header('cache-control', grant.maxAgeS ? `private, max-age=${grant.maxAgeS}` : 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file.bytes);
    },
  );
}
