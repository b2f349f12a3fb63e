import {
  getOwnAreaByShGisDkid,
  getPlotInfo,
  listDkidsByFarmIds,
  listFarmPlotIds,
  listPlotOperators,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, oneId, PUDONG } from '../produce/test-support';

let t: TestApp;
let admin: string;
let viewer: string;
let land: { id: number; dkid: string; sh: string | null; farmId: number; areaId: number };
let pudongLand: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  viewer = await t.login('chongming_viewer');
  [land] = (await t.db.query<typeof land>(
    `SELECT id, dkid, sh_gis_dkid AS sh, farm_id AS "farmId", area_id AS "areaId" FROM land_parcels
      WHERE area_id BETWEEN $1 AND $1 + 999999 AND farm_id IS NOT NULL AND contractor_name IS NOT NULL
        AND sh_gis_dkid IS NOT NULL ORDER BY id LIMIT 1`,
    [CHONGMING],
  )) as [typeof land];
  pudongLand = await oneId(
    t,
    'SELECT id FROM land_parcels WHERE area_id BETWEEN $1 AND $1 + 999999 LIMIT 1',
    [PUDONG],
  );
});
afterAll(() => t.close());

describe('plot helpers', () => {
  it('finds the area of a parcel by its Shanghai GIS code', async () => {
    const r = (await t.call(getOwnAreaByShGisDkid, { shGisDkid: land.sh! }, viewer)).obj!;
    expect(r).toMatchObject({ landId: land.id, areaId: land.areaId, areaLevel: 5 });
    expect((await t.call(getOwnAreaByShGisDkid, { shGisDkid: 'no-such-code' }, viewer)).respCode).toBe(300);
    const [foreign] = await t.db.query<{ sh: string; dkid: string }>(
      `SELECT sh_gis_dkid AS sh, dkid FROM land_parcels
        WHERE area_id BETWEEN $1 AND $1 + 999999 AND sh_gis_dkid IS NOT NULL LIMIT 1`,
      [PUDONG],
    );
    expect((await t.call(getOwnAreaByShGisDkid, { shGisDkid: foreign!.sh }, viewer)).respCode).toBe(401);
    expect((await t.call(getPlotInfo, { dkid: foreign!.dkid }, viewer)).respCode).toBe(401);
  });

  it('names the operators of a parcel, the contractor masked for a viewer and whole for pii:view', async () => {
    const masked = (await t.call(listPlotOperators, { landId: land.id }, viewer)).obj!;
    expect(masked.map((o) => o.role)).toEqual(['经营主体', '承包方']);
    expect(masked[1]!.name).toMatch(/\*/);
    const full = (await t.call(listPlotOperators, { landId: land.id }, admin)).obj!;
    expect(full[1]!.name).not.toMatch(/\*/);
    expect((await t.call(listPlotOperators, { landId: pudongLand }, viewer)).respCode).toBe(401);
  });

  it('tells a parcel’s facts by id or code', async () => {
    const byId = (await t.call(getPlotInfo, { landId: land.id }, viewer)).obj!;
    const byCode = (await t.call(getPlotInfo, { dkid: land.dkid }, viewer)).obj!;
    expect(byCode).toEqual(byId);
    expect(byId.farmId).toBe(land.farmId);
    expect((await t.call(getPlotInfo, {} as never, viewer)).respCode).toBe(300);
  });

  it('lists dkids per farm in the order asked, and refuses unknown or foreign farms', async () => {
    const other = await oneId(
      t,
      'SELECT farm_id AS id FROM land_parcels WHERE area_id BETWEEN $1 AND $1 + 999999 AND farm_id <> $2 AND farm_id IS NOT NULL LIMIT 1',
      [CHONGMING, land.farmId],
    );
    const rows = (await t.call(listDkidsByFarmIds, { farmIds: [other, land.farmId] }, viewer)).obj!;
    expect(rows.map((r) => r.farmId)).toEqual([other, land.farmId]);
    expect(rows[1]!.dkids).toContain(land.dkid);
    const ids = (await t.call(listFarmPlotIds, { farmId: land.farmId }, viewer)).obj!;
    expect(ids.map((r) => r.dkid).sort()).toEqual([...rows[1]!.dkids].sort());
    expect((await t.call(listDkidsByFarmIds, { farmIds: [2_000_000_000] }, viewer)).respCode).toBe(300);
    const foreignFarm = await oneId(
      t,
      'SELECT id FROM farms WHERE area_id BETWEEN $1 AND $1 + 999999 LIMIT 1',
      [PUDONG],
    );
    expect((await t.call(listDkidsByFarmIds, { farmIds: [foreignFarm] }, viewer)).respCode).toBe(401);
    expect((await t.call(listDkidsByFarmIds, { farmIds: [] }, viewer)).respCode).toBe(300);
    expect(listDkidsByFarmIds.timeoutMs).toBe(60_000);
  });
});
