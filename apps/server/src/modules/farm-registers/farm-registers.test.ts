import {
  companyAreaTable,
  entityScoreYears,
  getMachine,
  getPark,
  listCameraRelays,
  listEntityScores,
  listFarmStorages,
  listParks,
  listPlanPreviews,
  listPreviousCrops,
  listProductBrands,
  probeExternalPage,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, checkList, checkNeedsDataView, PUDONG } from '../../../test/list-checks';
import { runImport } from '../../import/run';
import { recordsXlsx } from '../importer/fixtures';

let t: TestApp;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

const RANGE = 'BETWEEN $1 AND $2';
const q = <T>(sql: string, params: unknown[] = [CHONGMING, CHONGMING + 999_999]) =>
  t.db.query<T>(sql, params);
const countOf = async (sql: string, params?: unknown[]) => (await q<{ n: number }>(sql, params))[0]!.n;

describe('registers: scope, paging, sorting, bad input', () => {
  it('brands', () =>
    checkList(t, viewer, {
      endpoint: listProductBrands,
      countSql: `SELECT count(*)::int AS n FROM product_brands WHERE area_id ${RANGE}`,
      sort: { field: 'registerDate', value: (r) => r.registerDate as string },
    }));
  it('storage', () =>
    checkList(t, viewer, {
      endpoint: listFarmStorages,
      countSql: `SELECT count(*)::int AS n FROM farm_storages WHERE area_id ${RANGE}`,
      sort: { field: 'usageRate', value: (r) => r.usageRate as number },
    }));
  it('assessment scores', () =>
    checkList(t, viewer, {
      endpoint: listEntityScores,
      countSql: `SELECT count(*)::int AS n FROM entity_scores WHERE area_id ${RANGE}`,
      sort: { field: 'totalScore', value: (r) => r.totalScore as number },
    }));
  it('production preview', () =>
    checkList(t, viewer, {
      endpoint: listPlanPreviews,
      countSql: `SELECT count(*)::int AS n FROM plant_plans WHERE area_id ${RANGE}`,
      sort: { field: 'planAreaMu', value: (r) => r.planAreaMu as number },
    }));
  it('previous crops', () =>
    checkList(t, viewer, {
      endpoint: listPreviousCrops,
      countSql: `SELECT count(*)::int AS n FROM plantings p JOIN crops c ON c.id = p.crop_id
                  WHERE p.area_id ${RANGE} AND p.status = 1 AND c.crop_group = 3`,
      sort: { field: 'sowDate', value: (r) => r.sowDate as string },
    }));
  it('camera relays', () =>
    checkList(t, viewer, {
      endpoint: listCameraRelays,
      countSql: `SELECT count(*)::int AS n FROM cameras WHERE area_id ${RANGE}`,
    }));
  it('403 without data:view', () =>
    checkNeedsDataView(t, [
      listProductBrands,
      listFarmStorages,
      listEntityScores,
      listPlanPreviews,
      listPreviousCrops,
      companyAreaTable,
      listParks,
      listCameraRelays,
    ]));
});

