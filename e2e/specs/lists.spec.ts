import { readFileSync } from 'node:fs';
// exceljs is the server's dependency (hoisted in the workspace); the spec reads the file like a user's Excel.
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { api, apiLogin, drawn, settled, shot } from './helpers';

// Exports run a list's every page on the server and pages boot a whole app: slower than one click.
test.describe.configure({ timeout: 150_000 });

/** Rows of the first sheet of an .xlsx file (header first). */
async function sheetRows(path: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The app booted (a loaded machine takes a while on the first page) and the page settled. */
async function ready(page: import('@playwright/test').Page) {
  await expect(page.locator('#app-loading')).toHaveCount(0, { timeout: 60_000 });
  await settled(page);
}

async function signIn(page: import('@playwright/test').Page, loginName: string, path: string) {
  const token = await apiLogin(page.request, loginName);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  await ready(page);
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
  await ready(page);
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
  await expect(page.locator('.table-page tbody tr.ant-table-row').first()).toBeVisible();
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
  await ready(page);
  await expect(page.getByText('农机总数')).toBeVisible();
  await expect(page.locator('.machinery-map canvas').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /作业工单/ })).toBeVisible();
  await drawn(page);
  await shot(page, 'lists-machinery-detail');
});

test('supervision and collective economy tables by town', async ({ page }) => {
  await signIn(page, 'chongming_admin', '/supervisionTable');
  await expect(page.locator('.table-page tbody tr.table-row-link').first()).toBeVisible();
  await shot(page, 'lists-supervision-table');
  await page.goto('/jtzcTable');
  await ready(page);
  await expect(page.locator('.table-page tbody tr.table-row-link').first()).toBeVisible();
  await shot(page, 'lists-jtzc-table');
});

/** The `共 N 条` total of the table on the page. */
async function shownTotal(page: import('@playwright/test').Page): Promise<number> {
  const text = await page
    .getByText(/^共 \d+ 条$/)
    .first()
    .textContent();
  return Number(/\d+/.exec(text ?? '')![0]);
}

/** Picks a date range in the table's range picker. */
async function pickRange(page: import('@playwright/test').Page, label: string, from: string, to: string) {
  const bar = page.locator('.table-filter-bar');
  const start = bar.getByLabel(label, { exact: true }).and(bar.getByPlaceholder('开始日期'));
  const end = bar.getByLabel(label, { exact: true }).and(bar.getByPlaceholder('结束日期'));
  await start.click();
  await start.fill(from);
  await end.click();
  await end.fill(to);
  await end.press('Enter');
}

test('a farm list sorts by area and narrows to a registration period, as the server counts', async ({
  page,
}) => {
  const token = await signIn(page, 'chongming_admin', '/farmList');
  await expect(page.getByRole('heading', { level: 1, name: '农场（基地）名录' })).toBeVisible();
  const header = page.getByRole('columnheader', { name: /面积（亩）/ });
  await header.click();
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const areaCells = page.locator('.table-page tbody tr.table-row-link td:nth-child(6)');
  await expect(areaCells.first()).toBeVisible();
  const biggest = await api<{ list: { farmAreaMu: number }[] }>(
    page.request,
    '/api/gisdata/gov/gisFarm/listByPage',
    { pageSize: 1, sortField: 'farmAreaMu', sortOrder: 'desc' },
    token,
  );
  await expect(areaCells.first()).toHaveText(String(Number(biggest.obj.list[0]!.farmAreaMu.toFixed(2))));

  await pickRange(page, '登记日期', '2024-01-01', '2024-12-31');
  const dated = await api<{ total: number; list: { farmAreaMu: number }[] }>(
    page.request,
    '/api/gisdata/gov/gisFarm/listByPage',
    {
      pageSize: 10,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      sortField: 'farmAreaMu',
      sortOrder: 'desc',
    },
    token,
  );
  expect(dated.obj.total).toBeGreaterThan(0);
  await expect(page.getByText(`共 ${dated.obj.total} 条`)).toBeVisible();
  await expect(areaCells.first()).toHaveText(String(Number(dated.obj.list[0]!.farmAreaMu.toFixed(2))));
  await shot(page, 'lists-farm-list-sorted');
});

test('field work (农事记录) sorts by planned date within a period; a row opens the mission', async ({
  page,
}) => {
  await signIn(page, 'chongming_admin', '/farmRecordList');
  await expect(page.getByRole('heading', { level: 1, name: '农事记录' })).toBeVisible();
  const all = await shownTotal(page);
  await pickRange(page, '计划日期', '2026-05-01', '2026-05-31');
  await expect(page.getByText(/^共 \d+ 条$/).first()).not.toHaveText(`共 ${all} 条`);
  await page.getByRole('columnheader', { name: /计划日期/ }).click();
  const dates = page.locator('.table-page tbody tr.table-row-link td:first-child');
  await expect(dates.first()).toHaveText(/^2026-05-0\d$/);
  const shown = await dates.allTextContents();
  expect(shown).toEqual([...shown].sort());
  expect(shown.every((d) => d >= '2026-05-01' && d <= '2026-05-31')).toBe(true);
  await shot(page, 'lists-farm-records');
  await page.locator('.table-page tbody tr.table-row-link').first().click();
  await expect(page.getByRole('dialog').getByRole('link', { name: '查看农场详情' })).toBeVisible();
});

test('the vegetable price table exports the filtered rows to .xlsx', async ({ page }) => {
  await signIn(page, 'chongming_admin', '/vegetables/table-data/1');
  await expect(page.getByRole('heading', { level: 1, name: '蔬菜数据表' })).toBeVisible();
  await expect(page.locator('.table-page tbody tr.table-row-link').first()).toContainText('青菜');
  await pickRange(page, '日期', '2026-01-01', '2026-03-31');
  // 90 days of 田头价 and 批发价.
  await expect(page.getByText('共 180 条')).toBeVisible();
  await shot(page, 'lists-vegetable-prices');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出Excel/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^蔬菜数据表-\d{14}\.xlsx$/);
  const sheet = await sheetRows(await download.path());
  expect(sheet[0]).toEqual(['日期', '品种', '价格类型', '价格', '单位', '较上日（%）', '发布区域']);
  expect(sheet).toHaveLength(181);
  expect(sheet.slice(1).every((r) => r[1] === '青菜' && String(r[0]) >= '2026-01-01')).toBe(true);
});

test('plots (地块清单) and vegetable inputs (农资) list real rows that open their detail', async ({
  page,
}) => {
  await signIn(page, 'chongming_viewer', '/home/plotlist');
  await expect(page.getByRole('heading', { level: 1, name: '地块清单' })).toBeVisible();
  const plots = page.locator('.table-page tbody tr.table-row-link');
  await expect(plots.first()).toBeVisible();
  await plots.first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('种植历史')).toBeVisible();
  await expect(drawer.locator('.ant-table-row').first()).toBeVisible();
  await shot(page, 'lists-plot-drawer');
  await page.keyboard.press('Escape');

  await page.goto('/vegetables/agrires-table/4');
  await ready(page);
  const inputs = page.locator('.table-page tbody tr.table-row-link');
  await expect(inputs.first()).toContainText('农药');
  await shot(page, 'lists-vegetable-inputs');
  await inputs.first().click();
  await expect(page).toHaveURL(/\/farmdetail\/\d+$/);
});
