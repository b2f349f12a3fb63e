import {
  analyseDrawnArea,
  BATCH_FINDINGS_MAX,
  getCropMonitorStats,
  listBatchFindings,
  listChildOutlines,
  listMapPoints,
  listMonitoringBatches,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, PUDONG } from '../produce/test-support';
import { findingTolerance } from './monitoring';

let t: TestApp;
let cm: string;

beforeAll(async () => {
  t = await createTestApp();
  cm = await t.login('chongming_admin');
});
afterAll(() => t.close());

describe('child outlines (map drill-down)', () => {
  it('skips 上海市 → 市辖区 and shows above the scope only the way down to the own area', async () => {
    const r = await t.call(listChildOutlines, { areaId: 310000000000 }, cm);
    expect(r.respCode).toBe(0);
    expect(r.obj!.via?.areaName).toBe('市辖区');
    expect(r.obj!.children.map((c) => c.areaId)).toEqual([CHONGMING]);
  });
  it('answers the towns of the county with outlines and label points', async () => {
    const r = await t.call(listChildOutlines, { areaId: CHONGMING }, cm);
    const towns = r.obj!.children;
    expect(towns.length).toBeGreaterThan(5);
    expect(towns.every((c) => c.level === 4 && c.hasChildren && c.center !== null)).toBe(true);
    expect((towns[0]!.geometry as { type: string }).type).toMatch(/Polygon/);
  });
  it('refuses a neighbour county', async () => {
    expect((await t.call(listChildOutlines, { areaId: PUDONG }, cm)).respCode).toBe(401);
  });
});

describe('map points', () => {
  it('answers farms of the own area only, with a position', async () => {
    const r = await t.call(listMapPoints, { kind: 'farm' }, cm);
    const [n] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM farms WHERE area_id BETWEEN $1 AND $2 AND location IS NOT NULL',
      [CHONGMING, CHONGMING + 999_999],
    );
    expect(r.obj!.length).toBe(n!.n);
    expect(r.obj!.every((p) => p.lng > 121 && p.lng < 122.2 && p.lat > 31.2 && p.lat < 32)).toBe(true);
    expect((await t.call(listMapPoints, { kind: 'camera', areaId: PUDONG }, cm)).respCode).toBe(401);
    expect((await t.call(listMapPoints, { kind: 'roads' }, cm)).respCode).toBe(300);
  });
});

