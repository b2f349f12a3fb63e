import { expect, type Page, test } from './fixtures';
import { api, apiLogin, enterWithToken, settled, shot, uiLogin } from './helpers';

// The smallest valid PNG (1×1): the photo a reviewer attaches on site.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Page1 {
  list: { occupyNum: string; version: number }[];
}

async function caseIn(request: Parameters<typeof apiLogin>[0], token: string, processStatus: number) {
  const r = await api<Page1>(
    request,
    '/api/landoccupy/gov/farmlandOccupy/list',
    { processStatus, pageSize: 1 },
    token,
  );
  expect(r.respCode, r.respDesc).toBe(0);
  return r.obj.list[0]!;
}

async function act(page: Page, label: string, fill?: () => Promise<void>) {
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('意见').fill(`${label}：现场情况与监测一致`);
  if (fill) await fill();
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(dialog).toBeHidden();
}

test('a reviewer takes a case from input to success with a photo', async ({ page, request }) => {
  // Three actions, an upload and a map on a shared CI machine take longer than the default minute.
  test.setTimeout(180_000);
  const token = await apiLogin(request, 'chongming_reviewer');
  const c = await caseIn(request, token, 1);
  await enterWithToken(page, token);
  await page.goto(`/land-control/occupation/${c.occupyNum}`);
  await settled(page);
  const status = page.locator('.fs-panel-title .ant-tag');
  await expect(status).toHaveText('待核查');
  await shot(page, 'workflow-case-before');

  await act(page, '核查录入·需审核');
  await expect(status).toHaveText('待审核');
  await act(page, '审核通过');
  await expect(status).toHaveText('待复核');
  await act(page, '复核通过', async () => {
    const dialog = page.getByRole('dialog');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await dialog.getByLabel('复核地点').fill('崇明区现场');
    await dialog.getByLabel('纬度').fill('31.62');
    await dialog.getByLabel('经度').fill('121.45');
  });
  await expect(status).toHaveText('已完成');
  // No action is left for a finished case, the photo is shown and the timeline ends with the success.
  await expect(page.getByRole('button', { name: '复核通过' })).toHaveCount(0);
  const photo = page.getByRole('img', { name: '现场照片 1' }).first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('.review-timeline')).toContainText('复核通过');
  await settled(page);
  await shot(page, 'workflow-case-done');

  const got = await api<{ processStatus: number; occupyFlag: number; reviewImgUrls: string[] }>(
    request,
    '/api/landoccupy/gov/farmlandOccupy/getByOccupyNum',
    { occupyNum: c.occupyNum },
    token,
  );
  expect(got.obj).toMatchObject({ processStatus: 5, occupyFlag: 1 });
  expect(got.obj.reviewImgUrls).toHaveLength(1);
});

test('a viewer sees no action buttons and the server refuses the actions', async ({ page, request }) => {
  const token = await apiLogin(request, 'chongming_viewer');
  const c = await caseIn(request, token, 2);
  await enterWithToken(page, token);
  await page.goto('/land-control/occupation');
  await settled(page);
  await expect(page.locator('.review-status-tabs')).toContainText('待审核');
  await shot(page, 'workflow-list');
  await page.goto(`/land-control/occupation/${c.occupyNum}`);
  await settled(page);
  await expect(page.locator('.fs-panel-title .ant-tag')).toHaveText('待审核');
  await expect(page.locator('.review-actions')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '审核通过' })).toHaveCount(0);
  const refused = await request.post('/api/landoccupy/gov/farmlandOccupy/review', {
    data: { occupyNum: c.occupyNum, version: c.version },
    headers: { accessToken: token, 'Idempotency-Key': `e2e-viewer-${Date.now()}` },
  });
  expect(((await refused.json()) as { respCode: number }).respCode).toBe(403);
});

test('a checker is offered only the field stages and the server refuses the audit', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'chongming_checker');
  const checking = await caseIn(request, token, 1);
  const auditing = await caseIn(request, token, 2);
  await enterWithToken(page, token);
  const status = page.locator('.fs-panel-title .ant-tag');
  await page.goto(`/land-control/occupation/${checking.occupyNum}`);
  await settled(page);
  await expect(status).toHaveText('待核查');
  await expect(page.locator('.review-actions').getByRole('button')).toHaveText([
    '核查录入·需审核',
    '核查录入·无需审核',
  ]);
  await page.goto(`/land-control/occupation/${auditing.occupyNum}`);
  await settled(page);
  await expect(status).toHaveText('待审核');
  await expect(page.locator('.review-actions')).toHaveCount(0);
  const refused = await request.post('/api/landoccupy/gov/farmlandOccupy/review', {
    data: { occupyNum: auditing.occupyNum, version: auditing.version },
    headers: { accessToken: token, 'Idempotency-Key': `e2e-checker-${Date.now()}` },
  });
  expect(((await refused.json()) as { respCode: number }).respCode).toBe(403);
});

