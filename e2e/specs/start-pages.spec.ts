import { expect, test } from './fixtures';
import { settled, shot, uiLogin } from './helpers';

test('the login page renders with both sign-in tabs and the captcha image', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: '账号登录' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '短信登录' })).toBeVisible();
  await expect(page.getByRole('img', { name: '图片验证码' }).first()).toBeVisible();
  await settled(page);
  await expect(page).toHaveTitle(/登录/);
  await shot(page, 'login');
});

test('上海市 (shanghai_admin) starts on its guide page', async ({ page }) => {
  await uiLogin(page, 'shanghai_admin');
  await expect(page).toHaveURL(/\/global\/big-screen-entrance-services$/);
  await expect(page.getByRole('heading', { name: '上海市数字农业大数据平台' })).toBeVisible();
  await expect(page.getByText('大屏与业务入口')).toBeVisible();
  await expect(page.locator('.menu-group-card').first()).toBeVisible();
  await expect(page.locator('.external-link').first()).toBeVisible();
  // The MapLibre map of the subject's area, its districts labelled (a label drills into its district).
  await expect(page.locator('.guide-area-map .gis-map-label').first()).toBeVisible();
  await settled(page);
  await shot(page, 'start-shanghai-guide');
});

test('崇明区 (chongming_admin) starts on the first menu group of its data dashboard', async ({ page }) => {
  await uiLogin(page, 'chongming_admin');
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
  await expect(page.locator('.screen-shell')).toBeVisible();
  await expect(page.locator('.screen-tab.is-active')).toHaveText('总览');
  await expect(page.getByRole('heading', { name: '农业概况' })).toBeVisible();
  await expect(page.locator('.dash-map .dash-map-label').first()).toBeVisible();
  await settled(page);
  await expect(page).toHaveTitle(/崇明区数字农业大屏展示系统/);
  await shot(page, 'start-chongming-dashboard');
});

test('浦东新区 (pudong_admin) starts on /home in the classic skin', async ({ page }) => {
  await uiLogin(page, 'pudong_admin');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.portal-shell')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'classic');
  // The platform's own home: the area's to-dos and entries to its pages, not the guide's menu groups.
  await expect(page.getByText('浦东新区待办事项')).toBeVisible();
  await expect(page.getByText('快捷入口')).toBeVisible();
  await expect(page.getByText('业务导航')).toHaveCount(0);
  await settled(page);
  await shot(page, 'start-pudong-home');
});
