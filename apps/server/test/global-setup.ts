import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';
import { openPglite } from '../src/db/pglite';
import { DEMO_STEPS, seedDemo } from '../src/demo';
import { keepDemoImage } from './demo-image';
import { runDatabasePrefix, runDirectory, runOfDatabase, TEST_DATA_ROOTS, testDataRoot } from './paths';

/**
 * Prepares the run's databases once: the migrated installation without data (`empty`) and the demo seeded
 * on it (`demo`), as PGlite data directories or with DATABASE_URL as template databases on native
 * PostgreSQL. Each test file starts from a copy of one (test/harness.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  // Tests use a small demo (DEMO_SCALE, default 0.05); the default demo of npm start is scale 1.
  const opts = { scale: Number(process.env.DEMO_SCALE ?? 0.05) };
  if (url) {
    const prefix = runDatabasePrefix(process.pid);
    const prepared = { empty: `${prefix}_empty`, demo: prefix };
    await dropRunDatabases(url, (pid) => !alive(pid));
    await admin(url, `CREATE DATABASE ${prepared.empty}`);
    const empty = await openPg(withDatabase(url, prepared.empty));
    await migrate(empty);
    await empty.close();
    await admin(url, `CREATE DATABASE ${prepared.demo} TEMPLATE ${prepared.empty} STRATEGY FILE_COPY`);
    const db = await openPg(withDatabase(url, prepared.demo));
    await seedDemo(db, DEMO_STEPS, opts);
    await db.close();
    project.provide('preparedDatabases', prepared);
    return () => dropRunDatabases(url, (pid) => pid === process.pid);
  }
  // Directories, not dumps: a test file copies one (a native copy) and PostgreSQL reads only the pages it
  // needs. One folder per run, so runs side by side (two terminals, helpers) never see each other's
  // half-seeded directory. Little WAL kept.
  for (const root of TEST_DATA_ROOTS) removeDeadRuns(root);
  const run = runDirectory(testDataRoot(), process.pid);
  rmSync(run, { recursive: true, force: true });
  const prepared = { empty: join(run, 'empty'), demo: join(run, 'demo'), files: join(run, 'files') };
  mkdirSync(prepared.files, { recursive: true });
  const conf = ['min_wal_size=32MB', 'max_wal_size=64MB', 'wal_recycle=off'];
  const empty = await openPglite({ dataDir: prepared.empty, conf });
  await migrate(empty);
  await empty.exec('CHECKPOINT');
  await empty.close();
  cpSync(prepared.empty, prepared.demo, { recursive: true });
  const db = await openPglite({ dataDir: prepared.demo, conf });
  await seedDemo(db, DEMO_STEPS, opts);
  await db.exec('CHECKPOINT');
  await db.close();
  // The default demo (the consistency run) is kept for the end-to-end server of the same `npm test`.
  if (opts.scale === 1) keepDemoImage(prepared.demo);
  project.provide('preparedDatabases', prepared);
  return () => rmSync(run, { recursive: true, force: true });
}

/** Folders of runs whose process is gone (killed before its teardown). */
function removeDeadRuns(root: string) {
  if (!existsSync(root)) return;
  for (const name of readdirSync(root)) {
    // `.files`: the per-file copies of an earlier layout.
    const pid = Number(/^test-db-(\d+)(\.files)?$/.exec(name)?.[1]);
    if (!pid || alive(pid)) continue;
    rmSync(join(root, name), { recursive: true, force: true });
  }
}

/** Template and per-file databases of the runs `which` picks (the cluster may be shared by several runs). */
async function dropRunDatabases(url: string, which: (pid: number) => boolean) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const rows = await c.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'fengshou\\_tpl\\_%'",
    );
    for (const { datname } of rows.rows) {
      const pid = runOfDatabase(datname);
      if (pid && which(pid)) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await c.end();
  }
}

/** Runs one statement on the cluster (create and drop databases). */
export async function admin(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The same server with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
