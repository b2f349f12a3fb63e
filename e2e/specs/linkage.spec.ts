import { clickChartElement } from './chart-click';
import { expect, type Page, type Request, test } from './fixtures';
import { api, apiLogin, shot } from './helpers';

const CHONGMING = 310151000000;
const SUMMARY = '/api/archive/gov/statistic/summary';
const BREAKDOWN = '/api/archive/gov/statistic/breakdown';

/** The address of a topic of 崇明 by menu key (its group as the subject's menus file it). */
async function topicPath(page: Page, token: string, menuKey: number, path: string): Promise<string> {
  const info = await api<{ govSubjectVO: { id: number } }>(
    page.request,
    '/api/login/gov/user/getUserInfo',
    {},
    token,
  );
  const menus = await api<{ menuKey: number; menuGroupId: number }[]>(
    page.request,
    '/api/portal/gov/showMenu/listBySubjectId',
    { subjectId: info.obj.govSubjectVO.id },
    token,
  );
  const menu = menus.obj.find((m) => m.menuKey === menuKey)!;
  return `/data-dashboard/${menu.menuGroupId}/${path}`;
}

async function signedIn(page: Page, token: string, path: string) {
  await page.addInitScript((t) => {
    if (!localStorage.getItem('accessToken')) localStorage.setItem('accessToken', t);
  }, token);
  await page.goto(path);
  await expect(page.locator('.dash-plate').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.dash-plate[data-state="loading"]')).toHaveCount(0, { timeout: 90_000 });
}

const bodyOf = (r: Request) => (r.postDataJSON() ?? {}) as Record<string, unknown>;

type Rows = { rows: { key: string; areaId: number; name: string; [m: string]: number | string }[] };

/** The row of 崇明's breakdown of `metric` by `by` with the largest figure (in a date range if given). */
async function largest(page: Page, token: string, metric: string, by: string, dates = {}) {
  const body = { metrics: [metric], by, areaId: CHONGMING, areaLevel: 3, ...dates };
  const res = await api<Rows>(page.request, BREAKDOWN, body, token);
  return [...res.obj.rows].sort((a, b) => Number(b[metric]) - Number(a[metric]))[0]!;
}

/** The town of 崇明 with the largest figure of `metric`, as the town bars draw it. */
const busiestTown = (page: Page, token: string, metric: string) => largest(page, token, metric, 'area');

test.describe('plates that talk to each other (联动)', () => {
  test.describe.configure({ timeout: 240_000 });

  test("a town's bar filters the other plates of 种植; clearing the chip restores them", async ({ page }) => {
    const token = await apiLogin(page.request, 'chongming_admin');
    const town = await busiestTown(page, token, 'sownAreaMu');
    await signedIn(page, token, await topicPath(page, token, 18, 'planting'));
    const cards = page.locator('.dash-plate', { hasText: '种植概况' });
    await expect(cards.locator('.dv-cards')).toBeVisible();
    const before = (await cards.locator('.dash-plate-body').textContent()) ?? '';

    const filtered = page.waitForRequest(
      (r) => r.url().endsWith(SUMMARY) && bodyOf(r).areaId === town.areaId,
    );
    const towns = page.locator('.dash-plate', { hasText: '各区域在种面积' });
    await expect(towns).toHaveClass(/is-linked/);
    await clickChartElement(page, towns, town.name);
    // The siblings ask with the town as typed context: areaId and its level, not text in a query.
    expect(bodyOf(await filtered)).toMatchObject({ areaId: town.areaId, areaLevel: 4 });
    const chip = page.getByRole('button', { name: `区域：${town.name}` });
    await expect(chip).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`fa=${town.areaId}`));
    await expect(cards.locator('.dash-plate-body')).not.toHaveText(before, { timeout: 30_000 });
    // The screen stays on the county: the town filters, it does not drill.
    await expect(page.locator('.dash-grid')).toHaveAttribute('data-area-id', String(CHONGMING));
    await shot(page, 'linkage-filter');

    await chip.click();
    await expect(chip).toHaveCount(0);
    await expect(page).not.toHaveURL(/fa=/);
    await expect(cards.locator('.dash-plate-body')).toHaveText(before, { timeout: 30_000 });
  });

  test('a town bar of 蔬菜 jumps to 种植 carrying the area, the month chosen and the town', async ({
    page,
  }) => {
    const token = await apiLogin(page.request, 'chongming_admin');
    // The month most sown this year, and the town most sown in it.
    const month = await largest(page, token, 'vegetableSownAreaMu', 'month');
    const [y, m] = month.key.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const range = { startDate: `${month.key}-01`, endDate: `${month.key}-${last}` };
    const town = await largest(page, token, 'vegetableSownAreaMu', 'area', range);
    await signedIn(page, token, await topicPath(page, token, 17, 'vegetables'));

    // A month on 月度播种 filters this screen's plates to that month first.
    const months = page.locator('.dash-plate', { hasText: '月度播种' });
    await clickChartElement(page, months, month.name);
    const monthChip = page.getByRole('button', { name: /^时间：\d{4}年\d{1,2}月/ });
    await expect(monthChip).toBeVisible();
    const monthText = ((await monthChip.textContent()) ?? '').trim();
    const url = new URL(page.url());
    const [from, to] = [url.searchParams.get('ff')!, url.searchParams.get('ft')!];
    expect([from, to]).toEqual([range.startDate, range.endDate]);
    // The town bars redraw with the month's figures before one is clicked.
    await expect(page.locator('.dash-plate[data-state="loading"]')).toHaveCount(0, { timeout: 60_000 });

    // The target's plates ask for the town and the month.
    const asked = page.waitForRequest(
      (r) => r.url().endsWith(BREAKDOWN) && bodyOf(r).startDate === from && bodyOf(r).areaId === town.areaId,
    );
    const jump = page.locator('.dash-plate', { hasText: '各区域蔬菜播种' });
    await clickChartElement(page, jump, town.name);
    await expect(page.locator('.dash-title')).toHaveText('种植');
    await expect(page).toHaveURL(/\/planting\?/);
    const target = new URL(page.url());
    expect([
      target.searchParams.get('fa'),
      target.searchParams.get('ff'),
      target.searchParams.get('ft'),
    ]).toEqual([String(town.areaId), from, to]);
    expect(bodyOf(await asked)).toMatchObject({ areaId: town.areaId, startDate: from, endDate: to });
    await expect(page.getByRole('button', { name: `区域：${town.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: monthText })).toBeVisible();
    await expect(page.locator('.dash-grid')).toHaveAttribute('data-area-id', String(CHONGMING));
  });

  test('an address naming a town opens the topic at that town (the area a jump or a playlist carries)', async ({
    page,
  }) => {
    const token = await apiLogin(page.request, 'chongming_admin');
    const town = await busiestTown(page, token, 'sownAreaMu');
    await signedIn(page, token, `${await topicPath(page, token, 18, 'planting')}?area=${town.areaId}`);
    await expect(page.locator('.dash-grid')).toHaveAttribute('data-area-id', String(town.areaId));
    await expect(page).not.toHaveURL(/area=/);
  });
});
