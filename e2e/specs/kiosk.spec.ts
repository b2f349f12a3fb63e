import { expect, type Page, test } from './fixtures';
import { api, apiLogin, shot } from './helpers';

const CHONGMING = 310151000000;
const CHENGQIAO = 310151101000;

interface Issued {
  id: number;
  entryUrl: string;
}

/** A display token of 崇明 playing a two-entry list: 领导驾驶舱 at the county, 种植 at 城桥镇, 20 s each. */
async function playingToken(page: Page, name: string): Promise<string> {
  const admin = await apiLogin(page.request, 'chongming_admin');
  const list = await api<{ id: number }>(
    page.request,
    '/api/login/gov/displayPlaylist/save',
    {
      name,
      resumeSeconds: 30,
      entries: [
        { menuKey: 7, areaId: CHONGMING, dwellSeconds: 20 },
        { menuKey: 18, areaId: CHENGQIAO, dwellSeconds: 20 },
      ],
    },
    admin,
  );
  expect(list.respCode, list.respDesc).toBe(0);
  const token = await api<Issued>(
    page.request,
    '/api/login/gov/displayToken/create',
    { name, validDays: 1 },
    admin,
  );
  const assigned = await api(
    page.request,
    '/api/login/gov/displayPlaylist/assign',
    { tokenId: token.obj.id, playlistId: list.obj.id },
    admin,
  );
  expect(assigned.respCode).toBe(0);
  const entry = new URL(token.obj.entryUrl);
  return `${entry.pathname}${entry.search}`;
}

/** Stops the page's clock where it is, so only the test moves it on. */
async function holdClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 100);
}

const onEntry = async (page: Page, title: string, areaId: number) => {
  await expect(page.locator('.dash-title')).toHaveText(title, { timeout: 30_000 });
  await expect(page.locator('.dash-grid')).toHaveAttribute('data-area-id', String(areaId), {
    timeout: 30_000,
  });
};

test.describe('wall-screen playlists', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a kiosk token plays its list in turn, pauses on a touch and plays on after the wait', async ({
    page,
  }) => {
    const entry = await playingToken(page, '轮播测试一');
    await page.clock.install();
    await page.goto(entry);
    await onEntry(page, '领导驾驶舱', CHONGMING);
    await expect(page.locator('.kiosk-playlist')).toHaveAttribute('data-entry', '0');
    await holdClock(page);

    await page.clock.runFor(20_000);
    await onEntry(page, '种植', CHENGQIAO);
    await expect(page.locator('.kiosk-playlist')).toHaveAttribute('data-entry', '1');
    await expect(page.locator('.dash-screen')).toHaveClass(/is-kiosk/);

    await page.clock.runFor(20_000);
    await onEntry(page, '领导驾驶舱', CHONGMING);

    // A touch pauses the list: the entry stays past its dwell, then 30 s without one it plays on.
    await page.locator('.dash-title').click();
    await expect(page.locator('.kiosk-playlist')).toHaveText(/轮播已暂停/);
    await page.clock.runFor(25_000);
    await expect(page.locator('.kiosk-playlist')).toHaveAttribute('data-entry', '0');
    await expect(page.locator('.dash-title')).toHaveText('领导驾驶舱');
    await page.clock.runFor(6_000);
    await expect(page.locator('.kiosk-playlist')).not.toHaveText(/暂停/);
    await page.clock.runFor(20_000);
    await onEntry(page, '种植', CHENGQIAO);
  });

  test('a discreet offline mark while the server is out of reach, gone when it answers again', async ({
    page,
  }) => {
    const entry = await playingToken(page, '轮播测试二');
    await page.clock.install();
    await page.goto(entry);
    await onEntry(page, '领导驾驶舱', CHONGMING);
    await holdClock(page);
    const mark = page.getByRole('status', { name: /与服务器的连接已中断/ });
    await expect(mark).toHaveCount(0);

    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.clock.runFor(31_000);
    await expect(mark).toBeVisible();
    await expect(mark).toHaveText('离线');
    // The last figures stay on the wall meanwhile.
    await expect(page.locator('.dash-plate').first()).toBeVisible();
    await shot(page, 'kiosk-offline');

    await page.unroute('**/api/**');
    await page.clock.runFor(6_000);
    await expect(mark).toHaveCount(0);
  });
});
