import { expect, test } from '@playwright/test';
import { animationsDone, drawn, shot } from './helpers';

/**
 * A bureau's own installation: the second e2e server runs without the demo on an empty database
 * (playwright.config.ts), so its first visit is the setup page. Set up for 江西省上饶市婺源县, the county's
 * subject opens with the catalogue's dashboards over its own towns.
 */
const SETUP_URL = process.env.E2E_SETUP_URL;
const CODE = process.env.E2E_SETUP_CODE!;

test.skip(!SETUP_URL, 'needs the server without the demo (E2E_SETUP_URL)');
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.use({ baseURL: SETUP_URL });

test('a new installation is set up for 婺源县 in the browser, and its administrator opens the county’s dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/setup$/);
  const form = page.locator('.setup-form');
  await expect(form.getByLabel('初始化口令')).toBeVisible();
  // A wrong code is refused by the server, naming the field, and nothing is set up.
  await form.getByLabel('初始化口令').fill('WRONG-CODE');
  await form.getByLabel('所辖地区').click();
  for (const name of ['江西省', '上饶市', '婺源县']) {
    await animationsDone(page);
    await page.locator('.ant-cascader-menu-item', { hasText: name }).click();
  }
  await expect(form.locator('.ant-cascader')).toContainText('江西省 / 上饶市 / 婺源县');
  await form.getByLabel('管理员账号').fill('wuyuan_admin');
  await form.getByLabel('管理员密码').fill('Wuyuan#2026');
  await form.getByLabel('确认密码').fill('Wuyuan#2026');
  await form.getByRole('button', { name: '完成初始化' }).click();
  await expect(page.getByText('参数错误：setupCode（初始化口令不正确）')).toBeVisible();
  await form.getByLabel('初始化口令').fill(CODE);
  await form.getByRole('button', { name: '完成初始化' }).click();
  await expect(page.getByText('初始化完成')).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByText('已建立「婺源县农业农村局」，请用管理员账号 wuyuan_admin 登录。'),
  ).toBeVisible();
  await shot(page, 'setup-done');

  await page.getByRole('button', { name: '前往登录' }).click();
  await page.getByPlaceholder('账号').fill('wuyuan_admin');
  await page.getByPlaceholder('密码').fill('Wuyuan#2026');
  await page.getByPlaceholder('图片验证码').first().fill('abcd');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // The chosen password needs no change: the start page is the first group's dashboard.
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
  await expect(page.getByText('婺源县农业农村局').first()).toBeVisible();
  await expect(page.getByText('各区域农用地')).toBeVisible();
  // The plates read the county's own towns (from the national division list): 紫阳镇 is one of them.
  await expect(page.getByText('紫阳镇').first()).toBeVisible();
  await drawn(page);
  await shot(page, 'setup-dashboard');

  await page.goto('/setup');
  await expect(page.getByText('系统已完成初始化')).toBeVisible();
});
