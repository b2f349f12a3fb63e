/**
 * Issue 15: several API servers on one native PostgreSQL. Three compiled server processes start at once on
 * an empty database; the test checks they migrate and seed it once, share sessions, revocations and login
 * lockout, keep answering (600) while the cluster is stopped under load and recover when it returns, and
 * stop cleanly on SIGTERM. It prints requests per second through three servers and through one.
 */

import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/logins';
import {
  buildServer,
  Cluster,
  canRunCluster,
  freePort,
  SERVER_DIR,
  ServerProcess,
  sleep,
  within,
} from './processes';

const PING = '/api/system/gov/status/ping';
const LOGIN = '/api/login/gov/user/login';
const LOGOUT = '/api/login/gov/user/logout';
const FARMS = '/api/produce/gov/farm/listByArea';
// The session cache of every server keeps a resolved token this long (auth/sessions.ts).
const CACHE_MS = 5_000;
// Polling and a loaded CI machine add to the cache's bound.
const SLACK_MS = 1_500;

const cluster = new Cluster(Number(process.env.OPS_PG_PORT ?? 55451));
let dbUrl: string;
let servers: ServerProcess[] = [];

async function login(s: ServerProcess, loginName: string, password = DEMO_PASSWORD) {
  const res = await s.call(LOGIN, { loginName, password });
  return { ...res, token: (res.obj as { accessToken?: string } | null)?.accessToken ?? '' };
}

