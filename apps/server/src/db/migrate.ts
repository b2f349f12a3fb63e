// Migrations are forward-only SQL files in ./migrations, named NNN_name.sql and applied in name order at
// start-up, each in its own transaction and recorded in schema_migrations. 001_baseline.sql is the whole
// schema a fresh database starts from; every later change is a new file with the next number (002_…), never
// an edit of a file that may already have run somewhere. A migration changes schema (and reference data every
// installation needs); it never patches demo rows: demo content is generated (demo/), and a generator
// change reaches a database when it is seeded anew.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';
import { adoptLegacyChain } from './legacy-chain';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the migrations (NNN_name.sql) of `dir` not yet recorded; returns the files applied. A database
 * migrated with the development chain the baseline replaces gets the baseline recorded instead of run.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const recorded = async () =>
    new Set(
      (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
  let done = await recorded();
  if (await db.tx((q) => adoptLegacyChain(q, done))) done = await recorded();
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.tx(async (q) => {
      await q.exec(sql);
      await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
