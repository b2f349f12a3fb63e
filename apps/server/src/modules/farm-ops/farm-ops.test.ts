import {
  getBarcodeAccessCounts,
  getCompanyDetail,
  getFarmCoreMapInfo,
  getPlantMission,
  getPlantPlan,
  getUsageReport,
  listBusinessCategories,
  listCompaniesByArea,
  listCompanyCategories,
  listCropGroupsByNjFlag,
  listCropPrices,
  listFarmDynamics,
  listFarmInspections,
  listFarmPlantings,
  listGreenLentilFarms,
  listGreenLentilSowingAreas,
  listNewestOrders,
  listOutputForecasts,
  listPlantPlansByFarm,
  listSowingAreas,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { invalidateStats } from '../archive/cache';
import { CHONGMING, loginWithoutDataView, oneId, PUDONG } from '../produce/test-support';

let t: TestApp;
let admin: string;
let viewer: string;
let pudong: string;
let farmId: number;
let pudongFarm: number;

const inChongming = (id: number) => id >= CHONGMING && id <= CHONGMING + 999_999;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  viewer = await t.login('chongming_viewer');
  pudong = await t.login('pudong_admin');
  // A chongming farm that has parcels, plans and inspections.
  farmId = await oneId(
    t,
    `SELECT f.id FROM farms f WHERE f.area_id BETWEEN $1 AND $1 + 999999
        AND EXISTS (SELECT 1 FROM land_parcels l WHERE l.farm_id = f.id)
        AND EXISTS (SELECT 1 FROM plant_plans p WHERE p.farm_id = f.id)
        AND EXISTS (SELECT 1 FROM inspections i WHERE i.farm_id = f.id)
      ORDER BY f.id LIMIT 1`,
    [CHONGMING],
  );
  pudongFarm = await oneId(t, 'SELECT id FROM farms WHERE area_id BETWEEN $1 AND $1 + 999999 LIMIT 1', [
    PUDONG,
  ]);
});
afterAll(() => t.close());

describe('entity register', () => {
  it('pages the caller’s county’s entities with totals and masks personal data for a viewer', async () => {
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM companies WHERE area_id BETWEEN $1 AND $1 + 999999',
      [CHONGMING],
    )) as [{ n: number }];
    const page = (await t.call(listCompaniesByArea, { pageSize: 15 }, viewer)).obj!;
    expect(page.total).toBe(n);
    expect(page.list).toHaveLength(15);
    expect(page.list.every((c) => inChongming(c.areaId))).toBe(true);
    const withCode = page.list.find((c) => c.creditCode)!;
    expect(withCode.creditCode).toMatch(/\*/);
    const full = (await t.call(listCompaniesByArea, { pageSize: 15 }, admin)).obj!;
    const same = full.list.find((c) => c.companyId === withCode.companyId)!;
    expect(same.creditCode).toMatch(/^[0-9A-Z]{18}$/);
    expect(same.legalPersonName ?? '').not.toMatch(/\*/);
  });

  it('sorts by farm area and filters by category, credit level and business type', async () => {
    const sorted = (
      await t.call(listCompaniesByArea, { sortField: 'farmAreaMu', sortOrder: 'desc', pageSize: 20 }, viewer)
    ).obj!;
    const areas = sorted.list.map((c) => c.farmAreaMu);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
    const coops = (
      await t.call(listCompaniesByArea, { companyCategoryId: 2, creditLevel: 1, pageSize: 50 }, viewer)
    ).obj!;
    expect(coops.list.every((c) => c.companyCategoryId === 2 && c.creditLevel === 1)).toBe(true);
    const veg = (await t.call(listCompaniesByArea, { businessTypeId: 3, pageSize: 50 }, viewer)).obj!;
    expect(veg.total).toBeGreaterThan(0);
    expect(veg.list.every((c) => c.businessTypeIds.includes(3))).toBe(true);
  });

  it('pages stably: page 2 follows page 1 without overlap', async () => {
    const p1 = (
      await t.call(listCompaniesByArea, { pageSize: 10, sortField: 'companyName', sortOrder: 'asc' }, viewer)
    ).obj!;
    const p2 = (
      await t.call(
        listCompaniesByArea,
        { pageSize: 10, pageNo: 2, sortField: 'companyName', sortOrder: 'asc' },
        viewer,
      )
    ).obj!;
    const ids = new Set(p1.list.map((c) => c.companyId));
    expect(p2.list.some((c) => ids.has(c.companyId))).toBe(false);
  });

  it('refuses other areas (401), an unknown sort field or a bad date (300), and callers without data:view (403)', async () => {
    expect((await t.call(listCompaniesByArea, { areaId: PUDONG }, viewer)).respCode).toBe(401);
    const bad = await t.call(
      listCompaniesByArea,
      { sortField: 'password', startDate: '2024/01/01' } as never,
      viewer,
    );
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toMatch(/sortField/);
    expect(bad.respDesc).toMatch(/startDate/);
    expect((await t.call(listCompaniesByArea, {}, await loginWithoutDataView(t))).respCode).toBe(403);
  });

  it('opens an entity by credit code with its farms, and refuses another county’s entity', async () => {
    const [c] = await t.db.query<{ id: number; code: string }>(
      `SELECT c.id, c.credit_code AS code FROM companies c WHERE c.area_id BETWEEN $1 AND $1 + 999999
          AND c.credit_code IS NOT NULL AND EXISTS (SELECT 1 FROM farms f WHERE f.company_id = c.id) LIMIT 1`,
      [CHONGMING],
    );
    const d = (await t.call(getCompanyDetail, { creditCode: c!.code }, viewer)).obj!;
    expect(d.companyId).toBe(c!.id);
    expect(d.farms.length).toBe(d.farmCount);
    expect(d.creditCode).not.toBe(c!.code);
    expect((await t.call(getCompanyDetail, { companyId: c!.id }, pudong)).respCode).toBe(401);
    expect((await t.call(getCompanyDetail, {} as never, viewer)).respCode).toBe(300);
  });
});

