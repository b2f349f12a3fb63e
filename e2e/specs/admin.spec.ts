import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { api, apiLogin, choose, DEMO_PASSWORD, enterWithToken, settled, shot } from './helpers';

const ROLES = '/api/portal/gov/governmentRole/list';
const ROLE_PERMISSIONS = '/api/portal/gov/governmentRoleBigdataButtonRef/list';
const SAVE_ROLE = '/api/portal/gov/governmentRoleBigdataButtonRef/save';
const USERS = '/api/portal/gov/governmentUser/list';
const LOGIN = '/api/login/gov/user/login';

interface Role {
  id: number;
  roleCode: string;
}
interface Permission {
  buttonCode: string;
  isChecked: number;
}

async function viewerRole(request: APIRequestContext, adminToken: string): Promise<Role> {
  const roles = await api<Role[]>(request, ROLES, {}, adminToken);
  expect(roles.respCode, roles.respDesc).toBe(0);
  return roles.obj.find((r) => r.roleCode === 'viewer')!;
}

async function heldCodes(request: APIRequestContext, token: string, roleId: number): Promise<string[]> {
  const list = await api<Permission[]>(request, ROLE_PERMISSIONS, { governmentRoleId: roleId }, token);
  expect(list.respCode, list.respDesc).toBe(0);
  return list.obj.filter((p) => p.isChecked === 1).map((p) => p.buttonCode);
}

async function openAs(page: Page, token: string, path: string): Promise<void> {
  await enterWithToken(page, token);
  await page.goto(path);
  await settled(page);
}

test('the security administrator grants 查看员 an occupation action; a 查看员 is then offered it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Role permissions are the security administrator's (三员分立).
  const securityToken = await apiLogin(request, 'chongming_security');
  const role = await viewerRole(request, securityToken);
  const before = await heldCodes(request, securityToken, role.id);
  expect(before).not.toContain('occupy:review');
  try {
    await openAs(page, securityToken, `/system/roles?roleId=${role.id}`);
    await expect(page.locator('.admin-role-item.is-active')).toContainText('查看员');
    const occupy = page.getByRole('group', { name: '耕地占用' });
    // The 8 occupation actions in workflow order.
    await expect(occupy.locator('.perm-item')).toHaveCount(8);
    const review = occupy.getByRole('checkbox', { name: '审核通过', exact: true });
    await review.check();
    await expect(page.locator('.admin-dirty')).toHaveText('未保存：+1 −0');
    await page
      .locator('.admin-perm-actions')
      .getByRole('button', { name: /^保\s*存$/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('授予 1 项：耕地占用·审核通过');
    await shot(page, 'admin-roles-confirm');
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(page.getByText('已保存“查看员”的权限')).toBeVisible();
    await expect(page.locator('.admin-dirty')).toHaveCount(0);

    // The server keeps it: after a reload the box comes back checked, and the API says so.
    await page.reload();
    await settled(page);
    await expect(
      page.getByRole('group', { name: '耕地占用' }).getByRole('checkbox', { name: '审核通过', exact: true }),
    ).toBeChecked();
    expect(await heldCodes(request, securityToken, role.id)).toContain('occupy:review');

    // A 查看员 signing in now is offered 审核通过 on a case awaiting audit, and nothing else.
    const viewerToken = await apiLogin(request, 'chongming_viewer');
    const cases = await api<{ list: { occupyNum: string }[] }>(
      request,
      '/api/landoccupy/gov/farmlandOccupy/list',
      { processStatus: 2, pageSize: 1 },
      viewerToken,
    );
    const occupyNum = cases.obj.list[0]!.occupyNum;
    const viewer = await browser.newContext();
    const viewerPage = await viewer.newPage();
    await openAs(viewerPage, viewerToken, `/land-control/occupation/${occupyNum}`);
    await expect(viewerPage.locator('.review-actions').getByRole('button')).toHaveText(['审核通过']);
    await viewer.close();
  } finally {
    // Later specs expect the demo's 查看员 without review actions.
    const restored = await api(
      request,
      SAVE_ROLE,
      { governmentRoleId: role.id, buttonCodes: before },
      securityToken,
    );
    expect(restored.respCode, restored.respDesc).toBe(0);
  }
});

test('an administrator creates a user, hands over the initial password once, and disables the account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminToken = await apiLogin(request, 'chongming_admin');
  const loginName = `e2e_${Date.now().toString(36)}`;
  await openAs(page, adminToken, '/system/users');
  await expect(page.getByRole('row').filter({ hasText: 'chongming_admin' })).toContainText('本人');
  await page.getByRole('button', { name: '新建用户' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('账号').fill(loginName);
  await form.getByLabel('姓名').fill('测试核查员');
  await choose(page, form.locator('.ant-form-item').filter({ hasText: '角色' }), '查看员');
  await form.getByLabel('手机号').fill('1390000');
  await form.getByRole('button', { name: /创\s*建/ }).click();
  await expect(form.getByText('手机号格式不正确')).toBeVisible();
  await form.getByLabel('手机号').fill('');
  await form.getByRole('button', { name: /创\s*建/ }).click();

  const notice = page.getByRole('dialog').filter({ hasText: '初始密码只显示这一次' });
  await expect(notice).toContainText(loginName);
  const password = (await notice.locator('.admin-password').textContent())!.trim();
  expect(password.length).toBeGreaterThanOrEqual(8);
  expect(password).not.toBe(DEMO_PASSWORD);
  await shot(page, 'admin-user-created');
  const first = await api(request, LOGIN, { loginName, password });
  expect(first.respCode, first.respDesc).toBe(0);
  await notice.getByRole('button', { name: '我已记下，关闭' }).click();
  await expect(notice).toBeHidden();

  // One cannot disable oneself; the new account can be disabled, after a confirmation.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'chongming_admin' })
      .getByRole('button', { name: /停\s*用/ }),
  ).toBeDisabled();
  await page.getByPlaceholder(/搜索账号/).fill(loginName);
  // The search applies after a typing pause and moves the rows: click only once it has.
  await expect(page.getByRole('row').filter({ hasText: 'chongming_admin' })).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: loginName });
  await expect(row).toContainText('待改初始密码');
  await row.getByRole('button', { name: /停\s*用/ }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '停用账号“测试核查员”' })
    .getByRole('button', { name: /^停\s*用$/ })
    .click();
  await expect(row.locator('.ant-tag').filter({ hasText: '停用' })).toBeVisible();
  const refused = await api(request, LOGIN, { loginName, password });
  expect(refused.respCode).not.toBe(0);
});

