import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';
import { openPglite } from '../src/db/pglite';
import { DEMO_STEPS, seedDemo } from '../src/demo';
import { TEMPLATE_DB, TEST_DATA_ROOT } from './paths';

/**
 * Prepares one migrated, demo-seeded database per test run: a PGlite data directory, or with DATABASE_URL
 * a template database on native PostgreSQL. Each test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  // Tests use a small demo (DEMO_SCALE, default 0.05); the default demo of npm start is scale 1.
  const opts = { scale: Number(process.env.DEMO_SCALE ?? 0.05) };
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const db = await openPg(withDatabase(url, TEMPLATE_DB));
    await migrate(db);
    await seedDemo(db, DEMO_STEPS, opts);
    await db.close();
    return;
  }
  // A directory, not a dump: a test file copies it (a native copy) and PostgreSQL reads only the pages it
  // needs, where loading a 117 MB dump into memory cost ~2.5 s of CPU per file. One per run, so runs side by
  // side (two terminals, helpers) never see each other's half-seeded directory. Little WAL kept.
  const root = fileURLToPath(TEST_DATA_ROOT);
  mkdirSync(root, { recursive: true });
  removeDeadRuns(root);
  const dir = join(root, `test-db-${process.pid}`);
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
  for (const name of readdirSync(root)) {
    const pid = Number(/^test-db-(\d+)(\.files)?$/.exec(name)?.[1]);
    if (!pid || alive(pid)) continue;
    rmSync(join(root, name), { recursive: true, force: true });
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
