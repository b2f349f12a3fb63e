/// <reference lib="dom" />
import { chromium, type Request } from '@playwright/test';
import { apiAt } from './lib';

/**
 * Issue 10: a day on a wall screen, in compressed time. Opens a display token's kiosk address of the
 * 领导驾驶舱 (9 plates, refreshed every 60 s) in headless Chromium at 1920×1080 against a running app
 * (BENCH_BASE_URL, default http://localhost:8778), then runs the page's clock forward a simulated minute
 * at a time (Playwright's fake clock: timers, intervals, animation frames and Date all advance; the
 * requests they start are real) for `HOURS` (default 24) simulated hours. Every simulated hour, after a
 * forced garbage collection: JS heap, DOM nodes, event listeners, the requests of that hour, failed
 * requests and console errors. Figures only, no assertions (bench/README.md).
 */

const BASE = process.env.BENCH_BASE_URL ?? 'http://localhost:8778';
const HOURS = Number(process.env.HOURS ?? 24);
const MENU_PATH = 'leadership-cockpit';

const { call, login } = apiAt(BASE);
const admin = await login('chongming_admin');
const display = await call<{ entryUrl: string }>(
  '/api/login/gov/displayToken/create',
  { name: '大屏一日测试', validDays: 3 },
  admin,
);
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
const errors: string[] = [];
const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
page.on('request', (r) => {
  if (!isApi(r)) return;
  inFlight++;
  hourRequests++;
});
const done = (r: Request) => {
  if (isApi(r)) inFlight--;
};
page.on('requestfinished', done);
page.on('requestfailed', (r) => {
  done(r);
  // A live-event stream closed by the page itself is not a failure.
  if (isApi(r) && !r.url().includes('/events/stream')) {
    failed++;
    errors.push(`request failed: ${new URL(r.url()).pathname} ${r.failure()?.errorText ?? ''}`);
  }
});
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text());
});

await page.goto(`${BASE}${entry.pathname}${entry.search}`);
// The entry lands on the subject's first dashboard group (/data-dashboard/N); the cockpit is a menu of it.
await page.waitForSelector('.dash-screen.is-kiosk');
await page.goto(`${BASE}${new URL(page.url()).pathname}/${MENU_PATH}`);
await page.waitForSelector('.dash-screen.is-kiosk');
const allDrawn = () => {
  const plates = document.querySelectorAll('.dash-plate');
  const ready = document.querySelectorAll('.dash-plate[data-state="drawn"], .dash-plate[data-state="empty"]');
  return plates.length > 0 && ready.length === plates.length;
};
await page.waitForFunction(allDrawn, null, { timeout: 60_000 });

// Requests of the first dashboard cancelled by leaving it are not the day's failures.
failed = 0;
errors.length = 0;
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
console.log(`kiosk ${MENU_PATH} at ${BASE}: ${HOURS} simulated hours, a minute per step; after GC each hour`);
console.log(' hour  heap MB  DOM nodes  listeners  requests  failed  console errors');
const row = (h: number, s: Awaited<ReturnType<typeof sample>>, requests: number) =>
  console.log(
    `${String(h).padStart(5)}  ${s.heapMb.toFixed(1).padStart(7)}  ${String(s.nodes).padStart(9)}  ${String(s.listeners).padStart(9)}  ${String(requests).padStart(8)}  ${String(failed).padStart(6)}  ${String(errors.length).padStart(14)}`,
  );
row(0, start, hourRequests);
const t0 = performance.now();
for (let h = 1; h <= HOURS; h++) {
  hourRequests = 0;
  for (let m = 0; m < 60; m++) {
    await page.clock.runFor(60_000);
    await settle();
  }
  row(h, await sample(), hourRequests);
}
const end = await sample();
const drawn = await page.evaluate(allDrawn);
console.log(
  `heap ${start.heapMb.toFixed(1)} → ${end.heapMb.toFixed(1)} MB, DOM nodes ${start.nodes} → ${end.nodes}; ` +
    `all plates drawn at the end: ${drawn}; ${((performance.now() - t0) / 60_000).toFixed(1)} min real time`,
);
for (const e of errors.slice(0, 5)) console.log(`  console error: ${e.slice(0, 200)}`);
await browser.close();
