/// <reference lib="dom" />
// Issue 11: the parcel map in headless Chromium at 1920×1080 (software rendering here), against a running
// app (BENCH_BASE_URL, default http://localhost:8778; the demo or a `--scale 10` seed):
//  - navigation → the map settled with the county's parcel layer (village aggregates below zoom 12), and
//    the same from the moment the map opened (its canvas in the page; budget 1 s),
//  - zoomed in to 13 → parcels on screen (map idle with the zoom-13 tiles drawn),
//  - median frame time while dragging the map at zoom 13, with the parcel layer and with it switched off
//    (the same map with no data layers, same run); the budget is ≤ 1.5×.
// Median of ROUNDS fresh pages. Figures only, no assertions (bench/README.md).
import { type Browser, chromium, type Page } from '@playwright/test';
import { apiAt, median } from './lib';

const BASE = process.env.BENCH_BASE_URL ?? 'http://localhost:8778';
const USER = process.env.BENCH_USER ?? 'chongming_admin';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const TARGET_ZOOM = 13;
const CANVAS = '.gis-map-canvas';

const login = () => apiAt(BASE).login(USER);

// Records when the map opens (its canvas is in the page) and first settles (ms since navigation start); a
// string, since tsx helpers do not exist in the page.
const RECORDER = `
  window.__map = {};
  new MutationObserver(() => {
    if (window.__map.open === undefined && document.querySelector('${CANVAS} canvas')) window.__map.open = performance.now();
    const el = document.querySelector('${CANVAS}[data-idle="1"]');
    if (el && window.__map.idle === undefined) window.__map.idle = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-idle'] });
`;

// Frame intervals while panning, from requestAnimationFrame (a string for the same reason).
const FRAME_RECORDER = `
  window.__frames = [];
  window.__panning = true;
  let last = performance.now();
  const tick = (t) => {
    window.__frames.push(t - last);
    last = t;
    if (window.__panning) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

const settled = (page: Page) =>
  page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-idle') === '1', CANVAS, {
    timeout: 120_000,
    polling: 50,
  });
const zoomOf = async (page: Page) => Number(await page.locator(CANVAS).getAttribute('data-zoom'));

/** Wheels in at the map's centre until zoom 13; the time from the last wheel step to an idle map. */
async function zoomIn(page: Page): Promise<number> {
  const box = (await page.locator(CANVAS).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  let last = 0;
  while ((await zoomOf(page)) < TARGET_ZOOM - 0.05) {
    const step = Math.min(1, TARGET_ZOOM - (await zoomOf(page)));
    const t0 = Date.now();
    // MapLibre zooms by about one level per 450 px of wheel delta.
    await page.mouse.wheel(0, -450 * step);
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-idle') === '0',
      CANVAS,
      {
        timeout: 10_000,
        polling: 'raf',
      },
    );
    await settled(page);
    last = Date.now() - t0;
  }
  return last;
}

/** Median frame time (ms) while the map is dragged 600 px and back in small steps. */
async function panFrames(page: Page): Promise<number> {
  const box = (await page.locator(CANVAS).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.evaluate(FRAME_RECORDER);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (const dir of [1, -1]) {
    for (let i = 1; i <= 30; i++) {
      await page.mouse.move(x + dir * (300 - Math.abs(300 - i * 20)), y + dir * i * 5);
      await page.waitForTimeout(16);
    }
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __panning: boolean };
    w.__panning = false;
    return w.__frames.slice(1);
  });
  return median(frames);
}

async function round(browser: Browser, token: string) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), token);
  await page.addInitScript({ content: RECORDER });
  await page.goto(`${BASE}/gis-land-identify`);
  await settled(page);
  const { open, idle: firstIdle } = await page.evaluate(
    () => (window as unknown as { __map: { open: number; idle: number } }).__map,
  );
  const parcelsMs = await zoomIn(page);
  const withParcels = await panFrames(page);
  await settled(page);
  await page.getByRole('checkbox', { name: '地块' }).uncheck();
  await settled(page);
  const without = await panFrames(page);
  await page.close();
  return { firstIdle, openToParcels: firstIdle - open, parcelsMs, withParcels, without };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const token = await login();
  const runs: Awaited<ReturnType<typeof round>>[] = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(await round(browser, token));
  const f = (pick: (r: (typeof runs)[number]) => number, unit = 'ms') =>
    `${median(runs.map(pick)).toFixed(0)} ${unit} (runs ${runs.map((r) => pick(r).toFixed(0)).join(', ')})`;
  const ratio = median(runs.map((r) => r.withParcels / r.without));
  console.log(`parcel map /gis-land-identify (${BASE}, 1920×1080, median of ${ROUNDS})`);
  console.log(`  navigation → map settled with the parcel layer: ${f((r) => r.firstIdle)}`);
  console.log(`  map opened → parcel layer on screen: ${f((r) => r.openToParcels)}  budget 1000 ms`);
  console.log(`  zoomed to ${TARGET_ZOOM} → parcels on screen: ${f((r) => r.parcelsMs)}  budget 1000 ms`);
  console.log(`  pan at zoom ${TARGET_ZOOM}, median frame: with parcels ${f((r) => r.withParcels)}`);
  console.log(`  pan at zoom ${TARGET_ZOOM}, median frame: no data layers ${f((r) => r.without)}`);
  console.log(`  ratio ${ratio.toFixed(2)}×  budget ≤ 1.5×`);
} finally {
  await browser.close();
}
