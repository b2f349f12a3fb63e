import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chooseBrowser } from './browser';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// E2E_BASE_URL points the specs at a server that is already running (local iteration); CI starts its own.
const external = process.env.E2E_BASE_URL;
// Set once in the main process; workers inherit them, so they do not make directories of their own. The
// port is a free one unless E2E_PORT names it: runs side by side (two checkouts) never meet on one port.
// A second server without the demo, on an empty database, is set up by setup.spec.ts.
if (!external) {
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fengshou-e2e-'));
  process.env.E2E_SETUP_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fengshou-e2e-setup-'));
  const [port, setupPort] = freePorts(2);
  process.env.E2E_PORT ??= port;
  process.env.E2E_SETUP_URL ??= `http://localhost:${setupPort}`;
}
// The route walk's texts of every page, for the overlap measured when the run ends (route-overlap-teardown.ts).
process.env.E2E_ROUTE_TEXTS ??= mkdtempSync(join(tmpdir(), 'fengshou-e2e-texts-'));
const PORT = Number(process.env.E2E_PORT);
/** The setup server's one-time code (setup.spec.ts types it as an operator would read it off the log). */
process.env.E2E_SETUP_CODE ??= 'E2E-SETUP-2026';
const browser = chooseBrowser();
if (!process.env.TEST_WORKER_INDEX) console.log(`e2e browser: ${browser.executablePath} (${browser.source})`);

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  // Two browsers against one server, one per core: while one waits for the database the other draws. Spec
  // files run side by side, the tests of a file in order (a file's tests may build on each other); the specs
  // write only records of their own (new users, a case they act on) or assert relative to what they read.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalTeardown: './route-overlap-teardown.ts',
  use: {
    baseURL: external ?? `http://localhost:${PORT}`,
    viewport: { width: 1920, height: 1080 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    // Recording a trace of every test (to keep the failing ones) made the suite 1.5× slower (dashboard and
    // session specs: 160 s vs 104 s), and CI keeps only the printed output: record one locally with
    // `npx playwright test <spec> --trace on`.
    trace: 'off',
    launchOptions: {
      executablePath: browser.executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
      ...(browser.env ? { env: { ...process.env, ...browser.env } as Record<string, string> } : {}),
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: external
    ? undefined
    : [
        {
          // Builds the web once, then starts the real API server, which seeds the demo database on first start
          // (`npm start` would do the same but heavier); the script removes the database afterwards.
          command: 'bash e2e/start-server.sh',
          cwd: ROOT,
          // Ready once migrations and the demo seed are done (the port opens before them).
          url: `http://localhost:${PORT}/api/health/ready`,
          env: {
            PORT: String(PORT),
            DATA_DIR: process.env.E2E_DATA_DIR ?? '',
            CAPTCHA: 'off',
            LOG_LEVEL: 'warn',
            // live-dashboard.spec raises an alarm the way the demo ticker does (/api/test/iot/alarm).
            TEST_HOOKS: 'on',
            // The specs sign the demo accounts in many times at once; the product's limit of 5 sessions per
            // account would end a long test's session under another's sign-ins (server tests cover the limit).
            SESSION_MAX_PER_USER: '100',
          },
          reuseExistingServer: false,
          // SIGTERM lets the server close its database and the shell clean up after it.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
          // A first seed on a busy machine (CI, several runs at once) can take minutes.
          timeout: 600_000,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          // Without the demo, on an empty database: it waits for its first-run setup. It starts once the
          // first server has built the web and the server.
          command: 'bash e2e/start-setup-server.sh',
          cwd: ROOT,
          url: `${process.env.E2E_SETUP_URL}/api/health/ready`,
          env: {
            PORT: new URL(process.env.E2E_SETUP_URL ?? 'http://localhost:0').port,
            DATA_DIR: process.env.E2E_SETUP_DATA_DIR ?? '',
            DEMO: 'off',
            SETUP_CODE: process.env.E2E_SETUP_CODE,
            CAPTCHA: 'off',
            LOG_LEVEL: 'warn',
          },
          reuseExistingServer: false,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
          timeout: 300_000,
          stdout: 'pipe',
          stderr: 'pipe',
        },
      ],
});

/**
 * `n` different TCP ports nobody listens on now, held open together while the system picks them (asked in a
 * child process: the config is synchronous).
 */
function freePorts(n: number): string[] {
  const script = `const net = require('node:net');
    const all = Array.from({ length: ${n} }, () => net.createServer());
    Promise.all(all.map((s) => new Promise((r) => s.listen(0, '127.0.0.1', r)))).then(() => {
      console.log(all.map((s) => s.address().port).join(' '));
      for (const s of all) s.close();
    });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ');
}