test('without 用户与角色管理: no menu entries, 暂无权限 on the pages, and the server answers 403', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'chongming_viewer');
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === ROLES || path.startsWith('/api/portal/gov/governmentUser/')) calls.push(path);
  });
  await openAs(page, token, '/system/roles');
  await expect(page.locator('.no-permission')).toContainText('暂无权限');
  await shot(page, 'admin-denied');
  await page.goto('/system/users');
  await settled(page);
  await expect(page.locator('.no-permission')).toContainText('暂无权限');
  await expect(page.getByRole('button', { name: '新建用户' })).toHaveCount(0);
  // The page asks the server nothing it would refuse.
  expect(calls).toEqual([]);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '用户管理' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '角色与权限' })).toHaveCount(0);

  for (const [path, body] of [
    [ROLES, {}],
    [USERS, { pageNo: 1, pageSize: 10 }],
    [SAVE_ROLE, { governmentRoleId: 1, buttonCodes: ['user:manage'] }],
  ] as const) {
    const answer = await api(request, path, body, token);
    expect(answer.respCode, path).toBe(403);
  }
});

test('an administrator reaches both pages from the user menu', async ({ page, request }) => {
  const token = await apiLogin(request, 'chongming_admin');
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '角色与权限' }).click();
  await expect(page).toHaveURL(/\/system\/roles$/);
  await expect(page.locator('h1.topic-title')).toHaveText('角色与权限');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '用户管理' }).click();
  await expect(page).toHaveURL(/\/system\/users$/);
  await expect(page.locator('h1.topic-title')).toHaveText('用户管理');
});
