import { expect, test } from './fixtures';
import { api, apiLogin, settled, shot } from './helpers';

test('nav style 3 opens the side-menu shell; menus open their pages', async ({ page, request }) => {
  const admin = await apiLogin(request, 'pudong_admin');
  const info = await api<{ govSubjectVO: { id: number } }>(
    request,
    '/api/login/gov/user/getUserInfo',
    {},
    admin,
  );
  const id = info.obj.govSubjectVO.id;
  const set = (navStyleFlag: number) =>
    api(request, '/api/portal/gov/governmentSubject/updateBranding', { id, navStyleFlag }, admin);
  expect((await set(3)).respCode).toBe(0);
  try {
    const token = await apiLogin(request, 'pudong_viewer');
    await page.goto(`/?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
    await expect(page.locator('.side-shell')).toBeVisible();
    await page.locator('.side-sider').getByRole('menuitem', { name: '蔬菜' }).click();
    await expect(page).toHaveURL(/\/data-dashboard\/\d+\/vegetables$/);
    await expect(page.locator('h1.topic-title')).toHaveText('蔬菜');
    await settled(page);
    await shot(page, 'shell-side-menu');
  } finally {
    await set(1);
  }
});

test('the big-screen shell switches menu groups by tab and menus within a group', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'chongming_admin');
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await page.locator('.screen-tab', { hasText: '耕地' }).click();
  await expect(page.locator('.screen-tab.is-active')).toHaveText('耕地');
  await expect(page.locator('h1.topic-title')).toHaveText('土地资源监管');
  await page.locator('.dashboard-menu', { hasText: '撂荒地监测' }).click();
  await expect(page).toHaveURL(/\/data-dashboard\/\d+\/abandoned-land$/);
  // The page's own heading (a plate of the same name has one too).
  await expect(page.locator('h1.topic-title')).toHaveText('撂荒地监测');
  // Drilling down on the area map (the topic opens on its change parcels) selects a town; the area
  // context follows.
  await page.locator('.dash-map').getByRole('button', { name: '区域图' }).click();
  await page.locator('.dash-map .dash-map-label', { hasText: '新河镇' }).click();
  await expect(page.locator('.area-chain-current')).toHaveText('新河镇');
  await expect(page).toHaveTitle(/撂荒地监测 - 崇明区数字农业大屏展示系统/);
  await settled(page);
  await shot(page, 'shell-big-screen-town');
});
