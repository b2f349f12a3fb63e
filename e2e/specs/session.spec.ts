import { expect, test } from './fixtures';
import { api, apiLogin, settled } from './helpers';

test('?token= entry: the token is stored, stripped from the address and the start page opens', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'chongming_admin');
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
  expect(page.url()).not.toContain('token=');
  await expect(page.locator('.screen-shell')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
});

test('an expired token (logged out on the server) lands on /login with 登录失效', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'pudong_admin');
  const out = await api(request, '/api/login/gov/user/logout', {}, token);
  expect(out.respCode).toBe(0);
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('登录失效')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('no access: /404 opens NotAccess', async ({ page, request }) => {
  const token = await apiLogin(request, 'chongming_viewer');
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
  await page.goto('/404');
  await expect(page).toHaveURL(/\/not-access$/);
  await expect(page.getByText('暂无访问权限')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
});

test('an unknown path goes to / (the start page when signed in, else the login page)', async ({
  page,
  request,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  const token = await apiLogin(request, 'pudong_viewer');
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
});

test('logged out, the open pages open without a session', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.getByRole('button', { name: '登录系统' })).toBeVisible();
  await page.goto('/dashboard-custom/administrative-region');
  await expect(page).toHaveURL(/administrative-region$/);
  // Without a subject's public address the page says how to reach one, or to sign in.
  await expect(page.getByText('请通过政府主体公开的地址访问')).toBeVisible();
  await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeVisible();
  await settled(page);
});
