import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { filesPlugin } from './plugin';

let t: TestApp;
let files: ReturnType<typeof Fastify>;
const get = (url: string) => files.inject({ method: 'GET', url, headers: { host: 'demo.fengshou.local' } });
const first = async (sql: string) => (await t.db.query<{ id: number }>(sql))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  files = Fastify();
  await files.register(filesPlugin, { db: t.db });
  await files.ready();
});
afterAll(async () => {
  await files.close();
  await t.close();
});

describe('demo pictures', () => {
  it('renders a camera capture with its time stamp and AI boxes, the same every time', async () => {
    const id = await first('SELECT id FROM camera_ai_images ORDER BY id LIMIT 1');
    const a = await get(`/files/camera/${id}.svg`);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a.body).toMatch(/^<svg /);
    expect(a.body).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(a.body).toMatch(/\d+%<\/text>/);
    expect((await get(`/files/camera/${id}.svg`)).body).toBe(a.body);
  });

  it('renders every live URL the cameras table hands out', async () => {
    const urls = await t.db.query<{ live_url: string }>('SELECT live_url FROM cameras ORDER BY id LIMIT 5');
    for (const { live_url } of urls) {
      const res = await get(live_url);
      expect(res.statusCode, live_url).toBe(200);
      expect(res.body).toContain('直播');
    }
  });

  it('draws the insects counted on the day before the trap photo', async () => {
    const [img] = await t.db.query<{ id: number; total: number }>(
      'SELECT id, insect_total AS total FROM pest_images WHERE insect_total BETWEEN 1 AND 260 ORDER BY id LIMIT 1',
    );
    const res = await get(`/files/pest/${img!.id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`合计 ${img!.total} 头`);
    expect((res.body.match(/<ellipse/g) ?? []).length).toBe(img!.total);
  });

  it('encodes the certificate’s trace page in a real QR code', async () => {
    const id = await first('SELECT id FROM qualified_certificates ORDER BY id LIMIT 1');
    const res = await get(`/files/qr/${id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<svg[^>]*viewBox/);
    expect(res.body).toContain('<path');
  });

  it('renders the site photos review records link to', async () => {
    const [row] = await t.db.query<{ urls: string[] }>(
      'SELECT review_img_urls AS urls FROM farmland_occupations WHERE cardinality(review_img_urls) > 0 LIMIT 1',
    );
    for (const url of row!.urls) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('answers 404 for unknown rows and malformed names', async () => {
    for (const url of [
      '/files/camera/99999999.svg',
      '/files/pest/x.svg',
      '/files/qr/1.png',
      '/files/site/occupy-x-1.svg',
      '/files/camera/999999/live.svg',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
