// Other requests while an import is read and checked: a probe asks GET /api/health/live every 20 ms (the
// event loop's answer, no database) while the administrator uploads, one after the other, a zip bomb
// (a 150 KB .xlsx whose shared strings inflate to 150 MB), a 100,000-row entity CSV as a dry run and the
// same rows as .xlsx. Prints the probes' p50/p99/max quiet and during each upload, and each upload's answer
// and time. STALL_ROOT measures the server of another checkout (the bench's files come from this one).
//
// npx tsx bench/import/stall.ts    (about a minute)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRepeated, forgeZip, workbookParts } from '../../apps/server/src/import/zip-forge';
import { pct, startServer, stop } from '../lib';
import { CHONGMING, entityFile, entityRows } from './files';
import { STALL_ADMIN } from './stall-server';

const ROWS = Number(process.env.ROWS ?? 100_000);
const PROBE_MS = 20;
const dir = mkdtempSync(join(tmpdir(), 'bench-stall-'));
const at = (i: number): [number, number] => [121.4 + (i % 400) * 0.001, 31.6 + Math.floor(i / 400) * 0.0005];

const strings = await deflateRepeated('<si><t>aaaaaaaaaaaaaaaa</t></si>', 150 * 1024 * 1024);
const bomb = forgeZip([
  ...workbookParts(),
  { name: 'xl/sharedStrings.xml', data: strings.data, declaredSize: 150 * 1024 * 1024, crc: strings.crc },
]);
const rows = entityRows(1, ROWS, at);
entityFile.csv(join(dir, 'entities.csv'), rows);
await entityFile.xlsx(join(dir, 'entities.xlsx'), rows);
const uploads = [
  { name: `bomb .xlsx (${Math.round(bomb.length / 1024)} KB → 150 MB)`, fileName: 'bomb.xlsx', bytes: bomb },
  {
    name: `${ROWS} rows .csv, dry run`,
    fileName: 'entities.csv',
    bytes: readFileSync(join(dir, 'entities.csv')),
  },
  {
    name: `${ROWS} rows .xlsx, dry run`,
    fileName: 'entities.xlsx',
    bytes: readFileSync(join(dir, 'entities.xlsx')),
  },
];

const server = await startServer(fileURLToPath(new URL('./stall-server.ts', import.meta.url)));
const base = `http://127.0.0.1:${server.port}`;
const post = async (path: string, body: unknown, token?: string) =>
  (await (
    await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
      body: JSON.stringify(body),
    })
  ).json()) as Answer;
type Answer = {
  respCode: number;
  respDesc: string;
  obj: { errorCount?: number; total?: number; taskId?: number } | null;
};
type Task = { status: string; reason: string | null; report: Answer['obj'] };

/**
 * The import's outcome: a submit that answers a task is followed until the task ends (an older server,
 * STALL_ROOT, answers the report itself); the time the submit took beside it.
 */
async function outcome(submitted: Answer, t0: number): Promise<{ r: Answer; submitMs: number }> {
  const submitMs = performance.now() - t0;
  const taskId = submitted.obj?.taskId;
  if (submitted.respCode !== 0 || taskId === undefined) return { r: submitted, submitMs };
  for (;;) {
    const task = (await post('/api/importer/gov/data/progress', { taskId }, token)).obj as unknown as Task;
    if (task.status === 'done') return { r: { respCode: 0, respDesc: '', obj: task.report }, submitMs };
    if (task.status === 'failed')
      return { r: { respCode: 300, respDesc: task.reason ?? '', obj: null }, submitMs };
    await new Promise((ok) => setTimeout(ok, 200));
  }
}
const login = await post('/api/login/gov/user/login', STALL_ADMIN);
const token = (login.obj as unknown as { accessToken: string }).accessToken;

/** The server process's resident memory now (MB). */
const serverRss = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
let peakRss = 0;

/** Probe latencies (ms) while `during` runs, or for a number of ms. */
async function probe(during: Promise<unknown> | number): Promise<number[]> {
  const samples: number[] = [];
  peakRss = serverRss();
  let running = true;
  const until = typeof during === 'number' ? new Promise((ok) => setTimeout(ok, during)) : during;
  void until.finally(() => {
    running = false;
  });
  while (running) {
    const t0 = performance.now();
    await fetch(`${base}/api/health/live`).then((r) => r.arrayBuffer());
    samples.push(performance.now() - t0);
    peakRss = Math.max(peakRss, serverRss());
    await new Promise((ok) => setTimeout(ok, PROBE_MS));
  }
  await until;
  return samples;
}
const figures = (xs: number[]) =>
  `p50 ${pct(xs, 0.5).toFixed(1)} ms, p99 ${pct(xs, 0.99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} probes)`;

console.log(`server: ${process.env.STALL_ROOT ?? 'this tree'}`);
await probe(1000);
console.log(`quiet: ${figures(await probe(3000))}, server RSS ${Math.round(peakRss)} MB`);
for (const u of uploads) {
  const t0 = performance.now();
  const answer = post(
    '/api/importer/gov/data/import',
    {
      kind: 'entities',
      areaId: CHONGMING,
      dryRun: true,
      files: [{ fileName: u.fileName, contentBase64: u.bytes.toString('base64') }],
    },
    token,
  )
    .then((r) => outcome(r, t0))
    .then((o) => ({ ...o, ms: performance.now() - t0 }));
  const samples = await probe(answer);
  const { r, ms, submitMs } = await answer;
  const said =
    r.respCode === 0 ? `rows ${r.obj?.total}, errors ${r.obj?.errorCount}` : r.respDesc.slice(0, 80);
  console.log(
    `${u.name}: ended ${r.respCode} in ${(ms / 1000).toFixed(2)} s, submit answered in ${(submitMs / 1000).toFixed(2)} s (${said})`,
  );
  console.log(`  probes during: ${figures(samples)}; server RSS peak ${Math.round(peakRss)} MB`);
}
await stop(server.child);
rmSync(dir, { recursive: true, force: true });
// The fetch pool keeps sockets open after the server is gone.
process.exit(0);
