import {
  getFarmDetail,
  getFarmLandAndPlantCount,
  listFarmsByArea,
  listFarmsByAreaAndBusinessCategory,
  listFarmsByCompanyId,
  listFarmsByFarmIds,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, displayToken, loginWithoutDataView, oneId, PUDONG } from './test-support';

let t: TestApp;
let admin: string;
let viewer: string;
let pudong: string;

const inChongming = (id: number) => id >= CHONGMING && id <= CHONGMING + 999_999;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  viewer = await t.login('chongming_viewer');
  pudong = await t.login('pudong_admin');
});
afterAll(() => t.close());

describe('farm list by area', () => {
  it('lists the farms of the caller’s county by default, paged, with the total', async () => {
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM farms WHERE area_id BETWEEN $1 AND $2',
      [CHONGMING, CHONGMING + 999_999],
    )) as [{ n: number }];
    const res = await t.call(listFarmsByArea, { pageSize: 5 }, viewer);
    expect(res.respCode).toBe(0);
    const page = res.obj!;
    expect(page.total).toBe(n);
    expect(page.list).toHaveLength(5);
    expect(page.list.every((f) => inChongming(f.areaId))).toBe(true);
    const next = (await t.call(listFarmsByArea, { pageSize: 5, pageNo: 2 }, viewer)).obj!;
    expect(next.list.map((f) => f.farmId)).not.toEqual(page.list.map((f) => f.farmId));
  });

  it('narrows to a town and by keyword', async () => {
    const town = await oneId(
      t,
      'SELECT (area_id / 1000) * 1000 AS id FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1',
      [CHONGMING, CHONGMING + 999_999],
    );
    const page = (await t.call(listFarmsByArea, { farmAreaId: town, farmAreaType: 4, pageSize: 100 }, viewer))
      .obj!;
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((f) => Math.floor(f.areaId / 1000) * 1000 === town)).toBe(true);
    const byName = (await t.call(listFarmsByArea, { keyword: '家庭农场', pageSize: 100 }, viewer)).obj!;
    expect(byName.list.length).toBeGreaterThan(0);
    expect(byName.list.every((f) => `${f.farmName}${f.companyName}`.includes('家庭农场'))).toBe(true);
  });

  it('answers 401 for an area outside the caller’s scope', async () => {
    const res = await t.call(listFarmsByArea, { farmAreaId: PUDONG }, viewer);
    expect(res.respCode).toBe(401);
    expect((await t.call(listFarmsByArea, { farmAreaId: PUDONG }, pudong)).respCode).toBe(0);
  });

  it('answers 300 for bad input, 400 without a token, 403 without data:view', async () => {
    for (const body of [
      { farmAreaId: 123 },
      { pageSize: 0 },
      { pageNo: 'x' },
      { farmAreaId: CHONGMING, farmAreaType: 4 },
      { unknown: 1 },
    ]) {
      expect((await t.call(listFarmsByArea, body, viewer)).respCode, JSON.stringify(body)).toBe(300);
    }
    expect((await t.call(listFarmsByArea, {})).respCode).toBe(400);
    expect((await t.call(listFarmsByArea, {}, await loginWithoutDataView(t))).respCode).toBe(403);
  });
});

describe('masking of personal data', () => {
  it('masks phones, names and credit codes for callers without pii:view (viewer, display token)', async () => {
    for (const token of [viewer, await displayToken(t)]) {
      const page = (await t.call(listFarmsByArea, { pageSize: 50 }, token)).obj!;
      const withPhone = page.list.filter((f) => f.contactPhone);
      expect(withPhone.length).toBeGreaterThan(0);
      expect(withPhone.every((f) => /^1\d{2}\*{4}\d{4}$/.test(f.contactPhone!))).toBe(true);
      expect(page.list.filter((f) => f.creditCode).every((f) => /^.{6}\*{8}.{4}$/.test(f.creditCode!))).toBe(
        true,
      );
    }
  });

  it('returns whole values with pii:view and logs the access', async () => {
    const before = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_events WHERE event = 'pii.view'",
    );
    const page = (await t.call(listFarmsByArea, { pageSize: 3 }, admin)).obj!;
    expect(page.list.every((f) => !f.contactPhone || /^1\d{10}$/.test(f.contactPhone))).toBe(true);
    const [logged] = await t.db.query<{ detail: string; target: string; login_name: string; n: number }>(
      `SELECT detail, target, login_name, (SELECT count(*)::int FROM audit_events WHERE event = 'pii.view') AS n
         FROM audit_events WHERE event = 'pii.view' ORDER BY id DESC LIMIT 1`,
    );
    expect(logged!.n).toBe(before[0]!.n + 1);
    expect(
      logged!.detail
        .replace(/^3 条：/, '')
        .split(',')
        .sort(),
    ).toEqual(page.list.map((f) => `farm:${f.farmId}`).sort());
    expect(logged!.target).toBe(listFarmsByArea.path);
    expect(logged!.login_name).toBe('chongming_admin');
  });
});

