import { expect, test } from './fixtures';
import { api, apiLogin, uiLogin } from './helpers';

test('a new user must change the initial password, then lands on the start page', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'chongming_admin');
  const roles = await api<{ id: number; roleCode: string }[]>(
    request,
    '/api/portal/gov/governmentRole/list',
    {},
    admin,
  );
  expect(roles.respCode, roles.respDesc).toBe(0);
  const viewer = roles.obj.find((r) => r.roleCode === 'viewer') ?? roles.obj[0]!;
  const loginName = `e2e${Date.now().toString(36)}`;
  const created = await api<{ initialPassword: string }>(
    request,
    '/api/portal/gov/governmentUser/create',
    { loginName, nickname: '测试用户', governmentRoleId: viewer.id },
    admin,
  );
  expect(created.respCode, created.respDesc).toBe(0);

  await uiLogin(page, loginName, created.obj.initialPassword);
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByText('首次登录须修改初始密码')).toBeVisible();
  // The guard keeps the user on this page whatever they open.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/change-password$/);

  const newPassword = 'Fengshou#Change26';
  await page.getByLabel('原密码').fill(created.obj.initialPassword);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
  await expect(page.locator('.screen-shell')).toBeVisible();
});
