import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import { type Database, type Executor, SESSION_SETUP } from './client';

// bigint area codes and numeric areas fit a JS number; the API speaks numbers.
const parsers = { [types.INT8]: Number, [types.NUMERIC]: Number };

/** Opens the embedded database in dataDir (or in memory, or from a dump for tests). */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { postgis },
    parsers,
  });
  await pg.exec(SESSION_SETUP);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Executor => ({
    query: async <T>(sql: string, params?: readonly unknown[]) =>
      (await q.query<T>(sql, params as unknown[] | undefined)).rows,
    exec: async (sql) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    tx: (fn) => pg.transaction((t) => fn(wrap(t))),
    close: () => pg.close(),
    // Tests snapshot a prepared database once and load it per file.
    dump: () => pg.dumpDataDir('none'),
  } as Database & { dump: () => Promise<Blob | File> };
}
