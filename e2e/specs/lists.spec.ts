import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
// exceljs is the server's dependency (hoisted in the workspace); the spec reads the file like a user's Excel.
import ExcelJS from 'exceljs';
import { api, apiLogin, settled, shot } from './helpers';

/** Rows of the first sheet of an .xlsx file (header first). */
async function sheetRows(path: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function signIn(page: import('@playwright/test').Page, loginName: string, path: string) {
  const token = await apiLogin(page.request, loginName);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  await settled(page);
  return token;
}

test('a reviewer exports the green certificate list and opens the file: every row, masked codes', async ({
  page,
}) => {
  await signIn(page, 'chongming_reviewer', '/greenCertList');
  await expect(page.getByRole('heading', { name: '绿色认证名录' })).toBeVisible();
  const rows = page.locator('.table-page tbody tr.table-row-link');
  await expect(rows.first()).toBeVisible();
  const totalText = await page
    .getByText(/^共 \d+ 条$/)
    .first()
    .textContent();
  const total = Number(/\d+/.exec(totalText ?? '')![0]);
  expect(total).toBeGreaterThan(0);
  await shot(page, 'lists-green-cert');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出Excel/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^绿色认证名录-\d{14}\.xlsx$/);
  const file = await download.path();
  const sheet = await sheetRows(file);
  expect(sheet[0]).toEqual([
    '证书编号',
    '经营主体',
    '统一社会信用代码',
    '产品名称',
    '认证类型',
    '核准产量（吨）',
    '发证日期',
    '有效期至',
    '状态',
    '所在镇',
    '所在村',
  ]);
  expect(sheet).toHaveLength(total + 1);
  // The reviewer has no pii:view: credit codes are masked in the file as on the screen.
  const codes = sheet
    .slice(1)
    .map((r) => r[2])
    .filter(Boolean) as string[];
  expect(codes.length).toBeGreaterThan(0);
  expect(codes.every((c) => c.includes('*'))).toBe(true);
  await expect(page.getByText(/已导出 \d+ 条/)).toBeVisible();

  // The export stays listed for its maker and downloads again from there.
  await page.goto('/downloadExcelList');
  await settled(page);
  const row = page.locator('tbody tr', { hasText: '绿色认证名录' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('已完成')).toBeVisible();
  await shot(page, 'lists-download-excel');
  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载' }).click();
  expect((await sheetRows(await (await again).path())).length).toBe(total + 1);
});

test('a filtered register exports only the filtered rows', async ({ page }) => {
  await signIn(page, 'chongming_admin', '/standingbook?type=loan');
  await expect(page.getByRole('heading', { name: '涉农贷款台账' })).toBeVisible();
  await expect(page.locator('.table-page tbody tr').first()).toBeVisible();
  const all = Number(
    /\d+/.exec(
      (await page
        .getByText(/^共 \d+ 条$/)
        .first()
        .textContent()) ?? '',
    )![0],
  );
  await page.getByLabel('关键字').fill('惠农');
  await expect(page.getByText(/^共 \d+ 条$/).first()).not.toHaveText(`共 ${all} 条`);
  const some = Number(
    /\d+/.exec(
      (await page
        .getByText(/^共 \d+ 条$/)
        .first()
        .textContent()) ?? '',
    )![0],
  );
  await shot(page, 'lists-standingbook-loans');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出Excel/ }).click();
  const sheet = await sheetRows(await (await downloading).path());
  expect(sheet).toHaveLength(some + 1);
});

test('machinery of a farm: machines, tracks on the map, work orders', async ({ page }) => {
  const token = await apiLogin(page.request, 'chongming_admin');
  const machines = await api<{ list: { farmId: number }[] }>(
    page.request,
    '/api/nongwei/gov/machine/list',
    { pageSize: 1, sortField: 'workOrders', sortOrder: 'desc' },
    token,
  );
  const farmId = machines.obj.list[0]!.farmId;
  await page.goto(`/agriDispatchMachinery/detail/${farmId}?token=${token}`);
  await settled(page);
  await expect(page.getByText('农机总数')).toBeVisible();
  await expect(page.locator('.machinery-map canvas').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /作业工单/ })).toBeVisible();
  await page.waitForTimeout(1500);
  await shot(page, 'lists-machinery-detail');
});

test('supervision and collective economy tables by town', async ({ page }) => {
  await signIn(page, 'chongming_admin', '/supervisionTable');
  await expect(page.locator('.table-page tbody tr.table-row-link').first()).toBeVisible();
  await shot(page, 'lists-supervision-table');
  await page.goto('/jtzcTable');
  await settled(page);
  await expect(page.locator('.table-page tbody tr.table-row-link').first()).toBeVisible();
  await shot(page, 'lists-jtzc-table');
});
