import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  greenCertStatistics,
  inspectionStatistics,
  listGreenCertificates,
  listInspections,
  listLawEnforcements,
  supervisionAreaTable,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  CHONGMING,
  checkExportColumns,
  checkFarmScoped,
  checkList,
  checkNeedsDataView,
  exportedSheet,
  inChongming,
  PUDONG,
} from '../../../test/list-checks';
import { supervisionRoutes } from './supervision';

let t: TestApp;
let admin: string;
let viewer: string;
let dataDir: string;

beforeAll(async () => {
  // Exports are written under the data directory: a throw-away one.
  dataDir = mkdtempSync(join(tmpdir(), 'fengshou-nongwei-'));
  t = await createTestApp({ config: { dataDir } });
  admin = await t.login('chongming_admin');
  viewer = await t.login('chongming_viewer');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const RANGE = 'area_id BETWEEN $1 AND $2';

describe('nongwei lists: scope, paging, sorting, bad input', () => {
  it('inspections', () =>
    checkList(t, viewer, {
      endpoint: listInspections,
      countSql: `SELECT count(*)::int AS n FROM inspections WHERE ${RANGE}`,
      sort: { field: 'inspectDate', value: (r) => r.inspectDate as string },
    }));
  it('green certificates', () =>
    checkList(t, viewer, {
      endpoint: listGreenCertificates,
      countSql: `SELECT count(*)::int AS n FROM green_certificates WHERE ${RANGE}`,
      sort: { field: 'expireDate', value: (r) => r.expireDate as string },
    }));
  it('law enforcement cases', () =>
    checkList(t, viewer, {
      endpoint: listLawEnforcements,
      countSql: `SELECT count(*)::int AS n FROM law_enforcements WHERE ${RANGE}`,
      sort: { field: 'filingDate', value: (r) => r.filingDate as string },
    }));
  it('403 without data:view', () =>
    checkNeedsDataView(t, [
      listInspections,
      listGreenCertificates,
      listLawEnforcements,
      supervisionAreaTable,
    ]));
});

describe('nongwei filters and masking', () => {
  it('filters inspections by result and date range, newest first', async () => {
    const page = (
      await t.call(
        listInspections,
        { result: 3, startTime: '2000-01-01', endTime: '2100-12-31', pageSize: 50 },
        viewer,
      )
    ).obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM inspections WHERE ${RANGE} AND result = 3`,
      [CHONGMING, CHONGMING + 999_999],
    )) as [{ n: number }];
    expect(page.total).toBe(n);
    expect(page.list.every((r) => r.result === 3 && r.resultName === '不合格')).toBe(true);
    const dates = page.list.map((r) => r.inspectDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await t.call(listInspections, { startTime: '2024-13-01' }, viewer)).respCode).toBe(300);
  });

  it('masks the credit code of green certificates without pii:view, shows it to pii:view', async () => {
    const masked = (await t.call(listGreenCertificates, { pageSize: 20 }, viewer)).obj!;
    expect(masked.list.filter((r) => r.creditCode).every((r) => /\*{4}/.test(r.creditCode!))).toBe(true);
    const full = (await t.call(listGreenCertificates, { pageSize: 20 }, admin)).obj!;
    expect(full.list.filter((r) => r.creditCode).every((r) => /^[0-9A-Z]{18}$/.test(r.creditCode!))).toBe(
      true,
    );
  });

  it('narrows green certificates by type and validity', async () => {
    const page = (await t.call(listGreenCertificates, { certType: 1, validity: 1, pageSize: 100 }, viewer))
      .obj!;
    expect(
      page.list.every((r) => r.certType === 1 && r.validity === 1 && r.certTypeName === '绿色食品'),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(page.list.every((r) => r.expireDate >= today)).toBe(true);
  });
});

describe('nongwei statistics', () => {
  it('counts inspections by type with the pass rate', async () => {
    const stats = (await t.call(inspectionStatistics, {}, viewer)).obj!;
    expect(stats.map((s) => s.inspectionType)).toEqual([1, 2, 3, 4]);
    const [{ n, p }] = (await t.db.query<{ n: number; p: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE result = 1)::int AS p FROM inspections WHERE ${RANGE}`,
      [CHONGMING, CHONGMING + 999_999],
    )) as [{ n: number; p: number }];
    expect(stats.reduce((s, x) => s + x.total, 0)).toBe(n);
    expect(stats.reduce((s, x) => s + x.passed, 0)).toBe(p);
    for (const s of stats) expect(s.passRate).toBeCloseTo(s.total ? (s.passed / s.total) * 100 : 0, 1);
    expect((await t.call(inspectionStatistics, { areaId: PUDONG }, viewer)).respCode).toBe(401);
  });

  it('counts green certificates by type', async () => {
    const stats = (await t.call(greenCertStatistics, {}, viewer)).obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM green_certificates WHERE ${RANGE}`,
      [CHONGMING, CHONGMING + 999_999],
    )) as [{ n: number }];
    expect(stats.reduce((s, x) => s + x.total, 0)).toBe(n);
    expect(stats.every((s) => s.valid <= s.total)).toBe(true);
  });

  it('tabulates supervision by town: rows sum to the county', async () => {
    const res = await t.call(supervisionAreaTable, {}, viewer);
    expect(res.respCode, res.respDesc).toBe(0);
    const table = res.obj!;
    expect(table.total).toBeGreaterThan(1);
    expect(table.list.every((r) => inChongming(r.areaId) && r.areaId % 1000 === 0)).toBe(true);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM inspections WHERE ${RANGE}`,
      [CHONGMING, CHONGMING + 999_999],
    )) as [{ n: number }];
    expect(table.list.reduce((s, r) => s + r.inspections, 0)).toBe(n);
    expect((await t.call(supervisionAreaTable, { areaId: PUDONG }, viewer)).respCode).toBe(401);
  });
});

