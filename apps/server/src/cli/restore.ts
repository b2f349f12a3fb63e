/**
 * Loads a dump written by `npm run backup` into an empty database (stop the server first):
 *   npm run restore -- FILE [--force]
 * Target: DATA_DIR (embedded) or DATABASE_URL. A database that already holds data is refused unless --force,
 * which drops and recreates the public schema first. Native PostgreSQL can also load the file with psql.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { requestSnapshot } from '../db/control-socket';
import { openDatabase } from '../db/open';
import { restoreSqlDump } from '../db/sql-restore';
import { parseArgs } from './args';
import { createProgress } from './progress';

const { positional, options } = parseArgs(process.argv.slice(2));
const file = positional[0] ? resolve(process.env.INIT_CWD ?? process.cwd(), positional[0]) : undefined;
if (!file || !existsSync(file)) {
  console.error(`用法: npm run restore -- 备份文件.sql [--force]${file ? `（文件不存在: ${file}）` : ''}`);
  process.exit(2);
}
const config = loadConfig();
if (!config.databaseUrl && (await requestSnapshot(config.dataDir).catch(() => undefined))) {
  console.error(`服务器正在使用 ${config.dataDir}：请先停止服务器再恢复`);
  process.exit(1);
}
const t0 = performance.now();
const db = await openDatabase(config);
try {
  const [tables] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'spatial_ref_sys'`,
  );
  if ((tables?.n ?? 0) > 0) {
    if (!options.has('force')) {
      console.error('目标数据库不是空的；如需覆盖请加 --force（将清空全部数据）');
      process.exit(1);
    }
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  }
  console.log(`恢复 ${file} → ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);
  const report = await restoreSqlDump(db, file, createProgress(0).begin);
  const rows = report.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `恢复完成: ${report.length} 张表 ${rows} 行, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
} finally {
  await db.close();
}
