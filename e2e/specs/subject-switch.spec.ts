import { expect, test } from './fixtures';
import { animationsDone, apiLogin } from './helpers';

test('上海市 switches to 崇明区 from the user menu and lands on its dashboard', async ({ page, request }) => {
  const token = await apiLogin(request, 'shanghai_admin');
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/global\/big-screen-entrance-services$/);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '切换主体' }).click();
  const dialog = page.getByRole('dialog', { name: '切换政府主体' });
  await expect(dialog.getByRole('button', { name: /上海市农业农村委员会/ })).toBeDisabled();
  await animationsDone(page);
  await dialog.getByRole('button', { name: /崇明区农业农村委员会/ }).click();
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
  await expect(page.getByRole('heading', { name: '崇明区数字农业大屏展示系统' })).toBeVisible();
  await expect(page.locator('.area-chain-current')).toHaveText('崇明区');
});