describe('farm lists by ids, company and business category', () => {
  it('lists by farm ids with the default page of 50, and refuses ids outside the scope', async () => {
    const ids = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 3',
        [CHONGMING, CHONGMING + 999_999],
      )
    ).map((r) => r.id);
    const res = await t.call(listFarmsByFarmIds, { farmIds: ids }, viewer);
    expect(res.obj!.pageSize).toBe(50);
    expect(res.obj!.list.map((f) => f.farmId)).toEqual(ids);
    const foreign = await oneId(t, 'SELECT id FROM farms WHERE area_id BETWEEN $1 AND $2 LIMIT 1', [
      PUDONG,
      PUDONG + 999_999,
    ]);
    expect((await t.call(listFarmsByFarmIds, { farmIds: [...ids, foreign] }, viewer)).respCode).toBe(401);
    expect((await t.call(listFarmsByFarmIds, { farmIds: [] }, viewer)).respCode).toBe(300);
  });

  it('lists the farms of a company; foreign companies answer 401, unknown ones 300', async () => {
    const company = await oneId(
      t,
      'SELECT company_id AS id FROM farms WHERE area_id BETWEEN $1 AND $2 GROUP BY company_id ORDER BY count(*) DESC, company_id LIMIT 1',
      [CHONGMING, CHONGMING + 999_999],
    );
    const page = (await t.call(listFarmsByCompanyId, { companyId: company }, viewer)).obj!;
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((f) => f.companyId === company)).toBe(true);
    const foreign = await oneId(t, 'SELECT id FROM companies WHERE area_id BETWEEN $1 AND $2 LIMIT 1', [
      PUDONG,
      PUDONG + 999_999,
    ]);
    expect((await t.call(listFarmsByCompanyId, { companyId: foreign }, viewer)).respCode).toBe(401);
    expect((await t.call(listFarmsByCompanyId, { companyId: 99_999_999 }, viewer)).respCode).toBe(300);
  });

  it('filters by business category names or ids', async () => {
    const byName = (
      await t.call(
        listFarmsByAreaAndBusinessCategory,
        { businessCategoryStrList: ['水稻'], pageSize: 200 },
        viewer,
      )
    ).obj!;
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.list.every((f) => f.businessCategoryName === '水稻')).toBe(true);
    const byId = (
      await t.call(
        listFarmsByAreaAndBusinessCategory,
        { businessCategoryStrList: ['1'], pageSize: 1 },
        viewer,
      )
    ).obj!;
    expect(byId.total).toBe(byName.total);
    expect((await t.call(listFarmsByAreaAndBusinessCategory, { farmAreaId: PUDONG }, viewer)).respCode).toBe(
      401,
    );
  });

  it('checks the farms named by id: another county’s answers 401, an unknown one 300 naming farmIds', async () => {
    const mine = await oneId(t, 'SELECT id FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1', [
      CHONGMING,
      CHONGMING + 999_999,
    ]);
    const foreign = await oneId(t, 'SELECT id FROM farms WHERE area_id BETWEEN $1 AND $2 LIMIT 1', [
      PUDONG,
      PUDONG + 999_999,
    ]);
    const picked = (await t.call(listFarmsByAreaAndBusinessCategory, { farmIds: [mine] }, viewer)).obj!;
    expect(picked.list.map((f) => f.farmId)).toEqual([mine]);
    const other = await t.call(listFarmsByAreaAndBusinessCategory, { farmIds: [mine, foreign] }, viewer);
    expect(other.respCode).toBe(401);
    for (const e of [listFarmsByFarmIds, listFarmsByAreaAndBusinessCategory]) {
      const unknown = await t.call(e, { farmIds: [mine, 2_000_000_000] }, viewer);
      expect(unknown.respCode, e.path).toBe(300);
      expect(unknown.respDesc, e.path).toContain('farmIds');
    }
  });
});

describe('farm detail and counts', () => {
  it('answers the detail with area chain, land count and crops', async () => {
    const farmId = await oneId(
      t,
      'SELECT f.id FROM farms f WHERE f.area_id BETWEEN $1 AND $2 AND EXISTS (SELECT 1 FROM land_parcels l WHERE l.farm_id = f.id) ORDER BY f.id LIMIT 1',
      [CHONGMING, CHONGMING + 999_999],
    );
    const res = await t.call(getFarmDetail, { farmId }, viewer);
    expect(res.respCode).toBe(0);
    const d = res.obj!;
    expect(d.areaChain.map((a) => a.level)).toEqual([1, 2, 3, 4, 5]);
    expect(d.areaChain[2]!.areaName).toBe('崇明区');
    expect(d.landCount).toBeGreaterThan(0);
    expect(d.legalPersonName).toMatch(/\*/);
    const counts = (await t.call(getFarmLandAndPlantCount, { farmId }, viewer)).obj!;
    const [sql] = await t.db.query<{ l: number; p: number }>(
      'SELECT (SELECT count(*)::int FROM land_parcels WHERE farm_id = $1) AS l, (SELECT count(*)::int FROM plantings WHERE farm_id = $1 AND status = 1) AS p',
      [farmId],
    );
    expect(counts).toEqual({ landCount: sql!.l, plantCount: sql!.p });
  });

  it('answers 401 for a farm outside the scope and 300 for an unknown one', async () => {
    const foreign = await oneId(t, 'SELECT id FROM farms WHERE area_id BETWEEN $1 AND $2 LIMIT 1', [
      PUDONG,
      PUDONG + 999_999,
    ]);
    expect((await t.call(getFarmDetail, { farmId: foreign }, viewer)).respCode).toBe(401);
    expect((await t.call(getFarmLandAndPlantCount, { farmId: foreign }, viewer)).respCode).toBe(401);
    expect((await t.call(getFarmDetail, { farmId: 99_999_999 }, viewer)).respCode).toBe(300);
    expect((await t.call(getFarmDetail, { farmId: -1 }, viewer)).respCode).toBe(300);
    expect((await t.call(getFarmDetail, { farmId: foreign })).respCode).toBe(400);
  });
});
