import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Password of every demo account (apps/server/src/demo/logins.ts). */
export const DEMO_PASSWORD = 'Fengshou@2026';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

/** Saves a full-viewport screenshot to e2e/artifacts/<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}${name}.png` });
}

/** The envelope every API call answers with. */
interface Envelope<T> {
  respCode: number;
  respDesc: string;
  obj: T;
}

/** POSTs to the API like the web client does and returns the envelope. */
export async function api<T = unknown>(
  request: APIRequestContext,
  path: string,
  body: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const response = await request.post(path, {
    data: body,
    headers: { clientType: '1', platformType: '1', ...(token ? { accessToken: token } : {}) },
  });
  return (await response.json()) as Envelope<T>;
}

/** Signs in through the API and returns the access token. */
export async function apiLogin(request: APIRequestContext, loginName: string, password = DEMO_PASSWORD) {
  const answer = await api<{ accessToken: string }>(request, '/api/login/gov/user/login', {
    loginName,
    password,
  });
  expect(answer.respCode, answer.respDesc).toBe(0);
  return answer.obj.accessToken;
}

/** Enters with a token as a link from another system does (`/?token=`) and waits until the session holds. */
export async function enterWithToken(page: Page, token: string): Promise<void> {
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs in through the login page (the server runs with CAPTCHA=off, any answer passes). */
export async function uiLogin(page: Page, loginName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('账号').fill(loginName);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByPlaceholder('图片验证码').first().fill('abcd');
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/**
 * What shows that something is loading: a status element (the app's loading states) or a spinning Spin. A
 * live region (`aria-live`, where a drag-and-drop list announces moves to screen readers) is a status
 * element that stays, and says nothing about loading.
 */
export const LOADING = '[role="status"]:not([aria-live]), .ant-spin-spinning';

/**
 * Waits until the startup notice and every loading state are gone and the page's fonts are ready, so
 * screenshots are complete. Not `networkidle`: pages that follow live events keep an EventSource open, so the
 * network never goes idle there.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#app-loading')).toHaveCount(0);
  await expect(page.locator(LOADING)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('load');
  await drawn(page);
}

/** The zoom of the (first) map in `within` as GisMap marks it on its canvas box. */
export function mapZoom(within: Page | Locator): Promise<string | null> {
  return within.locator('.gis-map-canvas').first().getAttribute('data-zoom');
}

/**
 * Waits until the (first) map in `within` has moved away from zoom `from` and settled: idle at another zoom,
 * both read at once (right after a click the map may not have begun to move, and is idle where it was).
 */
export async function mapMovedFrom(within: Page | Locator, from: string | null): Promise<void> {
  const box = within.locator('.gis-map-canvas').first();
  await expect
    .poll(
      () => box.evaluate((el: HTMLElement, z) => el.dataset.idle === '1' && el.dataset.zoom !== z, from),
      {
        message: `map still at zoom ${from} or moving`,
        timeout: 45_000,
      },
    )
    .toBe(true);
}

/**
 * Waits until what the page paints has settled: every map has drawn what it asked for (MapLibre's idle,
 * which GisMap marks on its canvas box) and every chart has ended its entry animation (two frames apart, its
 * canvas holds the same picture). For screenshots; assertions wait for their own state.
 */
export async function drawn(page: Page): Promise<void> {
  for (const map of await page.locator('.gis-map-canvas').all())
    await expect(map).toHaveAttribute('data-idle', '1', { timeout: 45_000 });
  // A hash of every chart canvas (ECharts marks its container), read in an animation frame.
  const picture = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => {
            let h = 0x811c9dc5;
            for (const c of document.querySelectorAll<HTMLCanvasElement>('[_echarts_instance_] canvas')) {
              const url = c.toDataURL();
              for (let i = 0; i < url.length; i++) h = Math.imul(h ^ url.charCodeAt(i), 0x01000193);
            }
            resolve(h >>> 0);
          }),
        ),
    );
  let last = await picture();
  await expect
    .poll(
      async () => {
        const now = await picture();
        const same = now === last;
        last = now;
        return same;
      },
      { message: 'charts still drawing', timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Waits until the page's finite CSS animations (a modal zooming in, a dropdown sliding down) have ended. On a
 * slow machine a click during one can land where the element was a frame earlier and do nothing.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Picks `option` in the antd Select inside `field` (a form item) and checks that the choice took. */
export async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await expect(async () => {
    await animationsDone(page);
    await field.locator('.ant-select').click();
    await animationsDone(page);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: option })
      .click({ timeout: 2_000 });
    await expect(field.locator('.ant-select')).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
