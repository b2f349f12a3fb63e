import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildApp } from '../app';
import { testConfig } from '../config';

// A web build whose page carries an inline script, as apps/web/index.html does (the early user-info call).
const dist = mkdtempSync(join(tmpdir(), 'fengshou-headers-'));
const inline = "window.__early = 'x';";
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><script id="early">${inline}</script><div id="root"></div><script type="module" src="/assets/app-1.js"></script>`,
);
writeFileSync(join(dist, 'assets/app-1.js'), 'console.log(1);');

let t: TestApp;
let app: FastifyInstance;
let tls: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ config: testConfig({ webDist: dist }), db: t.db });
  tls = await buildApp({
    config: testConfig({
      webDist: dist,
      headers: { hsts: true, extraHosts: ['https://media.example.gov.cn'] },
    }),
    db: t.db,
  });
  await Promise.all([app.ready(), tls.ready()]);
});
afterAll(async () => {
  await Promise.all([app.close(), tls.close()]);
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header by name. */
function directives(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

const post = (path: string, payload: string) =>
  app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload });

// Every kind of answer: the shell (also with a display token in its address), an asset, API success, bad
// input (300), a malformed body (400), an unknown API path and file (404), and generated pictures.
const ANSWERS: [string, () => Promise<LightMyRequestResponse>, number][] = [
  ['the SPA shell', () => app.inject('/'), 200],
  ['the shell of a display token', () => app.inject('/?token=abcdef0123456789'), 200],
  ['a page address', () => app.inject('/data-dashboard/3/leadership-cockpit'), 200],
  ['an asset', () => app.inject('/assets/app-1.js'), 200],
  ['an API answer', () => post('/api/foundation/gov/captcha/get', '{}'), 200],
  ['a 300 answer', () => post('/api/login/gov/subject/logo', '{"subjectId":"x"}'), 200],
  ['a malformed body', () => post('/api/login/gov/subject/logo', '{'), 400],
  ['an unknown API path', () => post('/api/no/gov/such', '{}'), 404],
  ['an unknown file', () => app.inject('/files/logo/none.png'), 404],
  ['a generated picture', () => app.inject('/files/demo/logo-pudong.svg'), 200],
];

describe('security headers on every answer', () => {
  it.each(ANSWERS)('%s carries them', async (_, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(res.headers['content-security-policy']);
    // A picture served on its own narrows the policy to nothing at all; everything else has the page's.
    if (csp.get('default-src')?.[0] === "'none'") return;
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows the shell its own scripts and its one inline script by hash, none other inline', async () => {
    const csp = directives((await app.inject('/')).headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", hash]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toContain("'self'");
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    for (const list of csp.values()) {
      expect(list).not.toContain("'unsafe-eval'");
      expect(list).not.toContain('*');
    }
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('keeps a file route’s narrower policy', async () => {
    const res = await app.inject('/files/demo/logo-pudong.svg');
    expect(directives(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it('sends HSTS and upgrades plain requests only behind TLS, and admits the configured hosts', async () => {
    for (const url of ['/', '/files/demo/logo-pudong.svg']) {
      const res = await tls.inject(url);
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
    const api = await tls.inject({
      method: 'POST',
      url: '/api/no/gov/such',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = directives((await tls.inject('/')).headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toContain('https://media.example.gov.cn');
    expect(csp.get('media-src')).toContain('https://media.example.gov.cn');
  });
});
