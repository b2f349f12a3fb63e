import { readFileSync } from 'node:fs';
// pngjs and unpdf are the server's (dev) dependencies, hoisted in the workspace: the spec opens the files as
// a reader's viewer would.
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, type Page, test } from './fixtures';
import { animationsDone, api, apiLogin, settled, shot, uiLogin } from './helpers';

/** 领导驾驶舱, the cockpit topic of the catalogue. */
const COCKPIT = '领导驾驶舱';

/** Opens the user's download centre. */
async function openCentre(page: Page) {
  await page.goto('/downloadExcelList');
  await settled(page);
  await expect(page.locator('.topic-title')).toHaveText('下载中心');
}

/** Picks an option of an Ant Design select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await animationsDone(page);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** Waits until the centre's first row is done, then downloads it and answers the saved file's bytes. */
async function downloadFirst(page: Page): Promise<Buffer> {
  const row = page.locator('.ant-table-row').first();
  await expect(row).toContainText('已完成', { timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: '下载' }).click(),
  ]);
  return readFileSync((await download.path())!);
}

test('an administrator makes a PDF briefing of the cockpit for 崇明区 and a picture of it for a town', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await uiLogin(page, 'chongming_admin');
  await expect(page).not.toHaveURL(/\/login/);
  await openCentre(page);
  await page.getByRole('button', { name: '生成简报' }).click();
  const dialog = page.getByRole('dialog', { name: '生成简报' });
  await choose(page, '专题大屏', COCKPIT);
  await dialog.getByRole('button', { name: /^生\s*成$/ }).click();
  await expect(page.getByText('已开始生成，完成后可在下载中心下载')).toBeVisible();
  const row = page.locator('.ant-table-row').first();
  await expect(row).toContainText(COCKPIT);
  await expect(row).toContainText('崇明区');
  const pdf = await downloadFirst(page);
  await shot(page, 'briefing-centre');

  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: false });
  expect(totalPages).toBeGreaterThan(2);
  // The title page names the topic, the area and who made it; every page carries the watermark.
  expect(text[0]).toContain(COCKPIT);
  expect(text[0]).toContain('崇明区');
  for (const page of text) expect(page).toContain('chongming_admin');

  // The same topic of one town as a 1080p picture of the whole screen.
  await page.getByRole('button', { name: '生成简报' }).click();
  await choose(page, '专题大屏', COCKPIT);
  await dialog.locator('.area-picker').click();
  for (const level of ['崇明区', '城桥镇']) {
    await animationsDone(page);
    await page.locator('.ant-cascader-menu-item', { hasText: level }).first().click();
  }
  await page.keyboard.press('Escape');
  await expect(dialog.locator('.area-picker')).toContainText('城桥镇');
  await choose(page, '格式', '图片（1080p）');
  await dialog.getByRole('button', { name: /^生\s*成$/ }).click();
  await expect(page.locator('.ant-table-row').first()).toContainText('城桥镇');
  const picture = PNG.sync.read(await downloadFirst(page));
  expect([picture.width, picture.height]).toEqual([1920, 1080]);
});

test('a scheduled briefing reaches its recipient with a notice; another county cannot download it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await uiLogin(page, 'chongming_admin');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/system/briefing-schedules');
  await settled(page);
  await page.getByRole('button', { name: '新建计划' }).click();
  const form = page.getByRole('dialog', { name: '新建简报计划' });
  const name = `周报${Date.now().toString(36)}`;
  await form.getByLabel('计划名称').fill(name);
  await choose(page, '专题大屏', COCKPIT);
  await choose(page, '接收人', '龚磊');
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: /^保\s*存$/ }).click();
  const schedule = page.locator('.ant-table-row', { hasText: name });
  await expect(schedule).toBeVisible();
  await schedule.getByRole('button', { name: '立即生成' }).click();
  await shot(page, 'briefing-schedules');

  // The recipient is told on his next visit and finds the briefing in his centre.
  await page.evaluate(() => localStorage.clear());
  await uiLogin(page, 'chongming_viewer');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText(/下载中心有 \d+ 份新简报/)).toBeVisible({ timeout: 60_000 });
  await openCentre(page);
  const delivered = page.locator('.ant-table-row', { hasText: `简报计划：${name}` });
  await expect(delivered).toContainText('已完成', { timeout: 60_000 });

  // Its signed address is refused to a user of another county.
  const viewer = await apiLogin(request, 'chongming_viewer');
  const list = await api<{ list: { id: number; scheduleName: string | null }[] }>(
    request,
    '/api/exports/gov/download/list',
    { pageNo: 1, pageSize: 20 },
    viewer,
  );
  const job = list.obj.list.find((d) => d.scheduleName === name)!;
  const signed = await api<{ url: string }>(request, '/api/exports/gov/download/url', { id: job.id }, viewer);
  expect(signed.respCode, signed.respDesc).toBe(0);
  const own = await request.get(signed.obj.url, { headers: { accessToken: viewer } });
  expect(own.status()).toBe(200);
  const other = await apiLogin(request, 'pudong_admin');
  const refused = await request.get(signed.obj.url, { headers: { accessToken: other } });
  expect(refused.status()).toBe(403);
});
