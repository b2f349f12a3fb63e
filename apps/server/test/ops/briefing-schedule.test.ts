/**
 * Briefing schedules with several API servers: three compiled servers on one native PostgreSQL (one data
 * directory for the files, as a shared volume would be) race for the same due schedules; each schedule fires
 * once, its briefings run once, the recipient sees them in his download centre with a notice on any server,
 * and a user of another county cannot download them, even with the recipient's URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/logins';
import { buildServer, Cluster, canRunCluster, freePort, ServerProcess, sleep, within } from './processes';

const cluster = new Cluster(Number(process.env.OPS_PG_PORT ?? 55451));
const dataDir = mkdtempSync(join(tmpdir(), 'fengshou-ops-briefing-'));
let dbUrl: string;
let servers: ServerProcess[] = [];
let c: pg.Client;

async function login(s: ServerProcess, loginName: string) {
  const res = await s.call('/api/login/gov/user/login', { loginName, password: DEMO_PASSWORD });
  const token = (res.obj as { accessToken?: string } | null)?.accessToken;
  if (!token) throw new Error(`login ${loginName}: ${res.respCode} ${res.respDesc}`);
  return token;
}

describe.skipIf(!canRunCluster)('briefing schedules on three API servers', () => {
  beforeAll(async () => {
    buildServer();
    cluster.start();
    dbUrl = await cluster.createDatabase('fengshou_ops_briefing');
    const env = {
      DATABASE_URL: dbUrl,
      DEMO_SCALE: '0.05',
      DEMO_TICKER: 'off',
      DATA_DIR: dataDir,
      JOBS_POLL_MS: '300',
    };
    const ports = [await freePort(), await freePort(), await freePort()];
    servers = ports.map((port) => new ServerProcess(port, { ...env, MQTT: 'off' }));
    await Promise.all(servers.map((s) => s.waitReady(600_000)));
    c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
  });
  afterAll(async () => {
    await c?.end();
    await Promise.all(servers.map((s) => s.stop()));
    try {
      cluster.stop();
    } catch {
      // already stopped
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fires each due schedule once, runs its briefings once, and delivers them to the recipient only', async () => {
    const admin = await login(servers[0]!, 'chongming_admin');
    const { rows: facts } = await c.query(
      `SELECT u.government_subject_id AS subject,
              (SELECT id FROM government_users WHERE login_name = 'chongming_viewer') AS viewer,
              (SELECT t.menu_key FROM subject_show_menus m JOIN menu_templates t ON t.id = m.menu_template_id
                WHERE m.government_subject_id = u.government_subject_id
                  AND EXISTS (SELECT 1 FROM plates p WHERE p.government_subject_id = u.government_subject_id AND p.menu_key = t.menu_key)
                ORDER BY t.menu_key LIMIT 1) AS menu,
              (SELECT array_agg(id::float8 ORDER BY id) FROM (SELECT id FROM areas WHERE parent_id = 310151000000 ORDER BY id LIMIT 2) a) AS towns
         FROM government_users u WHERE u.login_name = 'chongming_admin'`,
    );
    const { viewer, menu, towns } = facts[0] as { viewer: number; menu: number; towns: number[] };
    // Five schedules of two areas each, made on different servers, then all due at the same moment.
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await servers[i % 3]!.call(
        '/api/exports/gov/briefingSchedule/create',
        {
          name: `运维周报${i}`,
          menuKey: menu,
          areaIds: towns,
          format: 'pdf-a4',
          cadence: 'weekly',
          weekday: 1,
          time: '08:00',
          recipientIds: [viewer],
        },
        admin,
      );
      expect(res.respCode, res.respDesc).toBe(0);
      ids.push((res.obj as { id: number }).id);
    }
    await c.query(
      "UPDATE briefing_schedules SET next_run_at = now() - interval '1 second' WHERE id = ANY($1)",
      [ids],
    );
    const jobsOf = async () =>
      (
        await c.query(
          `SELECT id, status, claimed_by, attempts, error FROM data_exports WHERE schedule_id = ANY($1) ORDER BY id`,
          [ids],
        )
      ).rows as { id: number; status: string; attempts: number; error: string | null }[];
    await within(120_000, async () => {
      const jobs = await jobsOf();
      return jobs.length === 10 && jobs.every((j) => j.status === 'done' || j.status === 'failed');
    }).catch(async (e: Error) => {
      const { rows } = await c.query('SELECT id, next_run_at, enabled FROM briefing_schedules');
      throw new Error(
        `${e.message}\njobs ${JSON.stringify(await jobsOf())}\nschedules ${JSON.stringify(rows)}\n` +
          servers.map((s) => s.output.slice(-2000)).join('\n----\n'),
      );
    });
    // Several poll rounds of every server later, still one firing per schedule and one run per job.
    await sleep(2_000);
    const jobs = await jobsOf();
    expect(jobs).toHaveLength(10);
    expect(jobs.filter((j) => j.status !== 'done')).toEqual([]);
    expect(jobs.every((j) => j.attempts === 1)).toBe(true);
    const { rows: moved } = await c.query(
      'SELECT count(*)::int AS n FROM briefing_schedules WHERE id = ANY($1) AND next_run_at > now()',
      [ids],
    );
    expect(moved[0].n).toBe(5);

    // The recipient, signed in on another server, has the notice and the ten briefings.
    const recipient = await login(servers[2]!, 'chongming_viewer');
    const unread = await servers[1]!.call('/api/exports/gov/download/unread', {}, recipient);
    expect((unread.obj as { count: number }).count).toBe(10);
    const list = await servers[1]!.call(
      '/api/exports/gov/download/list',
      { kind: 'briefing', pageSize: 50 },
      recipient,
    );
    const mine = (list.obj as { list: { id: number }[] }).list.map((d) => d.id);
    expect(mine.sort((a, b) => a - b)).toEqual(jobs.map((j) => j.id));
    const first = jobs[0]!.id;
    const signed = await servers[0]!.call('/api/exports/gov/download/url', { id: first }, recipient);
    expect(signed.respCode, signed.respDesc).toBe(0);
    const url = (signed.obj as { url: string }).url;
    // The file was written by whichever server ran the job; any server serves it.
    for (const s of servers) {
      const file = await fetch(s.base + url, { headers: { accesstoken: recipient } });
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }

    // Another county's user: no URL of his own, and the recipient's does not open for him.
    const stranger = await login(servers[1]!, 'pudong_admin');
    expect((await servers[1]!.call('/api/exports/gov/download/url', { id: first }, stranger)).respCode).toBe(
      300,
    );
    expect((await fetch(servers[1]!.base + url, { headers: { accesstoken: stranger } })).status).toBe(403);
  });
});
