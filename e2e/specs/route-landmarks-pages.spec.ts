import { expect, test } from './fixtures';
import { apiLogin, settled, shot } from './helpers';
import { type Landmark, PAGE_LANDMARKS } from './route-landmarks-pages';

// The walk's values for the path parameters: farm (base) 1 and machine 1 of the demo county.
const fill = (path: string) => path.replace(/:(farmid|baseid|id)\b/, '1');
const query: Record<string, string> = { '/iframe-detail': '?url=%2Ffavicon.svg' };

function locate(page: import('@playwright/test').Page, l: Landmark) {
  return l.role === 'text'
    ? page.getByText(l.name).first()
    : page.getByRole(l.role, { name: l.name }).first();
}

test.describe.configure({ mode: 'parallel' });

const PARTS = 2;
const entries = Object.entries(PAGE_LANDMARKS);
for (let part = 0; part < PARTS; part++) {
  test(`each page shows its own landmark (part ${part + 1} of ${PARTS})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const token = await apiLogin(request, 'chongming_admin');
    await page.goto(`/?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
    const size = Math.ceil(entries.length / PARTS);
    for (const [path, landmark] of entries.slice(part * size, (part + 1) * size)) {
      await page.goto(fill(path) + (query[path] ?? ''));
      await expect(locate(page, landmark), `${path}: ${landmark.name}`).toBeVisible({ timeout: 20_000 });
      await settled(page);
      await shot(page, `landmark${path.replace(/[/:]+/g, '-')}`);
    }
  });
}

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
