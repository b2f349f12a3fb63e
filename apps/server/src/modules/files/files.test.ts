import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { FileSigner } from '../../files/signing';

let t: TestApp;
// The pictures of these tests belong to the demo county; URLs are signed for the whole of Shanghai.
const SHANGHAI = { areaId: 310000000000 };
const CHONGMING = { areaId: 310151000000 };
const PUDONG = { areaId: 310115000000 };
const raw = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'demo.fengshou.local', ...headers } });
const get = (url: string) => raw(t.app.services.files.sign(url, SHANGHAI));
const first = async (sql: string) => (await t.db.query<{ id: number }>(sql))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('who may see a picture', () => {
  const cameraOf = (areaLo: number) =>
    first(
      `SELECT i.id FROM camera_ai_images i WHERE i.area_id BETWEEN ${areaLo} AND ${areaLo + 999999} ORDER BY i.id LIMIT 1`,
    );

  it('refuses a picture without a signature or token, before reading any row', async () => {
    const id = await cameraOf(310151000000);
    for (const url of [
      `/files/camera/${id}.svg`,
      '/files/camera/99999999.svg',
      `/files/camera/${id}/live.svg`,
    ]) {
      const res = await raw(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('<svg');
    }
  });

  it('serves a URL signed for the county and refuses it for another county', async () => {
    const id = await cameraOf(310151000000);
    expect((await raw(t.app.services.files.sign(`/files/camera/${id}.svg`, CHONGMING))).statusCode).toBe(200);
    const other = await raw(t.app.services.files.sign(`/files/camera/${id}.svg`, PUDONG));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ respCode: 401 });
  });

  it('refuses a signature moved to another picture or a forged one', async () => {
    const id = await cameraOf(310151000000);
    const signed = t.app.services.files.sign(`/files/camera/${id}.svg`, CHONGMING);
    const query = signed.split('?')[1];
    const otherId = await first(`SELECT id FROM camera_ai_images WHERE id <> ${id} ORDER BY id LIMIT 1`);
    expect((await raw(`/files/camera/${otherId}.svg?${query}`)).statusCode).toBe(403);
    expect((await raw(signed.replace(/s=.{4}/, 's=AAAA'))).statusCode).toBe(403);
    expect((await raw(signed.replace('a=310151000000', 'a=310000000000'))).statusCode).toBe(403);
  });

  it('refuses a URL after it expired', async () => {
    const id = await cameraOf(310151000000);
    const past = new FileSigner(() => Date.now() - 3 * 3600_000);
    await past.init(t.db);
    const res = await raw(past.sign(`/files/camera/${id}.svg`, CHONGMING));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ respCode: 400 });
    // The same key signs now: the URL is fine again, so the refusal above was the expiry.
    expect((await raw(t.app.services.files.sign(`/files/camera/${id}.svg`, CHONGMING))).statusCode).toBe(200);
  });

  it('serves a caller sending the accessToken header within its area only', async () => {
    const id = await cameraOf(310151000000);
    const mine = await raw(`/files/camera/${id}.svg`, { accesstoken: await t.login('chongming_viewer') });
    expect(mine.statusCode).toBe(200);
    const theirs = await raw(`/files/camera/${id}.svg`, { accesstoken: await t.login('pudong_viewer') });
    expect(theirs.statusCode).toBe(403);
    expect((await raw(`/files/camera/${id}.svg`, { accesstoken: 'nonsense' })).statusCode).toBe(403);
  });
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

  it('renders every live URL the cameras table hands out, turned by the stored pan', async () => {
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

describe('an installation without the demo', () => {
  it('draws no camera, trap, site or live pictures (图片不存在) but still serves certificate QR codes', async () => {
    const bare = await createTestApp({ config: { demo: false } });
    try {
      const one = async (sql: string) => (await bare.db.query<{ id: number }>(sql))[0]!.id;
      const camera = await one('SELECT id FROM camera_ai_images ORDER BY id LIMIT 1');
      const trap = await one('SELECT id FROM pest_images ORDER BY id LIMIT 1');
      const liveCamera = await one('SELECT id FROM cameras ORDER BY id LIMIT 1');
      const cert = await one('SELECT id FROM qualified_certificates ORDER BY id LIMIT 1');
      const get = (url: string) =>
        bare.app.inject({ method: 'GET', url: bare.app.services.files.sign(url, SHANGHAI) });
      for (const url of [
        `/files/camera/${camera}.svg`,
        `/files/pest/${trap}.svg`,
        `/files/camera/${liveCamera}/live.svg`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ respCode: 300, respDesc: '图片不存在' });
      }
      const qr = await get(`/files/qr/${cert}.svg`);
      expect(qr.statusCode).toBe(200);
      expect(qr.body).toContain('<svg');
    } finally {
      await bare.close();
    }
  });
});
