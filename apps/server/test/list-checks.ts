import type { EndpointDef } from '@fengshou/core/contract';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Route } from '../src/http/route';
import { exportAndFetch } from '../src/modules/exports/test-support';
import { loginWithoutDataView } from '../src/modules/produce/test-support';
import type { TestApp } from './harness';

/** 崇明 and 浦东 county codes of the demo. */
export const CHONGMING = 310151000000;
export const PUDONG = 310115000000;
export const inChongming = (id: number) => id >= CHONGMING && id <= CHONGMING + 999_999;

/** A paged list endpoint and what its total counts. */
export interface ListCase {
  endpoint: EndpointDef;
  /** SQL counting the rows the list answers for 崇明 without filters ($1, $2 the county range). */
  countSql: string;
  /** A sort field whose ascending order the test checks, with a comparable value of the row. */
  sort?: { field: string; value: (row: Record<string, unknown>) => string | number | null };
  /** false when the list ignores a contradicting areaLevel (the nutrition list's default level 1). */
  levelChecked?: boolean;
}

type Page = { list: Record<string, unknown>[]; total: number; pageNo: number; pageSize: number };

/** Every row of a list, read 1000 at a time; checks each answer and that the total counts them all. */
export async function allRows<T = Record<string, unknown>>(
  t: TestApp,
  endpoint: EndpointDef,
  body: object,
  token: string,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const res = await t.call(endpoint, { ...body, pageNo, pageSize: 1000 }, token);
    expect(res.respCode, `${endpoint.path} ${res.respDesc}`).toBe(0);
    const page = res.obj as { list: T[]; total: number };
    rows.push(...page.list);
    if (page.list.length < 1000) {
      expect(page.total, endpoint.path).toBe(rows.length);
      return rows;
    }
  }
}

/**
 * The contract every area-scoped list keeps: the caller's county by default with the right total, paging,
 * ascending sort, 401 outside the scope, 300 for bad input, 400 without a token, 403 without data:view.
 */
