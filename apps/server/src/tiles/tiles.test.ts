import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { loginWithoutDataView } from '../modules/produce/test-support';
import { FULL_DETAIL_ZOOM, PARCELS_PER_TILE } from './parcel-tiles';
import { tileBounds, tileOf } from './tile-math';

const CHONGMING = 310151000000;
const PUDONG = 310115000000;

let t: TestApp;
let cm: string;
let sh: string;
type Parcel = { id: number; dlbm: string; lng: number; lat: number; area_mu: number };
let own: Parcel;
let foreign: Parcel;

async function parcelIn(county: number): Promise<Parcel> {
  const [p] = await t.db.query<Parcel>(
    `SELECT id, dlbm, ST_X(ST_PointOnSurface(geom)) AS lng, ST_Y(ST_PointOnSurface(geom)) AS lat, area_mu::float8 AS area_mu
       FROM land_parcels WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1`,
    [county, county + 999_999],
  );
  return p!;
}

async function tile(path: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url: path, headers: token ? { accesstoken: token } : {} });
  const layers =
    res.statusCode === 200 && res.rawPayload.length
      ? new VectorTile(new PbfReader(res.rawPayload)).layers
      : {};
  return { status: res.statusCode, type: res.headers['content-type'], layers, body: res.body };
}

function features(layer: VectorTile['layers'][string] | undefined) {
  return layer ? Array.from({ length: layer.length }, (_, i) => layer.feature(i)) : [];
}

const at = (p: Parcel, z: number) => {
  const a = tileOf(p.lng, p.lat, z);
  return `${a.z}/${a.x}/${a.y}`;
};

beforeAll(async () => {
  t = await createTestApp();
  cm = await t.login('chongming_admin');
  sh = await t.login('shanghai_admin');
  own = await parcelIn(CHONGMING);
  foreign = await parcelIn(PUDONG);
});
afterAll(() => t.close());

describe('GET /tiles/parcels', () => {
  it('answers a decodable MVT with the parcel, its properties and a polygon in the tile', async () => {
    const r = await tile(`/tiles/parcels/${at(own, 15)}.mvt`, cm);
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/vnd.mapbox-vector-tile');
    const f = features(r.layers.parcels).find((x) => x.id === own.id);
    expect(f, 'the parcel under its own point').toBeDefined();
    expect(f!.type).toBe(3);
    // The card finds the parcel by its id property, on both encoders.
    expect(f!.properties).toMatchObject({ id: own.id, dlbm: own.dlbm, dlbmClass: own.dlbm.slice(0, 2) });
    expect(Number(f!.properties.areaMu)).toBeCloseTo(own.area_mu, 3);
    const ring = f!.loadGeometry()[0]!;
    expect(ring.length).toBeGreaterThanOrEqual(4);
    expect(ring.every((p) => p.x >= -64 && p.x <= 4096 + 64 && p.y >= -64 && p.y <= 4096 + 64)).toBe(true);
  });

  it('keeps a caller to its own area: 崇明 gets nothing of 浦东, and may not ask for it', async () => {
    const mine = await tile(`/tiles/parcels/${at(foreign, 15)}.mvt`, cm);
    expect(mine.status).toBe(200);
    expect(features(mine.layers.parcels).map((f) => f.id)).not.toContain(foreign.id);
    const asked = await tile(`/tiles/parcels/${at(foreign, 15)}.mvt?areaId=${PUDONG}`, cm);
    expect(asked.status).toBe(403);
    const city = await tile(`/tiles/parcels/${at(foreign, 15)}.mvt`, sh);
    expect(features(city.layers.parcels).map((f) => f.id)).toContain(foreign.id);
  });

  it('draws village aggregates below zoom 12, summing the parcels of the village', async () => {
    const r = await tile(`/tiles/parcels/${at(own, 10)}.mvt`, cm);
    expect(r.layers.parcels).toBeUndefined();
    const aggs = features(r.layers.aggregates);
    expect(aggs.length).toBeGreaterThan(0);
    const [village] = await t.db.query<{ area_id: string; n: number }>(
      'SELECT area_id, count(*)::int AS n FROM land_parcels WHERE area_id = (SELECT area_id FROM land_parcels WHERE id = $1) GROUP BY 1',
      [own.id],
    );
    const v = aggs.find((f) => Number(f.properties.areaId) === Number(village!.area_id));
    expect(v?.properties.parcelCount).toBe(village!.n);
    expect(v?.properties.level).toBe(5);
  });

  it('filters by DLBM code', async () => {
    const other = own.dlbm === '0101' ? '0102' : '0101';
    const only = await tile(`/tiles/parcels/${at(own, 14)}.mvt?dlbm=${own.dlbm}`, cm);
    const fs = features(only.layers.parcels);
    expect(fs.map((f) => f.id)).toContain(own.id);
    expect(fs.every((f) => f.properties.dlbm === own.dlbm)).toBe(true);
    const none = await tile(`/tiles/parcels/${at(own, 14)}.mvt?dlbm=${other}`, cm);
    expect(features(none.layers.parcels).map((f) => f.id)).not.toContain(own.id);
  });

  it('refuses strangers, callers without data:view and bad addresses', async () => {
    expect((await tile(`/tiles/parcels/${at(own, 14)}.mvt`)).status).toBe(401);
    const wall = await loginWithoutDataView(t);
    expect((await tile(`/tiles/parcels/${at(own, 14)}.mvt`, wall)).status).toBe(403);
    expect((await tile('/tiles/parcels/3/9/1.mvt', cm)).status).toBe(400);
    expect((await tile('/tiles/roads/3/1/1.mvt', cm)).status).toBe(400);
    const bad = await tile(`/tiles/parcels/${at(own, 14)}.mvt?dlbm=9999`, cm);
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('dlbm');
  });

  it('shifts parcels to GCJ-02 for Gaode basemaps, a few hundred metres', async () => {
    const find = async (q: string) =>
      features((await tile(`/tiles/parcels/${at(own, 12)}.mvt${q}`, cm)).layers.parcels).find(
        (f) => f.id === own.id,
      );
    const wgs = (await find(''))!.loadGeometry()[0]![0]!;
    const gcj = (await find('?crs=gcj02'))!.loadGeometry()[0]![0]!;
    // A zoom-12 tile is about 8.3 km wide here (4096 units): 100–950 m is roughly 50–470 units.
    const moved = Math.hypot(gcj.x - wgs.x, gcj.y - wgs.y);
    expect(moved).toBeGreaterThan(50);
    expect(moved).toBeLessThan(470);
  });
});

