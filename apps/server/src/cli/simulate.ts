/**
 * Simulated devices against a running server, as real ones connect (docs/devices.md):
 *   npm run simulate -- --devices 500 [--transport mqtt|http] [--url http://localhost:8080]
 *     [--mqtt mqtt://localhost:1883] [--login chongming_admin --password …] [--interval 60] [--batch 1]
 *     [--profiles soil,weather] [--prefix NAME] [--demo] [--duration SECONDS]
 * Devices are registered through the administration API (SIM-{prefix}-{n}, a fresh token each), or with
 * --demo the demo installation's own devices sign in with their demo tokens. Sensors send every --interval
 * seconds (a batch of --batch sample times per message); controllers act on commands and acknowledge them.
 * A line of figures every 10 s; Ctrl-C stops.
 */
import {
  AdminApi,
  DemoProvisioner,
  Fleet,
  HttpLink,
  MqttLink,
  profileCurve,
  RegistryProvisioner,
} from '../demo/simulator';
import { parseArgs } from './args';

const { options } = parseArgs(process.argv.slice(2));
const text = (name: string, fallback: string) => {
  const v = options.get(name);
  return typeof v === 'string' ? v : fallback;
};
const num = (name: string, fallback: number) => {
  const n = Number(text(name, String(fallback)));
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} 须为正数`);
  return n;
};

const url = text('url', 'http://localhost:8080');
const transport = text('transport', 'mqtt');
if (transport !== 'mqtt' && transport !== 'http') throw new Error('--transport 须为 mqtt 或 http');
const mqttUrl = text('mqtt', `mqtt://${new URL(url).hostname}:1883`);
const count = Math.floor(num('devices', 10));
const intervalMs = num('interval', 60) * 1000;

const api = new AdminApi(url);
await api.login(
  text('login', 'chongming_admin'),
  text('password', process.env.SIM_PASSWORD ?? 'Fengshou@2026'),
);
const provisioner = options.has('demo')
  ? new DemoProvisioner(api)
  : new RegistryProvisioner(api, {
      prefix: text('prefix', 'A'),
      profiles: options.has('profiles') ? text('profiles', '').split(',') : undefined,
    });
const t0 = performance.now();
const devices = await provisioner.provision(count);
console.log(`已准备 ${devices.length} 台设备（${Math.round(performance.now() - t0)} ms），正在连接 …`);

let errors = 0;
const fleet = new Fleet(devices, {
  link: (d) => (transport === 'mqtt' ? new MqttLink(mqttUrl, d) : new HttpLink(url, d)),
  values: profileCurve,
  intervalMs,
  batch: Math.floor(num('batch', 1)),
  onError: (d, e) => {
    if (errors++ < 10) console.warn(`${d.sn}: ${e.message}`);
  },
});
await fleet.start();
console.log(`已连接 ${fleet.stats.connected} 台（${transport}），每 ${intervalMs / 1000} 秒发送一次`);

const report = setInterval(() => {
  const s = fleet.snapshot();
  console.log(
    `连接 ${s.connected} · 消息 ${s.messages} · 读数 ${s.readings} · 失败 ${s.failed} · ` +
      `指令 ${s.commands}/${s.acknowledged} 已应答 · 发送 p50 ${s.sendP50.toFixed(1)} ms p99 ${s.sendP99.toFixed(1)} ms`,
  );
}, 10_000);
const stop = async () => {
  clearInterval(report);
  await fleet.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
if (options.has('duration')) setTimeout(stop, num('duration', 60) * 1000);
