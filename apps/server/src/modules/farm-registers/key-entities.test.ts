import { listKeyEntities, statBreakdown } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  allRows,
  CHONGMING,
  checkExportColumns,
  checkList,
  checkNeedsDataView,
} from '../../../test/list-checks';
import { runImport } from '../../import/run';
import { recordsXlsx } from '../importer/fixtures';
import { farmRegisterRoutes } from './routes';

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

const RANGE = 'BETWEEN $1 AND $2';
const CM = [CHONGMING, CHONGMING + 999_999];
const countOf = async (sql: string, params: unknown[] = CM) =>
  (await t.db.query<{ n: number }>(sql, params))[0]!.n;

describe('the key entities’ directory (重点经营主体名录)', () => {
  it('keeps the list contract: scope, paging, sorting, bad input, 403 without data:view', async () => {
    await checkList(t, viewer, {
      endpoint: listKeyEntities,
      countSql: `SELECT count(*)::int AS n FROM key_entities WHERE area_id ${RANGE}`,
      sort: { field: 'recognizedYear', value: (r) => r.recognizedYear as number | null },
    });
    await checkNeedsDataView(t, [listKeyEntities]);
    checkExportColumns(farmRegisterRoutes);
  });

  it('names the fields of bad input', async () => {
    const bad = await t.call(listKeyEntities, { keyCategory: 9, fromYear: 1900 }, viewer);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('keyCategory');
    expect(bad.respDesc).toContain('fromYear');
  });

  it('holds demo designations the way a bureau has them', async () => {
    const rows = await allRows<{
      companyId: number;
      keyCategory: number;
      keyLevel: number | null;
      keyCategoryName: string;
      keyLevelName: string;
      recognizedYear: number | null;
      companyCategoryName: string;
      farmCount: number;
      farmAreaMu: number;
      mainProducts: string;
    }>(t, listKeyEntities, {}, admin);
    // Every category is represented, and a designation is one the entity's category can hold.
    expect(new Set(rows.map((r) => r.keyCategory))).toEqual(new Set([1, 2, 3, 4]));
    const holder: Record<number, string> = { 1: '企业', 2: '合作社', 3: '家庭农场' };
    for (const r of rows) {
      if (r.keyCategory < 4) {
        expect(r.companyCategoryName).toContain(holder[r.keyCategory]);
        expect(r.keyLevel).not.toBeNull();
      } else {
        expect(r.keyLevel).toBeNull();
        expect(r.keyLevelName).toBe('--');
        expect(r.farmAreaMu).toBeGreaterThanOrEqual(149.5);
      }
      expect(r.farmCount).toBeGreaterThan(0);
      expect(r.mainProducts).not.toBe('');
    }
    // A leading enterprise in the answer carries the business categories of its farms as its products.
    const lead = rows.find((r) => r.keyCategory === 1)!;
    const products = await t.db.query<{ name: string }>(
      `SELECT DISTINCT bc.name FROM farms f JOIN business_categories bc ON bc.id = f.business_category_id
        WHERE f.company_id = $1 AND f.farm_status = 1`,
      [lead.companyId],
    );
    for (const p of products) expect(lead.mainProducts).toContain(p.name);
  });

  it('filters by category, level, year of recognition and business type', async () => {
    const national = (await t.call(listKeyEntities, { keyLevel: 1, pageSize: 100 }, viewer)).obj!;
    expect(national.total).toBe(
      await countOf(`SELECT count(*)::int AS n FROM key_entities WHERE area_id ${RANGE} AND key_level = 1`),
    );
    expect(national.list.every((r) => r.keyLevelName === '国家级')).toBe(true);
    const coops = (await t.call(listKeyEntities, { keyCategory: 2, pageSize: 100 }, viewer)).obj!;
    expect(coops.total).toBeGreaterThan(0);
    expect(coops.list.every((r) => r.keyCategoryName === '农民合作社示范社')).toBe(true);
    const [{ y }] = (await t.db.query<{ y: number }>(
      `SELECT max(recognized_year)::int AS y FROM key_entities WHERE area_id ${RANGE}`,
      CM,
    )) as [{ y: number }];
    const ofYear = (await t.call(listKeyEntities, { fromYear: y, toYear: y, pageSize: 100 }, viewer)).obj!;
    expect(ofYear.total).toBe(
      await countOf(
        `SELECT count(*)::int AS n FROM key_entities WHERE area_id ${RANGE} AND recognized_year = ${y}`,
      ),
    );
    const grain = (await t.call(listKeyEntities, { businessTypeId: 1, pageSize: 100 }, viewer)).obj!;
    expect(grain.total).toBe(
      await countOf(
        `SELECT count(*)::int AS n FROM key_entities k WHERE k.area_id ${RANGE} AND EXISTS
           (SELECT 1 FROM farms f WHERE f.company_id = k.company_id AND f.business_type_id = 1 AND f.farm_status = 1)`,
      ),
    );
    const largest = (await t.call(listKeyEntities, { sortField: 'farmAreaMu', sortOrder: 'desc' }, viewer))
      .obj!;
    const areas = largest.list.map((r) => r.farmAreaMu);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
  });

  it('masks the contact without pii:view and shows it to the admin', async () => {
    const seen = (await t.call(listKeyEntities, { pageSize: 20 }, viewer)).obj!;
    const phones = seen.list.map((r) => r.contactPhone).filter((p) => p !== null);
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.every((p) => /^\d{3}\*{4}\d{4}$/.test(p!))).toBe(true);
    const plain = (await t.call(listKeyEntities, { pageSize: 20 }, admin)).obj!;
    expect(plain.list.some((r) => r.contactPhone !== null && /^\d{11}$/.test(r.contactPhone))).toBe(true);
  });

  it('counts the directory in the statistics registry, per category and level', async () => {
    const res = await t.call(statBreakdown, { metrics: ['keyEntityCount'], by: 'category' }, viewer);
    expect(res.respCode).toBe(0);
    const byName = Object.fromEntries(res.obj!.rows.map((r) => [r.name, r.keyEntityCount]));
    expect(byName.农业产业化龙头企业).toBe(
      await countOf(
        `SELECT count(*)::int AS n FROM key_entities WHERE area_id ${RANGE} AND key_category = 1`,
      ),
    );
    const levels = await t.call(statBreakdown, { metrics: ['keyEntityLevelCount'], by: 'category' }, viewer);
    expect(levels.obj!.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['国家级', '市级', '区县级']));
  });
});

