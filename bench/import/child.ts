// One measured import, in its own process so its peak RSS is its own: reads the file, then check-only
// (dryRun), write and re-import through runImport into 崇明, and prints one JSON line. The database is
// PGLITE_DIR (the PGlite thread runs in this process, so its memory is in this RSS) or DATABASE_URL.
// Usage: child.ts <kind> <file> <rows>
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database } from '../../apps/server/src/db/client';
import { openPg } from '../../apps/server/src/db/pg';
import { openPglite } from '../../apps/server/src/db/pglite';
import { importKindOf } from '../../apps/server/src/import/kinds/registry';
import { readRows } from '../../apps/server/src/import/kinds/rows';
import { type ImportReport, runImport } from '../../apps/server/src/import/run';
import { CHONGMING } from './files';

const [kind, path, expected] = process.argv.slice(2) as [string, string, string];
const rows = Number(expected);

// Sampled from a thread of its own: a synchronous parse on the main thread would stop a timer there.
const sampler = new Worker(
  `const { parentPort } = require('node:worker_threads');
   let peak = process.memoryUsage.rss();
   setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 50);
   parentPort.on('message', () => { parentPort.postMessage(peak); peak = process.memoryUsage.rss(); });`,
  { eval: true },
);
sampler.unref();
/** The peak RSS since the last call (MB), then starts a new phase. */
const peakSince = () =>
  new Promise<number>((resolve) => {
    sampler.once('message', (b: number) => resolve(Math.round(b / 1048576)));
    sampler.postMessage(0);
  });

const db: Database = process.env.DATABASE_URL
  ? await openPg(process.env.DATABASE_URL)
  : await openPglite({ dataDir: process.env.PGLITE_DIR! });
const content = new Uint8Array(readFileSync(path));
const files = [{ fileName: basename(path), content }];
global.gc?.();
const idleMb = await peakSince();

const phase = async (run: () => Promise<unknown>) => {
  global.gc?.();
  await peakSince();
  const t0 = performance.now();
  const out = await run();
  const s = (performance.now() - t0) / 1000;
  return { s, rowsPerS: Math.round(rows / s), peakMb: await peakSince(), out };
};
const importOnce = (dryRun: boolean) => () =>
  runImport(db, { kind, files, areaId: CHONGMING, userId: null, dryRun });
const expect = (r: ImportReport, what: string, ok: boolean) => {
  if (!ok) throw new Error(`${kind} ${what}: ${JSON.stringify({ ...r, errors: r.errors.slice(0, 5) })}`);
};

const read = await phase(() => readRows(importKindOf(kind)!, files));
const check = await phase(importOnce(true));
expect(check.out as ImportReport, 'check', (check.out as ImportReport).errorCount === 0);
const write = await phase(importOnce(false));
expect(write.out as ImportReport, 'write', (write.out as ImportReport).inserted === rows);
const again = await phase(importOnce(false));
expect(again.out as ImportReport, 're-import', (again.out as ImportReport).updated === rows);
const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
await db.close();
const strip = ({ out: _, ...p }: Awaited<ReturnType<typeof phase>>) => p;
console.log(
  JSON.stringify({
    kind,
    file: basename(path),
    bytes: content.byteLength,
    rows,
    idleMb,
    read: strip(read),
    check: strip(check),
    write: strip(write),
    again: strip(again),
    hwmMb: Math.round(Number(hwm) / 1024),
  }),
);
process.exit(0);
