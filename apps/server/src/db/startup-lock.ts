import type { Database } from './client';
import { besideTx } from './tx-guard';

/** Advisory lock key of "migrate and seed" ('feng' in ASCII), the same for every server on one database. */
export const STARTUP_LOCK_KEY = 0x66656e67;
const POLL_MS = 500;

/**
 * Runs the start-up work (migrations, first seed) in one server at a time: several API servers started at
 * once on an empty PostgreSQL migrate and seed it exactly once; the others wait here and then find nothing
 * left to do. A transaction-level lock is released by PostgreSQL even if the holder dies mid-seed. The lock is
 * polled rather than awaited, because a waiting statement would hit the pool's statement_timeout during a
 * minute-long seed. PGlite is one process's private database, so it needs no lock.
 */
export async function underStartupLock<T>(
  db: Database,
  onWait: () => void,
  fn: () => Promise<T>,
): Promise<T> {
  if (db.kind !== 'pg') return fn();
  return db.tx(async (q) => {
    // The lock's transaction sits idle while the work runs beside it, for as long as a first seed takes:
    // the idle-transaction limit of every other connection would end it (and the start) mid-seed.
    await q.exec('SET LOCAL idle_in_transaction_session_timeout = 0');
    let told = false;
    for (;;) {
      const [row] = await q.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [
        STARTUP_LOCK_KEY,
      ]);
      if (row?.ok) break;
      if (!told) onWait();
      told = true;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    // The lock's transaction only holds the lock: the work runs on the pool's other connections.
    return besideTx(fn);
  });
}