describe('monitoring batches', () => {
  it('lists the county batches for a town, newest first, with findings counted in the town', async () => {
    const [town] = await t.db.query<{ id: string }>(
      `SELECT area_id / 1000 * 1000 AS id FROM farmland_occupations WHERE area_id BETWEEN $1 AND $2
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const county = (await t.call(listMonitoringBatches, {}, cm)).obj!;
    const inTown = (await t.call(listMonitoringBatches, { areaId: Number(town!.id) }, cm)).obj!;
    expect(inTown.map((b) => b.id)).toEqual(county.map((b) => b.id));
    expect(county.map((b) => b.imageDate)).toEqual([...county.map((b) => b.imageDate)].sort().reverse());
    // The county's satellite batch (the drone patrols each fly one village, maybe of another town).
    const first = inTown.find((b) => b.batchType === 1 && b.monitoringType === 1)!;
    expect(first.findingCount).toBeGreaterThan(0);
    expect(first.findingCount).toBeLessThanOrEqual(county.find((b) => b.id === first.id)!.findingCount);
    const findings = (await t.call(listBatchFindings, { batchId: first.id, areaId: Number(town!.id) }, cm))
      .obj!;
    expect(findings.total).toBe(first.findingCount);
    expect(findings.features.length).toBe(first.findingCount);
  });
  it('answers a batch’s findings largest first, typed for the map, and only within the caller’s area', async () => {
    const [own] = await t.db.query<{ id: number; n: number }>(
      `SELECT arable_land_batch_record_id AS id, count(*)::int AS n FROM farmland_occupations
        WHERE area_id BETWEEN $1 AND $2 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    // Findings in 浦东: one more in the 崇明 batch, and a 浦东 batch of its own.
    const [theirs] = await t.db.query<{ id: number }>(
      `INSERT INTO monitoring_batches (batch_name, batch_type, monitoring_type, area_id, image_date, publish_time)
       VALUES ('浦东测试批次', 1, 1, $1, '2023-03-05', now()) RETURNING id`,
      [PUDONG],
    );
    for (const [batch, suffix] of [
      [own!.id, 'a'],
      [theirs!.id, 'b'],
    ] as const) {
      await t.db.query(
        `INSERT INTO farmland_occupations (occupy_num, occupy_category, occupy_acre, occupy_arable_land_acre, ring,
           area_id, arable_land_batch_record_id, process_status)
         SELECT 'PD-TEST-' || $3, occupy_category, 999, 999, ring, $1, $2, 1 FROM farmland_occupations LIMIT 1`,
        [PUDONG, batch, suffix],
      );
    }
    const r = (await t.call(listBatchFindings, { batchId: own!.id }, cm)).obj!;
    expect(r.total).toBe(own!.n);
    expect(r.features).toHaveLength(Math.min(own!.n, BATCH_FINDINGS_MAX));
    expect(r.features.some((f) => f.properties.code.startsWith('PD-TEST'))).toBe(false);
    const mu = r.features.map((f) => f.properties.areaMu);
    expect(mu).toEqual([...mu].sort((a, b) => b - a));
    for (const f of r.features) {
      expect(f.type).toBe('Feature');
      expect(f.geometry.type).toMatch(/Polygon$/);
      expect(f.properties.kind).toBe('occupation');
      expect(f.properties.status).toBeGreaterThanOrEqual(0);
      expect(f.properties.status).toBeLessThanOrEqual(6);
    }
    // Another county's batch: nothing of it, neither by its id nor by naming its area.
    expect((await t.call(listBatchFindings, { batchId: theirs!.id }, cm)).obj).toEqual({
      total: 0,
      features: [],
    });
    expect((await t.call(listBatchFindings, { batchId: theirs!.id, areaId: PUDONG }, cm)).respCode).toBe(401);
    const pd = (await t.call(listBatchFindings, { batchId: theirs!.id }, await t.login('pudong_admin'))).obj!;
    expect(pd.features.map((f) => f.properties.code)).toEqual(['PD-TEST-b']);
    // Bad input: 300.
    for (const body of [
      {},
      { batchId: 'x' },
      { batchId: 0 },
      { batchId: 999_999 },
      { batchId: own!.id, x: 1 },
      { batchId: own!.id, areaId: 12 },
    ]) {
      expect((await t.call(listBatchFindings, body, cm)).respCode, JSON.stringify(body)).toBe(300);
    }
    expect((await t.call(listBatchFindings, { batchId: 999_999 }, cm)).respDesc).toContain('batchId');
  });

  it('simplifies outlines only for views above a county', () => {
    expect(findingTolerance(2)).toBeGreaterThan(findingTolerance(3));
    expect(findingTolerance(3)).toBeLessThanOrEqual(0.00001);
    expect(findingTolerance(4)).toBe(0);
  });

  it('lists crop-condition batches with their monitoring types, and their statistics', async () => {
    const crop = (await t.call(listMonitoringBatches, { kind: 'crop' }, cm)).obj!;
    expect(crop.length).toBeGreaterThan(0);
    expect(crop.every((b) => b.batchType === 3 && [1, 2].includes(b.monitoringType))).toBe(true);
    const stats = (await t.call(getCropMonitorStats, { batchId: crop[0]!.id }, cm)).obj!;
    expect(stats.cropName).toBe(crop[0]!.cropName);
    expect(stats.rows.every((r) => r.areaId >= CHONGMING && r.areaId <= CHONGMING + 999_999)).toBe(true);
  });
});

describe('drawn area analysis', () => {
  it('measures a drawn polygon on the ellipsoid and lists the parcels inside', async () => {
    const [c] = await t.db.query<{ lng: number; lat: number }>(
      `SELECT ST_X(ST_PointOnSurface(geom)) AS lng, ST_Y(ST_PointOnSurface(geom)) AS lat FROM land_parcels
        WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const d = 0.005;
    const ring = [
      [c!.lng - d, c!.lat - d],
      [c!.lng + d, c!.lat - d],
      [c!.lng + d, c!.lat + d],
      [c!.lng - d, c!.lat + d],
      [c!.lng + d, c!.lat + d], // a duplicate point: the core polygon helper drops it
    ];
    const r = await t.call(analyseDrawnArea, { geometry: { type: 'Polygon', coordinates: [ring] } }, cm);
    expect(r.respCode).toBe(0);
    // 0.01° × 0.01° at ~31.6°N: about 948 m × 1109 m.
    const expected = 0.01 * 111_320 * Math.cos((c!.lat * Math.PI) / 180) * 0.01 * 110_900;
    expect(r.obj!.areaM2 / expected).toBeGreaterThan(0.99);
    expect(r.obj!.areaM2 / expected).toBeLessThan(1.01);
    expect(r.obj!.areaMu).toBeCloseTo(r.obj!.areaM2 * 0.0015, 1);
    expect(r.obj!.areaFen).toBeCloseTo(r.obj!.areaMu * 10, 0);
    expect(r.obj!.parcelCount).toBeGreaterThan(0);
    expect(r.obj!.parcelAreaMu).toBeLessThanOrEqual(r.obj!.areaMu + 0.01);
    expect(r.obj!.dlbm.reduce((s, x) => s + x.count, 0)).toBe(r.obj!.parcelCount);
  });
  it('measures a line and refuses a polygon of fewer than three distinct points', async () => {
    const line = await t.call(
      analyseDrawnArea,
      {
        geometry: {
          type: 'LineString',
          coordinates: [
            [121.5, 31.6],
            [121.5, 31.61],
          ],
        },
      },
      cm,
    );
    expect(line.obj!.lengthM).toBeGreaterThan(1100);
    expect(line.obj!.lengthM).toBeLessThan(1112);
    const bad = await t.call(
      analyseDrawnArea,
      {
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [121.5, 31.6],
              [121.51, 31.6],
              [121.5, 31.6],
            ],
          ],
        },
      },
      cm,
    );
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('多边形至少需要3个点');
  });
});

describe('drawn area bounds (PostGIS never sees what it cannot handle)', () => {
  const polygon = (ring: [number, number][]) => ({ geometry: { type: 'Polygon', coordinates: [ring] } });
  const box = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];

  it('answers a line across the poles and the antimeridian with 300 naming geometry, not 500', async () => {
    for (const coordinates of [
      [
        [180, 69.37],
        [90, 90],
        [-90, -90],
      ],
      [
        [179.9, 10],
        [-179.9, 10],
      ],
      [
        [121.5, 31.6],
        [121.5, 31.6],
      ],
    ]) {
      const r = await t.call(analyseDrawnArea, { geometry: { type: 'LineString', coordinates } }, cm);
      expect(r.status, JSON.stringify(coordinates)).toBe(200);
      expect(r.respCode, JSON.stringify(coordinates)).toBe(300);
      expect(r.respDesc).toContain('geometry');
    }
  });

  it('refuses a county-sized polygon with 300 naming geometry and the limit, and accepts a town', async () => {
    const [b] = await t.db.query<{ x0: number; y0: number; x1: number; y1: number }>(
      'SELECT ST_XMin(geom) x0, ST_YMin(geom) y0, ST_XMax(geom) x1, ST_YMax(geom) y1 FROM areas WHERE id = $1',
      [CHONGMING],
    );
    const county = await t.call(analyseDrawnArea, polygon(box(b!.x0, b!.y0, b!.x1, b!.y1)), cm);
    expect(county.respCode).toBe(300);
    expect(county.respDesc).toContain('geometry');
    expect(county.respDesc).toContain('300平方公里');
    // A bow tie whose signed area is nothing still counts whole once made valid.
    const [cx, cy] = [(b!.x0 + b!.x1) / 2, (b!.y0 + b!.y1) / 2];
    const bowTie = await t.call(
      analyseDrawnArea,
      polygon([
        [cx - 0.15, cy - 0.1],
        [cx + 0.15, cy + 0.1],
        [cx + 0.15, cy - 0.1],
        [cx - 0.15, cy + 0.1],
      ]),
      cm,
    );
    expect(bowTie.respCode).toBe(300);
    // About 0.16° × 0.16° (~250 km²): a large town, analysed.
    const town = await t.call(analyseDrawnArea, polygon(box(cx - 0.08, cy - 0.08, cx + 0.08, cy + 0.08)), cm);
    expect(town.respCode).toBe(0);
    expect(town.obj!.areaM2).toBeGreaterThan(200e6);
    expect(town.obj!.areaM2).toBeLessThan(300e6);
  });

  it('answers the figures one statement over all the covered parcels gives, though worked in chunks', async () => {
    const [c] = await t.db.query<{ lng: number; lat: number }>(
      `SELECT avg(ST_X(ST_Centroid(geom)))::float8 AS lng, avg(ST_Y(ST_Centroid(geom)))::float8 AS lat
         FROM land_parcels WHERE area_id BETWEEN $1 AND $2`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const ring = box(c!.lng - 0.06, c!.lat - 0.05, c!.lng + 0.07, c!.lat + 0.04);
    const r = (await t.call(analyseDrawnArea, polygon(ring), cm)).obj!;
    // The analysis as one statement: the covered part of every parcel the shape meets, by land class.
    const whole = await t.db.query<{ dlbm: string; n: number; mu: number }>(
      `WITH s AS (SELECT ST_Transform(ST_SimplifyPreserveTopology(ST_Transform(ST_MakeValid(ST_SetSRID(
                    ST_GeomFromGeoJSON($1), 4326)), 4544), 0.1), 4326) AS g)
       SELECT l.dlbm, count(*)::int AS n, sum(ST_Area(ST_Intersection(l.geom, s.g)::geography) / 666.6666667)::float8 AS mu
         FROM s JOIN land_parcels l ON l.geom && s.g AND ST_Intersects(l.geom, s.g)
        WHERE l.area_id BETWEEN $2 AND $3 GROUP BY 1`,
      [
        JSON.stringify({ type: 'Polygon', coordinates: [[...ring, ring[0]]] }),
        CHONGMING,
        CHONGMING + 999_999,
      ],
    );
    expect(r.parcelCount).toBeGreaterThan(500); // many chunks
    expect(r.parcelCount).toBe(whole.reduce((s, x) => s + x.n, 0));
    expect(r.dlbm.map((d) => [d.dlbm, d.count]).sort()).toEqual(whole.map((w) => [w.dlbm, w.n]).sort());
    for (const w of whole) expect(r.dlbm.find((d) => d.dlbm === w.dlbm)!.areaMu).toBeCloseTo(w.mu, 1);
    expect(r.crops.reduce((s, x) => s + x.count, 0)).toBe(r.parcelCount);
  });

  it('turns a PostGIS fault of user geometry into 300 naming the field', async () => {
    const { withInputFields } = await import('../../http/db-input-errors');
    const bad = withInputFields(['geometry'], '无效', () =>
      // The probe's line: an antipodal geography edge, which PostGIS raises as XX000.
      t.db.query(
        `SELECT ST_Length(ST_GeomFromGeoJSON('{"type":"LineString","coordinates":[[180,69.37],[90,90],[-90,-90]]}')::geography)`,
      ),
    );
    await expect(bad).rejects.toMatchObject({ respCode: 300, respDesc: expect.stringContaining('geometry') });
    // A fault that is not the input's passes unchanged.
    await expect(
      withInputFields(['geometry'], '无效', () => t.db.query('SELECT * FROM no_such_table')),
    ).rejects.not.toHaveProperty('respCode');
  });
});

describe('map feature query (spec §7 paging)', () => {
  it('pages by OBJECTID in blocks of 1000, five pages by default, and continues from lastObjectId', async () => {
    const { queryMapFeatures } = await import('@fengshou/core/contract');
    const [n] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM land_parcels WHERE area_id BETWEEN $1 AND $2',
      [CHONGMING, CHONGMING + 999_999],
    );
    const first = (await t.call(queryMapFeatures, { layer: 'parcels', maxPages: 2 }, cm)).obj!;
    expect(first.pages).toBe(Math.min(2, Math.ceil(n!.n / 1000)));
    expect(first.features.length).toBe(Math.min(2000, n!.n));
    const ids = first.features.map((f) => f.objectId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The demo county has more parcels than two pages hold: the answer says so, and the next call goes on.
    expect(n!.n).toBeGreaterThan(2000);
    expect(first.exceededTransferLimit).toBe(true);
    const next = (
      await t.call(queryMapFeatures, { layer: 'parcels', afterObjectId: first.lastObjectId, maxPages: 1 }, cm)
    ).obj!;
    expect(next.features[0]!.objectId).toBeGreaterThan(first.lastObjectId);
    const all = (await t.call(queryMapFeatures, { layer: 'parcels' }, cm)).obj!;
    expect(all.pages).toBe(Math.min(5, Math.ceil(n!.n / 1000) || 1));
    expect(all.features.every((f) => f.areaId >= CHONGMING && f.areaId <= CHONGMING + 999_999)).toBe(true);
    expect((await t.call(queryMapFeatures, { layer: 'parcels', areaId: PUDONG }, cm)).respCode).toBe(401);
  });
});
