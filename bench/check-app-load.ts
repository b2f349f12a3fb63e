// The check app's first load on a phone: /check/ in headless Chromium at 390×844 against a running app
// (BENCH_BASE_URL, default http://localhost:8778) signed in as chongming_checker, the network throttled by
// CDP (Network.emulateNetworkConditions) to PROFILE: 'slow4g' (Lighthouse's mobile: 150 ms RTT, 1.6 Mbit/s
// down, 750 kbit/s up) or '4g' (20 ms, 9 Mbit/s, 9 Mbit/s), and the CPU slowed CPU_SLOWDOWN (4) times. Per
// round on a fresh context (no HTTP or service-worker cache): navigation → the task list drawn and the main
// thread quiet (no long task for 500 ms: time to interactive), and the JS and CSS bytes on the wire
// (gzipped) of that load. ROUNDS (5), medians.
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD, median } from './lib';

const BASE = process.env.BENCH_BASE_URL ?? 'http://localhost:8778';
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CPU = Number(process.env.CPU_SLOWDOWN ?? 4);
const PROFILES = {
  slow4g: { latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
  '4g': { latency: 20, downloadThroughput: 9e6 / 8, uploadThroughput: 9e6 / 8 },
} as const;
const PROFILE = (process.env.PROFILE ?? 'slow4g') as keyof typeof PROFILES;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const login = await fetch(`${BASE}/api/login/gov/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginName: 'chongming_checker', password: DEMO_PASSWORD }),
});
const token = ((await login.json()) as { obj: { accessToken: string } }).obj.accessToken;

const tti: number[] = [];
const listed: number[] = [];
const wire: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  await context.addInitScript((t) => localStorage.setItem('accessToken', t), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILES[PROFILE] });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const types = new Map<string, string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    if (type === 'Script' || type === 'Stylesheet') bytes += e.encodedDataLength;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __longTaskEnd: number };
    w.__longTaskEnd = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__longTaskEnd = Math.max(w.__longTaskEnd, e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${BASE}/check/`);
  await page
    .getByTestId('task-list')
    .or(page.getByText('暂无待核查任务'))
    .first()
    .waitFor({ timeout: 60_000 });
  const drawnAt = await page.evaluate(() => performance.now());
  // Interactive: drawn, then 500 ms without a long task.
  await page.waitForTimeout(500);
  const lastLong = await page.evaluate(() => (window as unknown as { __longTaskEnd: number }).__longTaskEnd);
  listed.push(drawnAt);
  tti.push(Math.max(drawnAt, lastLong));
  wire.push(bytes);
  await context.close();
}
await browser.close();
const f = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  JSON.stringify(
    {
      profile: PROFILE,
      cpuSlowdown: CPU,
      rounds: ROUNDS,
      taskListDrawn: f(median(listed)),
      timeToInteractive: f(median(tti)),
      firstLoadJsCssOnWire: `${(median(wire) / 1024).toFixed(1)} KB`,
    },
    null,
    2,
  ),
);
