// The server that bench/import/stall.ts measures: a 上海 installation (PGlite in a fresh directory) with a
// known administrator, built from the tree at STALL_ROOT (default: this one), so the same bench measures a
// checkout of another commit. Announces its port as bench/lib.ts's startServer expects.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { announce } from '../lib';

export const STALL_ADMIN = { loginName: 'bench_admin', password: 'Bench#Stall2026' };

const root = resolve(process.env.STALL_ROOT ?? fileURLToPath(new URL('../..', import.meta.url)));
const src = (path: string) => import(join(root, 'apps/server/src', path));

const { buildApp } = await src('app.ts');
const { loadConfig } = await src('config.ts');
const { openDatabase } = await src('db/open.ts');
const { migrate } = await src('db/migrate.ts');
const { seedInstallation } = await src('seed/installation.ts');

const dataDir = mkdtempSync(join(tmpdir(), 'fengshou-stall-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DEMO: 'off',
  MQTT: 'off',
  CAPTCHA: 'off',
  LOG_LEVEL: 'warn',
  PORT: '0',
  HOST: '127.0.0.1',
});
const db = await openDatabase(config);
await migrate(db);
await seedInstallation(db, { code: '31' }, STALL_ADMIN);
const app = await buildApp({ config, db });
await app.listen({ port: 0, host: '127.0.0.1' });
announce(app.server.address(), '-');
