import { DASHBOARD_SKINS } from '@fengshou/core';
import { listPlateDetails, listPlateImages, listPlates } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { plateIdOf, subjectIdOf } from './test-support';

let t: TestApp;
let viewer: string;
let reviewer: string;
let display: string;
let chongming: number;
let pudong: number;

beforeAll(async () => {
  t = await createTestApp();
  [viewer, reviewer] = await Promise.all([t.login('chongming_viewer'), t.login('chongming_reviewer')]);
  chongming = await subjectIdOf(t.db, 'chongming');
  pudong = await subjectIdOf(t.db, 'pudong');
  const [user] = await t.db.query<{ id: number }>(
    "SELECT id FROM government_users WHERE login_name = 'chongming_admin'",
  );
  display = (await t.app.services.sessions.createDisplayToken(t.db, user!.id, chongming, '大厅', 30)).token;
});
afterAll(() => t.close());

/** Strips the 30 metric-group tables' numbers to check them against the areas table. */
async function villagesPerTown(countyId: number) {
  return t.db.query<{ name: string; villages: number; committees: number; total: number }>(
    `SELECT t.name,
            count(v.id) FILTER (WHERE v.name LIKE '%村委会' OR v.name LIKE '%村民委员会')::int AS villages,
            count(v.id) FILTER (WHERE v.name LIKE '%居委会' OR v.name LIKE '%居民委员会')::int AS committees,
            count(v.id)::int AS total
       FROM areas t LEFT JOIN areas v ON v.parent_id = t.id
      WHERE t.parent_id = $1 GROUP BY t.id ORDER BY t.id`,
    [countyId],
  );
}

