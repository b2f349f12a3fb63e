/// <reference lib="dom" />
import { chromium, type Request } from '@playwright/test';
import { apiAt } from './lib';

/**
 * A day on a wall screen, in compressed time. Against a running app (BENCH_BASE_URL, default
 * http://localhost:8778) a display token of 崇明 plays a playlist (`PLAYLIST`, default on): 领导驾驶舱 at the
 * county, then 种植 at each town in turn (县 → each town), `DWELL` (60) seconds each; `PLAYLIST=off` keeps
 * the screen on 领导驾驶舱 (9 plates, refreshed every 60 s) as before. Headless Chromium at 1920×1080 runs
 * the page's clock forward a simulated minute at a time (Playwright's fake clock: timers, intervals,
 * animation frames and Date all advance; the requests they start are real) for `HOURS` (default 24)
 * simulated hours. Every simulated hour, after a forced garbage collection: JS heap, DOM nodes, event
 * listeners, the requests of that hour, failed requests, failed requests not yet asked again with success,
 * page loads (a watchdog reload would show) and console errors. Figures only, no assertions
 * (bench/README.md).
 */

const BASE = process.env.BENCH_BASE_URL ?? 'http://localhost:8778';
const HOURS = Number(process.env.HOURS ?? 24);
const PLAYLIST = process.env.PLAYLIST !== 'off';
const DWELL = Number(process.env.DWELL ?? 60);
const MENU_PATH = 'leadership-cockpit';
const CHONGMING = 310151000000;

const { call, login } = apiAt(BASE);
const admin = await login('chongming_admin');
const display = await call<{ id: number; entryUrl: string }>(
  '/api/login/gov/displayToken/create',
  { name: '大屏一日测试', validDays: 3 },
  admin,
);
let entries = 1;
if (PLAYLIST) {
  const towns = await call<{ areaId: number }[]>(
    '/api/foundation/gov/area/listByParentId',
    { parentId: CHONGMING },
    admin,
  );
  // As many towns as make the round a divisor of the hour: every hourly sample then finds the screen just
  // back on the county's cockpit, so the figures of one hour compare with the next.
  const round = [60, 30, 20, 15, 12, 10, 6, 5, 4, 3, 2].find(
    (n) => n <= towns.length + 1 && 3600 % (n * DWELL) === 0,
  );
  towns.splice(Math.max(0, (round ?? 1) - 1));
  const list = await call<{ id: number; entries: unknown[] }>(
    '/api/login/gov/displayPlaylist/save',
    {
      name: `大屏一日测试 ${Date.now()}`,
      entries: [
        { menuKey: 7, areaId: CHONGMING, dwellSeconds: DWELL },
        ...towns.map((t) => ({ menuKey: 18, areaId: t.areaId, dwellSeconds: DWELL })),
      ],
    },
    admin,
  );
  await call('/api/login/gov/displayPlaylist/assign', { tokenId: display.id, playlistId: list.id }, admin);
  entries = list.entries.length;
}
const entry = new URL(display.entryUrl);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
const page = await context.newPage();
await page.clock.install();

let inFlight = 0;
let hourRequests = 0;
let failed = 0;
let cancelled = 0;
let loads = 0;
const errors: string[] = [];
// Requests that failed and have not been answered since (same path and body): the screen has not recovered.
const unrecovered = new Set<string>();
const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
const keyOf = (r: Request) => `${new URL(r.url()).pathname} ${r.postData() ?? ''}`;
page.on('request', (r) => {
  if (!isApi(r)) return;
  inFlight++;
  hourRequests++;
});
page.on('requestfinished', async (r) => {
  if (!isApi(r)) return;
  inFlight--;
  const status = (await r.response())?.status() ?? 0;
  if (status >= 500) {
    failed++;
    unrecovered.add(keyOf(r));
    errors.push(`request answered ${status}: ${new URL(r.url()).pathname}`);
  } else unrecovered.delete(keyOf(r));
});
page.on('requestfailed', (r) => {
  if (!isApi(r)) return;
  inFlight--;
  const text = r.failure()?.errorText ?? '';
  // Requests the page cancels itself (an area left before its answer came, a closed live stream) are not
  // failures: nothing waits for them any more.
  if (text.includes('ERR_ABORTED') || r.url().includes('/events/stream')) {
    cancelled++;
    return;
  }
  failed++;
  unrecovered.add(keyOf(r));
  errors.push(`request failed: ${new URL(r.url()).pathname} ${text}`);
});
page.on('load', () => loads++);
page.on('console', (m) => {
  if (m.type() === 'error' || m.text().startsWith('大屏自检')) errors.push(m.text());
});

