import { expect, type Page, test } from './fixtures';
import { animationsDone, api, apiLogin, shot } from './helpers';

/** Opens the app signed in as `loginName` at `path` (token through the API). */
async function signedIn(page: Page, loginName: string, path: string) {
  const token = await apiLogin(page.request, loginName);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('accessToken')) localStorage.setItem('accessToken', t);
  }, token);
  await page.goto(path);
  return token;
}

async function platesSettled(page: Page) {
  await expect(page.locator('.dash-plate').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.dash-plate[data-state="loading"]')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('.dash-plate[data-state="error"]')).toHaveCount(0);
}

/** The first menu group of 崇明 (any group serves a topic's path). */
async function group(page: Page, token: string): Promise<number> {
  const info = (
    await api<{ govSubjectVO: { id: number } }>(page.request, '/api/login/gov/user/getUserInfo', {}, token)
  ).obj;
  const types = (
    await api<{ menuGroupList: { id: number }[] }[]>(
      page.request,
      '/api/portal/gov/menuGroup/typeAndGroupList',
      { governmentSubjectId: info.govSubjectVO.id },
      token,
    )
  ).obj;
  return types[0]!.menuGroupList[0]!.id;
}

/** Picks `option` of the antd select labelled `label`. */
async function pick(page: Page, label: string, option: string) {
  await expect(async () => {
    await animationsDone(page);
    await page.getByLabel(label).click();
    await animationsDone(page);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('topic screens at 1920×1080', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the centre map follows the topic: 图斑 for remote sensing, traps for pests, the area map elsewhere', async ({
    page,
  }) => {
    const token = await signedIn(page, 'chongming_admin', '/');
    const g = await group(page, token);
    await page.goto(`/data-dashboard/${g}/remote-sensing`);
    await platesSettled(page);
    const centre = page.locator('.dash-map-switch');
    await expect(centre).toHaveAttribute('data-centre-layer', 'findings');
    await expect(centre.getByRole('button', { name: '变化图斑' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.dash-map .map-legend, .dash-map')).toContainText('最新批次变化图斑', {
      timeout: 60_000,
    });
    await shot(page, 'topic-remote-sensing');
    await page.goto(`/data-dashboard/${g}/pest-monitor`);
    await platesSettled(page);
    await expect(centre).toHaveAttribute('data-centre-layer', 'pests');
    await expect(page.locator('.dash-map')).toContainText('虫情监测设备', { timeout: 60_000 });
    await page.goto(`/data-dashboard/${g}/leadership-cockpit`);
    await platesSettled(page);
    await expect(centre).toHaveAttribute('data-centre-layer', 'default');
    await expect(centre.getByRole('button', { name: '区域图' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the cockpit: one caption under the carousel, the loading bar gone once every plate is in, six towns in the dialog', async ({
    page,
  }) => {
    const token = await signedIn(page, 'chongming_admin', '/');
    await page.goto(`/data-dashboard/${await group(page, token)}/leadership-cockpit`);
    await platesSettled(page);
    // The bar does not stand at some percent with every plate drawn.
    await expect(page.getByRole('progressbar', { name: '大屏数据加载' })).toHaveCount(0, { timeout: 5_000 });
    const carousel = page.locator('.dash-plate[data-visual="image-carousel"]').first();
    const caption = carousel.locator('.image-slide.is-current figcaption');
    await expect(caption).toHaveCount(1);
    // The picture itself carries no text of its own under the caption.
    const src = await carousel.locator('.image-slide.is-current img').getAttribute('src');
    const svg = await (await page.request.get(src!)).text();
    expect(svg).not.toContain('<text');
    await page
      .locator('.dash-plate', { hasText: '下级区域村居数量' })
      .getByRole('button', { name: '详情' })
      .click();
    const dialog = page.getByRole('dialog');
    const box = dialog.locator('.detail-table-box');
    await expect(dialog.locator('th.detail-group')).toHaveCount(6);
    // Six towns of three figures: the table is not wider than its box, nothing to scroll to (measured once
    // the dialog has opened: its columns are laid out again as it grows).
    await animationsDone(page);
    await expect
      .poll(() => box.evaluate((el) => el.scrollWidth - el.clientWidth), { timeout: 5_000 })
      .toBeLessThanOrEqual(0);
    await shot(page, 'topic-detail-six-towns');
  });

  test('市场: choosing 猪 shows 生猪价/猪肉价 on the price plates; the period selector asks another year', async ({
    page,
  }) => {
    const token = await signedIn(page, 'chongming_admin', '/');
    await page.goto(`/data-dashboard/${await group(page, token)}/market`);
    await platesSettled(page);
    const cards = page.locator('.dash-plate', { hasText: '市场' }).first();
    await expect(cards).toContainText('蔬菜平均田头价');
    await pick(page, '价格品种', '猪');
    await expect(cards).toContainText('生猪价');
    await expect(cards).toContainText('猪肉价');
    await expect(cards).not.toContainText('田头价');
    await expect(cards.locator('.dash-plate-tag')).toHaveText('猪');
    const asked = page.waitForRequest(
      (r) =>
        r.url().includes('/statistic/') &&
        (r.postData() ?? '').includes(`"archiveYear":${new Date().getFullYear() - 1}`),
    );
    await pick(page, '年份', `${new Date().getFullYear() - 1}年`);
    await asked;
    await platesSettled(page);
    await shot(page, 'topic-market-pig');
  });

  test('/multiVideo keeps the bottom row of nine on a 1080 screen', async ({ page }) => {
    const token = await signedIn(page, 'chongming_admin', '/');
    const cams = (
      await api<{ list: { farmId: number | null }[] }>(
        page.request,
        '/api/produce/gov/iot/camera/list',
        { pageNo: 1, pageSize: 20 },
        token,
      )
    ).obj;
    await page.goto(`/multiVideo/${cams.list.find((c) => c.farmId)!.farmId}`);
    await page.getByText('9画面').click();
    const grid = page.getByTestId('cam-grid');
    await expect(grid.locator('.cam-cell')).toHaveCount(9);
    const last = (await grid.locator('.cam-cell').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(1080);
  });

  test('/langxiaMenu: each of the 11 entries shows its page’s first figures and opens it', async ({
    page,
  }) => {
    await signedIn(page, 'chongming_admin', '/langxiaMenu');
    const entries = page.locator('.langxia-entry');
    await expect(entries).toHaveCount(11);
    await expect(entries.first().locator('.langxia-entry-figures b').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(entries.first()).toContainText('党组织');
    await shot(page, 'langxia-menu');
    await entries.first().click();
    await expect(page).toHaveURL(/\/langxiaOneHome\/djyl$/);
    await platesSettled(page);
    await expect(page.locator('.dash-plate').first()).toContainText('党员');
  });
});
