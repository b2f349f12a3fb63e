/// <reference lib="dom" />
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { BASE, firstGroupId, login, MENU_PATH, newPage } from './dashboard';

/**
 * Where one first load of 领导驾驶舱 spends its time until the first plate is drawn, against a running app
 * (BENCH_BASE_URL, as dashboard.ts): a Chrome trace of the renderer's main thread (busy ms per 100 ms
 * window, the tasks over 25 ms and what runs in them) and the request timeline (asked, sent, first byte,
 * done; a gap between asked and sent is a request waiting for one of the browser's 6 connections).
 * Run: `npx tsx bench/dashboard-trace.ts`. Figures only (bench/README.md).
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; documentLoaderURL?: string } };
}

const token = await login();
const url = `${BASE}/data-dashboard/${await firstGroupId(token)}/${MENU_PATH}`;
const file = join(tmpdir(), `dashboard-trace-${process.pid}.json`);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await newPage(browser, token);
await page.addInitScript({
  content: `new MutationObserver(() => {
    if (!window.__marked && document.querySelector('.dash-plate[data-state="drawn"]')) {
      window.__marked = true;
      performance.mark('first-plate');
    }
  }).observe(document, { subtree: true, attributes: true, childList: true });`,
});
await browser.startTracing(page, {
  path: file,
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
});
await page.goto(url);
await page.waitForFunction(() => (window as unknown as { __dash: { all?: number } }).__dash.all, null, {
  timeout: 180_000,
});
await browser.stopTracing();
const requests = await page.evaluate(() =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
    name: e.name.replace(location.origin, ''),
    times: [e.startTime, e.requestStart, e.responseStart, e.responseEnd].map(Math.round),
  })),
);
await browser.close();

const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
rmSync(file, { force: true });
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const start = events.find(
  (e) =>
    e.name === 'navigationStart' &&
    e.pid === main?.pid &&
    e.args?.data?.documentLoaderURL?.includes(MENU_PATH),
);
const firstPlate = events.find((e) => e.name === 'first-plate');
if (!main || !start || !firstPlate)
  throw new Error('trace without the main thread, navigation or first plate');
const ms = (us: number) => Math.round(us / 1000);
const onMain = events.filter(
  (e) =>
    e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= start.ts && e.ts <= firstPlate.ts,
);
const tasks = onMain.filter((e) => e.name === 'RunTask');
const busy = tasks.reduce((n, t) => n + (t.dur ?? 0), 0);
console.log(
  `${url}: first plate drawn at ${ms(firstPlate.ts - start.ts)} ms, main thread busy ${ms(busy)} ms of it`,
);
const windows = new Map<number, number>();
for (const t of tasks) {
  const w = Math.floor((t.ts - start.ts) / 100_000) * 100;
  windows.set(w, (windows.get(w) ?? 0) + (t.dur ?? 0));
}
console.log(`busy per 100 ms: ${[...windows].map(([w, d]) => `${w}:${ms(d)}`).join(' ')}`);
console.log('tasks over 25 ms (start, length: what runs in them over 5 ms):');
for (const t of tasks.filter((x) => (x.dur ?? 0) > 25_000)) {
  const inner = onMain
    .filter((e) => e !== t && e.name !== 'RunTask' && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0))
    .filter((e) => (e.dur ?? 0) > 5_000)
    .slice(0, 5)
    .map((e) => {
      const where = e.args?.data?.url?.replace(/.*\//, '');
      return `${e.name}${where ? ` ${where}` : ''} ${ms(e.dur ?? 0)}`;
    });
  console.log(`  ${ms(t.ts - start.ts)} ms, ${ms(t.dur ?? 0)} ms: ${inner.join('; ')}`);
}
console.log('requests (asked, sent, first byte, done; ms):');
for (const r of requests) console.log(`  ${r.times.join(' ')}  ${r.name}`);
