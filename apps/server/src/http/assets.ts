import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/** The precompressed copies the build writes beside an asset (apps/web/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The content codings an Accept-Encoding header allows (q > 0). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(token);
  }
  return accepted;
}

/**
 * Serves the build's hashed assets (`/assets/<name>`) from memory. A first dashboard load asks for ~75 of
 * them; from disk each cost the server a stat per candidate copy, an open, reads and a close (about 0.1 s of
 * its CPU per load, taken from the browser when both share a machine). A name never changes content, so
 * each file is read once, when first asked, and kept; only names the build wrote are ever read or kept.
 */
export function registerAssets(app: FastifyInstance, dir: string): void {
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const cache = new Map<string, Promise<Buffer>>();
  const load = (file: string) => {
    let data = cache.get(file);
    if (!data) {
      data = readFile(join(dir, file));
      // A failed read (the build replaced under a running server) is tried again next time.
      data.catch(() => cache.delete(file));
      cache.set(file, data);
    }
    return data;
  };

  app.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const { name } = request.params;
    if (!files.has(name) || ENCODINGS.some((e) => name.endsWith(e.suffix))) return reply.callNotFound();
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = ENCODINGS.find((e) => accepted.has(e.name) && files.has(name + e.suffix));
    reply
      .type(TYPES[extname(name)] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding.name);
    return reply.send(await load(encoding ? name + encoding.suffix : name));
  });
}
