import type { FastifyInstance } from 'fastify';
import { DEMO_FILES_PREFIX, renderDemoImage } from './demo-images';

const NAME = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;

/**
 * Serves the generated demo images at GET /files/demo/:name.svg (logos, plate pictures). They are
 * rendered from code, so a fresh database needs no image files and every run shows the same pictures.
 */
export async function demoFilesPlugin(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, string>();
  app.get<{ Params: { file: string } }>(`${DEMO_FILES_PREFIX}:file`, async (request, reply) => {
    const name = NAME.exec(request.params.file)?.[1];
    const svg = name === undefined ? undefined : (cache.get(name) ?? renderDemoImage(name));
    if (name === undefined || svg === undefined) {
      return reply.status(404).send({ respCode: 300, respDesc: '文件不存在', obj: null });
    }
    cache.set(name, svg);
    return (
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        // The pictures are inert drawings: no script may run even when one is opened on its own.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    );
  });
}
