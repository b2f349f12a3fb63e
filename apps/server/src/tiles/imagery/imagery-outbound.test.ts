import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { saveBatchImagery } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { allowOutbound } from '../../net/outbound';
import { tileOf } from '../tile-math';

const CHONGMING = 310151000000;

// Templates a probe saves to make the server fetch from itself or our network.
const INSIDE = [
  'http://127.0.0.1:8080',
  'http://localhost:8080',
  'http://2130706433:8080',
  'http://0177.0.0.1:8080',
  'http://0x7f.1:8080',
  'http://10.0.0.8',
  'http://172.16.5.5',
  'http://192.168.0.10',
  'http://100.64.1.1',
  'http://169.254.169.254/latest/meta-data',
  'http://0.0.0.0:8080',
  'http://224.0.0.251',
];
// The contract already refuses IPv6 hosts in a template; stored anyway, they are refused when fetched.
const INSIDE_V6 = ['http://[::1]:8080', 'http://[fe80::1]', 'http://[fc00::1]', 'http://[::ffff:127.0.0.1]'];

let t: TestApp;
let cm: string;
let batch: { id: number; lng: number; lat: number };
let service: Server;
let port: number;
let served = 0;

beforeAll(async () => {
  t = await createTestApp();
  cm = await t.login('chongming_admin');
  const [b] = await t.db.query<{ id: number; lng: number; lat: number }>(
    `SELECT b.id, ST_X(ST_PointOnSurface(o.ring)) AS lng, ST_Y(ST_PointOnSurface(o.ring)) AS lat
       FROM monitoring_batches b JOIN farmland_occupations o ON o.arable_land_batch_record_id = b.id
      WHERE b.area_id = $1 AND b.batch_type = 1 ORDER BY b.image_date DESC LIMIT 1`,
    [CHONGMING],
  );
  batch = b!;
  // A service on this machine that would answer anything: it must never be asked.
  service = createServer((_req, res) => {
    served++;
    res.writeHead(200, { 'content-type': 'image/png' }).end('not reached');
  });
  await new Promise<void>((ok) => service.listen(0, '127.0.0.1', ok));
  port = (service.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((ok) => service.close(ok));
  await t.close();
});

const save = (tileUrl: string) =>
  t.call(
    saveBatchImagery,
    { batchId: batch.id, phase: 'after', sourceType: 'template', tileUrl, minZoom: 10, maxZoom: 19 },
    cm,
  );

/** Stores a template as an old release (or a hand edit) might have, past the save check. */
const store = (tileUrl: string) =>
  t.db.query(
    `INSERT INTO monitoring_imagery (batch_id, phase, source_type, tile_url, min_zoom, max_zoom)
     VALUES ($1, 'after', 'template', $2, 10, 19)
     ON CONFLICT (batch_id, phase) DO UPDATE SET source_type = 'template', tile_url = EXCLUDED.tile_url`,
    [batch.id, tileUrl],
  );

async function tileAnswer() {
  const a = tileOf(batch.lng, batch.lat, 18);
  const res = await t.app.inject({
    method: 'GET',
    url: `/tiles/imagery/18/${a.x}/${a.y}.png?batchId=${batch.id}&phase=after`,
    headers: { accesstoken: cm },
  });
  return res.json() as { respCode: number; respDesc: string };
}

describe('imagery templates that point inside our network', () => {
  it.each(INSIDE)('are refused when saved, naming tileUrl: %s', async (base) => {
    const r = await save(`${base}/{z}/{x}/{y}.png`);
    expect(r.respCode).toBe(300);
    expect(r.respDesc).toContain('tileUrl');
    expect(r.respDesc).toMatch(/影像服务地址/);
  });

  it('are refused when a tile is fetched, whatever was stored', async () => {
    for (const base of [...INSIDE, ...INSIDE_V6, `http://127.0.0.1:${port}`]) {
      await store(`${base}/{z}/{x}/{y}.png`);
      const r = await tileAnswer();
      expect(r.respCode, base).toBe(300);
      expect(r.respDesc, base).toContain('OUTBOUND_ALLOW');
    }
    expect(served).toBe(0);
  });

  it('are fetched when the operator allows the network', async () => {
    allowOutbound(['127.0.0.1/32']);
    try {
      expect((await save(`http://127.0.0.1:${port}/{z}/{x}/{y}.png`)).respCode).toBe(0);
      await tileAnswer().catch(() => undefined);
      expect(served).toBeGreaterThan(0);
    } finally {
      allowOutbound([]);
    }
  });
});
