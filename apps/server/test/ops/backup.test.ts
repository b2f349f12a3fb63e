/**
 * Issue 15: backup and restore of the embedded database. A compiled server runs on a seeded PGlite data
 * directory; `backup` writes a dump while it serves; the dump loads into native PostgreSQL with psql and back
 * into a new embedded directory with `restore`. Row counts and a checksum of every table match the source,
 * and a server started on the restored PostgreSQL database signs a demo user in.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/client';
import { openPg } from '../../src/db/pg';
import { openPglite } from '../../src/db/pglite';
import { DEMO_PASSWORD } from '../../src/demo/logins';
import {
  buildServer,
  Cluster,
  canRunCluster,
  childEnv,
  freePort,
  SERVER_DIR,
  ServerProcess,
} from './processes';

const cluster = new Cluster(Number(process.env.OPS_PG_PORT ?? 55451));
const work = mkdtempSync(join(tmpdir(), 'fengshou-ops-backup-'));
const source = join(work, 'source');
const restored = join(work, 'restored');
const dump = join(work, 'dump.sql');

/** Runs a compiled command-line tool; its output. */
function tool(name: string, args: string[], env: Record<string, string>): string {
  return execFileSync(process.execPath, ['--enable-source-maps', `dist/${name}.js`, ...args], {
    cwd: SERVER_DIR,
    env: childEnv(env),
    encoding: 'utf8',
  });
}

/** Row count and an order-independent checksum of every table of ours. */
async function fingerprint(q: Queryable): Promise<Record<string, string>> {
  const tables = await q.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('spatial_ref_sys', 'file_signing_keys')
      ORDER BY tablename`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    // Generated columns (the Web Mercator copy of parcel geometry) are recomputed by each backend's PROJ and
    // may differ in the last bits; the stored data is what a restore must bring back.
    const cols = await q.query<{ c: string }>(
      `SELECT quote_ident(column_name) AS c FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [name],
    );
    const tuple = `ROW(${cols.map((x) => `t.${x.c}`).join(', ')})::text`;
    const [row] = await q.query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(md5(${tuple}), '' ORDER BY md5(${tuple})), '')) AS sum
         FROM "${name}" t`,
    );
    out[name] = `${row!.n} ${row!.sum}`;
  }
  return out;
}

describe.skipIf(!canRunCluster)('backup and restore of the embedded database', () => {
  let expected: Record<string, string>;
  let backupOutput: string;
  let servedDuringBackup: number;

  beforeAll(async () => {
    buildServer();
    cluster.start();
    const seedOutput = tool('seed', [], { DATA_DIR: source, DEMO_SCALE: '0.05' });
    // Progress as plain lines when not on a terminal: each step begins, then ends with its rows.
    expect(seedOutput).toMatch(/\[ ?1\/\d+\] areas …/);
    expect(seedOutput).toMatch(/\[ ?1\/\d+\] areas\s+[\d,]+ rows/);
    const server = new ServerProcess(await freePort(), { DATA_DIR: source, DEMO_TICKER: 'off' });
    try {
      await server.waitReady(300_000);
      const during = server.call('/api/system/gov/status/health');
      backupOutput = tool('backup', ['--out', dump], { DATA_DIR: source });
      servedDuringBackup = (await during).respCode;
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const db = await openPglite({ dataDir: source });
    expected = await fingerprint(db);
    await db.close();
  });
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    try {
      cluster.stop();
    } catch {
      // already stopped
    }
  });

  it('takes the dump from the running server, which keeps serving', () => {
    expect(backupOutput).toContain('服务器正在运行');
    expect(backupOutput).toContain('备份完成');
    expect(servedDuringBackup).toBe(0);
    expect(Number(expected.government_users?.split(' ')[0])).toBeGreaterThan(5);
    expect(Number(expected.land_parcels?.split(' ')[0] ?? expected.areas?.split(' ')[0])).toBeGreaterThan(
      100,
    );
  });

  it('loads into native PostgreSQL with psql: same rows, same checksums; a server runs on it', async () => {
    const url = await cluster.createDatabase('fengshou_ops_restore');
    execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-f', dump], { stdio: 'ignore' });
    const db = await openPg(url);
    try {
      expect(await fingerprint(db)).toEqual(expected);
    } finally {
      await db.close();
    }
    const server = new ServerProcess(await freePort(), { DATABASE_URL: url });
    try {
      await server.waitReady(120_000);
      expect(server.output).toContain('existing database');
      const login = await server.call('/api/login/gov/user/login', {
        loginName: 'chongming_admin',
        password: DEMO_PASSWORD,
      });
      expect(login.respCode).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('restores into a new embedded data directory: same rows, same checksums', async () => {
    const output = tool('restore', [dump], { DATA_DIR: restored });
    expect(output).toContain('恢复完成');
    const db = await openPglite({ dataDir: restored });
    try {
      expect(await fingerprint(db)).toEqual(expected);
    } finally {
      await db.close();
    }
    // A second restore onto the data is refused without --force.
    expect(() => tool('restore', [dump], { DATA_DIR: restored })).toThrow();
  });
});