test('an action taken elsewhere shows on the open case and list screens of the area without reload', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiLogin(request, 'chongming_reviewer');
  const c = await caseIn(request, token, 1);
  const counts = async () =>
    (
      await api<{ statusCounts: { processStatus: number; count: number }[] }>(
        request,
        '/api/landoccupy/gov/farmlandOccupy/list',
        { pageSize: 1 },
        token,
      )
    ).obj.statusCounts;
  const countOf = (all: { processStatus: number; count: number }[], s: number) =>
    all.find((x) => x.processStatus === s)?.count ?? 0;
  const before = await counts();

  // Screen 1: the case. Screen 2, another browser session of the same area: the list with its status counts.
  await enterWithToken(page, token);
  await page.goto(`/land-control/occupation/${c.occupyNum}`);
  await settled(page);
  const status = page.locator('.fs-panel-title .ant-tag');
  await expect(status).toHaveText('待核查');
  const other = await (await browser.newContext()).newPage();
  await enterWithToken(other, token);
  await other.goto('/land-control/occupation');
  await settled(other);
  const tabs = other.locator('.review-status-tabs');
  await expect(tabs).toContainText(`待核查 ${countOf(before, 1)}`);
  await expect(tabs).toContainText(`待审核 ${countOf(before, 2)}`);

  // A third party (another reviewer's client) takes the action through the API.
  const done = await request.post('/api/landoccupy/gov/farmlandOccupy/inputNeedReview', {
    data: { occupyNum: c.occupyNum, version: c.version, remark: '现场核查：与监测一致' },
    headers: { accessToken: token, 'Idempotency-Key': `e2e-live-${Date.now()}` },
  });
  expect(((await done.json()) as { respCode: number }).respCode).toBe(0);

  // Both screens follow within seconds, without navigation.
  await expect(status).toHaveText('待审核', { timeout: 10_000 });
  await expect(page.locator('.review-timeline')).toContainText('核查录入·需审核');
  await expect(tabs).toContainText(`待核查 ${countOf(before, 1) - 1}`, { timeout: 10_000 });
  await expect(tabs).toContainText(`待审核 ${countOf(before, 2) + 1}`);
  expect(page.url()).toContain(`/land-control/occupation/${c.occupyNum}`);
  await other.context().close();
});

test('the batch overview draws the findings of the first batch with cases, with a status legend', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiLogin(request, 'chongming_admin');
  await enterWithToken(page, token);
  await page.goto('/land-control/batches');
  await settled(page);
  await expect(page.getByTestId('gis-map')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  const legend = page.getByTestId('gis-legend');
  await expect(legend).toContainText('批次图斑（处理状态）');
  await expect(legend).toContainText('待核查');
  await expect(page.getByTestId('batch-map-count')).toContainText(/\d+ 个图斑/);
  await expect(page.locator('.batch-map .fs-panel-title')).toContainText('图斑分布');
  await shot(page, 'batch-overview-findings');
});

test('a reviewer reaches a case by clicking from where the login lands; a viewer is not offered the way', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await uiLogin(page, 'chongming_reviewer');
  // 崇明 starts on its data dashboard; the review screens are menus of the 耕地 (耕地保护, 监管业务) group.
  await expect(page).toHaveURL(/\/data-dashboard\/\d+/);
  await settled(page);
  await page.locator('.screen-tab', { hasText: '耕地' }).click();
  await page.locator('.dashboard-menu', { hasText: '耕地占用审核' }).click();
  await expect(page).toHaveURL(/\/data-dashboard\/\d+\/land-control\/occupation$/);
  await settled(page);
  await expect(page.locator('.review-status-tabs')).toContainText('待审核');
  await shot(page, 'workflow-entry-list');
  const first = page.locator('.ant-table-row a').first();
  const occupyNum = (await first.textContent())!.trim();
  await first.click();
  // The case opens in the same dashboard frame, with its actions.
  await expect(page).toHaveURL(new RegExp(`/data-dashboard/\\d+/land-control/occupation/${occupyNum}$`));
  await settled(page);
  await expect(page.locator('.review-page')).toContainText(`图斑 ${occupyNum}`);
  await expect(page.locator('.fs-panel-title .ant-tag')).toBeVisible();
  await shot(page, 'workflow-entry-case');

  // The user menu offers the same screens wherever the reviewer is.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.locator('.ant-dropdown-menu-item-group-title', { hasText: '监管审核' })).toBeVisible();
  await page.getByRole('menuitem', { name: '耕地异常处置' }).click();
  await expect(page).toHaveURL(/\/land-control\/abnormal$/);

  // A viewer (no review code) sees neither the menus nor the user-menu entry.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await uiLogin(page, 'chongming_viewer');
  await expect(page).toHaveURL(/\/data-dashboard\/\d+/);
  await settled(page);
  await page.locator('.screen-tab', { hasText: '耕地' }).click();
  await expect(page.locator('.dashboard-menu', { hasText: '撂荒地监测' })).toBeVisible();
  await expect(page.locator('.dashboard-menu', { hasText: '耕地占用审核' })).toHaveCount(0);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await expect(page.locator('.ant-dropdown-menu-item-group-title', { hasText: '监管审核' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '耕地异常处置' })).toHaveCount(0);
});
