import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';
import { openPglite } from '../src/db/pglite';
import { DEMO_STEPS, seedDemo } from '../src/demo';
import { runDirectory, runOfDatabase, TEST_DATA_ROOTS, templateDatabase, testDataRoot } from './paths';

/**
 * Prepares one migrated, demo-seeded database per test run: a PGlite data directory, or with DATABASE_URL
 * a template database on native PostgreSQL. Each test file starts from a copy of it (test/harness.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  // Tests use a small demo (DEMO_SCALE, default 0.05); the default demo of npm start is scale 1.
  const opts = { scale: Number(process.env.DEMO_SCALE ?? 0.05) };
  if (url) {
    const template = templateDatabase(process.pid);
    await dropDeadRunDatabases(url);
    await admin(url, `CREATE DATABASE ${template}`);
    const db = await openPg(withDatabase(url, template));
    await migrate(db);
    await seedDemo(db, DEMO_STEPS, opts);
    await db.close();
    project.provide('pgTemplate', template);
    return () => dropRunDatabases(url, (pid) => pid === process.pid);
  }
  // A directory, not a dump: a test file copies it (a native copy) and PostgreSQL reads only the pages it
  // needs. One per run, so runs side by side (two terminals, helpers) never see each other's half-seeded
  // directory. Little WAL kept.
  for (const root of TEST_DATA_ROOTS) removeDeadRuns(root);
  const root = testDataRoot();
  mkdirSync(root, { recursive: true });
  const dir = runDirectory(root, process.pid);
  rmSync(dir, { recursive: true, force: true });
  const db = await openPglite({
    dataDir: dir,
    conf: ['min_wal_size=32MB', 'max_wal_size=64MB', 'wal_recycle=off'],
  });
  await migrate(db);
  await seedDemo(db, DEMO_STEPS, opts);
  await db.exec('CHECKPOINT');
  await db.close();
  project.provide('pgliteTemplate', dir);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.files`, { recursive: true, force: true });
  };
}

/** Directories (and per-file copies) of runs whose process is gone (killed before its teardown). */
function removeDeadRuns(root: string) {
  if (!existsSync(root)) return;
  for (const name of readdirSync(root)) {
    const pid = Number(/^test-db-(\d+)(\.files)?$/.exec(name)?.[1]);
    if (!pid || alive(pid)) continue;
    rmSync(join(root, name), { recursive: true, force: true });
  }
}

/** Template and per-file databases of runs killed before their teardown (the cluster may be shared). */
function dropDeadRunDatabases(url: string) {
  return dropRunDatabases(url, (pid) => !alive(pid));
}

async function dropRunDatabases(url: string, which: (pid: number) => boolean) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const rows = await c.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'fengshou\\_tpl\\_%' ORDER BY length(datname) DESC",
    );
    // Longest first: the per-file copies go before the template they were made from.
    for (const { datname } of rows.rows) {
      const pid = runOfDatabase(datname);
      if (pid && which(pid)) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await c.end();
  }
}

async function admin(url: string, sql: string) {
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
