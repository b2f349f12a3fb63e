// The real stack (auth, permission, validation, envelope) on PGlite with the portal part of the demo seed.
// The data directory is prepared by a separate process first, so the measured server is the one an
// operator runs after a restart: open the existing database, build the app, serve.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app';
import { originOf } from '../../apps/server/src/audit/calls';
import { loadConfig } from '../../apps/server/src/config';
import { migrate } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open';
import { DEMO_STEPS, seedDemo } from '../../apps/server/src/demo';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/logins';
import { announce } from '../lib';

const PREPARE = '--prepare';
const AUDIT_EVERY_CALL = '--audit-every-call';
const ownDir = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fengshou-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  CAPTCHA: 'off',
  PORT: '0',
  HOST: '127.0.0.1',
});

if (process.argv.includes(PREPARE)) {
  const db = await openDatabase(config);
  await migrate(db);
  await seedDemo(
    db,
    DEMO_STEPS.filter((s) => s.name === 'areas' || s.name === 'portal'),
  );
  await db.close();
} else {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), PREPARE], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (prepared.status !== 0) throw new Error(`preparing ${dataDir} failed`);
  const db = await openDatabase(config);
  await migrate(db);
  const app = await buildApp({ config, db });
  // The audit trail's cost: every call records an event (committed before the answer, as audited calls are).
  if (process.argv.includes(AUDIT_EVERY_CALL)) {
    app.addHook('preHandler', async (request) => {
      await app.services.audit.record(originOf(request, null), {
        event: 'setting.change',
        outcome: 'success',
        target: request.url,
      });
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login/gov/user/login',
    payload: { loginName: 'chongming_viewer', password: DEMO_PASSWORD },
  });
  const token = (login.json() as { obj: { accessToken: string } }).obj.accessToken;
  announce(app.server.address(), token);
  // The benchmark stops its servers with SIGTERM; a data directory made here goes with the server.
  process.once('SIGTERM', async () => {
    await app.close();
    await db.close();
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}