describe('a bureau records its key entities through 数据导入', () => {
  const run = async (rows: Record<string, string>[]) =>
    runImport(t.db, {
      kind: 'key-entities',
      files: [await recordsXlsx(rows)],
      areaId: CHONGMING,
      userId: null,
    });

  it('imports a recognition, updates it on re-recognition and refuses a leading entity without a level', async () => {
    // An enterprise of 崇明 not yet designated, named by its credit code.
    const [company] = await t.db.query<{ id: number; code: string; area: number }>(
      `SELECT c.id, c.credit_code AS code, c.area_id::float8 AS area FROM companies c
        WHERE c.area_id ${RANGE} AND c.company_category_id = 1 AND c.credit_code IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM key_entities k WHERE k.company_id = c.id) ORDER BY c.id LIMIT 1`,
      CM,
    );
    expect(company).toBeDefined();
    const first = await run([
      {
        经营主体: company!.code,
        重点类别: '龙头企业',
        认定级别: '区级',
        认定年份: '2019',
        认定文号: '崇农委〔2019〕12号',
      },
    ]);
    expect(first).toMatchObject({ inserted: 1, errorCount: 0 });
    const again = await run([
      { 经营主体: company!.code, 重点类别: '农业产业化龙头企业', 认定级别: '市级', 认定年份: '2023' },
    ]);
    expect(again).toMatchObject({ inserted: 0, updated: 1, errorCount: 0 });
    const [row] = await t.db.query<{ key_level: number; recognized_year: number; area_id: string }>(
      'SELECT key_level, recognized_year, area_id::text FROM key_entities WHERE company_id = $1',
      [company!.id],
    );
    // The entity's area places the row; the list shows it at its new level.
    expect(row).toMatchObject({ key_level: 3, recognized_year: 2023, area_id: String(company!.area) });
    const listed = (await t.call(listKeyEntities, { keyLevel: 3, fromYear: 2023, pageSize: 100 }, viewer))
      .obj!;
    expect(listed.list.some((r) => r.companyId === company!.id && r.keyLevelName === '市级')).toBe(true);

    const refused = await run([
      { 经营主体: company!.code, 重点类别: '示范社', 认定年份: '2021' },
      { 经营主体: company!.code, 重点类别: '规模经营主体', 认定年份: '2999' },
      { 经营主体: company!.code, 重点类别: '优秀主体', 认定级别: '市级' },
    ]);
    expect(refused.imported).toBe(false);
    expect(refused.errors.map((e) => e.field)).toEqual(['认定级别', '认定年份', '重点类别']);
  });

  it('may not designate an entity of another county', async () => {
    const [other] = await t.db.query<{ code: string }>(
      `SELECT credit_code AS code FROM companies WHERE area_id NOT ${RANGE} AND credit_code IS NOT NULL LIMIT 1`,
      CM,
    );
    const r = await run([{ 经营主体: other!.code, 重点类别: '规模经营主体' }]);
    expect(r.errorCount).toBe(1);
    expect(r.errors[0]!.field).toBe('经营主体');
  });
});