describe('farm map, plans, plantings and inspections', () => {
  it('draws the farm’s parcels with their current crop and counts devices and cameras', async () => {
    const info = (await t.call(getFarmCoreMapInfo, { farmId }, viewer)).obj!;
    const [{ n, cams }] = (await t.db.query<{ n: number; cams: number }>(
      `SELECT (SELECT count(*)::int FROM land_parcels WHERE farm_id = $1) AS n,
              (SELECT count(*)::int FROM cameras WHERE farm_id = $1) AS cams`,
      [farmId],
    )) as [{ n: number; cams: number }];
    expect(info.parcels.features).toHaveLength(n);
    expect(info.cameraCount).toBe(cams);
    expect(info.bbox![0]).toBeLessThan(info.bbox![2]);
    expect((info.parcels.features[0]!.geometry as { type: string }).type).toBe('MultiPolygon');
    expect((await t.call(getFarmCoreMapInfo, { farmId: pudongFarm }, viewer)).respCode).toBe(401);
    expect((await t.call(getFarmCoreMapInfo, { farmId: 2_000_000_000 }, viewer)).respCode).toBe(300);
  });

  it('lists plans of the farm and opens a plan with its missions and a mission by id', async () => {
    const plans = (await t.call(listPlantPlansByFarm, { farmId }, viewer)).obj!;
    expect(plans.length).toBeGreaterThan(0);
    const plan = (await t.call(getPlantPlan, { planId: plans[0]!.planId }, viewer)).obj!;
    expect(plan.farmId).toBe(farmId);
    expect(plan.missions).toHaveLength(plan.missionCount);
    expect(plan.missions.length).toBeGreaterThan(0);
    const m = (await t.call(getPlantMission, { missionId: plan.missions[0]!.missionId }, viewer)).obj!;
    expect(m.planName).toBe(plan.planName);
    const foreign = await oneId(
      t,
      'SELECT p.id FROM plant_plans p WHERE p.area_id BETWEEN $1 AND $1 + 999999 LIMIT 1',
      [PUDONG],
    );
    expect((await t.call(getPlantPlan, { planId: foreign }, viewer)).respCode).toBe(401);
  });

  it('pages the farm’s plantings (now and before) and inspections, masking the inspector', async () => {
    const now = (await t.call(listFarmPlantings, { farmId, status: 1, pageSize: 50 }, viewer)).obj!;
    expect(now.list.every((p) => p.status === 1)).toBe(true);
    const all = (await t.call(listFarmPlantings, { farmId, pageSize: 10 }, viewer)).obj!;
    expect(all.total).toBeGreaterThanOrEqual(now.total);
    const insp = (await t.call(listFarmInspections, { farmId, pageSize: 10 }, viewer)).obj!;
    expect(insp.list.length).toBeGreaterThan(0);
    expect(insp.list.filter((i) => !i.inspector?.includes('*'))).toEqual([]);
    expect((await t.call(listFarmInspections, { farmId: pudongFarm }, viewer)).respCode).toBe(401);
    expect((await t.call(listFarmPlantings, { farmId: pudongFarm }, viewer)).respCode).toBe(401);
    const unknown = await t.call(listFarmPlantings, { farmId: 2_000_000_000 }, viewer);
    expect(unknown.respCode).toBe(300);
    expect(unknown.respDesc).toContain('farmId');
  });
});

