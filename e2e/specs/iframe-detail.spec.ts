import { expect, test } from './fixtures';
import { apiLogin, shot } from './helpers';

test('an external page that does not answer is named with its address and a retry', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'chongming_admin');
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await page.goto(
    '/iframe-detail?url=%2Fassets%2Fno-such-page.html&title=%E6%B5%8B%E8%AF%95%E7%B3%BB%E7%BB%9F',
  );
  await expect(page.getByText('无法访问测试系统')).toBeVisible();
  await expect(page.getByText(/\/assets\/no-such-page\.html$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await shot(page, 'iframe-unreachable');
});