describe('the supervision table by child area, and the declared scope and columns', () => {
  const inspections = async (lo: number, hi: number) =>
    (
      (
        await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM inspections WHERE ${RANGE}`, [lo, hi])
      )[0] as {
        n: number;
      }
    ).n;

  it('has a row per village of a town, and the village itself at village level', async () => {
    const [{ town }] = (await t.db.query<{ town: number }>(
      `SELECT (area_id / 1000) * 1000 AS town FROM inspections WHERE ${RANGE} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    )) as [{ town: number }];
    const villages = (
      await t.call(supervisionAreaTable, { areaId: town, areaLevel: 4, pageSize: 1000 }, viewer)
    ).obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM areas WHERE parent_id = $1',
      [town],
    )) as [{ n: number }];
    expect(villages.total).toBe(n);
    expect(villages.list.every((r) => r.areaId > town && r.areaId < town + 1000)).toBe(true);
    expect(villages.list.reduce((s, r) => s + r.inspections, 0)).toBe(await inspections(town, town + 999));
    const busiest = villages.list.reduce((a, r) => (r.inspections > a.inspections ? r : a));
    const one = (await t.call(supervisionAreaTable, { areaId: busiest.areaId, areaLevel: 5 }, viewer)).obj!;
    expect(one.total).toBe(1);
    expect(one.list[0]).toEqual(busiest);
    const second = (await t.call(supervisionAreaTable, { pageSize: 3, pageNo: 2 }, viewer)).obj!;
    const all = (await t.call(supervisionAreaTable, { pageSize: 1000 }, viewer)).obj!;
    expect(second.list).toEqual(all.list.slice(3, 6));
  });

  it('exports the table with its declared columns when the request names none', async () => {
    const { rows } = await exportedSheet(t, supervisionAreaTable, {}, admin);
    expect(rows[0]).toEqual([
      '区域',
      '检查次数',
      '合格',
      '合格率（%）',
      '巡查次数',
      '发现问题',
      '巡查里程（公里）',
      '执法案件',
      '已结案',
      '罚款（元）',
    ]);
    const towns = rows.slice(1);
    expect(towns.length).toBeGreaterThan(1);
    expect(towns.reduce((s, r) => s + (r[1] as number), 0)).toBe(
      await inspections(CHONGMING, CHONGMING + 999_999),
    );
  });

  it('refuses inspections of another county’s farm (401) and names a farm that does not exist (300)', () =>
    checkFarmScoped(t, listInspections, viewer));

  it('declares the export columns of every list', () => checkExportColumns(supervisionRoutes));
});