describe('what each register says', () => {
  it('grades and ranks the assessment by its total, best first, and narrows to a grade', async () => {
    const page = (await t.call(listEntityScores, { pageSize: 50 }, viewer)).obj!;
    for (const r of page.list) {
      expect(r.totalScore).toBeCloseTo(
        r.productionScore + r.qualityScore + r.creditScore + r.benefitScore,
        5,
      );
      expect(r.gradeName).toBe(
        r.totalScore >= 90 ? '优秀' : r.totalScore >= 80 ? '良好' : r.totalScore >= 60 ? '合格' : '不合格',
      );
    }
    const latest = page.list.filter((r) => r.scoreYear === page.list[0]!.scoreYear);
    expect(latest.map((r) => r.rank)).toEqual([...latest.map((r) => r.rank)].sort((a, b) => a - b));
    expect(latest[0]!.rank).toBe(1);
    const good = (await t.call(listEntityScores, { grade: 2, pageSize: 50 }, viewer)).obj!;
    expect(good.total).toBeGreaterThan(0);
    expect(good.list.every((r) => r.grade === 2 && r.totalScore >= 80 && r.totalScore < 90)).toBe(true);
    const years = (await t.call(entityScoreYears, {}, viewer)).obj!;
    const n = await countOf(
      `SELECT count(*)::int AS n FROM entity_scores WHERE area_id ${RANGE} AND score_year = ${years[0]!.scoreYear}`,
    );
    expect(years[0]!.companies).toBe(n);
    expect(years[0]!.grades.reduce((s, g) => s + g.count, 0)).toBe(n);
  });

  it('states each vegetable field’s previous crop, the days between and whether it is the same crop', async () => {
    const page = (await t.call(listPreviousCrops, { pageSize: 50 }, viewer)).obj!;
    expect(page.list.some((r) => r.previousCropName !== null)).toBe(true);
    for (const r of page.list) {
      expect(r.continuous).toBe(r.previousCropName === r.cropName);
      if (r.previousHarvestDate) {
        expect(r.intervalDays).toBe(
          Math.round((Date.parse(r.sowDate) - Date.parse(r.previousHarvestDate)) / 86_400_000),
        );
      }
    }
    const again = (await t.call(listPreviousCrops, { continuous: 1, pageSize: 50 }, viewer)).obj!;
    expect(again.list.every((r) => r.continuous)).toBe(true);
  });

  it('counts the entities of each child area by category, and the area total', async () => {
    const table = (await t.call(companyAreaTable, {}, viewer)).obj!;
    const n = await countOf(`SELECT count(*)::int AS n FROM companies WHERE area_id ${RANGE}`);
    expect(table.total.total).toBe(n);
    expect(table.rows.reduce((s, r) => s + r.total, 0)).toBe(n);
    for (const r of table.rows) expect(r.byCategory.reduce((s, x) => s + x, 0)).toBe(r.total);
    expect(table.rows.every((r) => r.level === 4)).toBe(true);
    expect((await t.call(companyAreaTable, { areaId: PUDONG }, viewer)).respCode).toBe(401);
  });

  it('finds what lies inside a park by its boundary', async () => {
    const parks = (await t.call(listParks, {}, viewer)).obj!;
    expect(parks.length).toBeGreaterThan(0);
    const park = (await t.call(getPark, { parkId: parks[0]!.parkId }, viewer)).obj!;
    const n = await countOf(
      `SELECT count(*)::int AS n FROM farms f JOIN agri_parks p ON ST_Contains(p.geom, f.location)
        WHERE p.id = $1 AND f.farm_status <> 3`,
      [park.parkId],
    );
    expect(park.farmCount).toBe(n);
    expect(park.farms.length).toBe(Math.min(n, 50));
    expect(park.boundary.type).toBe('MultiPolygon');
    expect((await t.call(getPark, { parkId: 999_999 }, viewer)).respCode).toBe(300);
    const leisure = (await t.call(listParks, { parkType: 4 }, viewer)).obj!;
    expect(leisure.every((p) => p.parkType === 4 && p.parkTypeName === '休闲观光园区')).toBe(true);
  });

  it('answers one machine with its year of work, and filters the unmanned ones', async () => {
    const [m] = await q<{ id: number }>(
      `SELECT id FROM machines WHERE area_id ${RANGE} AND autonomous ORDER BY id LIMIT 1`,
    );
    const machine = (await t.call(getMachine, { machineId: m!.id }, viewer)).obj!;
    expect(machine.autonomous).toBe(true);
    expect(machine.months).toHaveLength(12);
    const orders = await countOf(
      `SELECT count(*)::int AS n FROM machine_work_orders
        WHERE machine_id = $1 AND start_time >= date_trunc('month', now()) - interval '11 months'`,
      [m!.id],
    );
    expect(machine.yearOrders).toBe(orders);
    expect(machine.areaChain.at(-1)!.areaId).toBe(machine.areaId);
    expect((await t.call(getMachine, { machineId: 999_999 }, viewer)).respCode).toBe(300);
  });

  it('says for each camera how a browser plays it, without the credentials of its address', async () => {
    const [cam] = await q<{ id: number }>(
      `SELECT id FROM cameras WHERE area_id ${RANGE} ORDER BY id LIMIT 1`,
    );
    await t.db.query(
      `UPDATE cameras SET live_url = 'rtsp://admin:secret@192.168.1.64:554/Streaming/Channels/101' WHERE id = $1`,
      [cam!.id],
    );
    const page = (await t.call(listCameraRelays, { playable: false, pageSize: 50 }, viewer)).obj!;
    const row = page.list.find((r) => r.cameraId === cam!.id)!;
    expect(row).toMatchObject({
      sourceProtocol: 'RTSP',
      sourceAddress: 'rtsp://192.168.1.64:554/Streaming/Channels/101',
      relayRoute: 'none',
      playKind: 'none',
      playable: false,
    });
    expect(row.problem).toMatch(/媒体服务/);
    await t.db.query(`UPDATE cameras SET hls_url = 'https://video.example.cn/live/a.m3u8' WHERE id = $1`, [
      cam!.id,
    ]);
    const relayed = (await t.call(listCameraRelays, { relayRoute: 'hls' }, viewer)).obj!;
    expect(relayed.list.find((r) => r.cameraId === cam!.id)).toMatchObject({
      relayHost: 'video.example.cn',
      playKind: 'hls',
    });
  });

  it('refuses to probe an intranet address for /iframe-detail without asking it', async () => {
    const r = (await t.call(probeExternalPage, { url: 'http://10.1.2.3/oa' }, viewer)).obj!;
    expect(r.reachable).toBeNull();
    expect(r.reason).toMatch(/OUTBOUND_ALLOW/);
    expect((await t.call(probeExternalPage, { url: 'javascript:alert(1)' }, viewer)).respCode).toBe(300);
    expect((await t.call(probeExternalPage, { url: 'http://10.1.2.3/oa' })).respCode).toBe(400);
  });
});

