import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures';
import { animationsDone, api, apiLogin, DEMO_PASSWORD, settled, shot, uiLogin } from './helpers';

const ok = <T>(answer: { respCode: number; respDesc: string; obj: T }): T => {
  expect(answer.respCode, answer.respDesc).toBe(0);
  return answer.obj;
};

/**
 * Actions of every kind the auditor is to find: a new user's failed and successful sign-ins and password
 * change, a role saved by the security administrator, a display token issued and revoked, users listed
 * with their phones unmasked, and a call the auditor may not make. Answers the new user's login name.
 */
async function produceEvents(request: APIRequestContext): Promise<string> {
  const admin = await apiLogin(request, 'chongming_admin');
  const roles = ok(
    await api<{ id: number; roleCode: string }[]>(request, '/api/portal/gov/governmentRole/list', {}, admin),
  );
  const viewer = roles.find((r) => r.roleCode === 'viewer')!;
  const loginName = `e2eaudit${Date.now().toString(36)}`;
  const created = ok(
    await api<{ initialPassword: string }>(
      request,
      '/api/portal/gov/governmentUser/create',
      { loginName, nickname: '审计测试', governmentRoleId: viewer.id },
      admin,
    ),
  );
  const wrong = await api(request, '/api/login/gov/user/login', { loginName, password: 'Wrong@Pass2026' });
  expect(wrong.respCode).not.toBe(0);
  const user = await apiLogin(request, loginName, created.initialPassword);
  ok(
    await api(
      request,
      '/api/login/gov/user/editMyPassword',
      { oldPassword: created.initialPassword, newPassword: 'Audit#Trail2026x' },
      user,
    ),
  );

  // The security administrator saves the 查看员 role as it is: a role change, without changing anything.
  const security = await apiLogin(request, 'chongming_security');
  const perms = ok(
    await api<{ buttonCode: string; isChecked: number }[]>(
      request,
      '/api/portal/gov/governmentRoleBigdataButtonRef/list',
      { governmentRoleId: viewer.id },
      security,
    ),
  );
  ok(
    await api(
      request,
      '/api/portal/gov/governmentRoleBigdataButtonRef/save',
      {
        governmentRoleId: viewer.id,
        buttonCodes: perms.filter((p) => p.isChecked === 1).map((p) => p.buttonCode),
      },
      security,
    ),
  );

  const token = ok(
    await api<{ id: number }>(
      request,
      '/api/login/gov/displayToken/create',
      { name: '审计测试大屏', validDays: 1 },
      admin,
    ),
  );
  ok(await api(request, '/api/login/gov/displayToken/revoke', { id: token.id }, admin));
  // The administrator holds pii:view: the user list answers the phones in full, which is recorded.
  ok(await api(request, '/api/portal/gov/governmentUser/list', { pageNo: 1, pageSize: 50 }, admin));

  const auditor = await apiLogin(request, 'chongming_auditor');
  const refused = await api(
    request,
    '/api/portal/gov/governmentUser/list',
    { pageNo: 1, pageSize: 10 },
    auditor,
  );
  expect(refused.respCode).toBe(403);
  return loginName;
}

function filterItem(page: Page, label: string): Locator {
  return page
    .locator('.security-audit-filters .ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) });
}

/** Picks an event kind by typing its name into the searchable select (the list is longer than it shows). */
async function pickEvent(page: Page, name: string): Promise<void> {
  const field = filterItem(page, '事件');
  await expect(async () => {
    await animationsDone(page);
    await field.locator('.ant-select').click();
    await page.keyboard.type(name);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click({ timeout: 2_000 });
    await expect(field.locator('.ant-select')).toContainText(name, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Sets the filters and searches until a row of the event shows (events are written in group commits). */
async function findEvent(
  page: Page,
  event: string,
  { loginName = '', outcome }: { loginName?: string; outcome?: string } = {},
): Promise<Locator> {
  await page
    .locator('.security-audit-filters')
    .getByRole('button', { name: /重\s*置/ })
    .click();
  await pickEvent(page, event);
  await filterItem(page, '账号').getByRole('textbox').fill(loginName);
  const row = page.locator('.security-audit .ant-table-row').filter({ hasText: event });
  // A row of the event, and of the outcome when one is asked.
  const wanted = row.filter({ hasText: outcome ?? event });
  await expect(async () => {
    await page
      .locator('.security-audit-filters')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect(wanted.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The filter holds: every row shown is of this event.
  const others = page.locator('.security-audit .ant-table-row').filter({ hasNotText: event });
  await expect(others).toHaveCount(0);
  return row.first();
}

test('the auditor finds each kind of event by the event filter and the trail verifies intact', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const loginName = await produceEvents(request);

  // Without dashboard:view the auditor starts on the audit trail.
  await uiLogin(page, 'chongming_auditor', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/system\/audit$/);
  await expect(page.locator('.topic-title')).toHaveText('审计日志');
  await settled(page);

  // An export of the trail and its download are events themselves.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出Excel/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^安全审计日志.*\.xlsx$/);

  await findEvent(page, '账号密码登录', { loginName, outcome: '失败' });
  await findEvent(page, '账号密码登录', { loginName, outcome: '成功' });
  await findEvent(page, '修改本人密码', { loginName, outcome: '成功' });
  await findEvent(page, '修改角色权限', { loginName: 'chongming_security' });
  await findEvent(page, '签发大屏展示令牌', { loginName: 'chongming_admin' });
  await findEvent(page, '查看个人信息明文', { loginName: 'chongming_admin' });
  await findEvent(page, '越权访问被拒绝', { loginName: 'chongming_auditor', outcome: '拒绝' });
  await findEvent(page, '导出数据', { loginName: 'chongming_auditor' });
  const fetched = await findEvent(page, '下载导出文件', { loginName: 'chongming_auditor' });

  // A row unfolds the browser and the request id.
  await fetched.locator('.ant-table-row-expand-icon').click();
  const detail = page.locator('.security-event-detail').first();
  await expect(detail).toContainText('浏览器');
  await expect(detail).toContainText('请求编号');

  await page
    .locator('.security-audit-filters')
    .getByRole('button', { name: /重\s*置/ })
    .click();
  await page.getByRole('button', { name: /完整性校验/ }).click();
  const verdict = page.locator('.security-verify-result');
  await expect(verdict).toContainText('审计日志完整，未发现篡改');
  await expect(verdict).toContainText(/已校验 \d+ 条记录/);
  await expect(verdict).toContainText(/保留 \d+ 天/);
  await settled(page);
  await shot(page, 'security-audit');
});