describe('plates', () => {
  it('lists the plates of the first three dashboards of 崇明 in layout order, sized for their skins', async () => {
    const counts: number[] = [];
    for (const menuKey of [10, 7, 12]) {
      const res = await t.call(listPlates, { subjectId: chongming, menuKey }, display);
      expect(res.respCode).toBe(0);
      const plates = res.obj!;
      expect(plates.map((p) => p.position)).toEqual(plates.map((_, i) => i + 1));
      // A plate names an endpoint of this API, or none (a picture, a link).
      const sources = plates.flatMap((p) => (p.interfaceUrl === null ? [] : [p.interfaceUrl]));
      expect(sources.length).toBeGreaterThan(0);
      expect(sources.filter((url) => !/^\/api\/[a-z]+\/gov\//.test(url))).toEqual([]);
      expect(plates.filter((p) => typeof p.parameters !== 'object')).toEqual([]);
      counts.push(plates.length);
    }
    expect(counts).toEqual([DASHBOARD_SKINS.skin1.minPlates, DASHBOARD_SKINS.skin3.minPlates, 6]);
    const overview = (await t.call(listPlates, { subjectId: chongming, menuKey: 10 }, viewer)).obj!;
    expect(overview[0]).toMatchObject({
      plateName: '区域概况',
      chartType: 'stat-cards',
      detailFlag: 1,
      detailType: 2,
      interfaceUrl: '/api/archive/gov/statistic/summary',
      parameters: {
        metrics: ['villageCommitteeCount', 'residentCommitteeCount', 'villageUnitCount'],
        areaId: '$_areaId',
      },
    });
  });

  it('answers an empty list for a dashboard without plates', async () => {
    // 10021 is a dynamic external-link menu: it opens an address, never plates.
    const res = await t.call(listPlates, { subjectId: chongming, menuKey: 10021 }, viewer);
    expect(res.obj).toEqual([]);
  });

  it('refuses plates of another subject (401), a bad menu key (300), no token (400)', async () => {
    expect((await t.call(listPlates, { subjectId: pudong, menuKey: 10 }, viewer)).respCode).toBe(401);
    const bad = await t.call(listPlates, { subjectId: chongming, menuKey: 'ten' }, viewer);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('menuKey');
    expect((await t.call(listPlates, { subjectId: chongming, menuKey: 10 })).respCode).toBe(400);
  });

  it('needs dashboard:view (403 for a role without it)', async () => {
    await t.db.query(
      `DELETE FROM role_permissions WHERE button_code = 'dashboard:view'
         AND role_id = (SELECT government_role_id FROM government_users WHERE login_name = 'chongming_reviewer')`,
    );
    t.app.services.sessions.forgetAll();
    expect((await t.call(listPlates, { subjectId: chongming, menuKey: 10 }, reviewer)).respCode).toBe(403);
    expect((await t.call(listPlateDetails, { plateId: 1 }, reviewer)).respCode).toBe(403);
    expect((await t.call(listPlateImages, { plateId: 1 }, reviewer)).respCode).toBe(403);
  });
});

describe('plate details', () => {
  /** The live table of 区域概况 at an area: child name → [村委会, 居委会, 合计]. */
  async function unitsAt(areaId: number) {
    const plateId = await plateIdOf(t.db, 'chongming', 10, 1);
    const res = await t.call(listPlateDetails, { plateId, areaId }, display);
    expect(res.respCode).toBe(0);
    const tables = res.obj!;
    for (const table of tables) {
      expect(table.plateDetailChartMetricGroupList.length).toBeLessThanOrEqual(6);
      for (const g of table.plateDetailChartMetricGroupList)
        expect(g.plateDetailChartMetricList.length).toBeLessThanOrEqual(3);
    }
    const units = tables.filter((x) => x.chartName.startsWith('下级区域村居数量'));
    return {
      tables,
      rows: units.flatMap((x) =>
        x.plateDetailChartMetricGroupList.map((g) => [
          g.chartMetricGroupName,
          ...g.plateDetailChartMetricList.map((m) => Number(m.chartMetricValue)),
        ]),
      ),
    };
  }

  it('counts the village units of the area shown, per child area, from the areas table', async () => {
    const expected = await villagesPerTown(310151000000);
    const county = await unitsAt(310151000000);
    expect(county.rows).toEqual(expected.map((e) => [e.name, e.villages, e.committees, e.total]));
    // The second table, by kind, adds up to the same units.
    const kinds = county.tables.find((x) => x.chartName === '村（居）委会类型')!;
    const byKind = kinds.plateDetailChartMetricGroupList.map((g) =>
      Number(g.plateDetailChartMetricList[0]!.chartMetricValue),
    );
    expect(byKind.reduce((a, b) => a + b, 0)).toBe(expected.reduce((n, e) => n + e.total, 0));
  });

  it('follows the dashboard down to a town: its villages, not the county it belongs to', async () => {
    const [town] = await t.db.query<{ id: string }>(
      'SELECT id::text FROM areas WHERE parent_id = 310151000000 ORDER BY id LIMIT 1',
    );
    const villages = await t.db.query<{ name: string }>(
      'SELECT name FROM areas WHERE parent_id = $1 ORDER BY id',
      [town!.id],
    );
    const { rows } = await unitsAt(Number(town!.id));
    expect(rows.map((r) => r[0])).toEqual(villages.map((v) => v.name));
    // Each village is one unit, a village committee or a residents' committee (or neither).
    for (const [, village, resident, total] of rows) {
      expect(total).toBe(1);
      expect(Number(village) + Number(resident)).toBeLessThanOrEqual(1);
    }
  });

  it('lists the children of the area shown, never another level’s: 崇明’s towns for 崇明', async () => {
    const plateId = await plateIdOf(t.db, 'chongming', 7, 1);
    const tables = (await t.call(listPlateDetails, { plateId }, viewer)).obj!;
    const rows = tables.flatMap((x) => x.plateDetailChartMetricGroupList);
    const towns = await villagesPerTown(310151000000);
    expect(rows.map((r) => r.chartMetricGroupName)).toEqual(towns.map((x) => x.name));
    expect(rows.some((r) => ['黄浦区', '徐汇区', '长宁区'].includes(r.chartMetricGroupName))).toBe(false);
    expect(rows[0]!.plateDetailChartMetricList.map((m) => Number(m.chartMetricValue))).toEqual([
      towns[0]!.villages,
      towns[0]!.committees,
      towns[0]!.total,
    ]);
  });

  it('answers [] for a plate without tables, 300 for an unknown plate, 401 for another subject', async () => {
    expect(
      (await t.call(listPlateDetails, { plateId: await plateIdOf(t.db, 'chongming', 10, 3) }, viewer)).obj,
    ).toEqual([]);
    const unknown = await t.call(listPlateDetails, { plateId: 99999999 }, viewer);
    expect([unknown.respCode, unknown.respDesc.includes('plateId')]).toEqual([300, true]);
    const other = await plateIdOf(t.db, 'pudong', 10, 1);
    expect((await t.call(listPlateDetails, { plateId: other }, viewer)).respCode).toBe(401);
    expect((await t.call(listPlateDetails, { plateId: -1 }, viewer)).respCode).toBe(300);
    expect((await t.call(listPlateDetails, { plateId: other })).respCode).toBe(400);
  });
});

describe('plate images', () => {
  it('lists carousel images served by this server', async () => {
    const plateId = await plateIdOf(t.db, 'chongming', 10, 4);
    const res = await t.call(listPlateImages, { plateId }, display);
    expect(res.respCode).toBe(0);
    expect(res.obj!.map((i) => i.imgUrl)).toEqual([
      '/files/demo/scene-rice.svg',
      '/files/demo/scene-greenhouse.svg',
      '/files/demo/scene-orchard.svg',
      '/files/demo/scene-crab-pond.svg',
    ]);
    expect(res.obj![0]).toMatchObject({
      imgName: '崇明大米绿色种植基地',
      imgDesc: '崇明大米绿色种植基地（港沿镇）',
    });
  });

  it('marks the named-image dropdown mode on the plate that uses it', async () => {
    const plates = (await t.call(listPlates, { subjectId: chongming, menuKey: 7 }, viewer)).obj!;
    const carousel = plates.find((p) => p.chartType === 'image-carousel')!;
    expect([carousel.detailType, carousel.detailImgShowType]).toEqual([0, 1]);
    expect((await t.call(listPlateImages, { plateId: carousel.id }, viewer)).obj).toHaveLength(3);
  });

  it('refuses another subject (401), an unknown plate (300), no token (400)', async () => {
    const other = await plateIdOf(t.db, 'pudong', 10, 2);
    expect((await t.call(listPlateImages, { plateId: other }, viewer)).respCode).toBe(401);
    expect((await t.call(listPlateImages, { plateId: 99999999 }, viewer)).respCode).toBe(300);
    expect((await t.call(listPlateImages, { plateId: other })).respCode).toBe(400);
  });
});
