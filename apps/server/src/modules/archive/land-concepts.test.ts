import { businessReport, queryMapFeatures, statBreakdown, statSummary } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type ParcelDraft, writeParcels } from '../../import/parcels';
import { invalidateStats } from './cache';
import { conceptWhere, LAND_CONCEPTS, type LandConceptId, sownOnCropland } from './land-concepts';

/**
 * The land concepts on the seeded demo: they nest at every level (province, county, town, village), a
 * season's sown area fits the 耕地, children add up to their parent, and every endpoint that shows a
 * concept answers the figure of the registry.
 */
let t: TestApp;
let admin: string;
const PROVINCE = 310000000000;
const CHONGMING = 310151000000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('shanghai_admin');
});
afterAll(() => t.close());

// The area of a village code at each level: the code rounded to the level's digits.
const LEVELS = [
  ['province', 10_000_000_000],
  ['county', 1_000_000],
  ['town', 1_000],
  ['village', 1],
] as const;

const area = (id: LandConceptId) => `coalesce(sum(t.area_mu) FILTER (WHERE ${conceptWhere(id)}), 0)`;

describe('land concepts', () => {
  it.each(LEVELS)(
    'nest in every %s: 永久基本农田 ≤ 耕地 ≤ 农用地, 高标准 ≤ 耕地, 确权 ≤ 农用地',
    async (_, div) => {
      const rows = await t.db.query<Record<string, number> & { aid: string }>(
        `SELECT (t.area_id / ${div}) * ${div} AS aid, ${area('farmland')}::float8 AS farmland,
              ${area('cultivated')}::float8 AS cultivated, ${area('basicFarmland')}::float8 AS basic,
              ${area('highStandard')}::float8 AS hs, ${area('contracted')}::float8 AS contracted,
              ${area('productionLand')}::float8 AS production, sum(t.area_mu)::float8 AS total
         FROM land_parcels t GROUP BY 1`,
      );
      expect(rows.length).toBeGreaterThan(0);
      const eps = 1e-6;
      const broken = rows.filter(
        (r) =>
          r.basic! > r.cultivated! + eps ||
          r.hs! > r.cultivated! + eps ||
          r.cultivated! > r.farmland! + eps ||
          r.contracted! > r.farmland! + eps ||
          r.production! > r.farmland! + eps ||
          r.farmland! > r.total! + eps,
      );
      expect(broken).toEqual([]);
      // The demo has land of every concept: the checks compare figures, not zeros.
      const sum = (k: string) => rows.reduce((s, r) => s + r[k]!, 0);
      for (const k of ['farmland', 'cultivated', 'basic', 'hs', 'contracted', 'production']) {
        expect(sum(k), k).toBeGreaterThan(0);
      }
    },
  );

  it.each(LEVELS)('sow no more than the 耕地 of each %s in any season', async (_, div) => {
    const sown = sownOnCropland('p', 'l');
    const rows = await t.db.query<{
      aid: string;
      year: number;
      season: number;
      sown: number;
      cultivated: number;
    }>(
      `WITH c AS (SELECT (t.area_id / ${div}) * ${div} AS aid, ${area('cultivated')}::float8 AS cultivated
                    FROM land_parcels t GROUP BY 1),
            s AS (SELECT (p.area_id / ${div}) * ${div} AS aid, p.plant_year AS year, p.season,
                         sum(p.plant_area_mu)::float8 AS sown
                    FROM plantings p ${sown.join} WHERE ${sown.where} GROUP BY 1, 2, 3)
       SELECT s.aid, s.year, s.season, s.sown, coalesce(c.cultivated, 0) AS cultivated
         FROM s LEFT JOIN c ON c.aid = s.aid`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.sown > r.cultivated + 1e-6)).toEqual([]);
    // Whatever is sown in the demo stands on 耕地: the definition loses no crop (ponds stock, orchards stand).
    const [off] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM plantings p JOIN crops c ON c.id = p.crop_id
         JOIN land_parcels l ON l.id = p.land_id
        WHERE c.crop_group IN (1, 2, 3) AND NOT c.perennial AND NOT (${conceptWhere('cultivated', 'l')})`,
    );
    expect(off!.n).toBe(0);
  });

  it('answers each concept from the registry as the definition sums it, and the towns add up to the county', async () => {
    const ids = [
      'farmlandAreaMu',
      'cultivatedAreaMu',
      'basicFarmlandAreaMu',
      'highStandardAreaMu',
      'contractedAreaMu',
    ];
    const concepts: LandConceptId[] = [
      'farmland',
      'cultivated',
      'basicFarmland',
      'highStandard',
      'contracted',
    ];
    for (const areaId of [PROVINCE, CHONGMING]) {
      const res = await t.call(statSummary, { metrics: ids, areaId }, admin);
      expect(res.respCode, res.respDesc).toBe(0);
      const [sql] = await t.db.query<Record<string, number>>(
        `SELECT ${concepts.map((c, i) => `${area(c)}::float8 AS c${i}`).join(', ')}
           FROM land_parcels t WHERE t.area_id BETWEEN $1 AND $2`,
        [areaId, areaId + (areaId === PROVINCE ? 9_999_999_999 : 999_999)],
      );
      for (const [i, id] of ids.entries()) expect(res.obj![i]!.value, id).toBeCloseTo(sql![`c${i}`]!, 1);
      for (const [i, id] of ids.entries()) {
        const parts = await t.call(statBreakdown, { metrics: [id], by: 'area', areaId }, admin);
        expect(parts.respCode, parts.respDesc).toBe(0);
        const sum = parts.obj!.rows.reduce((s, r) => s + Number(r[id] ?? 0), 0);
        expect(sum, id).toBeCloseTo(res.obj![i]!.value as number, 0);
      }
    }
    // A county is part of its province: no figure of 崇明 above the province's.
    const county = await t.call(
      statSummary,
      { metrics: [...ids, 'farmCount', 'farmAreaMu'], areaId: CHONGMING },
      admin,
    );
    const province = await t.call(
      statSummary,
      { metrics: [...ids, 'farmCount', 'farmAreaMu'], areaId: PROVINCE },
      admin,
    );
    for (const [i, f] of county.obj!.entries()) {
      expect(f.value as number).toBeLessThanOrEqual(province.obj![i]!.value as number);
    }
  });

  it('gives the business report the farms and base area the 农场（基地） figures count', async () => {
    const report = await t.call(businessReport, { areaId: CHONGMING }, admin);
    expect(report.respCode, report.respDesc).toBe(0);
    const figures = await t.call(
      statSummary,
      { metrics: ['farmCount', 'farmAreaMu', 'companyCount'], areaId: CHONGMING },
      admin,
    );
    const [farms, mu, companies] = figures.obj!.map((f) => f.value as number);
    expect(report.obj!.farms).toBe(farms);
    expect(report.obj!.farmAreaMu).toBeCloseTo(mu!, 1);
    expect(report.obj!.companies).toBe(companies);
    expect(report.obj!.byChildArea.reduce((s, r) => s + r.farms, 0)).toBe(farms);
    // Base area is the area of the farm's parcels, which lie in the farm's village.
    const [bad] = await t.db.query<{ n: number; away: number }>(
      `SELECT count(*) FILTER (WHERE abs(f.farm_area_mu - s.mu) > 0.01)::int AS n,
              count(*) FILTER (WHERE s.away)::int AS away
         FROM farms f JOIN (SELECT farm_id, sum(area_mu) AS mu, bool_or(l.area_id / 1000000 <> fa.area_id / 1000000) AS away
                              FROM land_parcels l JOIN farms fa ON fa.id = l.farm_id GROUP BY farm_id) s ON s.farm_id = f.id`,
    );
    expect(bad).toEqual({ n: 0, away: 0 });
  });

  it('draws on the map layer of a land type the parcels its figure counts', async () => {
    const village = await t.db.query<{ id: string }>(
      `SELECT area_id::text AS id FROM land_parcels t WHERE ${conceptWhere('basicFarmland')}
        GROUP BY area_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const areaId = Number(village[0]!.id);
    const map = await t.call(
      queryMapFeatures,
      { layer: 'parcels', areaId, areaLevel: 5, landType: 5 },
      admin,
    );
    expect(map.respCode, map.respDesc).toBe(0);
    const figure = await t.call(statSummary, { metrics: ['basicFarmlandAreaMu'], areaId }, admin);
    const drawn = (map.obj as { features: { areaMu: number }[] }).features;
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.reduce((s, f) => s + f.areaMu, 0)).toBeCloseTo(figure.obj![0]!.value as number, 1);
  });

  it('counts a parcel imported with only its land type (永久基本农田) in 永久基本农田, 耕地 and 农用地', async () => {
    const ids = ['basicFarmlandAreaMu', 'cultivatedAreaMu', 'farmlandAreaMu', 'highStandardAreaMu'];
    const [v] = await t.db.query<{ id: string; x: number; y: number }>(
      `SELECT area_id::text AS id, ST_X(ST_Centroid(geom)) AS x, ST_Y(ST_Centroid(geom)) AS y
         FROM land_parcels WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const village = Number(v!.id);
    const before = (await t.call(statSummary, { metrics: ids, areaId: village }, admin)).obj!;
    // A 40 m square beside the village's first parcel, on no register: only the layer says 永久基本农田.
    const [x, y, d] = [v!.x + 0.01, v!.y + 0.01, 0.0004];
    const ring = [
      [x, y],
      [x + d, y],
      [x + d, y + d],
      [x, y + d],
      [x, y],
    ];
    const draft: ParcelDraft = {
      row: 1,
      dkid: `${village}9900001`,
      landName: '导入测试田',
      landType: 5,
      dlbm: '0103',
      landSources: [],
      farmId: null,
      contractorName: null,
      qualityGrade: null,
      areaId: village,
      geojson: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
    };
    await t.db.tx((q) => writeParcels(q, [draft], 1));
    invalidateStats(t.db);
    const [p] = await t.db.query<{ mu: number }>(
      'SELECT area_mu::float8 AS mu FROM land_parcels WHERE dkid = $1',
      [draft.dkid],
    );
    expect(p!.mu).toBeGreaterThan(1);
    const after = (await t.call(statSummary, { metrics: ids, areaId: village }, admin)).obj!;
    const gain = after.map((f, i) => (f.value as number) - (before[i]!.value as number));
    expect(gain[0]).toBeCloseTo(p!.mu, 1);
    expect(gain[1]).toBeCloseTo(p!.mu, 1);
    expect(gain[2]).toBeCloseTo(p!.mu, 1);
    expect(gain[3]).toBeCloseTo(0, 2);
  });

  it('lists every concept once, each with a layer or a membership except 耕地 (a class of land use)', () => {
    expect(new Set(LAND_CONCEPTS.map((c) => c.code)).size).toBe(LAND_CONCEPTS.length);
    expect(LAND_CONCEPTS.filter((c) => c.landType === undefined).map((c) => c.id)).toEqual(['cultivated']);
  });
});
