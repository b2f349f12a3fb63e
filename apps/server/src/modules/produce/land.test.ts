import { LAND_TYPE_LABELS } from '@fengshou/core';
import {
  getLandDetail,
  listCropHistoryByDkid,
  listCrops,
  listCropsOnPlantingByDkid,
  listCropsOnPlantingByLand,
  listLandTypes,
  listLandTypesByAreaId,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { landTypeWhere } from '../archive/land-concepts';
import { CHONGMING, loginWithoutDataView, PUDONG } from './test-support';

let t: TestApp;
let viewer: string;
let admin: string;
let parcel: { id: number; dkid: string };
let foreign: { id: number; dkid: string };

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
  admin = await t.login('chongming_admin');
  const pickParcel = async (county: number) =>
    (
      await t.db.query<{ id: number; dkid: string }>(
        `SELECT l.id, l.dkid FROM land_parcels l WHERE l.area_id BETWEEN $1 AND $2 AND l.contractor_name IS NOT NULL
            AND EXISTS (SELECT 1 FROM plantings p WHERE p.land_id = l.id AND p.status = 1)
            AND EXISTS (SELECT 1 FROM plantings p WHERE p.land_id = l.id AND p.status = 2)
          ORDER BY l.id LIMIT 1`,
        [county, county + 999_999],
      )
    )[0]!;
  parcel = await pickParcel(CHONGMING);
  foreign = await pickParcel(PUDONG);
});
afterAll(() => t.close());

describe('crops on planting and history', () => {
  it('lists what grows on a parcel now, by land id and by dkid alike', async () => {
    const byLand = await t.call(listCropsOnPlantingByLand, { landId: parcel.id }, viewer);
    expect(byLand.respCode).toBe(0);
    expect(byLand.obj!.length).toBeGreaterThan(0);
    expect(
      byLand.obj!.every((p) => p.status === 1 && p.statusName === '种植中' && p.dkid === parcel.dkid),
    ).toBe(true);
    const byDkid = await t.call(listCropsOnPlantingByDkid, { dkid: parcel.dkid }, viewer);
    expect(byDkid.obj).toEqual(byLand.obj);
  });

  it('gives the whole history newest first, with harvested output', async () => {
    const res = await t.call(listCropHistoryByDkid, { dkid: parcel.dkid }, viewer);
    const list = res.obj!;
    expect(list.length).toBeGreaterThan(1);
    expect([...list].sort((a, b) => b.sowDate.localeCompare(a.sowDate))).toEqual(list);
    const harvested = list.filter((p) => p.status === 2);
    expect(harvested.length).toBeGreaterThan(0);
    expect(harvested.every((p) => p.harvestDate && p.actualOutputKg !== null && p.plantAreaMu > 0)).toBe(
      true,
    );
  });

  it('answers 401 outside the scope, 300 for unknown or malformed parcels, 400/403 by caller', async () => {
    expect((await t.call(listCropsOnPlantingByLand, { landId: foreign.id }, viewer)).respCode).toBe(401);
    expect((await t.call(listCropHistoryByDkid, { dkid: foreign.dkid }, viewer)).respCode).toBe(401);
    expect((await t.call(listCropsOnPlantingByDkid, { dkid: 'no-such-parcel' }, viewer)).respCode).toBe(300);
    expect((await t.call(listCropsOnPlantingByDkid, { dkid: '' }, viewer)).respCode).toBe(300);
    expect((await t.call(listCropsOnPlantingByLand, { landId: 'x' }, viewer)).respCode).toBe(300);
    expect((await t.call(listCropsOnPlantingByLand, { landId: parcel.id })).respCode).toBe(400);
    expect(
      (await t.call(listCropHistoryByDkid, { dkid: parcel.dkid }, await loginWithoutDataView(t))).respCode,
    ).toBe(403);
  });

  it('lists the crop catalogue, optionally by group', async () => {
    const all = (await t.call(listCrops, {}, viewer)).obj!;
    expect(all.map((c) => c.cropName)).toEqual(
      expect.arrayContaining(['水稻', '柚子', '生猪', '崇明白山羊', '河蟹']),
    );
    const veg = (await t.call(listCrops, { cropGroup: 3 }, viewer)).obj!;
    expect(veg.length).toBeGreaterThan(0);
    expect(veg.every((c) => c.cropGroup === 3)).toBe(true);
  });
});

