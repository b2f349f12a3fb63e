import { listMapPoints } from '@fengshou/core/contract';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { POINT_CLUSTER_MAX_ZOOM } from './point-tiles';
import { tileOf } from './tile-math';

const SHANGHAI = 310000000000;
const CHONGMING = 310151000000;
const PUDONG = 310115000000;

let t: TestApp;
let sh: string;
let cm: string;

async function tile(path: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url: path, headers: { accesstoken: token } });
  const layer =
    res.statusCode === 200 && res.rawPayload.length
      ? new VectorTile(new PbfReader(res.rawPayload)).layers.points
      : undefined;
  const features = layer ? Array.from({ length: layer.length }, (_, i) => layer.feature(i)) : [];
  return { status: res.statusCode, bytes: res.rawPayload.length, features };
}

/** Points a tile stands for: a cluster's count, else one. */
const counted = (features: Awaited<ReturnType<typeof tile>>['features']) =>
  features.reduce((s, f) => s + Number(f.properties.point_count ?? 1), 0);

beforeAll(async () => {
  t = await createTestApp();
  sh = await t.login('shanghai_admin');
  cm = await t.login('chongming_admin');
});
afterAll(() => t.close());

describe('GET /tiles/points (map points clustered on the server)', () => {
  it('draws a city’s farms at city zoom as clusters that count every farm, in a few KB', async () => {
    const all = (await t.call(listMapPoints, { kind: 'farm', areaId: SHANGHAI }, sh)).obj!;
    expect(all.length).toBeGreaterThan(50);
    // Zoom 7 holds all of 上海 in one or two tiles: ask the tiles of every point.
    const tiles = [
      ...new Set(
        all.map((p) => {
          const a = tileOf(p.lng, p.lat, 7);
          return `7/${a.x}/${a.y}`;
        }),
      ),
    ];
    let total = 0;
    let bytes = 0;
    for (const addr of tiles) {
      const r = await tile(`/tiles/points/${addr}.mvt?kind=farm&areaId=${SHANGHAI}`, sh);
      expect(r.status).toBe(200);
      expect(r.features.some((f) => Number(f.properties.point_count) > 1)).toBe(true);
      total += counted(r.features);
      bytes += r.bytes;
    }
    expect(total).toBe(all.length);
    expect(bytes).toBeLessThan(200 * 1024);
    expect(bytes).toBeLessThan(JSON.stringify(all).length / 4);
  });

  it('from zoom 13 draws each point with what its card shows', async () => {
    const [p] = (await t.call(listMapPoints, { kind: 'farm', areaId: CHONGMING }, cm)).obj!;
    const a = tileOf(p!.lng, p!.lat, POINT_CLUSTER_MAX_ZOOM);
    const r = await tile(`/tiles/points/${a.z}/${a.x}/${a.y}.mvt?kind=farm`, cm);
    const f = r.features.find((x) => x.id === p!.id)!;
    expect(f.properties).toMatchObject({ name: p!.name, farmId: p!.farmId!, status: p!.status! });
    expect(r.features.every((x) => x.properties.point_count === undefined)).toBe(true);
  });

  it('keeps to the caller’s area and refuses an unknown kind or another county', async () => {
    const own = (await t.call(listMapPoints, { kind: 'iot' }, cm)).obj!;
    const a = tileOf(own[0]!.lng, own[0]!.lat, 9);
    const r = await tile(`/tiles/points/9/${a.x}/${a.y}.mvt?kind=iot`, cm);
    expect(counted(r.features)).toBeLessThanOrEqual(own.length);
    expect((await tile(`/tiles/points/9/${a.x}/${a.y}.mvt?kind=tractor`, cm)).status).toBe(400);
    expect((await tile(`/tiles/points/9/${a.x}/${a.y}.mvt?kind=iot&areaId=${PUDONG}`, cm)).status).toBe(403);
  });
});
