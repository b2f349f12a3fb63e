import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getBatchImagery, saveBatchImagery } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { decodePng, type Picture } from '../../../test/png-decode';
import { loginWithoutDataView } from '../../modules/produce/test-support';
import { tileOf } from '../tile-math';
import { encodePng } from './png';
import { Raster } from './raster';

const CHONGMING = 310151000000;
const PUDONG = 310115000000;
const Z = 17;

let t: TestApp;
let cm: string;
let viewer: string;
let sh: string;
let pd: string;

interface Finding {
  id: number;
  batch: number;
  ring: [number, number][];
  lng: number;
  lat: number;
}
/** The largest occupation of 崇明's latest occupation batch: the change a reviewer judges. */
let finding: Finding;
/** The batches around it: imaged before it (its before date) and after it (its after date as before). */
let prev: number;
let next: number;

async function tile(path: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url: path, headers: token ? { accesstoken: token } : {} });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    timing: res.headers['server-timing'],
    raw: res.rawPayload,
    json: () => res.json() as { respCode: number; respDesc: string },
  };
}

const url = (batch: number, phase: string, z: number, x: number, y: number) =>
  `/tiles/imagery/${z}/${x}/${y}.png?batchId=${batch}&phase=${phase}`;

/** Pixel position of a point in a tile at zoom z (Web Mercator, 256-pixel tiles). */
function pixelOf(lng: number, lat: number, z: number, tx: number, ty: number): [number, number] {
  const n = 2 ** z * 256;
  const r = (lat * Math.PI) / 180;
  const gx = ((lng + 180) / 360) * n;
  const gy = ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n;
  return [gx - tx * 256, gy - ty * 256];
}

/** Indexes of the pixels whose centres lie inside the finding's ring, in its tile. */
function insidePixels(f: Finding, tx: number, ty: number): number[] {
  const mask = new Raster(256);
  mask.fill([f.ring.map(([lng, lat]) => pixelOf(lng, lat, Z, tx, ty))], () => 0xffffff);
  const out: number[] = [];
  for (let i = 0; i < 256 * 256; i++) if (mask.rgba[i * 4 + 3] === 255) out.push(i);
  return out;
}

const distance = (a: Picture, b: Picture, i: number) =>
  Math.hypot(
    a.rgba[i * 4]! - b.rgba[i * 4]!,
    a.rgba[i * 4 + 1]! - b.rgba[i * 4 + 1]!,
    a.rgba[i * 4 + 2]! - b.rgba[i * 4 + 2]!,
  );

beforeAll(async () => {
  // The bureau's tile service of these tests runs on this machine, which only the allow-list lets through.
  t = await createTestApp({ config: { outbound: { allow: ['127.0.0.1'] } } });
  cm = await t.login('chongming_admin');
  viewer = await t.login('chongming_viewer');
  sh = await t.login('shanghai_admin');
  pd = await t.login('pudong_admin');
  const [f] = await t.db.query<{ id: number; batch: number; ring: string; lng: number; lat: number }>(
    `SELECT o.id, o.arable_land_batch_record_id AS batch, ST_AsGeoJSON(ST_GeometryN(o.ring, 1)) AS ring,
            ST_X(ST_PointOnSurface(o.ring)) AS lng, ST_Y(ST_PointOnSurface(o.ring)) AS lat
       FROM farmland_occupations o JOIN monitoring_batches b ON b.id = o.arable_land_batch_record_id
      WHERE b.area_id = $1 AND b.batch_type = 1
        -- A batch with one before and one after it, so both neighbours' images can be compared.
        AND EXISTS (SELECT 1 FROM monitoring_batches x
                     WHERE x.area_id = b.area_id AND x.batch_type = 1 AND x.image_date > b.image_date)
      ORDER BY b.image_date DESC, o.occupy_acre DESC LIMIT 1`,
    [CHONGMING],
  );
  finding = { ...f!, ring: (JSON.parse(f!.ring).coordinates as [number, number][][])[0]! };
  const batches = await t.db.query<{ id: number; image_date: string }>(
    `SELECT id, to_char(image_date, 'YYYY-MM-DD') AS image_date FROM monitoring_batches
      WHERE area_id = $1 AND batch_type = 1 ORDER BY image_date`,
    [CHONGMING],
  );
  const k = batches.findIndex((b) => b.id === finding.batch);
  prev = batches[k - 1]!.id;
  next = batches[k + 1]!.id;
});
afterAll(() => t.close());

