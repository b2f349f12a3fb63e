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
      // Unique per run: a list name is unique in the subject, and a run may meet an earlier run's lists.
      name: `${name} ${Date.now()}`,
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
  // A second ahead of the page's time, which runs on meanwhile (a busy machine may take that long).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
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

    // A second past each dwell: the next entry's timer starts when the page has drawn the switch.
    await page.clock.runFor(21_000);
    await onEntry(page, '种植', CHENGQIAO);
    await expect(page.locator('.kiosk-playlist')).toHaveAttribute('data-entry', '1');
    await expect(page.locator('.dash-screen')).toHaveClass(/is-kiosk/);

    await page.clock.runFor(21_000);
    await onEntry(page, '领导驾驶舱', CHONGMING);

    // A touch pauses the list: the entry stays past its dwell, then 30 s without one it plays on.
    await page.locator('.dash-title').click();
    await expect(page.locator('.kiosk-playlist')).toHaveText(/轮播已暂停/);
    await page.clock.runFor(25_000);
    await expect(page.locator('.kiosk-playlist')).toHaveAttribute('data-entry', '0');
    await expect(page.locator('.dash-title')).toHaveText('领导驾驶舱');
    await page.clock.runFor(6_000);
    await expect(page.locator('.kiosk-playlist')).not.toHaveText(/暂停/);
    await page.clock.runFor(21_000);
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
    // The next entry cannot load; its failed requests (after their retry) have the server probed at once.
    await page.clock.runFor(21_000);
    await page.clock.runFor(5_000);
    await expect(mark).toBeVisible();
    await expect(mark).toHaveText('离线');
    await shot(page, 'kiosk-offline');
    // While offline the list holds the entry on screen instead of moving on to more failures.
    const held = await page.locator('.kiosk-playlist').getAttribute('data-entry');
    await page.clock.runFor(45_000);
    await expect(page.locator('.kiosk-playlist')).toHaveAttribute('data-entry', held!);

    await page.unroute('**/api/**');
    await page.clock.runFor(6_000);
    await expect(mark).toHaveCount(0);
    // Back online, what failed is asked again and drawn (the page's clock moved on a little at a time: the
    // query library hands answers to the page on a timer), and the list plays on by itself.
    await expect(async () => {
      await page.clock.runFor(300);
      await expect(page.locator('.dash-plate').first()).toBeVisible({ timeout: 300 });
      await expect(page.locator('.dash-plate[data-state="error"]')).toHaveCount(0, { timeout: 300 });
    }).toPass({ timeout: 30_000 });
    await page.clock.runFor(21_000);
    await expect(page.locator('.kiosk-playlist')).not.toHaveAttribute('data-entry', held!);
  });
});
