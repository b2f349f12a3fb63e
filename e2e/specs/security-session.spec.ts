import { expect, test } from './fixtures';
import { settled, shot, uiLogin } from './helpers';

test('a sign-in the policy asks an SMS code of shows the 短信验证 step with the masked phone', async ({
  page,
}) => {
  // The challenge is answered here: which accounts the policy asks depends on the installation's policy, and
  // turning it on would ask every administrator's sign-in of the specs running beside this one.
  await page.route('**/api/login/gov/user/login', (route) =>
    route.fulfill({
      json: {
        respCode: 0,
        respDesc: '成功',
        obj: {
          secondFactor: {
            challenge: 'e2e-challenge-0123456789abcdef',
            phone: '139****1003',
            expireSeconds: 300,
            resendSeconds: 60,
          },
        },
      },
    }),
  );
  await uiLogin(page, 'shanghai_security');
  const step = page.getByRole('form', { name: '短信验证' });
  await expect(step).toBeVisible();
  await expect(step).toContainText('139****1003');
  await expect(step).toContainText(/\d+s后可重新发送验证码/);
  await expect(step.getByPlaceholder('短信验证码')).toBeFocused();
  await settled(page);
  await shot(page, 'security-second-factor');
  await step.getByRole('button', { name: '返回账号登录' }).click();
  await expect(page.getByPlaceholder('账号')).toBeVisible();
});

test('before the idle limit a countdown asks whether to go on; 继续使用 keeps the sign-in', async ({
  page,
}) => {
  await page.clock.install();
  await uiLogin(page, 'chongming_viewer');
  await expect(page).not.toHaveURL(/\/login/);
  // A page that sends nothing by itself: a dashboard's refreshes would count as activity.
  await page.goto('/change-password');
  await settled(page);
  const idle = await page.evaluate(async () => {
    const token = localStorage.getItem('accessToken') ?? '';
    const res = await fetch('/api/login/gov/user/getUserInfo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', clientType: '1', platformType: '1', accessToken: token },
      body: '{}',
    });
    return ((await res.json()) as { obj: { session?: { idleMinutes: number | null } } }).obj.session
      ?.idleMinutes;
  });
  expect(idle).toBeGreaterThan(2);
  // Jump past the warning moment, counted from the last request.
  await page.clock.fastForward((idle! - 1.5) * 60_000);
  const dialog = page.getByRole('dialog', { name: '即将因长时间无操作退出登录' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.session-countdown')).toHaveText(/^[0-2]:\d\d$/);
  await shot(page, 'security-idle-warning');
  await dialog.getByRole('button', { name: '继续使用' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/\/login/);
});
