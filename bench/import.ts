// Import throughput per kind: check-only (dryRun), write and re-import (every row updated) through
// runImport into 崇明, with the peak RSS of each, on PGlite and, when DATABASE_URL is set, on native
// PostgreSQL. Kinds: parcels (GeoJSON squares inside 崇明's outline), entities (xlsx and CSV, the custom
// runners), IoT devices (xlsx) and farms (CSV) through the generic engine, and an entity xlsx just under
// the upload cap (IMPORT_MAX_BYTES). Each import runs in a fresh process (import/child.ts) so its peak
// RSS is its own; the PGlite thread runs inside that process, so its memory is in the figure.
//
// ROWS (100000) rows a kind; ONLY=parcels,entities,… picks kinds (farms need both entity sets); CAP=0
// leaves out the file at the cap.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMPORT_MAX_BYTES } from '@fengshou/core/contract';
import pg from 'pg';
import { migrate } from '../apps/server/src/db/migrate';
import { openPg } from '../apps/server/src/db/pg';
import { openPglite } from '../apps/server/src/db/pglite';
import { seedInstallation } from '../apps/server/src/seed/installation';
import {
  entityFile,
  entityRows,
  FARM_HEADERS,
  farmRows,
  gridInChongming,
  IOT_HEADERS,
  iotDeviceRows,
  parcelsGeoJson,
  writeCsv,
  writeXlsx,
} from './import/files';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROWS = Number(process.env.ROWS ?? 100_000);
const ONLY = process.env.ONLY?.split(',');
const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);

/** A migrated database with the 上海 installation (崇明's outline comes with its packaged map). */
async function install(db: Awaited<ReturnType<typeof openPglite>>) {
  await migrate(db);
  await seedInstallation(db, { code: '31' });
}

// PGlite: prepared once, each measured process opens the directory; the grid comes from its outline.
const pgliteDir = join(dir, 'pglite');
const prep = await openPglite({ dataDir: pgliteDir });
await install(prep);
const corners = await gridInChongming(prep, ROWS);
await prep.exec('CHECKPOINT');
await prep.close();
const at = (i: number) => corners[i % corners.length]!;

interface Job {
  kind: string;
  file: string;
  rows: number;
}
const jobs: Job[] = [];
const file = (name: string) => join(dir, name);
parcelsGeoJson(file('parcels.geojson'), corners);
jobs.push({ kind: 'parcels', file: file('parcels.geojson'), rows: ROWS });
await entityFile.xlsx(file('entities.xlsx'), entityRows(1, ROWS, at));
jobs.push({ kind: 'entities', file: file('entities.xlsx'), rows: ROWS });
entityFile.csv(file('entities.csv'), entityRows(2, ROWS, at));
jobs.push({ kind: 'entities', file: file('entities.csv'), rows: ROWS });
await writeXlsx(file('iot-devices.xlsx'), '物联网设备', IOT_HEADERS, iotDeviceRows(ROWS, at));
jobs.push({ kind: 'iot-devices', file: file('iot-devices.xlsx'), rows: ROWS });
writeCsv(file('farms.csv'), FARM_HEADERS, farmRows(ROWS, ROWS, at));
jobs.push({ kind: 'farms', file: file('farms.csv'), rows: ROWS });
// The largest entity xlsx under the cap: rows scaled from the 100k file's size, 2 % below the cap.
const perRow = statSync(file('entities.xlsx')).size / ROWS;
let capRows = Math.floor((IMPORT_MAX_BYTES * 0.98) / perRow);
for (; process.env.CAP !== '0'; ) {
  await entityFile.xlsx(file('entities-cap.xlsx'), entityRows(3, capRows, at));
  if (statSync(file('entities-cap.xlsx')).size <= IMPORT_MAX_BYTES) break;
  capRows = Math.floor(capRows * 0.97);
}
if (process.env.CAP !== '0') jobs.push({ kind: 'entities', file: file('entities-cap.xlsx'), rows: capRows });
const picked = jobs.filter((j) => !ONLY || ONLY.includes(j.kind));
for (const j of picked) console.log(`${j.kind} ${j.file}: ${j.rows} rows, ${mb(statSync(j.file).size)} MB`);

function mb(bytes: number) {
  return (bytes / 1048576).toFixed(1);
}

/** Runs one job in a fresh process and returns its JSON line. */
function measure(job: Job, env: NodeJS.ProcessEnv): Promise<Record<string, never>> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/import/child.ts', job.kind, job.file, String(job.rows)],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!))
        : reject(new Error(`${job.kind}: ${code}`)),
    ),
  );
}

interface Phase {
  s: number;
  rowsPerS: number;
  peakMb: number;
}
const results: { db: string; job: Job; r: Record<string, Phase | number> }[] = [];
async function runAll(db: string, env: NodeJS.ProcessEnv) {
  for (const job of picked) {
    const r = await measure(job, env);
    results.push({ db, job, r });
    const p = (k: string) => r[k] as unknown as Phase;
    console.log(
      `${db} ${job.kind} ${job.file.split('/').at(-1)} ${job.rows} rows: read ${p('read').rowsPerS}/s, ` +
        `check ${p('check').rowsPerS}/s (${p('check').s.toFixed(1)} s), write ${p('write').rowsPerS}/s ` +
        `(${p('write').s.toFixed(1)} s), re-import ${p('again').rowsPerS}/s (${p('again').s.toFixed(1)} s); ` +
        `peak RSS MB idle ${r.idleMb} read ${p('read').peakMb} check ${p('check').peakMb} write ` +
        `${p('write').peakMb} re-import ${p('again').peakMb} (VmHWM ${r.hwmMb}); load ${load()}`,
    );
  }
}

await runAll('PGlite', { PGLITE_DIR: pgliteDir, DATABASE_URL: '' });
const url = process.env.DATABASE_URL;
if (url) {
  const name = `fengshou_bench_import_${process.pid}`;
  await admin(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPg(target.toString());
  await install(db);
  await db.close();
  try {
    await runAll('PostgreSQL', { DATABASE_URL: target.toString() });
  } finally {
    await admin(url, `DROP DATABASE ${name} WITH (FORCE)`);
  }
}
rmSync(dir, { recursive: true, force: true });

console.log(`\nload average at end: ${load()}`);
console.log('| kind | file | database | rows | check rows/s | write rows/s | re-import rows/s | peak RSS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const { db, job, r } of results) {
  const p = (k: string) => r[k] as unknown as Phase;
  const peak = Math.max(...['read', 'check', 'write', 'again'].map((k) => p(k).peakMb));
  console.log(
    `| ${job.kind} | ${job.file.split('.').at(-1)} ${mb(Number(r.bytes))} MB | ${db} | ${job.rows} | ` +
      `${p('check').rowsPerS} | ${p('write').rowsPerS} | ${p('again').rowsPerS} | ${peak} MB |`,
  );
}

async function admin(connectionString: string, sql: string) {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
