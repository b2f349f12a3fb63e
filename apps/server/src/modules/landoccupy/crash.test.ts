import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { occupationActions } from '@fengshou/core/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup';
import { DEMO_PASSWORD } from '../../demo/logins';
import { CHONGMING } from './test-support';

/**
 * kill -9 of a real server process in the middle of a burst of actions (native PostgreSQL): after a
 * restart, every action a client saw accepted is in the database with its log row, retrying the requests
 * whose answer was lost (same Idempotency-Key) applies each at most once, and no record has a state change
 * without its log row or the reverse.
 */
const url = process.env.DATABASE_URL;
const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url));
const NEXT: Record<number, keyof typeof occupationActions> = {
  0: 'screenNeedReview',
  1: 'inputNeedReview',
  2: 'review',
  3: 'reject',
  4: 'reReview',
};

let dbName = '';
let db: pg.Client;
let port = 0;
let child: ChildProcess | null = null;
const dataDir = mkdtempSync(join(tmpdir(), 'landoccupy-crash-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

async function startServer() {
  child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: withDatabase(url!, dbName),
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA: 'off',
      DEMO: 'off',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  // The port opens before the migrations check and every /api/ call answers 503 until then: wait for ready.
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
    if (up?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function post(path: string, body: unknown, token?: string, key?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { accesstoken: token } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    ...((await res.json()) as { respCode: number; respDesc: string; obj: never }),
  };
}

beforeAll(async () => {
  if (!url) return;
  // Named after the run's template, so a later run drops it if this one is killed.
  const template = inject('preparedDatabases')!.demo;
  dbName = `${template}_crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template}`);
  await admin.end();
  db = new pg.Client({ connectionString: withDatabase(url, dbName) });
  await db.connect();
  port = await freePort();
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  if (!url) return;
  await db?.end();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Sent {
  key: string;
  path: string;
  body: { occupyNum: string; version: number };
  answer?: { respCode: number; obj: { logId: number; processStatus: number; version: number } | null };
}

describe.skipIf(!url)('kill -9 in the middle of a burst (native PostgreSQL)', () => {
  it('loses no accepted action and leaves none half-written', async () => {
    await startServer();
    const login = await post('/api/login/gov/user/login', {
      loginName: 'chongming_reviewer',
      password: DEMO_PASSWORD,
    });
    const token = (login.obj as { accessToken: string }).accessToken;
    const recs = (
      await db.query<{ id: number; occupy_num: string; process_status: number; version: number }>(
        `SELECT id, occupy_num, process_status, version FROM farmland_occupations
          WHERE area_id BETWEEN $1 AND $2 AND process_status < 5 ORDER BY id LIMIT 24`,
        [CHONGMING, CHONGMING + 999_999],
      )
    ).rows;
    const start = new Map(recs.map((r) => [r.id, r.version]));
    const [{ m }] = (
      await db.query<{ m: number }>('SELECT COALESCE(max(id), 0) AS m FROM farmland_occupation_logs')
    ).rows as [{ m: number }];
    const sent: Sent[] = [];
    let warm: () => void = () => {};
    const warmed = new Promise<void>((r) => {
      warm = r;
    });
    // Each client walks its record through the workflow until the server dies under it.
    const client = async (r: (typeof recs)[number]) => {
      let status = r.process_status;
      let version = r.version;
      for (let i = 0; ; i++) {
        const action = NEXT[status]!;
        const s: Sent = {
          key: `crash-${r.id}-${i}-${randomBytes(4).toString('hex')}`,
          path: occupationActions[action].path,
          body: { occupyNum: r.occupy_num, version },
        };
        sent.push(s);
        try {
          s.answer = await post(s.path, s.body, token, s.key);
        } catch {
          return; // connection lost: the answer is unknown
        }
        if (s.answer.respCode !== 0) return;
        warm();
        status = s.answer.obj!.processStatus;
        version = s.answer.obj!.version;
      }
    };
    const burst = Promise.all(recs.map(client));
    // The kill lands while actions stream in: a moment after the first ones were answered.
    await warmed;
    await new Promise((r) => setTimeout(r, 300));
    child!.kill('SIGKILL');
    await burst;
    await new Promise<void>((r) =>
      child!.exitCode !== null || child!.signalCode ? r() : child!.once('exit', () => r()),
    );

    const accepted = sent.filter((s) => s.answer?.respCode === 0);
    const lost = sent.filter((s) => !s.answer);
    expect(sent.filter((s) => s.answer && s.answer.respCode !== 0)).toEqual([]);
    expect(accepted.length).toBeGreaterThan(0);
    // 24 clients were in flight when the process died: some answers were lost.
    expect(lost.length).toBeGreaterThan(0);
    // Every accepted action is in the log with the state it answered.
    const logs = (
      await db.query<{ id: number; occupation_id: number; to_status: number }>(
        'SELECT id, occupation_id, to_status FROM farmland_occupation_logs WHERE id > $1',
        [m],
      )
    ).rows;
    const byId = new Map(logs.map((l) => [l.id, l]));
    for (const a of accepted)
      expect(byId.get(a.answer!.obj!.logId)?.to_status).toBe(a.answer!.obj!.processStatus);

    // Restart and retry the lost requests with their keys: each acts at most once.
    port = await freePort();
    await startServer();
    for (const s of lost) {
      const again = await post(s.path, s.body, token, s.key);
      expect(again.status).toBeLessThan(500);
      expect(again.respCode).toBe(0);
    }
    const again = sent.filter((s) => s.answer?.respCode === 0 || !s.answer);
    const [{ n: pending }] = (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM action_idempotency_keys WHERE response IS NULL',
      )
    ).rows as [{ n: number }];
    expect(pending).toBe(0);
    // State and log agree for every record: versions moved exactly as many times as log rows were added.
    for (const r of recs) {
      const [{ v }] = (
        await db.query<{ v: number }>('SELECT version AS v FROM farmland_occupations WHERE id = $1', [r.id])
      ).rows as [{ v: number }];
      const [{ n }] = (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM farmland_occupation_logs WHERE occupation_id = $1 AND id > $2',
          [r.id, m],
        )
      ).rows as [{ n: number }];
      expect(v - start.get(r.id)!).toBe(n);
      expect(n).toBe(again.filter((s) => s.body.occupyNum === r.occupy_num).length);
    }
  }, 180_000);
});
