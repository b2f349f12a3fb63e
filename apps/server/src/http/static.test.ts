import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { acceptedEncodings } from './assets';

// A web build as apps/web/build/precompress.ts leaves it: hashed assets with .br and .gz copies beside them.
const dist = mkdtempSync(join(tmpdir(), 'fengshou-web-'));
const script = `console.log(${JSON.stringify('丰收'.repeat(400))});`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets/app-abc123.js'), script);
writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ config: testConfig({ webDist: dist }), db: t.db });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the web build', () => {
  it('sends a browser that accepts brotli the precompressed copy, kept for good', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip or the plain file to browsers that do not accept brotli', async () => {
    expect((await get('/assets/app-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers page addresses with index.html, which browsers must revalidate', async () => {
    for (const url of ['/', '/data-dashboard/3/leadership-cockpit']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('does not answer a missing asset or API path with the page', async () => {
    expect((await get('/api/no/such')).statusCode).toBe(404);
    expect((await get('/files/no/such.png')).statusCode).toBe(404);
    // A module script answered with HTML fails in the browser with a MIME error instead of a 404.
    for (const url of ['/assets/app-old999.js', '/assets/app-abc123.js.br', '/assets/sub/app-abc123.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('keeps an asset in memory once sent: its name never changes content', async () => {
    await get('/assets/app-abc123.js', 'gzip');
    renameSync(join(dist, 'assets/app-abc123.js.gz'), join(dist, 'assets/moved.gz'));
    try {
      const again = await get('/assets/app-abc123.js', 'gzip');
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-encoding']).toBe('gzip');
    } finally {
      renameSync(join(dist, 'assets/moved.gz'), join(dist, 'assets/app-abc123.js.gz'));
    }
  });

  it('honours q=0 in Accept-Encoding', async () => {
    expect([...acceptedEncodings('br;q=0, gzip;q=0.8, identity')]).toEqual(['gzip', 'identity']);
    const res = await get('/assets/app-abc123.js', 'br;q=0, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