describe('thinning below zoom 14', () => {
  it('keeps the largest parcels of a crowded zoom-13 tile, and zoom 14 every parcel', async () => {
    // Fills the middle of own's zoom-13 tile with a grid of small parcels of different areas: the tile
    // then holds more than a tile may carry.
    const z13 = tileOf(own.lng, own.lat, 13);
    const [w, s, e, n] = tileBounds(z13);
    const cell = Math.min(e - w, n - s) / 80;
    await t.db.query(
      `INSERT INTO land_parcels (dkid, land_type, dlbm, area_id, area_mu, geom)
       SELECT 'THIN-' || g, 1, '0101', p.area_id, 0.5 + (g * 7919 % 3000) / 100.0,
              ST_Multi(ST_MakeEnvelope($2::float8 + (10 + g % 60) * $4::float8, $3::float8 + (10 + g / 60) * $4,
                                       $2 + (10.6 + g % 60) * $4, $3 + (10.6 + g / 60) * $4, 4326))
         FROM land_parcels p, generate_series(0, 2999) g WHERE p.id = $1`,
      [own.id, w, s, cell],
    );
    const inTile = await t.db.query<{ id: number; area_mu: number }>(
      `SELECT id, area_mu::float8 AS area_mu FROM land_parcels
        WHERE geom_3857 && ST_TileEnvelope($1, $2, $3) AND area_id BETWEEN $4 AND $5`,
      [z13.z, z13.x, z13.y, CHONGMING, CHONGMING + 999_999],
    );
    expect(inTile.length).toBeGreaterThan(PARCELS_PER_TILE);
    const drawn = features((await tile(`/tiles/parcels/13/${z13.x}/${z13.y}.mvt`, cm)).layers.parcels);
    expect(drawn.length).toBe(PARCELS_PER_TILE);
    const kept = new Set(drawn.map((f) => Number(f.id)));
    const smallestKept = Math.min(...inTile.filter((p) => kept.has(p.id)).map((p) => p.area_mu));
    const dropped = inTile.filter((p) => !kept.has(p.id));
    expect(Math.max(...dropped.map((p) => p.area_mu))).toBeLessThanOrEqual(smallestKept);
    // At zoom 14 nothing is dropped: the four children of the tile hold every parcel of it.
    const children = [0, 1].flatMap((dx) =>
      [0, 1].map((dy) => `${FULL_DETAIL_ZOOM}/${2 * z13.x + dx}/${2 * z13.y + dy}`),
    );
    const ids = new Set<number>();
    for (const c of children)
      for (const f of features((await tile(`/tiles/parcels/${c}.mvt`, cm)).layers.parcels))
        ids.add(Number(f.id));
    expect(inTile.every((p) => ids.has(p.id))).toBe(true);
  });
});
