// The real stack (auth, permission, validation, envelope) on PGlite with the portal part of the demo seed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { migrate } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open';
import { DEMO_STEPS, seedDemo } from '../../apps/server/src/demo';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/logins';

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fengshou-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  CAPTCHA: 'off',
  PORT: '0',
  HOST: '127.0.0.1',
});
const db = await openDatabase(config);
await migrate(db);
await seedDemo(
  db,
  DEMO_STEPS.filter((s) => s.name === 'areas' || s.name === 'portal'),
);
const app = await buildApp({ config, db });
await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({
  method: 'POST',
  url: '/api/login/gov/user/login',
  payload: { loginName: 'chongming_viewer', password: DEMO_PASSWORD },
});
const token = (login.json() as { obj: { accessToken: string } }).obj.accessToken;
const addr = app.server.address();
console.log(`ready ${typeof addr === 'object' && addr ? addr.port : 0} ${token}`);
