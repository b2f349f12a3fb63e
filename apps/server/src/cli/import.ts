/**
 * Loads a bureau's own data (all rows checked first; any error and nothing is written; a re-import updates
 * the records it names by their natural key):
 *   npm run import -- kinds                                              (what can be imported)
 *   npm run import -- template farms --area 361130000000 [--out 农场.xlsx]  (the template to fill in)
 *   npm run import -- farms path/to/农场.xlsx --area 361130000000 [--dry-run]
 *   npm run import -- parcels path/to/dk.shp --area 361130000000        (reads dk.dbf, dk.prj, dk.cpg beside it)
 *   npm run import -- package examples/wuyuan --area 361130000000       (every file of a folder, in order)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { IMPORT_KINDS, importKindOf } from '../import/kinds/registry';
import { importTemplate } from '../import/kinds/template';
import { runImport } from '../import/run';
import { templateCenter } from '../modules/importer/repo';
import { parseArgs } from './args';
import { createProgress } from './progress';

const { positional, options } = parseArgs(process.argv.slice(2));
const [command, path = ''] = positional;
// npm runs workspace scripts in apps/server; paths are meant relative to where the command was typed.
const here = (p: string) => resolve(process.env.INIT_CWD ?? process.cwd(), p);
const usage = () => {
  console.error('用法: npm run import -- <类型> <文件> --area 12位区域代码 [--dry-run]');
  console.error('      npm run import -- template <类型> --area 12位区域代码 [--out 文件]');
  console.error('      npm run import -- package <目录> --area 12位区域代码 [--dry-run]');
  console.error(`类型: ${IMPORT_KINDS.map((k) => `${k.kind}（${k.label}）`).join('、')}`);
  process.exit(2);
};

if (command === 'kinds') {
  for (const k of IMPORT_KINDS)
    console.log(
      `${k.kind.padEnd(24)}${k.label}（${k.format === 'table' ? 'xlsx/csv' : 'GeoJSON/Shapefile'}，按${k.keyLabel}更新）`,
    );
  process.exit(0);
}
if (!command || !path) usage();
const areaId = Number(options.get('area'));
if (!/^\d{12}$/.test(String(areaId))) {
  console.error('请用 --area 指定12位目标区域代码（记录须在该区域内；未填区域的记录归入该区域）');
  process.exit(2);
}

const db = await openDatabase(loadConfig());
try {
  await migrate(db);
  if (command === 'template') {
    const kind = importKindOf(path) ?? usage();
    const file = await importTemplate(kind, await templateCenter(db, areaId));
    const out = here(typeof options.get('out') === 'string' ? String(options.get('out')) : file.fileName);
    writeFileSync(out, file.content);
    console.log(`已生成模板 ${out}`);
  } else if (command === 'package') {
    process.exitCode = await importPackage(db, here(path), areaId, options.has('dry-run'));
  } else {
    const kind = importKindOf(command ?? '') ?? usage();
    process.exitCode = await importFile(db, kind.kind, here(path), areaId, options.has('dry-run'));
  }
} finally {
  await db.close();
}

/** Imports one file (a shapefile with its parts) of a kind; 0 when written or checked clean, 1 otherwise. */
async function importFile(db: Database, kind: string, file: string, areaId: number, dryRun: boolean) {
  if (!existsSync(file)) {
    console.error(`文件不存在: ${file}`);
    return 2;
  }
  const paths = /\.shp$/i.test(file)
    ? ['.shp', '.shx', '.dbf', '.prj', '.cpg']
        .map((ext) => file.replace(/\.shp$/i, ext))
        .filter((p) => existsSync(p))
    : [file];
  const files = paths.map((p) => ({ fileName: basename(p), content: new Uint8Array(readFileSync(p)) }));
  const progress = createProgress(1);
  const end = progress.begin(
    `${dryRun ? '校验' : '校验并导入'} ${importKindOf(kind)!.label} ${basename(file)}`,
  );
  const report = await runImport(db, { kind, files, areaId, userId: null, dryRun });
  end(report.written);
  if (report.errorCount) {
    console.error(`${report.fileName}: ${report.errorCount} 处错误，未写入任何数据（共 ${report.total} 行）`);
    for (const e of report.errors) console.error(`  第${e.row}行 ${e.field}: ${e.reason}`);
    return 1;
  }
  if (!report.imported)
    console.log(`${report.fileName}: 校验通过（${report.total} 行），未写入（--dry-run）`);
  else
    console.log(
      `${report.fileName}: 已导入 ${report.written} 行（新增 ${report.inserted}，更新 ${report.updated}）`,
    );
  return 0;
}

/**
 * Imports the files of a folder named `NN-<kind>.<ext>` in name order (outlines before parcels, entities
 * before their farms); stops at the first file with errors.
 */
async function importPackage(db: Database, dir: string, areaId: number, dryRun: boolean) {
  const files = readdirSync(dir)
    .map((name) => ({ name, m: /^\d+-([a-z-]+)\.(xlsx|csv|geojson|json|shp)$/i.exec(name) }))
    .filter((f) => f.m && importKindOf(f.m[1]!))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (files.length === 0) {
    console.error(`${dir} 中没有形如 01-entities.xlsx 的导入文件`);
    return 2;
  }
  for (const f of files) {
    const code = await importFile(db, f.m![1]!, join(dir, f.name), areaId, dryRun);
    if (code) return code;
  }
  return 0;
}
