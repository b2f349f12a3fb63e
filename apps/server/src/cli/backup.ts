/**
 * Writes a plain-SQL dump of the database, also while the server runs:
 *   npm run backup -- [--out FILE]      (default: backups/fengshou-YYYYMMDD-HHmmss.sql)
 * Embedded database: a running server hands over a snapshot through the socket DATA_DIR.sock, so the dump is
 * taken from a private copy and the server keeps serving; without a running server DATA_DIR is read directly.
 * With DATABASE_URL: one REPEATABLE READ snapshot on native PostgreSQL (pg_dump works there too).
 * The file loads into native PostgreSQL with `psql -v ON_ERROR_STOP=1 -d DB -f FILE`, or back with restore.
 */
import { createWriteStream, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { beijing } from '@fengshou/core';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { requestSnapshot } from '../db/control-socket';
import { openPg } from '../db/pg';
import { openPglite } from '../db/pglite';
import { writeSqlDump } from '../db/sql-dump';
import { parseArgs } from './args';
import { createProgress } from './progress';

const { options } = parseArgs(process.argv.slice(2));
const config = loadConfig();
const stamp = beijing().format('YYYYMMDD-HHmmss');
const out = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  typeof options.get('out') === 'string' ? (options.get('out') as string) : `backups/fengshou-${stamp}.sql`,
);

const t0 = performance.now();
let db: Database;
if (config.databaseUrl) {
  db = await openPg(config.databaseUrl);
  console.log('备份 PostgreSQL 数据库（一致性快照）…');
} else {
  const snapshot = await requestSnapshot(config.dataDir);
  if (snapshot)
    console.log(
      `服务器正在运行：已取得 ${config.dataDir} 的快照（${(snapshot.size / 2 ** 20).toFixed(0)} MB）`,
    );
  else console.log(`服务器未运行：直接读取 ${config.dataDir}`);
  db = snapshot ? await openPglite({ loadDataDir: snapshot }) : await openPglite({ dataDir: config.dataDir });
}
try {
  mkdirSync(dirname(out), { recursive: true });
  // Written beside the target and renamed at the end: a file named like a backup is always a whole one.
  const partial = `${out}.partial`;
  const file = createWriteStream(partial);
  const write = (text: string) =>
    file.write(text) ? undefined : new Promise<void>((r) => file.once('drain', () => r()));
  const tables = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'spatial_ref_sys'`,
  );
  const report = await writeSqlDump(db, write, createProgress(tables[0]?.n ?? 0).begin);
  await new Promise<void>((r, reject) => file.end((e?: Error | null) => (e ? reject(e) : r())));
  renameSync(partial, out);
  const rows = report.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `备份完成 ${out}: ${report.length} 张表 ${rows} 行, ${(statSync(out).size / 2 ** 20).toFixed(1)} MB, ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
} finally {
  await db.close();
}