describe('a bureau loads its own registers through 数据导入', () => {
  it('imports brands, storage and scores of its entities and farms, refusing a stock above capacity', async () => {
    const [farm] = await q<{ name: string; code: string }>(
      `SELECT f.farm_name AS name, c.credit_code AS code FROM farms f JOIN companies c ON c.id = f.company_id
        WHERE f.area_id ${RANGE} AND c.credit_code IS NOT NULL
          AND (SELECT count(*) FROM farms g WHERE g.farm_name = f.farm_name) = 1 ORDER BY f.id LIMIT 1`,
    );
    const run = async (kind: string, rows: Record<string, string>[]) =>
      runImport(t.db, { kind, files: [await recordsXlsx(rows)], areaId: CHONGMING, userId: null });
    expect(
      await run('product-brands', [
        {
          品牌名称: '测试清水蟹',
          经营主体: farm!.code,
          产品: '中华绒螯蟹',
          品牌类型: '企业品牌',
          注册日期: '2020-05-01',
        },
      ]),
    ).toMatchObject({ inserted: 1, errorCount: 0 });
    expect(
      await run('farm-storages', [
        {
          所属农场: farm!.name,
          设施名称: '测试冷库',
          设施类型: '冷藏库',
          '库容（吨）': '100',
          '库存（吨）': '40',
        },
        {
          所属农场: farm!.name,
          设施名称: '测试粮仓',
          设施类型: '粮仓',
          '库容（吨）': '10',
          '库存（吨）': '20',
        },
      ]),
    ).toMatchObject({ errorCount: 1 });
    const scores = await run('entity-scores', [
      {
        经营主体: farm!.code,
        年度: '2019',
        '生产管理（30分）': '25',
        '质量安全（30分）': '28',
        '诚信经营（20分）': '18',
        '带农增收（20分）': '15',
        考核单位: '崇明区农业农村委员会',
        考核日期: '2020-01-15',
      },
    ]);
    expect(scores).toMatchObject({ inserted: 1, errorCount: 0 });
    const listed = (await t.call(listEntityScores, { scoreYear: 2019 }, viewer)).obj!;
    expect(listed.list).toHaveLength(1);
    expect(listed.list[0]).toMatchObject({ totalScore: 86, gradeName: '良好', rank: 1 });
    const brands = (await t.call(listProductBrands, { keyword: '测试清水蟹' }, viewer)).obj!;
    expect(brands.list[0]).toMatchObject({ brandTypeName: '企业品牌', brandLevelName: '未入选' });
  });
});