await page.goto(`${BASE}${entry.pathname}${entry.search}`);
await page.waitForSelector('.dash-screen.is-kiosk');
if (!PLAYLIST) {
  // The entry lands on the subject's first dashboard group (/data-dashboard/N); the cockpit is a menu of it.
  await page.goto(`${BASE}${new URL(page.url()).pathname}/${MENU_PATH}`);
  await page.waitForSelector('.dash-screen.is-kiosk');
}
const allDrawn = () => {
  const plates = document.querySelectorAll('.dash-plate');
  const ready = document.querySelectorAll('.dash-plate[data-state="drawn"], .dash-plate[data-state="empty"]');
  return plates.length > 0 && ready.length === plates.length;
};
await page.waitForFunction(allDrawn, null, { timeout: 60_000 });

// Requests of the first dashboard cancelled by leaving it are not the day's failures.
failed = 0;
cancelled = 0;
loads = 0;
errors.length = 0;
unrecovered.clear();
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
async function sample() {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  return { heapMb: m.JSHeapUsedSize! / 2 ** 20, nodes: m.Nodes!, listeners: m.JSEventListeners! };
}

async function settle() {
  // Requests the minute started are answered and drawn before the next minute.
  for (let i = 0; i < 200 && inFlight > 0; i++) await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 50));
}

const start = await sample();
const what = PLAYLIST ? `playlist of ${entries} entries, ${DWELL} s each` : MENU_PATH;
console.log(`kiosk ${what} at ${BASE}: ${HOURS} simulated hours, a minute per step; after GC each hour`);
console.log(
  ' hour  heap MB  DOM nodes  listeners  requests  failed  unrecovered  cancelled  loads  console errors',
);
const row = (h: number, s: Awaited<ReturnType<typeof sample>>, requests: number) =>
  console.log(
    `${String(h).padStart(5)}  ${s.heapMb.toFixed(1).padStart(7)}  ${String(s.nodes).padStart(9)}  ${String(s.listeners).padStart(9)}  ${String(requests).padStart(8)}  ${String(failed).padStart(6)}  ${String(unrecovered.size).padStart(11)}  ${String(cancelled).padStart(9)}  ${String(loads).padStart(5)}  ${String(errors.length).padStart(14)}`,
  );
row(0, start, hourRequests);
const t0 = performance.now();
const samples = [start];
for (let h = 1; h <= HOURS; h++) {
  hourRequests = 0;
  for (let m = 0; m < 60; m++) {
    await page.clock.runFor(60_000);
    await settle();
  }
  const s = await sample();
  samples.push(s);
  row(h, s, hourRequests);
}
const end = samples[samples.length - 1]!;
const first = samples[Math.min(1, samples.length - 1)]!;
const drawn = await page.evaluate(allDrawn);
console.log(
  `heap ${start.heapMb.toFixed(1)} → ${first.heapMb.toFixed(1)} (hour 1) → ${end.heapMb.toFixed(1)} MB, ` +
    `DOM nodes ${first.nodes} → ${end.nodes}, listeners ${first.listeners} → ${end.listeners} (hour 1 → ${HOURS}); ` +
    `failed ${failed}, unrecovered ${unrecovered.size}, reloads ${loads}; all plates drawn at the end: ${drawn}; ` +
    `${((performance.now() - t0) / 60_000).toFixed(1)} min real time`,
);
for (const e of errors.slice(0, 5)) console.log(`  error: ${e.slice(0, 200)}`);
await browser.close();
