/// <reference lib="dom" />
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE, firstGroupId, launchChromium, login, MENU_PATH, newPage, switchToTown } from './dashboard';

/**
 * Where the time of one of dashboard.ts's figures goes, against a running app (BENCH_BASE_URL, as
 * dashboard.ts), traced in headless Chromium: `SPAN=load` (default) from navigation to the first plate
 * drawn on 领导驾驶舱, `SPAN=switch` from the press on a town of the map (`TOWN`, default 2) to every plate
 * redrawn for it. Prints the renderer main thread's busy time per 100 ms window, its tasks over 25 ms and
 * what runs in them, and the requests of the span: asked, sent, first byte, done (ms from the span's start;
 * a gap between asked and sent is a request waiting for one of the browser's 6 connections).
 * Run: `npx tsx bench/dashboard-trace.ts`. Figures only (bench/README.md).
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
}

const SPAN = process.env.SPAN === 'switch' ? 'switch' : 'load';
/** Tasks listed: those longer than this (ms). */
const MIN_TASK_MS = Number(process.env.MIN_TASK_MS ?? 25);
const token = await login();
const url = `${BASE}/data-dashboard/${await firstGroupId(token)}/${MENU_PATH}`;
const file = join(tmpdir(), `dashboard-trace-${process.pid}.json`);
const browser = await launchChromium();
// The recorder of dashboard.ts marks the span's ends: the first plate, the press and the plates redrawn.
const page = await newPage(browser, token);
const trace = () =>
  browser.startTracing(page, {
    path: file,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
if (SPAN === 'load') await trace();
await page.goto(url);
await page.waitForFunction(() => (window as unknown as { __dash: { all?: number } }).__dash.all, null, {
  timeout: 180_000,
});
if (SPAN === 'switch') {
  const nth = Number(process.env.TOWN ?? 2);
  await page.locator('.dash-map .dash-map-label').nth(nth).waitFor();
  // Let the map settle after its first picture, as a user would look before choosing.
  await page.waitForTimeout(1_500);
  await trace();
  await switchToTown(page, nth);
}
await browser.stopTracing();
const requests = await page.evaluate(() => {
  const from = performance.getEntriesByName('press').at(-1)?.startTime ?? 0;
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => e.startTime >= from)
    .map((e) => ({
      name: e.name.replace(location.origin, ''),
      times: [e.startTime, e.requestStart, e.responseStart, e.responseEnd].map((t) => Math.round(t - from)),
    }));
});
await browser.close();

const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
rmSync(file, { force: true });
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const isStart =
  SPAN === 'load'
    ? (e: TraceEvent) =>
        e.name === 'navigationStart' && !!e.args?.data?.documentLoaderURL?.includes(MENU_PATH)
    : (e: TraceEvent) => e.name === 'press';
const start = events.find((e) => e.pid === main?.pid && isStart(e));
const end = events.find((e) => e.name === (SPAN === 'load' ? 'first-plate' : 'redrawn'));
if (!main || !start || !end) throw new Error('trace without the main thread or the span’s ends');
const ms = (us: number) => Math.round(us / 1000);
const onMain = events.filter(
  (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= start.ts && e.ts <= end.ts,
);
const tasks = onMain.filter((e) => e.name === 'RunTask');
const busy = tasks.reduce((n, t) => n + (t.dur ?? 0), 0);
const what = SPAN === 'load' ? 'navigation → first plate drawn' : 'press on a town → all plates redrawn';
console.log(`${url}, ${what}: ${ms(end.ts - start.ts)} ms, main thread busy ${ms(busy)} ms of it`);
const windows = new Map<number, number>();
for (const t of tasks) {
  const w = Math.floor((t.ts - start.ts) / 100_000) * 100;
  windows.set(w, (windows.get(w) ?? 0) + (t.dur ?? 0));
}
console.log(`busy per 100 ms: ${[...windows].map(([w, d]) => `${w}:${ms(d)}`).join(' ')}`);
// What the busy time is spent on: the events directly inside the tasks, by name.
const byName = new Map<string, number>();
for (const t of tasks) {
  const end = t.ts + (t.dur ?? 0);
  const inside = onMain.filter((e) => e !== t && e.name !== 'RunTask' && e.ts >= t.ts && e.ts < end);
  // Top level within the task: not inside another event of the task.
  for (const e of inside) {
    const nested = inside.some(
      (o) =>
        o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0),
    );
    if (!nested) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0));
  }
}
console.log(
  `busy by kind: ${[...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([n, d]) => `${n} ${ms(d)}`)
    .join(', ')}`,
);
console.log(`tasks over ${MIN_TASK_MS} ms (start, length: what runs in them over 5 ms):`);
for (const t of tasks.filter((x) => (x.dur ?? 0) > MIN_TASK_MS * 1000)) {
  const inner = onMain
    .filter((e) => e !== t && e.name !== 'RunTask' && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0))
    .filter((e) => (e.dur ?? 0) > Math.min(5, MIN_TASK_MS / 2) * 1000)
    .slice(0, 5)
    .map((e) => {
      const where = e.args?.data?.url?.replace(/.*\//, '');
      return `${e.name}${where ? ` ${where}` : ''} ${ms(e.dur ?? 0)}`;
    });
  console.log(`  ${ms(t.ts - start.ts)} ms, ${ms(t.dur ?? 0)} ms: ${inner.join('; ')}`);
}
console.log('requests (asked, sent, first byte, done; ms):');
for (const r of requests) console.log(`  ${r.times.join(' ')}  ${r.name}`);
