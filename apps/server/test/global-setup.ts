import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';
import { openPglite } from '../src/db/pglite';
import { DEMO_STEPS, seedDemo } from '../src/demo';
import { TEMPLATE_DB, TEST_IMAGE } from './paths';

/**
 * Prepares one migrated, demo-seeded database per test run: a PGlite dump file, or with DATABASE_URL
 * a template database on native PostgreSQL. Each test file starts from a copy.
 */
export default async function setup() {
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
  // Little WAL kept (and none recycled): every test file loads this image, and 5 spare 16 MB segments were
  // half of it, about a second of each file's start.
  const db = (await openPglite({
    conf: ['min_wal_size=32MB', 'max_wal_size=64MB', 'wal_recycle=off'],
  })) as Awaited<ReturnType<typeof openPglite>> & { dump(): Promise<Blob> };
  await migrate(db);
  await seedDemo(db, DEMO_STEPS, opts);
  await db.exec('CHECKPOINT');
  const blob = await db.dump();
  mkdirSync(new URL('.', TEST_IMAGE), { recursive: true });
  writeFileSync(TEST_IMAGE, Buffer.from(await blob.arrayBuffer()));
  await db.close();
}

/** The same server with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
