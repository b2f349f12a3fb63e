/// <reference lib="dom" />
// The page functions below run in the browser.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { baselineRound } from './baseline/round';
import { startBaselineServer } from './baseline/server';
import { apiAt, median } from './lib';

/**
 * Dashboard drawing in headless Chromium at 1920×1080 on the demo data, against a running app
 * (BENCH_BASE_URL, default http://localhost:8778; start it with `npm start` or server.ts):
 *  - navigation → first plate drawn, → all plates of the 9-plate 领导驾驶舱 drawn,
 *  - area switch (a town on the map) → every plate redrawn for the town,
 * each the median of ROUNDS (5) fresh page loads after one discarded, interleaved round by round with the
 * baseline page (baseline/page.ts: the same plates drawn from inline data, no app), whose figures and the
 * rounds' ratios are printed beside them; then the JS heap over area switches and the gzipped JavaScript
 * of the login route and a dashboard load.
 * Run: `npx tsx bench/dashboard.ts`. Figures only, no assertions (bench/README.md).
 */

export const BASE = process.env.BENCH_BASE_URL ?? 'http://localhost:8778';
const USER = process.env.BENCH_USER ?? 'chongming_admin';
export const MENU_PATH = 'leadership-cockpit';
const ROUNDS = Number(process.env.ROUNDS ?? 5);
/** Chromium as the benches launch it. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

/** A session of the bench's user on the app at `base`. */
export const loginAt = (base: string) => apiAt(base).login(USER);
export const login = () => loginAt(BASE);

export async function firstGroupId(token: string, base = BASE): Promise<number> {
  const info = (await (
    await fetch(`${base}/api/login/gov/user/getUserInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: token },
      body: '{}',
    })
  ).json()) as { obj: { govSubjectVO: { id: number } } };
  const types = (await (
    await fetch(`${base}/api/portal/gov/menuGroup/typeAndGroupList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: token },
      body: JSON.stringify({ governmentSubjectId: info.obj.govSubjectVO.id }),
    })
  ).json()) as { obj: { menuGroupList: { id: number; menuList: { menuKey: number }[] }[] }[] };
  const group = types.obj
    .flatMap((t) => t.menuGroupList)
    .find((g) => g.menuList.some((m) => m.menuKey === 7));
  if (!group) throw new Error('no menu group with 领导驾驶舱 (key 7)');
  return group.id;
}

/**
 * Records in the page when the first plate and all plates were drawn (ms since navigation start), and
 * when the pointer last went down (an area switch starts at the user's press, not when the driver begins
 * its click: Playwright's checks before it cost 70–90 ms here); the first plate and the press are also
 * performance marks, which a trace records (dashboard-trace.ts). A string, not a function: tsx compiles
 * functions with name helpers that do not exist in the page.
 */
const RECORDER = `
  window.__dash = {};
  const check = () => {
    const plates = document.querySelectorAll('.dash-plate');
    const done = document.querySelectorAll('.dash-plate[data-state="drawn"], .dash-plate[data-state="empty"]');
    if (window.__dash.first === undefined && document.querySelector('.dash-plate[data-state="drawn"]')) {
      window.__dash.first = performance.now();
      performance.mark('first-plate');
    }
    if (window.__dash.all === undefined && plates.length > 0 && done.length === plates.length) {
      window.__dash.all = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, childList: true });
  addEventListener('pointerdown', () => {
    window.__dash.pressed = performance.now();
    performance.mark('press');
  }, true);
`;

/** A town's name on the dashboard's map: the `nth` in the map's order, or the one named so. */
export const townLabel = (page: Page, town: number | string) => {
  const labels = page.locator('.dash-map .dash-map-label');
  return typeof town === 'number' ? labels.nth(town) : labels.getByText(town, { exact: true });
};

/**
 * Chooses a town on the dashboard's map and waits for the first frame with every plate drawn for it
 * (marked `redrawn`); answers the ms from the press to that frame.
 */
export async function switchToTown(page: Page, town: number | string): Promise<number> {
  await townLabel(page, town).click();
  const redrawn = await page.waitForFunction(
    () => {
      const plates = document.querySelectorAll('.dash-plate');
      const done = document.querySelectorAll(
        '.dash-plate[data-state="drawn"], .dash-plate[data-state="empty"]',
      );
      const moved = document.querySelector('.area-chain-current')?.textContent !== '崇明区';
      if (!moved || done.length !== plates.length) return false;
      performance.mark('redrawn');
      return performance.now();
    },
    null,
    { timeout: 180_000, polling: 'raf' },
  );
  const pressed = await page.evaluate(
    () => (window as unknown as { __dash: { pressed: number } }).__dash.pressed,
  );
  return ((await redrawn.jsonValue()) as number) - pressed;
}

export async function newPage(browser: Browser, token: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), token);
  await page.addInitScript({ content: RECORDER });
  return page;
}