describe.skipIf(!canRunCluster)('three API servers on one PostgreSQL', () => {
  beforeAll(async () => {
    buildServer();
    cluster.start();
    dbUrl = await cluster.createDatabase('fengshou_ops_multi');
    const ports = [await freePort(), await freePort(), await freePort()];
    // Started together on an empty database: they race for migrations and the first seed.
    servers = ports.map((port) => new ServerProcess(port, { DATABASE_URL: dbUrl, DEMO_SCALE: '0.05' }));
    await Promise.all(servers.map((s) => s.waitReady(600_000)));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    try {
      cluster.stop();
    } catch {
      // already stopped by a failed test
    }
  });

  it('migrates and seeds the empty database exactly once; the others wait, then serve', async () => {
    const seeders = servers.filter((s) => s.output.includes('首次启动：生成演示数据'));
    expect(seeders).toHaveLength(1);
    const waiters = servers.filter((s) => s.output.includes('另一台 API 服务器正在迁移或生成数据'));
    expect(waiters.length).toBeGreaterThanOrEqual(1);
    for (const s of servers) expect(s.output).toContain('已启动');
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const files = readdirSync(`${SERVER_DIR}src/db/migrations`).filter((f) => f.endsWith('.sql'));
    const { rows } = await c.query('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0].n).toBe(files.length);
    const users = await c.query(
      `SELECT count(*)::int AS n FROM government_users WHERE login_name = 'chongming_admin'`,
    );
    expect(users.rows[0].n).toBe(1);
    await c.end();
  });

  it('takes a token issued by one server on every other', async () => {
    const { token } = await login(servers[0]!, 'chongming_admin');
    for (const s of servers) expect((await s.call(PING, {}, token)).respCode).toBe(0);
    const farms = await servers[2]!.call(FARMS, { pageSize: 5 }, token);
    expect(farms.respCode).toBe(0);
  });

  it('honours a logout on one server on all others within the session cache time', async () => {
    const { token } = await login(servers[0]!, 'chongming_reviewer');
    // Servers 1 and 2 now hold the session in their caches.
    for (const s of servers) expect((await s.call(PING, {}, token)).respCode).toBe(0);
    expect((await servers[0]!.call(LOGOUT, {}, token)).respCode).toBe(0);
    expect((await servers[0]!.call(PING, {}, token)).respCode).toBe(400);
    for (const s of servers.slice(1)) {
      const ms = await within(
        CACHE_MS + SLACK_MS,
        async () => (await s.call(PING, {}, token)).respCode === 400,
      );
      expect(ms).toBeLessThanOrEqual(CACHE_MS + SLACK_MS);
    }
  });

  it("honours a password change: the user's other sign-ins end on every server", async () => {
    const a = await login(servers[0]!, 'chongming_viewer');
    const b = await login(servers[1]!, 'chongming_viewer');
    for (const s of servers) expect((await s.call(PING, {}, b.token)).respCode).toBe(0);
    const changed = await servers[0]!.call(
      '/api/login/gov/user/editMyPassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Harvest#2026ops' },
      a.token,
    );
    expect(changed.respCode).toBe(0);
    for (const s of servers) {
      await within(CACHE_MS + SLACK_MS, async () => (await s.call(PING, {}, b.token)).respCode === 400);
      expect((await s.call(PING, {}, a.token)).respCode).toBe(0);
    }
    expect((await login(servers[2]!, 'chongming_viewer')).respCode).not.toBe(0);
    expect((await login(servers[2]!, 'chongming_viewer', 'Harvest#2026ops')).respCode).toBe(0);
  });

  it('honours a disabled account on every server (402)', async () => {
    const admin = await login(servers[0]!, 'pudong_admin');
    const viewer = await login(servers[1]!, 'pudong_viewer');
    for (const s of servers) expect((await s.call(PING, {}, viewer.token)).respCode).toBe(0);
    const info = await servers[1]!.call('/api/login/gov/user/getUserInfo', {}, viewer.token);
    const user = (info.obj as { govUserVO: { id: number; nickname: string; governmentRoleId: number } })
      .govUserVO;
    const off = await servers[0]!.call(
      '/api/portal/gov/governmentUser/update',
      { id: user.id, nickname: user.nickname, governmentRoleId: user.governmentRoleId, accountStatus: 0 },
      admin.token,
    );
    expect(off.respCode).toBe(0);
    for (const s of servers)
      await within(CACHE_MS + SLACK_MS, async () => (await s.call(PING, {}, viewer.token)).respCode === 402);
  });

  it('counts failed logins across servers: five wrong passwords spread over three servers lock the name', async () => {
    const name = 'shanghai_viewer';
    for (let i = 0; i < 5; i++) {
      const res = await login(servers[i % 3]!, name, 'wrong-password');
      expect(res.respCode).not.toBe(0);
    }
    // The right password no longer helps, on any server, until the lock expires.
    for (const s of servers) {
      const res = await login(s, name);
      expect(res.respCode).not.toBe(0);
      expect(res.respDesc).toMatch(/分钟/);
    }
  });

  it('answers 600 while PostgreSQL is stopped under load, and recovers by itself when it returns', async () => {
    const { token } = await login(servers[0]!, 'chongming_admin');
    const seen = { ok: 0, busy: 0, other: [] as string[] };
    let running = true;
    const worker = async (s: ServerProcess) => {
      while (running) {
        const res = await s.call(FARMS, { pageSize: 5 }, token).catch((e: Error) => ({
          status: 0,
          respCode: -1,
          respDesc: e.message,
        }));
        if (res.respCode === 0) seen.ok++;
        else if (res.respCode === 600 && res.status === 503) seen.busy++;
        else seen.other.push(`${res.status} ${res.respCode} ${res.respDesc}`);
      }
    };
    const load = servers.flatMap((s) => [worker(s), worker(s)]);
    await sleep(1_000);
    cluster.stop();
    await within(10_000, async () => seen.busy > 10);
    for (const s of servers) expect(await s.ready()).toBe(503);
    cluster.start();
    const okBefore = seen.ok;
    // The pools reconnect on their own: no restart of the API servers.
    await within(30_000, async () => seen.ok > okBefore + 30);
    for (const s of servers) await within(10_000, async () => (await s.ready()) === 200);
    running = false;
    await Promise.all(load);
    expect(seen.other).toEqual([]);
    expect(seen.busy).toBeGreaterThan(0);
  });

  it('measures requests per second through three servers and through one (printed)', async () => {
    const { token } = await login(servers[0]!, 'chongming_admin');
    const rate = async (targets: ServerProcess[], seconds: number) => {
      let n = 0;
      const until = Date.now() + seconds * 1000;
      // 24 clients in all, spread evenly over the targets.
      const clients = Array.from({ length: 24 }, (_, i) => targets[i % targets.length]!);
      await Promise.all(
        clients.map(async (s) => {
          while (Date.now() < until) {
            if ((await s.call(FARMS, { pageSize: 20 }, token)).respCode === 0) n++;
          }
        }),
      );
      return Math.round(n / seconds);
    };
    const one = await rate(servers.slice(0, 1), 8);
    const three = await rate(servers, 8);
    console.log(
      `multi-server: farm list (20 rows) ${one} req/s through one server, ${three} req/s through three`,
    );
    expect(one).toBeGreaterThan(0);
    expect(three).toBeGreaterThan(0);
  });

  it('stops on SIGTERM: requests under way finish, the others keep serving', async () => {
    const { token } = await login(servers[2]!, 'chongming_admin');
    const inFlight = Promise.allSettled(
      Array.from({ length: 10 }, () => servers[2]!.call(FARMS, { pageSize: 20 }, token)),
    );
    await sleep(20);
    const t0 = Date.now();
    const code = await servers[2]!.stop();
    expect(code).toBe(0);
    // The grace for requests under way is 10 s (server.ts).
    expect(Date.now() - t0).toBeLessThan(12_000);
    const answers = await inFlight;
    // Every request the server had accepted got a whole envelope: its answer, or 600 once it was stopping.
    const codes = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.respCode] : []));
    expect(codes.filter((c) => c !== 0 && c !== 600)).toEqual([]);
    expect(codes).toContain(0);
    expect(await servers[2]!.ready()).toBe(0);
    expect((await servers[0]!.call(PING, {}, token)).respCode).toBe(0);
  });
});
