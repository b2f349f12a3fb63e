import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { PlatesFixture } from './fixture';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Bundles TypeScript for the browser with esbuild, minified for production as the app's build is, into
 * memory: answers each output file's contents by its file name.
 */
export async function bundle(
  entries: string[],
  options: { format: 'esm' | 'iife'; globalName?: string },
): Promise<Map<string, Uint8Array>> {
  const out = await build({
    entryPoints: entries.map(here),
    bundle: true,
    minify: true,
    format: options.format,
    globalName: options.globalName,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: here('./out'),
    write: false,
    logLevel: 'warning',
  });
  return new Map(out.outputFiles.map((f) => [basename(f.path), f.contents]));
}

const TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css' };

/**
 * Serves the baseline page (page.ts and its styles, bundled at start) on an ephemeral loopback port, from
 * memory; nothing else is served, so the page cannot reach the app.
 */
export async function startBaselineServer(): Promise<{
  url: string;
  /** The towns the page can switch to, in the order of its buttons. */
  towns: string[];
  close: () => Promise<void>;
}> {
  const files = await bundle(['./page.ts', './page.css'], { format: 'esm' });
  const fixture = JSON.parse(
    readFileSync(here('../fixtures/leadership-cockpit.json'), 'utf8'),
  ) as PlatesFixture;
  const html =
    `<!doctype html><html lang="zh-CN" data-skin="${fixture.skin}"><head><meta charset="utf-8">` +
    '<title>baseline</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/page.css"></head>' +
    '<body><script type="module" src="/page.js"></script></body></html>';
  const server = createServer((req, res) => {
    const name = (req.url ?? '/').slice(1).split('?')[0]!;
    const body = name === '' ? html : files.get(name);
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    const type = name === '' ? 'text/html; charset=utf-8' : TYPES[name.split('.').pop()!];
    res.writeHead(200, { 'content-type': type ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    towns: fixture.areas.slice(1).map((a) => a.name),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
