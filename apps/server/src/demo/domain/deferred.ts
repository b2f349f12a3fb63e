import type { Executor } from '../../db/client';

/**
 * Runs a bulk load with the tables' secondary indexes, unique and foreign-key constraints dropped, then
 * re-creates them from their own catalogue definitions: building an index once and validating a foreign
 * key in one join is several times faster than maintaining them row by row. All in the caller's
 * transaction, so a failed load leaves the schema as it was.
 */
export async function withDeferredIndexes<T>(
  q: Executor,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const restore: string[] = [];
  for (const table of tables) {
    const constraints = await q.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid = $1::regclass AND contype IN ('f', 'u') ORDER BY contype DESC, conname`,
      [table],
    );
    const indexes = await q.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
        WHERE i.indrelid = $1::regclass AND NOT i.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [table],
    );
    for (const c of constraints) {
      await q.exec(`ALTER TABLE ${table} DROP CONSTRAINT ${quote(c.name)}`);
      restore.push(`ALTER TABLE ${table} ADD CONSTRAINT ${quote(c.name)} ${c.def}`);
    }
    for (const i of indexes) {
      await q.exec(`DROP INDEX ${i.name}`);
      restore.unshift(i.def);
    }
  }
  const out = await load();
  // Unique constraints before the foreign keys that may rely on them; indexes first (unshifted).
  for (const sql of restore) {
    const t0 = performance.now();
    await q.exec(sql);
    if (process.env.SEED_TIMINGS) console.log(Math.round(performance.now() - t0), 'ms', sql.slice(0, 90));
  }
  return out;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
