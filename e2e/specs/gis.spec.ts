import { expect, type Page, test } from './fixtures';
import { drawn, mapMovedFrom, mapZoom, settled, shot, uiLogin } from './helpers';

// Maps render in software WebGL on a shared machine: give each test room.
test.setTimeout(150_000);

const map = (page: Page) => page.getByTestId('gis-map');

/** Waits until the map is made and its area outlines are drawn (labels are placed with the outlines). */
async function mapReady(page: Page, areaId?: number) {
  await expect(map(page)).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await expect(map(page)).toHaveAttribute('data-area', areaId === undefined ? /^\d{12}$/ : String(areaId));
  await expect(page.locator('.gis-map-label').first()).toBeVisible();
}

/** Clicks the label of a child area (labels drill, like the area's polygon where no parcel covers it). */
async function clickArea(page: Page, name?: string | RegExp) {
  const pattern = typeof name === 'string' ? new RegExp(`^${name}$`) : name;
  const label = pattern
    ? page.locator('.gis-map-label', { hasText: pattern })
    : page.locator('.gis-map-label').first();
  const text = ((await label.first().textContent()) ?? '').trim();
  const box = (await label.first().boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return text;
}

test('drill from 上海市 to a village on the map and back up by the breadcrumbs', async ({ page }) => {
  await uiLogin(page, 'shanghai_admin');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/gis-land-identify');
  await settled(page);
  await mapReady(page, 310000000000);
  const crumbs = page.getByTestId('gis-breadcrumbs');
  await expect(crumbs).toContainText('上海市');

  await clickArea(page, '崇明区');
  await mapReady(page, 310151000000);
  await expect(crumbs).toContainText('崇明区');
  const town = await clickArea(page);
  await expect(crumbs).toContainText(town);
  await expect(map(page)).toHaveAttribute('data-area', /^310151\d{3}000$/);
  await mapReady(page);
  const townZoom = await mapZoom(page);
  const village = await clickArea(page);
  await expect(crumbs.locator('[aria-current]')).toHaveText(village);
  // A village code has all twelve digits significant.
  await expect(map(page)).toHaveAttribute('data-area', /^310151\d{3}(?!000)\d{3}$/);
  await mapMovedFrom(page, townZoom);
  await drawn(page);
  await shot(page, 'gis-village');

  await crumbs.getByRole('button', { name: '上海市' }).click();
  await mapReady(page, 310000000000);
  await expect(crumbs.locator('[aria-current]')).toHaveText('上海市');
});

test('land-source tabs keep the active id in the route query', async ({ page }) => {
  await uiLogin(page, 'chongming_admin');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/farmland-use-control');
  await expect(page).toHaveURL(/routeLandSourceId=0/);
  for (const [name, id] of [
    ['遥感一张图', 2],
    ['动态监测一张图', 3],
  ] as const) {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(new RegExp(`routeLandSourceId=${id}`));
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  // The first batch is active after loading (spec §4).
  const batches = page.getByTestId('batch-list').getByRole('button');
  await expect(batches.first()).toHaveAttribute('aria-pressed', 'true');
  await mapReady(page);
  await drawn(page);
  await shot(page, 'gis-dynamic-monitor');
  // An id that names no tab falls back to the stored one.
  await page.goto('/farmland-use-control?routeLandSourceId=9');
  await expect(page).toHaveURL(/routeLandSourceId=3/);
  await expect(page.getByRole('tab', { name: '动态监测一张图' })).toHaveAttribute('aria-selected', 'true');
});

test('a parcel opens its card with DLBM, area in 亩 and crop history', async ({ page }) => {
  await uiLogin(page, 'chongming_admin');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/gis-land-identify');
  await mapReady(page, 310151000000);
  // A farming town and one of its villages (村), not a town-centre residents' committee without fields.
  await clickArea(page, '竖新镇');
  await mapReady(page);
  const townZoom = await mapZoom(page);
  await clickArea(page, /村委会$/);
  // A village fills the map at parcel zoom, its parcels drawn once the map is idle there; try points across
  // it until one is a parcel.
  await expect(map(page)).toHaveAttribute('data-area', /^310151\d{3}(?!000)\d{3}$/);
  await mapMovedFrom(page, townZoom);
  const box = (await page.locator('.gis-map-canvas canvas').boundingBox())!;
  const card = page.getByTestId('parcel-card');
  for (const [fx, fy] of [
    [0.5, 0.5],
    [0.45, 0.55],
    [0.55, 0.45],
    [0.4, 0.4],
    [0.6, 0.6],
    [0.35, 0.6],
    [0.65, 0.4],
    [0.5, 0.35],
    [0.5, 0.65],
  ]) {
    await page.mouse.click(box.x + box.width * fx!, box.y + box.height * fy!);
    if (await card.isVisible({ timeout: 2500 }).catch(() => false)) break;
  }
  await expect(card).toBeVisible();
  await expect(card).toContainText('地类');
  await expect(card).toContainText(/\d 亩/);
  await expect(card).toContainText('种植历史');
  await shot(page, 'gis-parcel-card');
});

test('draw an area and read its ellipsoidal figure', async ({ page }) => {
  await uiLogin(page, 'chongming_admin');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/drawAreaAnalysis');
  await mapReady(page, 310151000000);
  const box = (await page.locator('.gis-map-canvas canvas').boundingBox())!;
  for (const [fx, fy] of [
    [0.45, 0.45],
    [0.55, 0.45],
    [0.55, 0.55],
    [0.45, 0.55],
  ]) {
    // MapLibre handles the click as it is dispatched: the next point needs no wait.
    await page.mouse.click(box.x + box.width * fx!, box.y + box.height * fy!);
  }
  await page.mouse.dblclick(box.x + box.width * 0.45, box.y + box.height * 0.55);
  const result = page.getByTestId('draw-result');
  await expect(result).toContainText(/面积 [\d,.]+ 亩/, { timeout: 30_000 });
  await expect(result).toContainText('平方米');
  await expect(page.getByTestId('draw-stats')).toContainText('区域内地块');
  await shot(page, 'gis-draw');
});
