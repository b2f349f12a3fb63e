// Issue 13: property history over 30 days of hourly readings (p50/p95); the live channel under 200 open
// event streams (server memory per stream, delay from a new alarm row to every stream); and the delay from
// a new alarm to its redraw on KIOSKS (default 2) wall screens in headless Chromium (0 skips them).
// Runs against a started demo server with TEST_HOOKS=on: BASE_URL (default http://localhost:8080) and, for
// memory, SERVER_PID.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiAt, pct } from './lib';

const BASE = process.env.BASE_URL ?? 'http://localhost:8080';
const STREAMS = Number(process.env.STREAMS ?? 200);

const { call, login } = apiAt(BASE);
const rssKb = (pid: string) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

const token = await login('chongming_admin');

// 1. Property history: one sensor property, the 30 days before its latest reading, one point per hour.
type Device = {
  deviceId: number;
  farmId: number;
  status: number;
  properties: { devicePropertyId: number; time: string | null }[];
  states: { identifier: string; status: number }[];
};
// The county's devices, page by page (a `--scale 10` county has several thousand).
const devices = { list: [] as Device[] };
for (let pageNo = 1; ; pageNo++) {
  const page = await call<{ list: Device[]; total: number }>(
    '/api/produce/gov/iot/device/list',
    { pageSize: 1000, pageNo },
    token,
  );
  devices.list.push(...page.list);
  if (devices.list.length >= page.total || page.list.length === 0) break;
}
const sensor = devices.list.find((d) => d.properties.length > 0 && d.properties[0]!.time)!;
const prop = sensor.properties[0]!;
const end = prop.time!;
const start = new Date(Date.parse(`${end.replace(' ', 'T')}+08:00`) - 30 * 86_400_000);
const startTime = new Date(start.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
const times: number[] = [];
let points = 0;
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  const h = await call<{ points: unknown[] }>(
    '/api/produce/gov/iot/property/history',
    { devicePropertyId: prop.devicePropertyId, startTime, endTime: end, maxPoints: 720 },
    token,
  );
  times.push(performance.now() - t0);
  points = h.points.length;
}
// Baseline in the same run: the cheapest authenticated call (same HTTP, auth and envelope path).
const base: number[] = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  await call('/api/produce/gov/iot/property/get', { deviceId: sensor.deviceId }, token);
  base.push(performance.now() - t0);
}
console.log(
  `baseline property/get (one device): p50 ${pct(base, 0.5).toFixed(1)} ms, p95 ${pct(base, 0.95).toFixed(1)} ms`,
);
console.log(
  `property history 30 d hourly (${points} points): p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms`,
);

// 2. Live channel: open STREAMS streams, then raise real alarms and time their event on every stream. The
// server runs with TEST_HOOKS=on: /api/test/iot/alarm writes readings through the demo ticker's path, an
// enabled rule raises the alarm, the transaction commits and the alarm is published (as a ticker minute does).
const pid = process.env.SERVER_PID;
const rss0 = pid ? rssKb(pid) : 0;
const streams = new AbortController();
const waiters = new Set<(at: number, published: number) => void>();
let open = 0;
const readers: Promise<void>[] = [];
for (let i = 0; i < STREAMS; i++) {
  const res = await fetch(`${BASE}/api/live/gov/events/stream?topics=iot.alarm`, {
    headers: { accessToken: token },
    signal: streams.signal,
  });
  open++;
  readers.push(
    (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          if (!value.includes('event: iot.alarm')) continue;
          // The server stamps each event with the time it published it (after the commit).
          const published = Number(/"at":(\d+)/.exec(value)?.[1]);
          for (const w of [...waiters]) w(Date.now(), published);
        }
      } catch {
        // aborted at the end
      }
    })(),
  );
}
await new Promise((r) => setTimeout(r, 1000));
const rss1 = pid ? rssKb(pid) : 0;

