import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './fixtures';
import { animationsDone, apiLogin, settled, shot } from './helpers';

/** Opens the app signed in as `loginName` (token through the API, the way a saved session starts). */
async function signedIn(page: Page, loginName: string, path = '/') {
  const token = await apiLogin(page.request, loginName);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('accessToken')) localStorage.setItem('accessToken', t);
  }, token);
  await page.goto(path);
}

/** Waits until every plate of the screen left the loading state, and none failed. */
async function platesSettled(page: Page) {
  await expect(page.locator('.dash-plate').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.dash-plate[data-state="loading"]')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('.dash-plate[data-state="error"]')).toHaveCount(0);
}

/** Signs chongming_admin in and answers the menu group of the dashboard the sign-in lands on. */
async function firstMenuGroup(page: Page): Promise<string> {
  await signedIn(page, 'chongming_admin');
  await expect(page).toHaveURL(/\/data-dashboard\/\d+/);
  return /\/data-dashboard\/(\d+)/.exec(page.url())![1]!;
}

/** Opens a topic of the current menu group by its menu name. */
async function openTopic(page: Page, name: string) {
  await page.locator('.dashboard-menus').getByRole('link', { name, exact: true }).click();
  await expect(page.locator('.dash-title')).toHaveText(name);
  await platesSettled(page);
}

test.describe('dashboard engine', () => {
  // A dashboard draws up to nine plates of statistics per area; on a shared CI machine that takes a while.
  test.describe.configure({ timeout: 240_000 });

  test('three topic dashboards of 崇明 draw their plates in their skins', async ({ page }) => {
    await signedIn(page, 'chongming_admin');
    await expect(page).toHaveURL(/\/data-dashboard\/\d+/);
    await platesSettled(page);
    const seen: string[] = [];
    for (const name of ['崇明农业概况', '领导驾驶舱', '经营主体']) {
      await openTopic(page, name);
      const grid = page.locator('.dash-grid');
      seen.push(
        `${name}:${await grid.getAttribute('data-skin-id')}:${await page.locator('.dash-plate').count()}`,
      );
      // Real figures reach the screen: a drawn chart canvas or number cards with digits. Polled: once, in
      // 11 runs, a count read as the last plate left 'loading' was 2, with all six drawn a moment later.
      await expect
        .poll(() => page.locator('.dash-plate[data-state="drawn"]').count(), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(4);
      await expect(page.locator('.dash-plate canvas').first()).toBeVisible();
    }
    expect(seen).toEqual(['崇明农业概况:skin1:6', '领导驾驶舱:skin3:9', '经营主体:skin1:6']);
    // antd's prebuilt styles take the dark skin's tokens (zero-runtime mode): the area picker is dark blue.
    await expect(page.locator('.area-picker')).toHaveCSS('background-color', 'rgb(10, 33, 72)');
    await expect(page.locator('.area-picker')).toHaveCSS('border-top-color', 'rgb(28, 74, 134)');
    await settled(page);
    await shot(page, 'dashboard-cockpit-1920');
  });

  test('a second subject (浦东, classic skin) draws its own dashboard', async ({ page }) => {
    await signedIn(page, 'pudong_admin', '/home329');
    await platesSettled(page);
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'classic');
    await expect(page.locator('.area-chain-current')).toHaveText('浦东新区');
    expect(await page.locator('.dash-plate[data-state="drawn"]').count()).toBeGreaterThanOrEqual(4);
    await settled(page);
    await shot(page, 'dashboard-pudong-home329');
  });

  test('choosing areas moves the whole dashboard down to a village and the breadcrumbs lead back', async ({
    page,
  }) => {
    await signedIn(page, 'chongming_admin');
    await openTopic(page, '领导驾驶舱');
    const grid = page.locator('.dash-grid');
    const county = await grid.getAttribute('data-area-id');
    // Town from the map in the centre.
    await page.locator('.dash-map').getByRole('button', { name: '城桥镇' }).click();
    await expect(page.locator('.area-chain-current')).toHaveText('城桥镇');
    await expect(grid).not.toHaveAttribute('data-area-id', county ?? '');
    await platesSettled(page);
    // A village of the town (level 5), again from the map.
    const village = page.locator('.dash-map .dash-map-label').first();
    const villageName = await village.textContent();
    await village.click();
    await expect(page.locator('.area-chain-current')).toHaveText(villageName ?? '');
    await platesSettled(page);
    await shot(page, 'dashboard-village');
    // Back up to the subject's own area; nothing above it is a link.
    await page.locator('.area-chain').getByRole('button', { name: '崇明区' }).click();
    await expect(page.locator('.area-chain-current')).toHaveText('崇明区');
    await expect(grid).toHaveAttribute('data-area-id', county ?? '');
    await expect(page.locator('.area-chain').getByRole('button', { name: '上海市' })).toHaveCount(0);
    await platesSettled(page);
  });

  test('a table detail dialog with its type selector, -- cells and the Excel export', async ({ page }) => {
    await signedIn(page, 'chongming_admin');
    await openTopic(page, '崇明农业概况');
    const plate = page.locator('.dash-plate', { hasText: '区域概况' });
    await plate.getByRole('button', { name: '详情' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.detail-table')).toBeVisible();
    // Two tables: the type selector is there and switches the table.
    await expect(dialog.getByLabel('明细类型')).toBeVisible();
    const before = await dialog.locator('.detail-table th.detail-group').allTextContents();
    await dialog.getByLabel('明细类型').click();
    await animationsDone(page);
    await page.locator('.ant-select-item-option').nth(1).click();
    await expect
      .poll(async () => (await dialog.locator('.detail-table th.detail-group').allTextContents()).join())
      .not.toBe(before.join());
    expect(await dialog.locator('.detail-table th.detail-group').count()).toBeLessThanOrEqual(6);
    await shot(page, 'dashboard-detail-table');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /导出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // The mask closes the dialog.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('a fresh load asks for the plates before the page’s modules fill the browser’s six connections', async ({
    page,
  }) => {
    const group = await firstMenuGroup(page);
    // A new browser context (nothing cached) whose address opens a topic directly, as a wall screen does.
    const context = await page.context().browser()!.newContext();
    const fresh = await context.newPage();
    await signedIn(fresh, 'chongming_admin', `/data-dashboard/${group}/leadership-cockpit`);
    await platesSettled(fresh);
    const started = await fresh.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        name: new URL(e.name).pathname,
        start: e.startTime,
      })),
    );
    const at = (re: RegExp) => started.find((e) => re.test(e.name))?.start ?? Number.NaN;
    const plateList = at(/\/api\/portal\/gov\/plate\/list$/);
    const pageModule = at(/\/assets\/dashboard-screen-[\w-]+\.js$/);
    expect(plateList).toBeLessThan(pageModule);
    await context.close();
  });

  test('a map plate colours the child areas by its figure and a click on one moves the dashboard there', async ({
    page,
  }) => {
    const group = await firstMenuGroup(page);
    await page.goto(`/data-dashboard/${group}/administrative-region`);
    await platesSettled(page);
    const plate = page.locator('.dash-plate[data-visual="map"]');
    await expect(plate).toHaveAttribute('data-state', 'drawn');
    const chart = plate.getByRole('img', { name: '崇明区分区图' });
    await expect(chart.locator('canvas')).toBeVisible();
    await shot(page, 'dashboard-map-plate');
    // The middle of the map lies on the main island, in one of its towns.
    const box = (await chart.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.locator('.area-chain-current')).not.toHaveText('崇明区', { timeout: 30_000 });
    await platesSettled(page);
  });

  test('the centre is the area map; GIS地图 turns it into the GIS map, and the choice outlives a reload', async ({
    page,
  }) => {
    await signedIn(page, 'chongming_admin');
    await openTopic(page, '领导驾驶舱');
    const centre = page.locator('.dash-map');
    await expect(centre.getByRole('img', { name: '崇明区地图' }).locator('canvas')).toBeVisible();
    await expect(centre.locator('.dash-map-label', { hasText: '城桥镇' })).toBeVisible();
    await expect(centre.locator('.maplibregl-canvas')).toHaveCount(0);

    await centre.getByRole('button', { name: 'GIS地图' }).click();
    await expect(centre.getByRole('button', { name: 'GIS地图' })).toHaveAttribute('aria-pressed', 'true');
    await expect(centre.locator('.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
    await expect(centre.locator('.dash-map-label')).toHaveCount(0);
    // It shows what the area map does not: the parcels and the farms.
    await expect(centre.locator('.gis-map-legend')).toContainText('地块');
    await expect(centre.locator('.gis-map-legend')).toContainText('经营主体');
    await page.reload();
    await platesSettled(page);
    await expect(centre.getByRole('button', { name: 'GIS地图' })).toHaveAttribute('aria-pressed', 'true');
    // The GIS map's names drill like the area map's.
    await centre.locator('.gis-map-label', { hasText: '城桥镇' }).click();
    await expect(page.locator('.area-chain-current')).toHaveText('城桥镇');
    await platesSettled(page);
    await shot(page, 'dashboard-centre-gis');

    await centre.getByRole('button', { name: '区域图' }).click();
    await expect(centre.locator('.dash-map-label').first()).toBeVisible();
    await expect(centre.locator('.maplibregl-canvas')).toHaveCount(0);
  });

  test('the names on a town’s map never cover each other', async ({ page }) => {
    await signedIn(page, 'chongming_admin');
    await openTopic(page, '领导驾驶舱');
    // 城桥镇 has 45 village and residents' committees on a plate-sized map.
    await page.locator('.dash-map .dash-map-label', { hasText: '城桥镇' }).click();
    await expect(page.locator('.area-chain-current')).toHaveText('城桥镇');
    await expect(page.locator('.dash-map .dash-map-label')).toHaveCount(45);
    await expect(page.locator('.dash-map .dash-map-label').first()).toBeVisible();
    const boxes = await page
      .locator('.dash-map .dash-map-label')
      .evaluateAll((els) =>
        els
          .filter((el) => getComputedStyle(el).visibility !== 'hidden')
          .map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(boxes.length).toBeGreaterThan(15);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart).toBe(true);
      }
    }
    await shot(page, 'dashboard-town-labels');
  });

  test('a plate carousel: previous/next with several images, a click opens the full-screen viewer', async ({
    page,
  }) => {
    await signedIn(page, 'chongming_admin');
    await openTopic(page, '崇明农业概况');
    const plate = page.locator('.dash-plate[data-visual="image-carousel"]').first();
    await expect(plate.getByRole('button', { name: '下一张' })).toBeVisible();
    const first = await plate.locator('.image-slide.is-current img').getAttribute('alt');
    await plate.getByRole('button', { name: '下一张' }).click();
    await expect(plate.locator('.image-slide.is-current img')).not.toHaveAttribute('alt', first ?? '');
    await plate.locator('.image-slide.is-current .image-slide-open').click();
    const viewer = page.locator('.image-viewer');
    await expect(viewer).toBeVisible();
    await shot(page, 'dashboard-image-viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  for (const [w, h] of [
    [1366, 768],
    [1920, 1080],
    [3840, 2160],
  ] as const) {
    test(`lays the cockpit out at ${w}×${h} with charts drawn at the real size`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await signedIn(page, 'chongming_admin');
      await openTopic(page, '领导驾驶舱');
      // The grid fills the screen width and a chart canvas is as wide as its plate (no scaled bitmap).
      const box = await page.locator('.dash-grid').boundingBox();
      expect(box!.width).toBeGreaterThan(w * 0.9);
      const plate = page.locator('.dash-plate', { has: page.locator('canvas') }).first();
      const canvas = plate.locator('canvas').first();
      const [pw, cw] = [(await plate.boundingBox())!.width, (await canvas.boundingBox())!.width];
      expect(cw).toBeGreaterThan(pw * 0.85);
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector('.dash-grid')!).transform),
      ).toBe('none');
      // The big-screen header keeps the design's share of the height (8 %), on a 4K wall screen too.
      const header = await page.locator('.screen-header').boundingBox();
      expect(header!.height / h).toBeGreaterThan(0.075);
      await settled(page);
      await shot(page, `dashboard-cockpit-${w}x${h}`);
    });
  }
});