describe('GET /tiles/imagery (synthetic imagery of the demo county)', () => {
  it('answers a 256-pixel PNG of the land for a 崇明 batch, and the same bytes from the cache', async () => {
    const a = tileOf(finding.lng, finding.lat, Z);
    const r = await tile(url(finding.batch, 'after', Z, a.x, a.y), cm);
    expect(r.status).toBe(200);
    expect(r.type).toBe('image/png');
    expect(r.timing).toMatch(/^render;dur=\d+(\.\d)?$/);
    const p = decodePng(r.raw);
    expect([p.width, p.height]).toEqual([256, 256]);
    // Land everywhere around a parcel of the county: no hole, not one flat colour.
    const opaque = p.rgba.filter((v, i) => i % 4 === 3 && v === 255).length;
    expect(opaque).toBeGreaterThan(256 * 256 * 0.9);
    const colours = new Set<number>();
    for (let i = 0; i < p.rgba.length; i += 4)
      colours.add((p.rgba[i]! << 16) | (p.rgba[i + 1]! << 8) | p.rgba[i + 2]!);
    // Texture and shading, at six bits a channel: dozens of colours even for two or three fields.
    expect(colours.size).toBeGreaterThan(24);
    const again = await tile(url(finding.batch, 'after', Z, a.x, a.y), cm);
    expect(again.timing).toBeUndefined();
    expect(again.raw.equals(r.raw)).toBe(true);
  });

  it('shows the finding on the after image and not on the before image', async () => {
    const a = tileOf(finding.lng, finding.lat, Z);
    const before = decodePng((await tile(url(finding.batch, 'before', Z, a.x, a.y), cm)).raw);
    const after = decodePng((await tile(url(finding.batch, 'after', Z, a.x, a.y), cm)).raw);
    const inside = insidePixels(finding, a.x, a.y);
    expect(inside.length, 'the finding covers pixels of its tile').toBeGreaterThan(30);
    const changed = inside.filter((i) => distance(before, after, i) > 40);
    expect(changed.length / inside.length).toBeGreaterThan(0.8);
    // The previous batch's after image is this one's before image: the same date, the same land.
    const prevAfter = (await tile(url(prev, 'after', Z, a.x, a.y), cm)).raw;
    expect(decodePng(prevAfter).rgba).toEqual(before.rgba);
    // And the next batch still sees the change on both of its images.
    const nextBefore = decodePng((await tile(url(next, 'before', Z, a.x, a.y), cm)).raw);
    expect(inside.every((i) => distance(nextBefore, after, i) < 1)).toBe(true);
  });

  it('keeps a caller to its area: 浦东 batches refused to 崇明, 浦东 land left out of 崇明 tiles', async () => {
    const [pudongBatch] = await t.db.query<{ id: number; lng: number; lat: number }>(
      `SELECT b.id, ST_X(ST_PointOnSurface(l.geom)) AS lng, ST_Y(ST_PointOnSurface(l.geom)) AS lat
         FROM monitoring_batches b JOIN land_parcels l ON l.area_id BETWEEN $1 AND $1 + 999999
        WHERE b.area_id = $1 AND b.batch_type = 1 ORDER BY b.id, l.id LIMIT 1`,
      [PUDONG],
    );
    const p = tileOf(pudongBatch!.lng, pudongBatch!.lat, 16);
    const refused = await tile(url(pudongBatch!.id, 'after', 16, p.x, p.y), cm);
    expect(refused.status).toBe(403);
    expect(refused.json().respCode).toBe(401);
    const own = await tile(url(pudongBatch!.id, 'after', 16, p.x, p.y), pd);
    expect(own.status).toBe(200);
    expect(decodePng(own.raw).rgba.some((v, i) => i % 4 === 3 && v === 255)).toBe(true);
    // A 崇明 batch asked for a tile over 浦东: nothing of 浦东 is drawn in it.
    const across = decodePng((await tile(url(finding.batch, 'after', 16, p.x, p.y), cm)).raw);
    expect(across.rgba.every((v, i) => i % 4 !== 3 || v === 0)).toBe(true);
    // The city sees 崇明's batch.
    const a = tileOf(finding.lng, finding.lat, Z);
    expect((await tile(url(finding.batch, 'after', Z, a.x, a.y), sh)).status).toBe(200);
  });

  it('answers 300 naming what is wrong with an address, strangers 401, callers without data:view 403', async () => {
    const a = tileOf(finding.lng, finding.lat, Z);
    const bad = async (path: string, field: string) => {
      const r = await tile(path, cm);
      expect(r.status, path).toBe(400);
      expect(r.json().respCode, path).toBe(300);
      expect(r.json().respDesc, path).toContain(field);
    };
    await bad(url(finding.batch, 'after', 3, 9, 1), 'x');
    await bad(`/tiles/imagery/17/${a.x}/abc.png?batchId=${finding.batch}&phase=after`, 'y');
    await bad(`/tiles/imagery/17/${a.x}/${a.y}.jpg?batchId=${finding.batch}&phase=after`, 'z');
    await bad(url(finding.batch, 'after', 11, a.x >> 6, a.y >> 6), 'z');
    await bad(`/tiles/imagery/17/${a.x}/${a.y}.png?phase=after`, 'batchId');
    await bad(url(finding.batch, 'during', Z, a.x, a.y), 'phase');
    await bad(url(999999, 'after', Z, a.x, a.y), 'batchId');
    const [crop] = await t.db.query<{ id: number }>(
      'SELECT id FROM monitoring_batches WHERE area_id = $1 AND batch_type = 3 ORDER BY id LIMIT 1',
      [CHONGMING],
    );
    await bad(url(crop!.id, 'before', Z, a.x, a.y), 'phase');
    expect((await tile(url(finding.batch, 'after', Z, a.x, a.y))).status).toBe(401);
    const wall = await loginWithoutDataView(t);
    expect((await tile(url(finding.batch, 'after', Z, a.x, a.y), wall)).status).toBe(403);
  });
});

