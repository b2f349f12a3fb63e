import { expect, test } from './fixtures';
import { api, apiLogin, settled, shot, uiLogin } from './helpers';

const GET = '/api/system/gov/securityPolicy/get';
const SAVE = '/api/system/gov/securityPolicy/save';

interface Policy {
  passwordHistoryCount: number;
  passwordMaxAgeDays: number;
  idleMinutes: number;
  absoluteHours: number;
  secondFactor: 'off' | 'admins';
  refusedPasswords: string[];
  editable: boolean;
}

test('the security administrator of the top unit sets the password history to 6; it holds after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, 'shanghai_security');
  const before = await api<Policy>(request, GET, {}, token);
  expect(before.respCode, before.respDesc).toBe(0);
  expect(before.obj.editable).toBe(true);
  try {
    // Without dashboard:view the security administrator starts on the roles.
    await uiLogin(page, 'shanghai_security');
    await expect(page).toHaveURL(/\/system\/roles$/);
    await page.goto('/system/security-policy');
    await settled(page);
    await expect(page.locator('.topic-title')).toHaveText('安全策略');
    await expect(page.getByText(/在内置的 \d+ 个弱口令/)).toBeVisible();
    const history = page.getByRole('spinbutton', { name: '密码历史' });
    await expect(history).toHaveValue(String(before.obj.passwordHistoryCount));

    // Below the level-3 floor the form refuses before the server is asked.
    await history.fill('4');
    await page.getByRole('button', { name: /^保\s*存$/ }).click({ timeout: 10_000 });
    await expect(page.getByText('须为 5–24 之间的整数')).toBeVisible();

    await history.fill('6');

    await page.getByRole('button', { name: /^保\s*存$/ }).click({ timeout: 10_000 });
    await expect(page.getByText('已保存安全策略')).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(page.getByRole('spinbutton', { name: '密码历史' })).toHaveValue('6');
    await expect(page.getByText(/最近修改：/)).toBeVisible();
    await shot(page, 'security-policy');

    // A refusal of the server lands on the field it names.
    // The first save answers the refusal; the next goes to the server.
    let answered = false;
    await page.route('**/api/system/gov/securityPolicy/save', (route) => {
      if (answered) return route.continue();
      answered = true;
      return route.fulfill({
        json: { respCode: 300, respDesc: '参数错误：refusedPasswords.0（不能包含控制字符）', obj: null },
      });
    });
    await page.getByRole('button', { name: /^保\s*存$/ }).click({ timeout: 10_000 });
    const refused = page.locator('.ant-form-item').filter({ hasText: '附加禁用密码' });
    await expect(refused.locator('.ant-form-item-explain-error')).toHaveText('第 1 行：不能包含控制字符');
    await expect(page.getByText('参数有误（附加禁用密码第 1 行）：不能包含控制字符')).toBeVisible();
    // Saving again once the server would take it goes through (the suite's other specs share the server's
    // one database connection: a save may wait its turn for seconds).
    const saveButton = page.locator('.security-policy-form button[type="submit"]');
    await expect(saveButton).not.toHaveClass(/ant-btn-loading/, { timeout: 30_000 });
    await saveButton.click();
    await expect(page.getByText('已保存安全策略')).toBeVisible({ timeout: 30_000 });
  } finally {
    const { editable: _e, ...rest } = before.obj;
    const restored = await api(
      request,
      SAVE,
      {
        passwordHistoryCount: rest.passwordHistoryCount,
        passwordMaxAgeDays: rest.passwordMaxAgeDays,
        idleMinutes: rest.idleMinutes,
        absoluteHours: rest.absoluteHours,
        secondFactor: rest.secondFactor,
        refusedPasswords: rest.refusedPasswords,
      },
      token,
    );
    expect(restored.respCode, restored.respDesc).toBe(0);
  }
});

test('a security administrator of a lower unit sees the policy read-only', async ({ page }) => {
  await uiLogin(page, 'chongming_security');
  await expect(page).toHaveURL(/\/system\/roles$/);
  await page.goto('/system/security-policy');
  await settled(page);
  await expect(page.getByText('只读：本策略由顶级单位的安全管理员统一设置')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: '密码历史' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^保\s*存$/ })).toHaveCount(0);
  await shot(page, 'security-policy-readonly');
});