type Alarm = { alarmId: number; alarmContent: string };
/** Raises one alarm in 崇明 through the ticker's path; resolves when its transaction committed. */
async function raiseAlarm(): Promise<Alarm[]> {
  const res = await fetch(`${BASE}/api/test/iot/alarm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', clientType: '1', platformType: '1', accessToken: token },
    body: '{}',
  });
  const env = (await res.json()) as { respCode: number; respDesc: string; obj: { alarms: Alarm[] } };
  if (env.respCode !== 0) throw new Error(`${env.respDesc}: start the server with TEST_HOOKS=on`);
  return env.obj.alarms;
}

const fromCall: number[] = [];
const fromPublish: number[] = [];
for (let round = 0; round < 10; round++) {
  let got = 0;
  let last = 0;
  let published = 0;
  const done = new Promise<void>((resolve) => {
    const w = (at: number, pub: number) => {
      got++;
      last = at;
      published = pub;
      if (got === STREAMS) {
        waiters.delete(w);
        resolve();
      }
    };
    waiters.add(w);
  });
  const t0 = Date.now();
  const alarms = await raiseAlarm();
  if (alarms.length === 0) throw new Error('no alarm raised');
  await done;
  fromCall.push(last - t0);
  fromPublish.push(last - published);
  await new Promise((r) => setTimeout(r, 200));
}
console.log(
  `live channel: ${open} streams, server RSS +${pid ? ((rss1 - rss0) / open).toFixed(1) : '?'} KB per stream; ` +
    `alarm (readings written, rule raised it, committed, published) to all streams: from the call p50 ` +
    `${pct(fromCall, 0.5).toFixed(0)} ms, max ${Math.max(...fromCall).toFixed(0)} ms; from its publication ` +
    `(after commit) p50 ${pct(fromPublish, 0.5).toFixed(0)} ms, max ${Math.max(...fromPublish).toFixed(0)} ms`,
);
streams.abort();
await Promise.allSettled(readers);

// 3. Wall screens: KIOSKS display-token pages of the IoT dashboard in headless Chromium; time from raising an
// alarm to the moment every page has the new alarm at the head of 最新告警 and the new open count drawn.
const KIOSKS = Number(process.env.KIOSKS ?? 2);
if (KIOSKS > 0) await kioskRounds(KIOSKS);

async function kioskRounds(pages: number) {
  const { chromium } = await import('@playwright/test');
  const display = await call<{ entryUrl: string }>(
    '/api/login/gov/displayToken/create',
    { name: '告警时延测试', validDays: 1 },
    token,
  );
  const entry = new URL(display.entryUrl);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const screens: Page[] = [];
  for (let i = 0; i < pages; i++) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.goto(`${BASE}${entry.pathname}${entry.search}`);
    await page.waitForSelector('.dash-screen.is-kiosk');
    await page.goto(`${BASE}/data-dashboard/6/iot-monitor`);
    await page.waitForFunction(
      () => {
        const all = document.querySelectorAll('.dash-plate');
        const ready = document.querySelectorAll(
          '.dash-plate[data-state="drawn"], .dash-plate[data-state="empty"]',
        );
        return all.length > 0 && ready.length === all.length;
      },
      null,
      { timeout: 120_000 },
    );
    screens.push(page);
  }
  const openCount = (page: Page) =>
    page.evaluate(() => {
      const card = [...document.querySelectorAll('.dash-plate[aria-label="物联网监测"] .dv-card')].find((c) =>
        c.textContent?.includes('待处理告警'),
      );
      return Number(card?.querySelector('.dv-card-value')?.textContent?.replace(/\D/g, ''));
    });
  const delays: number[] = [];
  for (let round = 0; round < 5; round++) {
    const before = await Promise.all(screens.map(openCount));
    const t0 = Date.now();
    const alarms = await raiseAlarm();
    const content = alarms.at(-1)!.alarmContent;
    // Each page reports the wall-clock time of the frame in which both plates show the new alarm.
    const seen = await Promise.all(
      screens.map((page, i) =>
        page
          .waitForFunction(
            ([text, count]) => {
              const head = document.querySelector('.dash-plate[aria-label="最新告警"] .dv-scroll-item');
              const card = [
                ...document.querySelectorAll('.dash-plate[aria-label="物联网监测"] .dv-card'),
              ].find((c) => c.textContent?.includes('待处理告警'));
              const n = Number(card?.querySelector('.dv-card-value')?.textContent?.replace(/\D/g, ''));
              return head?.textContent?.includes(text as string) && n === count ? Date.now() : false;
            },
            [content, before[i]! + alarms.length] as const,
            { polling: 'raf', timeout: 30_000 },
          )
          .then((h) => h.jsonValue() as Promise<number>),
      ),
    );
    delays.push(Math.max(...seen) - t0);
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(
    `wall screens: ${pages} kiosk pages of 物联网监测 (headless Chromium); alarm raised → new alarm and count ` +
      `drawn on every page p50 ${pct(delays, 0.5).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms ` +
      `(rounds: ${delays.map((d) => d.toFixed(0)).join(', ')} ms; target ≤ 5 s)`,
  );
  await browser.close();
}
