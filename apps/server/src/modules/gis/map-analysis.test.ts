import { analyseSurroundings, getUavPatrols, getViewObjects } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, PUDONG } from '../produce/test-support';

let t: TestApp;
let cm: string;

beforeAll(async () => {
  t = await createTestApp();
  cm = await t.login('chongming_admin');
});
afterAll(() => t.close());

describe('UAV patrols (无人机巡田)', () => {
  it('lists the drone batches flown over the county with their findings, by town and month', async () => {
    const r = await t.call(getUavPatrols, {}, cm);
    expect(r.respCode).toBe(0);
    const d = r.obj!;
    expect(d.patrols.length).toBeGreaterThan(0);
    expect(d.years[0]).toBe(d.year);
    const ids = d.patrols.map((p) => p.batchId);
    const kinds = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM monitoring_batches WHERE id = ANY($1) AND monitoring_type = 2 AND area_id BETWEEN $2 AND $3
          AND extract(year FROM image_date) = $4`,
      [ids, CHONGMING, CHONGMING + 999_999, d.year],
    );
    expect(kinds[0]!.n).toBe(ids.length);
    // The findings are the cases of those batches.
    const [cases] = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM farmland_occupations WHERE arable_land_batch_record_id = ANY($1))
            + (SELECT count(*) FROM cultivated_abnormals WHERE cultivated_land_batch_id = ANY($1)) AS n`,
      [ids],
    );
    expect(d.patrols.reduce((n, p) => n + p.findingCount, 0)).toBe(Number(cases!.n));
    expect(d.towns.reduce((n, x) => n + x.patrolCount, 0)).toBe(d.patrols.length);
    expect(d.months.reduce((n, x) => n + x.patrolCount, 0)).toBe(d.patrols.length);
    const p = d.patrols[0]!;
    expect(p.coveredMu).toBeGreaterThan(0);
    expect((p.coverage as { type: string }).type).toMatch(/Polygon/);
    expect(p.imagerySource).toBe('synthetic');
  });

  it('shows a village the patrols of its own area only', async () => {
    const [b] = await t.db.query<{ area_id: string }>(
      `SELECT area_id FROM monitoring_batches WHERE monitoring_type = 2 AND batch_type IN (1, 2) AND area_id BETWEEN $1 AND $2
        ORDER BY id LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const village = Number(b!.area_id);
    const r = await t.call(getUavPatrols, { areaId: village }, cm);
    expect(r.obj!.years.length).toBeGreaterThan(0);
    const all = await Promise.all(
      r.obj!.years.map((year) => t.call(getUavPatrols, { areaId: village, year }, cm)),
    );
    expect(all.flatMap((x) => x.obj!.patrols).every((p) => p.areaId === village)).toBe(true);
  });

  it('refuses another county and a bad year', async () => {
    expect((await t.call(getUavPatrols, { areaId: PUDONG }, cm)).respCode).toBe(401);
    const bad = await t.call(getUavPatrols, { year: 1900 }, cm);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('year');
  });
});

describe('surroundings (周边环境)', () => {
  async function aFarm() {
    const [f] = await t.db.query<{ id: number; lng: number; lat: number }>(
      `SELECT id, ST_X(location) AS lng, ST_Y(location) AS lat FROM farms
        WHERE area_id BETWEEN $1 AND $2 AND location IS NOT NULL ORDER BY id LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    return f!;
  }

  it('counts what lies within the radius: land by class, farms nearest first, devices, cases', async () => {
    const f = await aFarm();
    const r = await t.call(analyseSurroundings, { lng: f.lng, lat: f.lat, radiusM: 1500 }, cm);
    expect(r.respCode).toBe(0);
    const d = r.obj!;
    expect(d.farms[0]!.id).toBe(f.id);
    expect(d.farms[0]!.distanceM).toBeLessThan(1);
    const distances = d.farms.map((x) => x.distanceM);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const [n] = await t.db.query<{ farms: number }>(
      `SELECT count(*)::int AS farms FROM farms WHERE area_id BETWEEN $4 AND $5
          AND ST_DWithin(location::geography, ST_SetSRID(ST_MakePoint($1, $2), 4326)::geography, $3)`,
      [f.lng, f.lat, 1500, CHONGMING, CHONGMING + 999_999],
    );
    // The buffer is a 64-gon inside the circle: a farm right at the edge may fall between the two.
    expect(Math.abs(d.farmCount - n!.farms)).toBeLessThanOrEqual(1);
    const landMu = d.landClasses.reduce((s, c) => s + c.areaMu, 0);
    expect(landMu).toBeGreaterThan(0);
    expect(landMu).toBeLessThanOrEqual(d.circleMu);
    expect(d.circleMu).toBeCloseTo((Math.PI * 1500 ** 2) / 666.6667, -2);
    expect(d.place.townName).toBeTruthy();
    expect(d.cases.length).toBeLessThanOrEqual(d.caseCount);
  });

  it('refuses a point outside the area, a bad radius and another county', async () => {
    const out = await t.call(analyseSurroundings, { lng: 121.5, lat: 31.05, radiusM: 500 }, cm);
    expect(out.respCode).toBe(300);
    expect(out.respDesc).toContain('lng');
    const f = await aFarm();
    const radius = await t.call(analyseSurroundings, { lng: f.lng, lat: f.lat, radiusM: 50 }, cm);
    expect(radius.respCode).toBe(300);
    expect(radius.respDesc).toContain('radiusM');
    const other = await t.call(
      analyseSurroundings,
      { areaId: PUDONG, lng: f.lng, lat: f.lat, radiusM: 500 },
      cm,
    );
    expect(other.respCode).toBe(401);
  });
});

describe('objects in a 3D view (三维实景)', () => {
  it('counts the parcels, farms and devices of the view box and lists the tallest parcels', async () => {
    const [v] = await t.db.query<{ w: number; s: number; e: number; n: number }>(
      `SELECT ST_XMin(e) AS w, ST_YMin(e) AS s, ST_XMax(e) AS e, ST_YMax(e) AS n
         FROM (SELECT ST_Extent(geom)::geometry AS e FROM land_parcels WHERE area_id = (
                 SELECT area_id FROM land_parcels WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1)) x`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const bbox: [number, number, number, number] = [v!.w, v!.s, v!.e, v!.n];
    const r = await t.call(getViewObjects, { bbox }, cm);
    expect(r.respCode).toBe(0);
    const [n] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM land_parcels WHERE geom && ST_MakeEnvelope($1, $2, $3, $4, 4326)
          AND area_id BETWEEN $5 AND $6`,
      [...bbox, CHONGMING, CHONGMING + 999_999],
    );
    expect(r.obj!.parcelCount).toBe(n!.n);
    const tallest = r.obj!.tallest.map((p) => p.areaMu);
    expect(tallest).toEqual([...tallest].sort((a, b) => b - a));
    expect(r.obj!.villages.length).toBeGreaterThan(0);
  });

  it('refuses a box turned round or too wide, and another county', async () => {
    const turned = await t.call(getViewObjects, { bbox: [121.6, 31.6, 121.5, 31.7] }, cm);
    expect(turned.respCode).toBe(300);
    expect(turned.respDesc).toContain('bbox');
    expect((await t.call(getViewObjects, { bbox: [117, 30, 122, 32] }, cm)).respCode).toBe(300);
    expect(
      (await t.call(getViewObjects, { areaId: PUDONG, bbox: [121.5, 31.1, 121.6, 31.2] }, cm)).respCode,
    ).toBe(401);
  });
});