describe('land detail', () => {
  it('answers the parcel with GeoJSON geometry and a masked contractor', async () => {
    const res = await t.call(getLandDetail, { landId: parcel.id }, viewer);
    expect(res.respCode).toBe(0);
    const d = res.obj!;
    expect(d.dkid).toBe(parcel.dkid);
    expect((d.geometry as { type: string }).type).toBe('MultiPolygon');
    expect(d.contractorName).toMatch(/\*/);
    expect(d.landSources).toContain(2);
    const full = (await t.call(getLandDetail, { dkid: parcel.dkid }, admin)).obj!;
    expect(full.contractorName).not.toMatch(/\*/);
    const [log] = await t.db.query<{ detail: string }>(
      "SELECT detail FROM audit_events WHERE event = 'pii.view' ORDER BY id DESC LIMIT 1",
    );
    expect(log!.detail).toBe(`1 条：land:${parcel.id}`);
  });

  it('needs an id or a dkid and refuses parcels outside the scope', async () => {
    expect((await t.call(getLandDetail, {}, viewer)).respCode).toBe(300);
    expect((await t.call(getLandDetail, { landId: foreign.id }, viewer)).respCode).toBe(401);
  });
});

describe('land types', () => {
  it('lists the five land types', async () => {
    const res = await t.call(listLandTypes, {}, viewer);
    expect(res.obj).toEqual(
      Object.entries(LAND_TYPE_LABELS).map(([k, v]) => ({ landType: Number(k), landTypeName: v })),
    );
  });

  it("counts parcels and 亩 of each land type's concept in the scope, a town or a village, and refuses other counties", async () => {
    // Per type, the parcels its concept holds (its layer or its membership): the sets overlap.
    const bySql = async (lo: number, hi: number) =>
      Promise.all(
        Object.keys(LAND_TYPE_LABELS).map(async (k) => {
          const [r] = await t.db.query<{ n: number; mu: number }>(
            `SELECT count(*)::int AS n, coalesce(round(sum(area_mu), 2), 0)::float8 AS mu
               FROM land_parcels t WHERE area_id BETWEEN $1 AND $2 AND ${landTypeWhere(Number(k))}`,
            [lo, hi],
          );
          return { landType: Number(k), ...r! };
        }),
      );
    const res = await t.call(listLandTypesByAreaId, {}, viewer);
    const stats = res.obj!;
    expect(stats).toHaveLength(5);
    const sql = await bySql(CHONGMING, CHONGMING + 999_999);
    for (const row of stats) {
      const want = sql.find((r) => r.landType === row.landType)!;
      expect(row.landCount).toBe(want.n);
      expect(row.areaMu).toBeCloseTo(want.mu, 1);
    }
    // 农用地 holds every parcel: the register takes 农用地 land-use codes only.
    const [all] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM land_parcels WHERE area_id BETWEEN $1 AND $2',
      [CHONGMING, CHONGMING + 999_999],
    );
    expect(stats.find((r) => r.landType === 1)!.landCount).toBe(all!.n);
    const town = Math.floor(Number(parcel.dkid.slice(0, 12)) / 1000) * 1000;
    const inTown = (await t.call(listLandTypesByAreaId, { areaId: town, areaLevel: 4 }, viewer)).obj!;
    expect(inTown.find((r) => r.landType === 1)!.landCount).toBeGreaterThan(0);
    expect(inTown.find((r) => r.landType === 1)!.landCount).toBeLessThan(all!.n);
    // A village is below the pre-aggregated town parts: counted from its parcels, type by type.
    const village = Number(parcel.dkid.slice(0, 12));
    const inVillage = (await t.call(listLandTypesByAreaId, { areaId: village, areaLevel: 5 }, viewer)).obj!;
    const byType = await bySql(village, village);
    for (const row of inVillage) {
      expect(row.landCount).toBe(byType.find((b) => b.landType === row.landType)!.n);
    }
    expect(inVillage.reduce((s, x) => s + x.landCount, 0)).toBeGreaterThan(0);
    expect((await t.call(listLandTypesByAreaId, { areaId: PUDONG }, viewer)).respCode).toBe(401);
    expect((await t.call(listLandTypesByAreaId, { areaId: town, areaLevel: 3 }, viewer)).respCode).toBe(300);
  });
});
