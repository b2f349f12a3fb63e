import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The browser the specs run in, and where it came from (printed once by the config). */
export interface Browser {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
  /** Extra environment for the browser process (fonts of the bundled browser). */
  env?: Record<string, string>;
}

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// Inside the e2e package (ignored by git), per package version: not /tmp/chromium, where the package would
// unpack by default and where another checkout's older or half-written binary could be found.
const E2E_DIR = fileURLToPath(new URL('.', import.meta.url));
// The package exports no ./package.json; its main file is build/cjs/index.cjs.
const PACKAGE_JSON = join(
  createRequire(import.meta.url).resolve('@sparticuz/chromium'),
  '../../../package.json',
);
const PACKAGE_VERSION = (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }).version;
const BUNDLED_DIR = join(E2E_DIR, '.chromium', PACKAGE_VERSION);

/**
 * System Chromium first (Debian's build has the CJK fonts that make screenshots readable); on a bare machine
 * (Node and npm only), or with E2E_IGNORE_SYSTEM_CHROMIUM=1, the Chromium that ships inside the npm package
 * @sparticuz/chromium, unpacked once into e2e/.chromium. CHROMIUM_PATH overrides both.
 */
export function chooseBrowser(env: NodeJS.ProcessEnv = process.env): Browser {
  if (env.CHROMIUM_PATH) return { executablePath: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  const ignoreSystem = env.E2E_IGNORE_SYSTEM_CHROMIUM === '1';
  if (!ignoreSystem && existsSync(SYSTEM_CHROMIUM))
    return { executablePath: SYSTEM_CHROMIUM, source: 'system' };
  return {
    executablePath: unpackBundledChromium(),
    source: '@sparticuz/chromium',
    // The package brings its own fontconfig file and fonts; a bare machine may have none.
    env: { FONTCONFIG_PATH: join(BUNDLED_DIR, 'fonts') },
  };
}

/**
 * Unpacks the brotli-compressed binary (about 8 s the first time). The package unpacks into os.tmpdir(), so
 * a child process runs it with TMPDIR pointing at our directory; synchronous, because the Playwright config
 * is evaluated synchronously in every worker.
 */
function unpackBundledChromium(): string {
  const binary = join(BUNDLED_DIR, 'chromium');
  if (existsSync(binary)) return binary;
  // Unpacked beside the target and renamed into place, so an interrupted unpack never looks finished.
  const staging = `${BUNDLED_DIR}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const script =
    "import('@sparticuz/chromium').then(async (m) => process.stdout.write(await m.default.executablePath()))";
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: E2E_DIR,
    env: { ...process.env, TMPDIR: staging },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!existsSync(join(staging, 'chromium'))) throw new Error('@sparticuz/chromium did not unpack a browser');
  renameSync(staging, BUNDLED_DIR);
  return binary;
}
