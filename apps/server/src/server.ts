import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { isEmptyDatabase, seedDemo } from './demo';
import { seedAdministrator } from './demo/administrator';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo/logins';
import { startDemoTicker } from './modules/iot/ticker';

const config = loadConfig();
const t0 = performance.now();
const db = await openDatabase(config);
const applied = await migrate(db);
const fresh = await isEmptyDatabase(db);
let adminNotice: string | undefined;
if (fresh && config.demo) {
  const report = await seedDemo(db);
  for (const r of report) console.log(`  seeded ${r.name}: ${r.rows} rows in ${r.ms} ms`);
} else if (fresh) {
  const admin = await seedAdministrator(db);
  adminNotice = `首次启动：管理员账号 ${admin.loginName}，初始密码 ${admin.password}（仅显示这一次，首次登录须修改）`;
}
const app = await buildApp({ config, db });
await app.listen({ port: config.port, host: config.host });
// The demo county keeps living: new readings every minute from the weather model, alarms by the rules.
if (config.demo) startDemoTicker(db, app.services.live, app.services.log);
const startMs = Math.round(performance.now() - t0);

const url = `http://localhost:${config.port}/`;
console.log(
  `\n丰收 Fengshou 已启动 ${url}  (${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`}, ` +
    `${fresh ? 'new database' : 'existing database'}, migrations applied: ${applied.length}, ready in ${startMs} ms)`,
);
console.log(`API 文档 ${url}api/docs`);
if (adminNotice) console.log(adminNotice);
if (config.demo) {
  console.log(`演示账号（密码均为 ${DEMO_PASSWORD}）:`);
  for (const l of DEMO_LOGINS) console.log(`  ${l.loginName.padEnd(20)} ${l.description}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}
