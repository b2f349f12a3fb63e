/**
 * Loads a bureau's own data (all rows checked first; any error and nothing is written):
 *   npm run import -- parcels path/to/file.geojson --area 310151000000
 *   npm run import -- parcels path/to/dk.shp --area 310151000000   (reads dk.dbf, dk.prj, dk.cpg beside it)
 *   npm run import -- entities path/to/file.xlsx --area 310151000000 [--dry-run]
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { runImport } from '../import/run';
import { parseArgs } from './args';
import { createProgress } from './progress';

const { positional, options } = parseArgs(process.argv.slice(2));
const [kind, path] = positional;
if ((kind !== 'parcels' && kind !== 'entities') || !path) {
  console.error('用法: npm run import -- parcels|entities <文件> --area 12位区域代码 [--dry-run]');
  process.exit(2);
}
const area = options.get('area');
const areaId = typeof area === 'string' ? Number(area) : Number.NaN;
if (!/^\d{12}$/.test(String(areaId))) {
  console.error('请用 --area 指定12位目标区域代码（地块须落在该区域内；未填区域的经营主体归入该区域）');
  process.exit(2);
}
// npm runs workspace scripts in apps/server; paths are meant relative to where the command was typed.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), path);
if (!existsSync(file)) {
  console.error(`文件不存在: ${file}`);
  process.exit(2);
}
const paths = /\.shp$/i.test(file)
  ? ['.shp', '.shx', '.dbf', '.prj', '.cpg']
      .map((ext) => file.replace(/\.shp$/i, ext))
      .filter((p) => existsSync(p))
  : [file];
const files = paths.map((p) => ({ fileName: basename(p), content: new Uint8Array(readFileSync(p)) }));

const db = await openDatabase(loadConfig());
try {
  const progress = createProgress(2);
  const migrated = progress.begin('数据库迁移');
  migrated((await migrate(db)).length);
  const dryRun = options.has('dry-run');
  const end = progress.begin(`${dryRun ? '校验' : '校验并导入'} ${kind} ${basename(file)}`);
  const report = await runImport(db, { kind, files, areaId, userId: null, dryRun });
  end(report.written);
  if (report.errorCount) {
    console.error(`${report.fileName}: ${report.errorCount} 处错误，未写入任何数据（共 ${report.total} 行）`);
    for (const e of report.errors) console.error(`  第${e.row}行 ${e.field}: ${e.reason}`);
    process.exitCode = 1;
  } else if (!report.imported) {
    console.log(`${report.fileName}: 校验通过（${report.total} 行），未写入（--dry-run）`);
  } else {
    console.log(`${report.fileName}: 已导入 ${report.written} 行`);
  }
} finally {
  await db.close();
}