/** Gzipped JavaScript a page loads until `ready` holds (the login form; a dashboard with its map). */
async function gzippedScripts(page: Page, path: string, ready: string): Promise<number> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.ok()) bodies.set(r.url(), r.body());
  });
  await page.goto(`${BASE}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 180_000 });
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies.values());
  return all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
}

/** Heap checkpoints (switches there and back): a leak keeps growing, caches level off. */
const HEAP_CHECKPOINTS = [10, 30, 60];

/** Used JS heap (MB, after a forced GC) once loaded and after switching town ↔ county many times. */
async function heapAfterSwitches(browser: Browser, token: string, url: string) {
  const page = await newPage(browser, token);
  const cdp = await page.context().newCDPSession(page);
  const used = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
  };
  await cdp.send('Performance.enable');
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __dash: { all?: number } }).__dash.all, null, {
    timeout: 180_000,
  });
  const settledFor = (name: string) =>
    page.waitForFunction(
      (n) =>
        document.querySelector('.area-chain-current')?.textContent === n &&
        document.querySelectorAll('.dash-plate[data-state="loading"]').length === 0,
      name,
      { timeout: 180_000 },
    );
  const before = await used();
  const after: number[] = [];
  for (let i = 0; i < HEAP_CHECKPOINTS.at(-1)!; i++) {
    const town = page.locator('.dash-map .dash-map-label').nth(i % 5);
    const name = (await town.textContent()) ?? '';
    await town.click();
    await settledFor(name);
    await page.locator('.area-chain').getByRole('button', { name: '崇明区' }).click();
    await settledFor('崇明区');
    if (HEAP_CHECKPOINTS.includes(i + 1)) after.push(await used());
  }
  await page.close();
  return { before, after };
}

/**
 * One fresh page load of the dashboard at `url`: ms from navigation to the first plate and to all plates
 * drawn, then from the press on a town of the map (`nth` in the map's order or its name) to every plate
 * redrawn for it.
 */
export async function oneRound(browser: Browser, token: string, url: string, town: number | string) {
  const page = await newPage(browser, token);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __dash: { all?: number } }).__dash.all, null, {
    timeout: 180_000,
  });
  const t = await page.evaluate(
    () => (window as unknown as { __dash: { first: number; all: number } }).__dash,
  );
  // The map mounts once the plates are drawn; the town is chosen as soon as its name shows.
  await townLabel(page, town).waitFor();
  const switchMs = await switchToTown(page, town);
  await page.close();
  return { first: t.first, all: t.all, switchMs };
}

/** Load and switch times (ms) of one side, round by round. */
interface Side {
  first: number[];
  all: number[];
  switchMs: number[];
}

const push = (side: Side, r: { first: number; all: number; switchMs: number }) => {
  side.first.push(r.first);
  side.all.push(r.all);
  side.switchMs.push(r.switchMs);
};

/** Figures in seconds: the median and each round's. */
const seconds = (xs: number[]) =>
  `${(median(xs) / 1000).toFixed(2)} s (runs ${xs.map((x) => (x / 1000).toFixed(2)).join(', ')})`;

/**
 * The median of the rounds' ratios: each dashboard round against the mean of the baseline rounds run just
 * before and just after it, so drift over the round cancels out.
 */
const ratio = (xs: number[], base: number[]) => {
  const rs = xs.map((x, i) => x / ((base[i]! + base[i + 1]!) / 2));
  return `${median(rs).toFixed(2)}× (rounds ${rs.map((r) => r.toFixed(2)).join(', ')})`;
};

export async function dashboardBench(): Promise<void> {
  const token = await login();
  const group = await firstGroupId(token);
  const url = `${BASE}/data-dashboard/${group}/${MENU_PATH}`;
  const baseline = await startBaselineServer();
  const browser = await launchChromium();
  const real: Side = { first: [], all: [], switchMs: [] };
  const base: Side = { first: [], all: [], switchMs: [] };
  try {
    // A server just started answers its first statistics from cold caches, not what a wall screen sees;
    // one discarded round of each.
    await oneRound(browser, token, url, baseline.towns[0]!);
    await baselineRound(browser, baseline.url, 0);
    // Baseline and dashboard alternate, a baseline round first and last (ROUNDS + 1 of them); both switch
    // to the towns of the baseline's fixture in turn.
    const town = (i: number) => i % baseline.towns.length;
    push(base, await baselineRound(browser, baseline.url, town(0)));
    for (let i = 0; i < ROUNDS; i++) {
      push(real, await oneRound(browser, token, url, baseline.towns[town(i)]!));
      push(base, await baselineRound(browser, baseline.url, town(i + 1)));
    }
    const heap = await heapAfterSwitches(browser, token, url);
    const loginPage = await browser.newPage();
    const loginJs = await gzippedScripts(loginPage, '/login', 'input[placeholder="账号"]');
    await loginPage.close();
    const dashPage = await newPage(browser, token);
    const dashJs = await gzippedScripts(
      dashPage,
      `/data-dashboard/${group}/${MENU_PATH}`,
      '.dash-map .dash-map-label',
    );
    await dashPage.close();
    console.log(
      `dashboard (${url}, 1920×1080, ${ROUNDS} rounds interleaved with the baseline page, medians)`,
    );
    console.log(`  navigation → first plate drawn: ${seconds(real.first)}  budget 1.0 s`);
    console.log(
      `    baseline, first chart drawn: ${seconds(base.first)}; ratio ${ratio(real.first, base.first)}`,
    );
    console.log(`  navigation → all 9 plates drawn: ${seconds(real.all)}  budget 2.0 s`);
    console.log(`    baseline, all plates drawn: ${seconds(base.all)}; ratio ${ratio(real.all, base.all)}`);
    console.log(`  area switch → all plates redrawn: ${seconds(real.switchMs)}  budget 0.5 s`);
    console.log(
      `    baseline, all plates redrawn: ${seconds(base.switchMs)}; ratio ${ratio(real.switchMs, base.switchMs)}`,
    );
    console.log(
      `  JS heap (after GC) after load ${heap.before.toFixed(1)} MB; after ${HEAP_CHECKPOINTS.join(' / ')} area switches there and back ${heap.after.map((m) => m.toFixed(1)).join(' / ')} MB`,
    );
    console.log(
      `  JavaScript gzipped: login route ${(loginJs / 1024).toFixed(0)} KB (budget 350), dashboard ${(dashJs / 1024).toFixed(0)} KB (budget 850)`,
    );
  } finally {
    await browser.close();
    await baseline.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await dashboardBench();
