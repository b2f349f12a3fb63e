import { expect, test } from './fixtures';
import { apiLogin, settled, shot } from './helpers';

const CHONGMING = 310151000000;
const PUDONG = 310115000000;
const PAGE = '/dashboard-custom/administrative-region';

test('a visitor without a login sees 崇明’s published page and drills into a town, asking only public endpoints', async ({
  page,
}) => {
  const answers: string[] = [];
  page.on('response', async (r) => {
    if (!r.url().includes('/api/')) return;
    const path = new URL(r.url()).pathname;
    const body = (await r.json().catch(() => null)) as { respCode?: number } | null;
    answers.push(`${path} ${body?.respCode}`);
  });
  await page.goto(`${PAGE}?subject=${CHONGMING}`);
  await expect(page.getByRole('heading', { name: '崇明区农业农村委员会 · 行政区划' })).toBeVisible();
  await expect(page.getByText('崇明区下级区域主要指标')).toBeVisible();
  await expect(page.locator('.dash-plate[data-state="drawn"]').first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await shot(page, 'region-page-public');
  // The page's data came from the public endpoints of the region page, each answered; nothing asked for a
  // session (400/401/402 would send a visitor to the login or no-access page).
  const own = answers.filter((a) => a.startsWith('/api/portal/gov/regionPage/public/'));
  expect(own.length).toBeGreaterThan(3);
  expect(own.filter((a) => !a.endsWith(' 0'))).toEqual([]);
  expect(answers.filter((a) => / 40[012]$/.test(a))).toEqual([]);

  const town = page.locator('.region-centre-table tr.ant-table-row').first();
  const townName = ((await town.locator('td').first().textContent()) ?? '').trim();
  await town.click();
  await expect(page).toHaveURL(/[?&]area=\d{12}/);
  await expect(page.getByText(`${townName}下级区域主要指标`)).toBeVisible();
  await expect(page.locator('.region-crumbs').getByText(townName)).toBeVisible();
  await settled(page);
  await shot(page, 'region-page-town');
  await page.locator('.region-crumbs').getByRole('button', { name: '崇明区' }).click();
  await expect(page.getByText('崇明区下级区域主要指标')).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]area=/);
});

test('a subject that has not published, an area outside the subject and a missing address are refused', async ({
  page,
}) => {
  await page.goto(`${PAGE}?subject=${PUDONG}`);
  await expect(page.getByText('该主体未公开行政区划页面')).toBeVisible();
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await page.goto(`${PAGE}?subject=${CHONGMING}&area=${PUDONG}`);
  await expect(page.getByText('公开页面只能查看该主体辖区内的区域')).toBeVisible();
  await page.goto(PAGE);
  await expect(page.getByText(/请通过政府主体公开的地址访问/)).toBeVisible();
  await shot(page, 'region-page-no-address');
});

test('/dashboard-custom: the region page is public, and a configured dashboard opens from its card', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'chongming_admin');
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await page.goto('/dashboard-custom');
  const region = page.getByRole('article', { name: '行政区划公开页' });
  await expect(region.getByText('已公开')).toBeVisible();
  await expect(region.getByRole('link', { name: '编辑并发布' })).toHaveAttribute(
    'href',
    '/system/dashboard-editor/20020',
  );
  await settled(page);
  await shot(page, 'dashboard-custom');
  await page.getByRole('article').nth(1).getByRole('link', { name: '打开大屏' }).click();
  await expect(page).toHaveURL(/\/data-dashboard\/\d+\/dashboard-\d+$/);
  await expect(page.locator('.dash-plate').first()).toBeVisible();
  await page.goto('/dashboard-custom');
  await region.getByRole('link', { name: '打开公开页面' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}\\?subject=${CHONGMING}$`));
  await expect(page.getByText('崇明区下级区域主要指标')).toBeVisible();
});