export async function checkList(t: TestApp, viewer: string, c: ListCase): Promise<void> {
  const name = c.endpoint.path;
  const [{ n }] = (await t.db.query<{ n: number }>(c.countSql, [CHONGMING, CHONGMING + 999_999])) as [
    { n: number },
  ];
  expect(n, `${name} has demo rows on two pages`).toBeGreaterThanOrEqual(2);
  const size = Math.min(5, Math.floor(n / 2));
  const res = await t.call(c.endpoint, { pageSize: size }, viewer);
  expect(res.respCode, `${name} ${res.respDesc}`).toBe(0);
  const page = res.obj as Page;
  expect(page.total, name).toBe(n);
  expect(page.list, name).toHaveLength(size);
  expect(page.pageSize).toBe(size);
  expect(
    page.list.every((r) => inChongming(r.areaId as number)),
    name,
  ).toBe(true);
  const next = (await t.call(c.endpoint, { pageSize: size, pageNo: 2 }, viewer)).obj as Page;
  expect(next.total).toBe(n);
  expect(JSON.stringify(next.list), name).not.toBe(JSON.stringify(page.list));
  if (c.sort) {
    const sorted = (
      await t.call(c.endpoint, { pageSize: 20, sortField: c.sort.field, sortOrder: 'asc' }, viewer)
    ).obj as Page;
    const values = sorted.list.map(c.sort.value).filter((v) => v !== null) as (string | number)[];
    expect(values, `${name} sorted by ${c.sort.field}`).toEqual(
      [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  }
  expect((await t.call(c.endpoint, { areaId: PUDONG }, viewer)).respCode, `${name} other county`).toBe(401);
  const bodies: unknown[] = [{ pageSize: 0 }, { pageNo: 'x' }, { areaId: 123 }, { unknown: 1 }];
  if (c.levelChecked !== false) bodies.push({ areaId: CHONGMING, areaLevel: 4 });
  for (const body of bodies) {
    const bad = await t.call(c.endpoint, body, viewer);
    expect(bad.respCode, `${name} ${JSON.stringify(body)}`).toBe(300);
    expect(bad.respDesc).toMatch(/参数错误/);
  }
  expect((await t.call(c.endpoint, {})).respCode).toBe(400);
}

/** 403 for a signed-in caller without data:view on each endpoint. */
export async function checkNeedsDataView(t: TestApp, endpoints: readonly EndpointDef[]): Promise<void> {
  const token = await loginWithoutDataView(t);
  for (const e of endpoints) expect((await t.call(e, {}, token)).respCode, e.path).toBe(403);
}

/**
 * Page 2 continues page 1: pages 1 and 2 of `size` rows (fewer when the list is short) are exactly the first
 * 2×size rows of the list in its order, no row is on both, and every page states the same total.
 */
export async function checkPageTwo(
  t: TestApp,
  endpoint: EndpointDef,
  body: object,
  token: string,
  maxSize: number,
  key: (row: Record<string, unknown>) => unknown,
): Promise<void> {
  const page = async (pageNo: number, pageSize: number) => {
    const res = await t.call(endpoint, { ...body, pageNo, pageSize }, token);
    expect(res.respCode, `${endpoint.path} ${res.respDesc}`).toBe(0);
    return res.obj as Page;
  };
  const { total } = await page(1, 1);
  expect(total, `${endpoint.path} has demo rows on two pages`).toBeGreaterThanOrEqual(2);
  const size = Math.min(maxSize, Math.floor(total / 2));
  const one = await page(1, size);
  const two = await page(2, size);
  const both = await page(1, size * 2);
  expect(one.list, endpoint.path).toHaveLength(size);
  expect(two.list.length, endpoint.path).toBe(Math.min(size, one.total - size));
  expect(two.pageNo).toBe(2);
  expect(two.total).toBe(one.total);
  const first = new Set(one.list.map(key));
  expect(
    two.list.filter((r) => first.has(key(r))),
    `${endpoint.path} rows on both pages`,
  ).toEqual([]);
  expect([...one.list, ...two.list], `${endpoint.path} page 2 continues page 1`).toEqual(both.list);
}

/**
 * Every paged list of the routes declares the columns of its Excel export, and each column is a field of
 * the list's items (a misspelt key would export an empty column).
 */
export function checkExportColumns(routes: readonly Route[]): void {
  const itemOf = (e: EndpointDef) =>
    (e.result as unknown as { shape?: { list?: { element?: { shape?: Record<string, unknown> } } } }).shape
      ?.list?.element?.shape;
  const paged = routes.filter((r) => itemOf(r.endpoint) !== undefined);
  expect(paged.length).toBeGreaterThan(0);
  expect(paged.filter((r) => !r.exportColumns).map((r) => r.endpoint.path)).toEqual([]);
  const wrong = paged.flatMap((r) =>
    Object.keys(r.exportColumns ?? {})
      .filter((k) => !(k in itemOf(r.endpoint)!))
      .map((k) => `${r.endpoint.path} ${k}`),
  );
  expect(wrong).toEqual([]);
}

/**
 * Exports a list as the export dialog does without choosing columns: the first sheet's rows (header first),
 * the job's row count and the list's own total for the same filter.
 */
export async function exportedSheet(
  t: TestApp,
  endpoint: EndpointDef,
  filter: Record<string, unknown>,
  token: string,
): Promise<{ rows: unknown[][]; rowCount: number; total: number }> {
  const { job, file } = await exportAndFetch(t, { endpoint: endpoint.path, filter, title: '导出' }, token);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const list = await t.call(endpoint, { ...filter, pageSize: 1 }, token);
  return { rows, rowCount: job.rowCount, total: (list.obj as { total: number }).total };
}

/** A list read by farm refuses a farm of 浦东 (401) and names farmId for an id that is no farm (300). */
export async function checkFarmScoped(t: TestApp, endpoint: EndpointDef, token: string): Promise<void> {
  const [{ id }] = (await t.db.query<{ id: number }>(
    'SELECT id FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1',
    [PUDONG, PUDONG + 999_999],
  )) as [{ id: number }];
  expect((await t.call(endpoint, { farmId: id }, token)).respCode, endpoint.path).toBe(401);
  const missing = await t.call(endpoint, { farmId: 2_000_000_000 }, token);
  expect(missing.respCode, endpoint.path).toBe(300);
  expect(missing.respDesc).toContain('farmId');
}