describe('area statistics', () => {
  it('sums sowing areas per crop that agree with the plantings', async () => {
    const year = 2025;
    const rows = (await t.call(listSowingAreas, { plantYear: year }, viewer)).obj!;
    // Every planting of the county counts, the households' as well as the entities'.
    const [{ mu }] = (await t.db.query<{ mu: number }>(
      `SELECT coalesce(round(sum(plant_area_mu), 2), 0)::float8 AS mu FROM plantings
        WHERE area_id BETWEEN $1 AND $1 + 999999 AND plant_year = $2`,
      [CHONGMING, year],
    )) as [{ mu: number }];
    const sum = rows.reduce((s, r) => s + r.sownAreaMu, 0);
    expect(Math.abs(sum - mu)).toBeLessThan(1);
    expect((await t.call(listSowingAreas, { season: 3 } as never, viewer)).respCode).toBe(300);
  });

  it('gives the sowing list and the output forecast one sown area per crop, year and season', async () => {
    const sowing = (await t.call(listSowingAreas, {}, viewer)).obj!;
    const forecasts = (await t.call(listOutputForecasts, {}, viewer)).obj!;
    const key = (r: { cropId: number; plantYear: number; season: number }) =>
      `${r.cropId}:${r.plantYear}:${r.season}`;
    const sown = new Map(sowing.map((r) => [key(r), r.sownAreaMu]));
    // Forecasts cover the annual crops with a yield; each of them is a row of the sowing list too.
    expect(forecasts.length).toBeGreaterThan(0);
    // Forecasts round per town: the totals may differ by those roundings, never by a definition.
    const apart = forecasts.filter((f) => !(Math.abs((sown.get(key(f)) ?? 0) - f.sownAreaMu) < 0.5));
    expect(apart.map((f) => [key(f), sown.get(key(f)), f.sownAreaMu])).toEqual([]);
    expect(forecasts.some((f) => f.cropName === '水稻')).toBe(true);
  });

  it('keeps the sowing list equal to the plantings through updates, deletes and inserts, once imports drop the cache', async () => {
    const raw = async () =>
      t.db.query<Record<string, number>>(
        `SELECT crop_id::int AS "cropId", plant_year::int AS "plantYear", season::int AS season,
                count(DISTINCT farm_id)::int AS "farmCount", count(*)::int AS "landCount",
                round(sum(plant_area_mu), 2)::float8 AS "sownAreaMu"
           FROM plantings WHERE area_id BETWEEN $1 AND $1 + 999999
          GROUP BY 1, 2, 3 ORDER BY 2 DESC, 6 DESC, 1`,
        [CHONGMING],
      );
    const served = async () =>
      (await t.call(listSowingAreas, {}, viewer)).obj!.map(({ cropName: _, ...r }) => r);
    const before = await served();
    expect(before).toEqual(await raw());
    // A household's planting becomes an entity's, one moves to another season, one is gone, one is new.
    await t.db.query(
      `UPDATE plantings SET farm_id = (SELECT min(id) FROM farms WHERE area_id BETWEEN $1 AND $1 + 999999)
        WHERE id = (SELECT min(id) FROM plantings WHERE farm_id IS NULL AND area_id BETWEEN $1 AND $1 + 999999)`,
      [CHONGMING],
    );
    await t.db.query(
      `UPDATE plantings SET season = 3 - season, plant_area_mu = plant_area_mu + 1
        WHERE id IN (SELECT id FROM plantings WHERE area_id BETWEEN $1 AND $1 + 999999 ORDER BY id LIMIT 5)`,
      [CHONGMING],
    );
    await t.db.query(
      `DELETE FROM plantings WHERE id = (SELECT max(id) FROM plantings WHERE area_id BETWEEN $1 AND $1 + 999999)`,
      [CHONGMING],
    );
    await t.db.query(
      `INSERT INTO plantings (land_id, farm_id, crop_id, plant_year, season, sow_date, plant_area_mu, status, area_id)
       SELECT land_id, farm_id, crop_id, 2030, season, sow_date, 3.5, 1, area_id FROM plantings
        WHERE area_id BETWEEN $1 AND $1 + 999999 ORDER BY id LIMIT 2`,
      [CHONGMING],
    );
    // The list is cached as the statistics are: the old answer until an import drops it.
    expect(await served()).toEqual(before);
    invalidateStats(t.db);
    const after = await served();
    expect(after).toEqual(await raw());
    expect(after).not.toEqual(before);
    const added = after.filter((r) => r.plantYear === 2030);
    expect(added.reduce((n, r) => n + r.landCount, 0)).toBe(2);
    expect(added.reduce((n, r) => n + r.sownAreaMu, 0)).toBe(7);
  });

  it('lists white-lentil farms and their sown area by town', async () => {
    // The latest year the demo county sowed white lentils (the test above adds plantings of 2030).
    const [{ year, farmCount }] = (await t.db.query<{ year: number; farmCount: number }>(
      `SELECT p.plant_year::int AS year, count(DISTINCT p.farm_id)::int AS "farmCount"
         FROM plantings p JOIN crops c ON c.id = p.crop_id
        WHERE c.crop_identifier = 'white_lentil' AND p.area_id BETWEEN $1 AND $1 + 999999
        GROUP BY 1 ORDER BY 1 DESC LIMIT 1`,
      [CHONGMING],
    )) as [{ year: number; farmCount: number }];
    expect(farmCount).toBeGreaterThan(0);
    const farms = (await t.call(listGreenLentilFarms, { pageSize: 50, plantYear: year }, viewer)).obj!;
    expect(farms.total).toBe(farmCount);
    const towns = (await t.call(listGreenLentilSowingAreas, { plantYear: year }, viewer)).obj!;
    expect(towns.length).toBeGreaterThan(0);
    expect(towns.every((r) => inChongming(r.areaId) && r.sownAreaMu > 0)).toBe(true);
  });

  it('lists the white-lentil farms of the year asked, and of the latest sown year when none is', async () => {
    const farmsOf = async (year: number) =>
      (
        await t.db.query<{ id: number }>(
          `SELECT DISTINCT f.id FROM plantings p JOIN crops c ON c.id = p.crop_id JOIN farms f ON f.id = p.farm_id
            WHERE c.crop_identifier = 'white_lentil' AND p.plant_year = $3 AND f.area_id BETWEEN $1 AND $2
            ORDER BY 1`,
          [CHONGMING, CHONGMING + 999_999, year],
        )
      ).map((r) => r.id);
    const listed = async (body: { plantYear?: number }) =>
      (await t.call(listGreenLentilFarms, { ...body, pageSize: 500 }, viewer)).obj!.list.map((f) => f.farmId);
    const [grown] = await t.db.query<{ y: number }>(
      `SELECT max(p.plant_year)::int AS y FROM plantings p JOIN crops c ON c.id = p.crop_id
        WHERE c.crop_identifier = 'white_lentil' AND p.area_id BETWEEN $1 AND $1 + 999999`,
      [CHONGMING],
    );
    const expected = await farmsOf(grown!.y);
    expect(expected.length).toBeGreaterThan(0);
    expect(await listed({ plantYear: grown!.y })).toEqual(expected);
    // A farm sows white lentil in a year after every other: that year is now the latest, and its only farm.
    const [parcel] = await t.db.query<{ landId: number; farmId: number; areaId: number }>(
      `SELECT l.id AS "landId", l.farm_id AS "farmId", l.area_id AS "areaId" FROM land_parcels l
         JOIN farms f ON f.id = l.farm_id
        WHERE f.area_id BETWEEN $1 AND $1 + 999999 AND l.area_id BETWEEN $1 AND $1 + 999999
        ORDER BY l.id DESC LIMIT 1`,
      [CHONGMING],
    );
    const [latest] = await t.db.query<{ y: number }>(
      'SELECT max(plant_year)::int + 1 AS y FROM plantings WHERE area_id BETWEEN $1 AND $1 + 999999',
      [CHONGMING],
    );
    await t.db.query(
      `INSERT INTO plantings (land_id, farm_id, crop_id, plant_year, season, sow_date, plant_area_mu, status, area_id)
       SELECT $1, $2, id, $3, 1, current_date - 1, 2.5, 1, $4 FROM crops WHERE crop_identifier = 'white_lentil'`,
      [parcel!.landId, parcel!.farmId, latest!.y, parcel!.areaId],
    );
    expect(await listed({})).toEqual([parcel!.farmId]);
  });

  it('reports realtime dynamics newest first, none in the future, narrowed by business category', async () => {
    const all = (await t.call(listFarmDynamics, { limit: 30 }, viewer)).obj!;
    expect(all.length).toBe(30);
    const times = all.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
    // Times are Beijing time: after 16:00 UTC Beijing is a day ahead of the UTC date.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(times.every((d) => d.slice(0, 10) <= today)).toBe(true);
    const rice = (await t.call(listFarmDynamics, { businessCategoryId: 1, limit: 10 }, viewer)).obj!;
    const riceFarms = new Set(
      (await t.db.query<{ id: number }>('SELECT id FROM farms WHERE business_category_id = 1')).map(
        (r) => r.id,
      ),
    );
    expect(rice.every((e) => riceFarms.has(e.farmId))).toBe(true);
  });

  it('gives orders newest first with the buyer masked, and forecasts per crop', async () => {
    const orders = (await t.call(listNewestOrders, { limit: 5 }, viewer)).obj!;
    const times = orders.map((o) => o.orderTime);
    expect(times).toEqual([...times].sort().reverse());
    const fc = (await t.call(listOutputForecasts, {}, viewer)).obj!;
    expect(fc.length).toBeGreaterThan(0);
    for (const r of fc) expect(r.forecastOutputT).toBeGreaterThanOrEqual(0);
  });

  it('counts barcode scans per day that add up to the total, and refuses a range over a year', async () => {
    const res = (
      await t.call(getBarcodeAccessCounts, { startDate: '2025-01-01', endDate: '2025-12-31' }, viewer)
    ).obj!;
    expect(res.days).toHaveLength(365);
    expect(res.days.reduce((s, d) => s + d.scans, 0)).toBe(res.totalScans);
    const long = await t.call(
      getBarcodeAccessCounts,
      { startDate: '2023-01-01', endDate: '2025-12-31' },
      viewer,
    );
    expect(long.respCode).toBe(300);
  });

  it('groups crops (njFlag 1: field crops only), lists latest crop prices and entity categories', async () => {
    const field = (await t.call(listCropGroupsByNjFlag, { njFlag: 1 }, viewer)).obj!;
    expect(field.map((g) => g.cropGroup).every((g) => [1, 2, 7].includes(g))).toBe(true);
    const all = (await t.call(listCropGroupsByNjFlag, {}, viewer)).obj!;
    expect(all.length).toBeGreaterThan(field.length);
    const prices = (await t.call(listCropPrices, {}, viewer)).obj!;
    expect(prices.find((p) => p.cropName === '猪' && p.priceType === '生猪价')).toBeTruthy();
    expect(prices.some((p) => p.cropName === '猪' && p.priceType === '田头价')).toBe(false);
    const cats = (await t.call(listCompanyCategories, {}, viewer)).obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM companies WHERE area_id BETWEEN $1 AND $1 + 999999',
      [CHONGMING],
    )) as [{ n: number }];
    expect(cats.reduce((s, c) => s + c.companyCount, 0)).toBe(n);
    const [{ farms }] = (await t.db.query<{ farms: number }>(
      'SELECT count(*)::int AS farms FROM farms WHERE area_id BETWEEN $1 AND $1 + 999999 AND business_category_id IS NOT NULL',
      [CHONGMING],
    )) as [{ farms: number }];
    const bcs = (await t.call(listBusinessCategories, {}, viewer)).obj!;
    expect(bcs.reduce((s, c) => s + c.farmCount, 0)).toBe(farms);
  });

  it('reports monthly usage over a range and refuses reversed or over-long ranges', async () => {
    // The demo covers the year up to today; ask the six months ending this month.
    const months = Array.from({ length: 6 }, (_, i) => {
      const d = new Date();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() - 5 + i);
      return d.toISOString().slice(0, 7);
    });
    const rows = (await t.call(getUsageReport, { startMonth: months[0]!, endMonth: months[5]! }, viewer))
      .obj!;
    expect(rows.map((r) => r.month)).toEqual(months);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM qualified_certificates WHERE area_id BETWEEN $1 AND $1 + 999999
          AND to_char(issue_date, 'YYYY-MM') = $2`,
      [CHONGMING, months[2]],
    )) as [{ n: number }];
    expect(rows[2]!.certificateCount).toBe(n);
    expect(rows.some((r) => r.certificateCount > 0)).toBe(true);
    expect(
      (await t.call(getUsageReport, { startMonth: '2025-06', endMonth: '2025-01' }, viewer)).respCode,
    ).toBe(300);
    expect(
      (await t.call(getUsageReport, { startMonth: '2023-01', endMonth: '2025-06' }, viewer)).respCode,
    ).toBe(300);
    expect(
      (await t.call(getUsageReport, { startMonth: '2025-13', endMonth: '2025-14' }, viewer)).respCode,
    ).toBe(300);
  });
});
