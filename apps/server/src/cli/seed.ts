/**
 * Seeds the demo dataset into DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL):
 *   npm run seed -- [--scale N] [--seed S] [--anchor YYYY-MM-DD[THH]] [--force]
 * Scale multiplies every count (1 = the default demo, 10 ≈ 1.2 million parcels). A database that already
 * holds data is refused unless --force, which drops and recreates the public schema first.
 */
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { DEMO_STEPS, seedDemo } from '../demo';
import { isEmptyDatabase } from '../seed/installation';
import { parseArgs } from './args';
import { createProgress } from './progress';

const { options } = parseArgs(process.argv.slice(2));
const num = (name: string, fallback: number) => {
  const v = options.get(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} needs a positive number`);
  return n;
};
const scale = num('scale', Number(process.env.DEMO_SCALE ?? 1));
const seed = num('seed', 20260101);
const anchor = typeof options.get('anchor') === 'string' ? (options.get('anchor') as string) : undefined;

const config = loadConfig();
const t0 = performance.now();
const db = await openDatabase(config);
try {
  await migrate(db);
  if (!(await isEmptyDatabase(db))) {
    if (!options.has('force')) {
      console.error('数据库已有数据；如需重新生成请加 --force（将清空全部数据）');
      process.exitCode = 1;
    } else {
      await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await migrate(db);
    }
  }
  if (process.exitCode !== 1) {
    console.log(
      `seeding demo: scale ${scale}, seed ${seed}${anchor ? `, anchor ${anchor}` : ''} → ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`,
    );
    // Step by step, each shown as it begins and ends; the steps share their state per database.
    const report = await seedDemo(
      db,
      DEMO_STEPS,
      { scale, seed, anchor },
      createProgress(DEMO_STEPS.length).begin,
    );
    const rows = report.reduce((sum, r) => sum + r.rows, 0);
    const ms = Math.round(performance.now() - t0);
    console.log(
      `done: ${rows} rows in ${(ms / 1000).toFixed(1)} s (${Math.round(rows / (ms / 1000))} rows/s, including start-up)`,
    );
  }
} finally {
  await db.close();
}