describe('imagery sources of a batch (config API and tile services)', () => {
  let service: Server;
  let base: string;
  let served = 0;
  let failing = false;
  const upstreamPng = (() => {
    const r = new Raster(256);
    r.fill(
      [
        [
          [0, 0],
          [256, 0],
          [256, 256],
          [0, 256],
        ],
      ],
      () => 0x3366cc,
    );
    return encodePng(r.rgba, 256, 256);
  })();

  beforeAll(async () => {
    // A bureau's tile service, on this machine.
    service = createServer((req, res) => {
      served++;
      if (failing) return void res.writeHead(500).end('down');
      if (!/^\/img\/\d+\/\d+\/\d+\.png\?tk=secret$/.test(req.url ?? '')) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'image/png' }).end(upstreamPng);
    });
    await new Promise<void>((ok) => service.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => service.close(() => ok())));

  it('describes both phases with their dates and sources, the template to managers only', async () => {
    const r = await t.call(getBatchImagery, { batchId: finding.batch }, viewer);
    expect(r.respCode).toBe(0);
    const [before, after] = r.obj!.phases;
    const [b] = await t.db.query<{ image: string; compare: string }>(
      `SELECT to_char(image_date, 'YYYY-MM-DD') AS image, to_char(compare_image_date, 'YYYY-MM-DD') AS compare
         FROM monitoring_batches WHERE id = $1`,
      [finding.batch],
    );
    expect(before).toMatchObject({
      phase: 'before',
      imageDate: b!.compare,
      sourceType: 'synthetic',
      minZoom: 12,
      maxZoom: 18,
    });
    expect(after).toMatchObject({ phase: 'after', imageDate: b!.image, sourceType: 'synthetic' });
    const pudongBatch = await t.call(getBatchImagery, { batchId: prev }, pd);
    expect(pudongBatch.respCode).toBe(401);
  });

  it('refuses bad templates naming tileUrl, viewers 403, another county 401', async () => {
    const body = { batchId: finding.batch, phase: 'after', sourceType: 'template', minZoom: 10, maxZoom: 19 };
    for (const tileUrl of [
      'ftp://x.cn/{z}/{x}/{y}',
      'https://x.cn/{z}/{x}.png',
      'https://x.cn/{z}/{x}/{y}?k={tdtToken}',
      null,
    ]) {
      const r = await t.call(saveBatchImagery, { ...body, tileUrl }, cm);
      expect(r.respCode, String(tileUrl)).toBe(300);
      expect(r.respDesc).toContain('tileUrl');
    }
    const zooms = await t.call(
      saveBatchImagery,
      { ...body, tileUrl: `${base}/{z}/{x}/{y}`, minZoom: 15, maxZoom: 12 },
      cm,
    );
    expect(zooms.respCode).toBe(300);
    expect(zooms.respDesc).toContain('maxZoom');
    const synthetic = await t.call(saveBatchImagery, { ...body, sourceType: 'synthetic', minZoom: 8 }, cm);
    expect(synthetic.respDesc).toContain('minZoom');
    const ok = { ...body, tileUrl: `${base}/img/{z}/{x}/{y}.png?tk=secret` };
    expect((await t.call(saveBatchImagery, ok, viewer)).respCode).toBe(403);
    expect((await t.call(saveBatchImagery, ok, pd)).respCode).toBe(401);
  });

  it('serves a configured tile service through our API, over the area only, without showing its address', async () => {
    const tileUrl = `${base}/img/{z}/{x}/{y}.png?tk=secret`;
    const saved = await t.call(
      saveBatchImagery,
      {
        batchId: finding.batch,
        phase: 'after',
        sourceType: 'template',
        tileUrl,
        minZoom: 10,
        maxZoom: 19,
        attribution: '区影像',
      },
      cm,
    );
    expect(saved.respCode).toBe(0);
    expect(saved.obj!.phases[1]).toMatchObject({ sourceType: 'template', tileUrl, attribution: '区影像' });
    const seen = await t.call(getBatchImagery, { batchId: finding.batch }, viewer);
    expect(seen.obj!.phases[1]).toMatchObject({ sourceType: 'template', tileUrl: null });

    const a = tileOf(finding.lng, finding.lat, 18);
    const r = await tile(url(finding.batch, 'after', 18, a.x, a.y), cm);
    expect(r.status).toBe(200);
    expect(r.raw.equals(upstreamPng)).toBe(true);
    // Over the sea east of 崇明 the service is not asked at all.
    const calls = served;
    const sea = tileOf(122.6, 31.2, 18);
    const empty = decodePng((await tile(url(finding.batch, 'after', 18, sea.x, sea.y), cm)).raw);
    expect(empty.rgba.every((v, i) => i % 4 !== 3 || v === 0)).toBe(true);
    expect(served).toBe(calls);
    // A failing service is a gateway error (502, respCode 600), not a 5xx of ours without an envelope.
    failing = true;
    const down = await tile(url(finding.batch, 'after', 18, a.x + 1, a.y), cm);
    failing = false;
    expect(down.status).toBe(502);
    expect(down.json().respCode).toBe(600);
  });
});
