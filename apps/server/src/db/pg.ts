import pg from 'pg';
import { type Database, type Executor, SESSION_TIME_ZONE } from './client';
import { assertOutsideTx, runAsTx } from './tx-guard';

pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
// A date column is a calendar day: midnight UTC, as PGlite reads it, not midnight of the host's zone (which
// would move the day under toISOString on a host west of Greenwich).
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : new Date(v),
);

/** Opens a pool on native PostgreSQL + PostGIS. */
export async function openPg(connectionString: string, idleInTxMs = 60_000): Promise<Database> {
  // The time zone travels in the startup packet, so no statement can run before it applies.
  // A transaction left idle by a body awaiting something that never comes is ended by the server after a
  // minute, as the embedded database does (pglite-worker.mjs), rather than holding its connection for ever.
  const options = `-c TimeZone=${SESSION_TIME_ZONE} -c idle_in_transaction_session_timeout=${idleInTxMs}`;
  const pool = new pg.Pool({ connectionString, max: 10, statement_timeout: 30_000, options });
  // An idle client dropped by the server (restart, DROP DATABASE ... FORCE) must not crash the process.
  pool.on('error', () => {});
  const self = {};
  const wrap = (q: pg.Pool | pg.PoolClient): Executor => ({
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      if (q === pool) assertOutsideTx(self, 'a statement');
      return (await q.query(sql, params as unknown[] | undefined)).rows as T[];
    },
    // Without parameters node-postgres uses the simple protocol, which allows several statements.
    exec: async (sql) => {
      if (q === pool) assertOutsideTx(self, 'a statement');
      await q.query(sql);
    },
  });
  return {
    kind: 'pg',
    ...wrap(pool),
    tx: (fn) =>
      runAsTx(self, async () => {
        const client = await pool.connect();
        // The pool listens for a connection's end only while it is idle: one the server ends while the
        // transaction holds it (a restart) would emit an error nobody hears, which ends the process.
        let lost: Error | undefined;
        const onLost = (e: Error) => {
          lost = e;
        };
        client.on('error', onLost);
        try {
          await client.query('BEGIN');
          const out = await fn(wrap(client));
          await client.query('COMMIT');
          return out;
        } catch (e) {
          await client.query('ROLLBACK').catch((r: Error) => {
            lost ??= r;
          });
          throw e;
        } finally {
          client.off('error', onLost);
          // Released with its error, a lost connection is closed instead of going back to the pool.
          client.release(lost);
        }
      }),
    close: () => pool.end(),
    listen: (channel, onPayload) => listenOn(connectionString, options, channel, onPayload),
  };
}

/** A dedicated LISTEN connection; a dropped one is reopened after a second until stopped. */
async function listenOn(
  connectionString: string,
  options: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const retry = (): void => {
    if (!stopped) setTimeout(() => void open().catch(retry), 1000).unref();
  };
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, options });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on('error', () => {
      if (stopped) return;
      c.end().catch(() => {});
      retry();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
