import { expect, type Page, test } from './fixtures';
import { api, apiLogin, settled, shot } from './helpers';

interface Listing<T> {
  list: T[];
  total: number;
}

/** Opens the app signed in as `loginName` (token through the API, the way a saved session starts). */
async function signedIn(page: Page, loginName: string, path = '/') {
  const token = await apiLogin(page.request, loginName);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('accessToken')) localStorage.setItem('accessToken', t);
  }, token);
  await page.goto(path);
  return token;
}

/** Waits until every plate of the screen left the loading state. */
async function platesSettled(page: Page) {
  await expect(page.locator('.dash-plate').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.dash-plate[data-state="loading"]')).toHaveCount(0, { timeout: 60_000 });
}

test.describe('pest and livestock pages reached from the dashboards', () => {
  // The dashboards draw nine plates of statistics first; on a shared machine that takes a while.
  test.describe.configure({ timeout: 240_000 });

  test('the pest dashboard leads to the area’s traps, photos in the full-screen viewer, a trap and its base', async ({
    page,
    request,
  }) => {
    const token = await signedIn(page, 'chongming_admin');
    const traps = await api<Listing<{ farmId: number | null }>>(
      request,
      '/api/produce/gov/thirdIot/bug/list',
      { pageSize: 1000 },
      token,
    );
    const loose = traps.obj.list.filter((d) => d.farmId === null).length;
    expect(loose).toBeGreaterThan(0);

    await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
    await page.getByRole('navigation', { name: '菜单分组' }).getByRole('link', { name: '生产' }).click();
    await page.locator('.dashboard-menus').getByRole('link', { name: '病虫害监测', exact: true }).click();
    await expect(page.locator('.dash-title')).toHaveText('病虫害监测');
    await platesSettled(page);
    await page
      .locator('.dash-plate', { hasText: '测报设备排行' })
      .getByRole('button', { name: '详情' })
      .click();

    await expect(page).toHaveURL(/\/pestMonitor$/);
    await expect(page.getByRole('heading', { name: '虫情监测' })).toBeVisible();
    const devices = page.locator('.fs-panel', { hasText: '虫情测报设备' });
    await expect(devices.locator('.fs-panel-title')).toHaveText(`虫情测报设备（${traps.obj.total} 台）`);
    // Every trap of the county is listed, those on no base too (page by page).
    let seenLoose = 0;
    const rows = devices.locator('tbody tr.ant-table-row');
    const firstKey = () => rows.first().getAttribute('data-row-key');
    let previous: string | null = null;
    for (let p = 1; p <= Math.ceil(traps.obj.total / 10); p++) {
      if (p > 1) await devices.locator('.ant-pagination').getByTitle(String(p), { exact: true }).click();
      await expect(devices.locator('.ant-pagination-item-active')).toHaveText(String(p));
      // The table keeps showing the last page's rows until the next page has arrived.
      await expect.poll(firstKey).not.toBe(previous);
      previous = await firstKey();
      await expect(rows).toHaveCount(Math.min(10, traps.obj.total - (p - 1) * 10));
      seenLoose += await devices.locator('tbody td', { hasText: '田间站点' }).count();
    }
    expect(seenLoose).toBe(loose);
    await devices.locator('.ant-pagination').getByTitle('1', { exact: true }).click();
    await expect(page.locator('.iot-pest canvas').first()).toBeVisible();
    await settled(page);
    await shot(page, 'pest-monitor-area');

    // Today's sticky-board photos open in the full-screen viewer.
    const photo = page.locator('[data-pest-image] img').first();
    await expect(photo).toBeVisible();
    await photo.click();
    const viewer = page.locator('.ant-image-preview-img');
    await expect(viewer).toBeVisible();
    await shot(page, 'pest-monitor-viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // Choosing a trap narrows the figures to it.
    const row = devices.locator('tbody tr.ant-table-row', { has: page.locator('a') }).first();
    const trapName = (await row.locator('td').first().textContent()) ?? '';
    await row.locator('td').first().click();
    await expect(page.locator('.iot-pest')).toHaveAttribute('data-pest-scope', /^device:\d+$/);
    await expect(page.locator('.iot-pest-chosen').first()).toHaveText(trapName);
    await settled(page);
    await shot(page, 'pest-monitor-device');

    // Its base: the farm detail counts the base's traps and leads back to them.
    await row.locator('a').click();
    await expect(page).toHaveURL(/\/farmdetail\/\d+$/);
    const farmId = Number(page.url().split('/').pop());
    const stat = page.locator('.stat-strip li', { hasText: '虫情测报' });
    await expect(stat).toBeVisible({ timeout: 30_000 });
    await stat.locator('a').click();
    await expect(page).toHaveURL(new RegExp(`/pestMonitor\\?farmId=${farmId}$`));
    await expect(page.locator('.iot-pest tbody tr', { hasText: trapName })).toBeVisible();
    await settled(page);
    await shot(page, 'pest-monitor-farm');
  });

  test('the animal husbandry dashboard leads to the ear-tag search, a tag’s history and its farm', async ({
    page,
    request,
  }) => {
    const token = await signedIn(page, 'chongming_admin', '/data-dashboard/5/animal-husbandry');
    await expect(page.locator('.dash-title')).toHaveText('畜牧业');
    await platesSettled(page);
    // The figures' detail dialog has the page as its 更多明细.
    await page
      .locator('.dash-plate', { hasText: '畜牧业' })
      .first()
      .getByRole('button', { name: '详情' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '更多明细' }).click();
    await expect(page).toHaveURL(/\/animal-husbandry-manage-third-part\/earTags$/);
    await page.goBack();
    await platesSettled(page);
    await page
      .locator('.dash-plate', { hasText: '畜牧基地排行' })
      .getByRole('button', { name: '详情' })
      .click();
    await expect(page).toHaveURL(/\/animal-husbandry-manage-third-part\/earTags$/);
    await expect(page.getByRole('heading', { name: '耳标查询', level: 1 })).toBeVisible();

    const tags = await api<Listing<{ earTagNo: string; farmName: string | null }>>(
      request,
      '/api/produce/gov/earTag/list',
      { pageSize: 1 },
      token,
    );
    await expect(page.locator('.table-page')).toContainText(`共 ${tags.obj.total} 条`);
    const tag = tags.obj.list[0]!;
    const prefix = tag.earTagNo.slice(0, 13);
    const byPrefix = await api<Listing<unknown>>(
      request,
      '/api/produce/gov/earTag/list',
      { earTagNo: prefix, pageSize: 1 },
      token,
    );
    await page.getByLabel('关键字').fill(prefix);
    await page.getByLabel('关键字').press('Enter');
    await expect(page.locator('.table-page')).toContainText(`共 ${byPrefix.obj.total} 条`);
    const cells = page.locator('.table-page tbody tr.ant-table-row td:first-child');
    await expect(cells.first()).toHaveText(tag.earTagNo);
    for (const text of await cells.allTextContents()) expect(text.startsWith(prefix)).toBe(true);

    await cells.first().click();
    const drawer = page.locator(`[data-ear-tag="${tag.earTagNo}"]`);
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.ant-timeline-item').first()).toContainText('佩标');
    await settled(page);
    await shot(page, 'ear-tag-drawer');

    await drawer.getByRole('link', { name: tag.farmName! }).click();
    await expect(page).toHaveURL(/\/animal-husbandry-manage-third-part\/farmDetail\/\d+\//);
    await expect(page.getByRole('heading', { name: '养殖场详情' })).toBeVisible();
    await expect(page.locator('.ls-page')).toContainText(tag.farmName!);
    await settled(page);
    await shot(page, 'livestock-farm');

    // Back on the search, the farms on hand open their farm pages too.
    await page.getByRole('link', { name: '耳标查询' }).click();
    const farm = page.locator('.ls-farms tbody tr.ant-table-row').first();
    const farmName = (await farm.locator('td').first().textContent()) ?? '';
    await farm.click();
    await expect(page.locator('.ls-head')).toContainText(farmName);
    await settled(page);
    await shot(page, 'ear-tag-search-farm');
  });
});
