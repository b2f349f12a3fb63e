import { buildApp } from './app';
import { createProgress } from './cli/progress';
import { loadConfig } from './config';
import { serveControlSocket } from './db/control-socket';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { underStartupLock } from './db/startup-lock';
import { DEMO_STEPS, seedDemo } from './demo';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo/logins';
import { type Fleet, startDemoSimulator } from './demo/simulator';
import { type MqttSide, startMqtt } from './devices/mqtt';
import { Lifecycle } from './http/health';
import { seedDeviceProfiles } from './seed/device-profiles';
import { isEmptyDatabase, seedInstallation } from './seed/installation';
import { createOversightAccounts, type OneTimeAccount, syncRoleCatalogue } from './seed/oversight';
import { syncDictionaries } from './seed/reference';

// After SIGTERM, requests under way get this long to finish before their connections are cut.
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const t0 = performance.now();
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`;
console.log(`丰收 Fengshou 正在启动 (${where}) …`);
const db = await openDatabase(config);

// The port opens before migrations and the first seed, so probes see a live process that is not ready yet
// (GET /api/health/ready answers 503) and API calls answer 600 服务器繁忙 until it is.
const lifecycle = new Lifecycle('starting');
const app = await buildApp({ config, db, lifecycle });
await app.listen({ port: config.port, host: config.host });
handleSignals();

let adminNotice: string | undefined;
const oversight: OneTimeAccount[] = [];
const { applied, fresh } = await underStartupLock(
  db,
  () => console.log('另一台 API 服务器正在迁移或生成数据，等待其完成 …'),
  async () => {
    lifecycle.detail = 'migrations';
    const applied = await migrate(db);
    const fresh = await isEmptyDatabase(db);
    // Device profiles and dictionary entries the catalogue gained since this database was set up.
    if (!fresh) await db.tx(seedDeviceProfiles);
    if (!fresh) await db.tx(syncDictionaries);
    if (fresh && config.demo) {
      lifecycle.detail = 'demo seed';
      console.log('首次启动：生成演示数据（约一分钟）');
      await seedDemo(db, DEMO_STEPS, { scale: config.demoScale }, createProgress(DEMO_STEPS.length).begin);
    } else if (fresh && config.region) {
      lifecycle.detail = 'installation';
      const admin = await seedInstallation(db, config.region);
      oversight.push(...admin.oversight);
      adminNotice =
        `首次启动：${admin.subjectName}，管理员账号 ${admin.loginName}，` +
        `初始密码 ${admin.password}（仅显示这一次，首次登录须修改）`;
    } else if (fresh) {
      adminNotice =
        `首次启动：请在浏览器中打开 http://localhost:${config.port}/setup 选择地区并创建管理员，` +
        `初始化口令 ${app.services.setupCode}（或设置 REGION 后重新启动）`;
    }
    // Permissions and preset roles a newer version brought, and the security administrator and auditor
    // an installation without them gets (separation of duties), with one-time passwords printed below.
    await db.tx(syncRoleCatalogue);
    oversight.push(...(await db.tx(createOversightAccounts)));
    return { applied, fresh };
  },
);
// `npm run backup` asks this process for snapshots of the embedded database it holds.
if (!config.databaseUrl) await serveControlSocket(config.dataDir, db);
await app.services.files.init(db);
app.services.devices.start();
app.services.audit.start();
app.services.jobs.start();
lifecycle.phase = 'serving';
lifecycle.detail = '';
const mqtt = await startDeviceMqtt();
// The demo county keeps living: its devices, simulated in this process, report every minute from the weather
// model through the broker like any device; alarms come from the rules.
let demoFleet: Fleet | undefined;
if (config.demo && config.demoTicker) {
  const local = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);
  const address = app.server.address();
  const httpPort = typeof address === 'object' && address ? address.port : config.port;
  startDemoSimulator({
    db,
    mqttUrl: mqtt?.mode === 'embedded' ? `mqtt://${local(config.mqtt.host)}:${mqtt.port}` : undefined,
    httpUrl: `http://${local(config.host)}:${httpPort}`,
    log: app.services.log,
  }).then(
    (fleet) => {
      demoFleet = fleet;
    },
    (e: Error) => app.services.log.warn({ err: e.message }, 'demo device simulator did not start'),
  );
}
const startMs = Math.round(performance.now() - t0);

const url = `http://localhost:${config.port}/`;
console.log(
  `\n丰收 Fengshou 已启动 ${url}  (${where}, ${fresh ? 'new database' : 'existing database'}, ` +
    `migrations applied: ${applied.length}, ready in ${startMs} ms)`,
);
console.log(`API 文档 ${url}api/docs`);
if (mqtt?.mode === 'embedded') console.log(`MQTT 设备接入 端口 ${mqtt.port}（docs/devices.md）`);
if (mqtt?.mode === 'external') console.log(`MQTT 设备接入 外部服务器 ${config.mqtt.url}`);
if (adminNotice) console.log(adminNotice);
for (const a of oversight)
  console.log(`${a.roleName}账号 ${a.loginName}，初始密码 ${a.password}（仅显示这一次，首次登录须修改）`);
if (config.demo) {
  console.log(`演示账号（密码均为 ${DEMO_PASSWORD}）:`);
  for (const l of DEMO_LOGINS) console.log(`  ${l.loginName.padEnd(20)} ${l.description}`);
}

/**
 * Devices' MQTT (MQTT_*): the embedded broker or the client of an external one. A port another process holds
 * leaves the server running without it (devices can still use HTTP), said loudly.
 */
async function startDeviceMqtt(): Promise<MqttSide | null> {
  try {
    return await startMqtt(config.mqtt, { devices: app.services.devices, db, log: app.services.log });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    console.error(
      err.code === 'EADDRINUSE'
        ? `MQTT 端口 ${config.mqtt.port} 已被占用，设备 MQTT 接入未启动（设置 MQTT_PORT 或 MQTT=off）`
        : `MQTT 设备接入未启动: ${err.message}`,
    );
    return null;
  }
}

/**
 * SIGTERM/SIGINT: readiness turns false and the listener closes (no new connections), requests under way
 * finish (at most SHUTDOWN_GRACE_MS), then the database closes and the process exits.
 */
function handleSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      lifecycle.phase = 'stopping';
      const force = setTimeout(() => {
        console.error(
          `shutdown: requests still running after ${SHUTDOWN_GRACE_MS} ms, closing their connections`,
        );
        app.server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      try {
        await demoFleet?.stop();
        await mqtt?.close();
        await app.close();
        await db.close();
      } finally {
        clearTimeout(force);
        process.exit(0);
      }
    });
  }
}
