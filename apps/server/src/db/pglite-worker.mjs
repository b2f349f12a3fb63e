// @ts-check
// The embedded database runs in its own thread, for two reasons:
// - A PGlite statement is synchronous WebAssembly: on the main thread a slow statistic stalls every request.
// - Loading the PostGIS side modules floods V8's shape transitions in the isolate that loads them; afterwards
//   object literals with computed keys (process.nextTick's among them) take a slow runtime path for the life
//   of the process, which cost the HTTP server 36 → 32 µs of CPU per request (bench/api-throughput.ts).
// Plain JavaScript: Node 20 applies no module loader (tsx) inside worker threads.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { leanPostgis } from './postgis-lean.mjs';

/** @typedef {import('./pglite-protocol').WorkerInit} WorkerInit */
/** @typedef {import('./pglite-protocol').WorkerRequest} WorkerRequest */
/** @typedef {import('./pglite-protocol').WorkerReply} WorkerReply */
/** @typedef {import('./pglite-protocol').WorkerError} WorkerError */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */
/** @typedef {{ t: Transaction, end: (commit: boolean) => void, settled: Promise<void> }} OpenTx */

const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'constraint',
  'severity',
];
const ROLLBACK = new Error('rollback');
// bigint area codes and numeric areas fit a JS number; the API speaks numbers.
const parsers = { [types.INT8]: Number, [types.NUMERIC]: Number };

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const init = /** @type {WorkerInit | null} */ (workerData);
/** The open databases by id. @type {Map<number, PGlite>} */
const dbs = new Map();
/** Open transactions by id: the callback of pg.transaction() holds until the server ends it. @type {Map<number, OpenTx>} */
const open = new Map();
let nextTx = 1;

/** @returns {WorkerError} */
function toWorkerError(/** @type {unknown} */ e) {
  // PGlite throws some failures as plain objects or Emscripten status numbers; keep what they say.
  const text = typeof e === 'object' && e !== null ? JSON.stringify(e) : String(e);
  const err = /** @type {Record<string, unknown>} */ (
    /** @type {unknown} */ (e instanceof Error ? e : new Error(text))
  );
  /** @type {Record<string, string>} */
  const fields = {};
  for (const k of ERROR_FIELDS) if (err[k] !== undefined && err[k] !== null) fields[k] = String(err[k]);
  return { message: String(err.message), fields };
}

/** Opens one database of this thread. */
async function start(/** @type {WorkerInit} */ init) {
  if (init.dataDir) mkdirSync(init.dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(init.dataDir ? { dataDir: init.dataDir } : {}),
    ...(init.image ? { loadDataDir: new Blob([init.image]) } : {}),
    ...(init.conf ? { postgresqlconf: init.conf } : {}),
    // pg_trgm: the trigram indexes of the lists' keyword filters.
    extensions: { postgis: leanPostgis, pg_trgm },
    parsers,
  });
  await pg.exec(init.setup);
  return pg;
}

/** Opens a transaction; PGlite's own lock keeps every other statement waiting until it ends. */
function begin(/** @type {PGlite} */ pg) {
  const id = nextTx++;
  return new Promise((ready, fail) => {
    const entry = /** @type {OpenTx} */ ({});
    entry.settled = pg.transaction(
      (t) =>
        new Promise((resolve, reject) => {
          entry.t = t;
          entry.end = (commit) => (commit ? resolve(undefined) : reject(ROLLBACK));
          open.set(id, entry);
          ready(id);
        }),
    );
    entry.settled.catch(fail); // BEGIN itself failed; after ready() this is a no-op
  });
}

/** Commits or rolls back; a failing COMMIT is the answer. */
async function end(/** @type {number} */ id, /** @type {boolean} */ commit) {
  const tx = transaction(id);
  open.delete(id);
  tx.end(commit);
  await tx.settled.catch((e) => {
    if (e !== ROLLBACK) throw e;
  });
}

function transaction(/** @type {number} */ id) {
  const tx = open.get(id);
  if (!tx) throw new Error(`no open transaction ${id}`);
  return tx;
}

function database(/** @type {number} */ id) {
  const pg = dbs.get(id);
  if (!pg) throw new Error(`no open database ${id}`);
  return pg;
}

/** @returns {Promise<unknown>} */
async function handle(/** @type {WorkerRequest} */ req) {
  if (req.op === 'open') {
    dbs.set(req.db, await start(req.init));
    return null;
  }
  const pg = database(req.db);
  switch (req.op) {
    case 'query': {
      const q = req.tx ? transaction(req.tx).t : pg;
      return (await q.query(req.sql, /** @type {unknown[] | undefined} */ (req.params))).rows;
    }
    case 'exec':
      await (req.tx ? transaction(req.tx).t : pg).exec(req.sql);
      return null;
    case 'begin':
      return begin(pg);
    case 'end':
      return end(req.tx, req.commit);
    case 'dump':
      return (await pg.dumpDataDir('none')).arrayBuffer();
    case 'close':
      dbs.delete(req.db);
      await pg.close();
      return null;
  }
}

/** @param {WorkerReply} reply @param {ArrayBuffer[]} [transfer] */
const reply = (reply, transfer = []) => port.postMessage(reply, transfer);

try {
  if (init) dbs.set(0, await start(init));
  port.on('message', (/** @type {WorkerRequest} */ req) => {
    handle(req).then(
      (value) => reply({ id: req.id, ok: true, value }, value instanceof ArrayBuffer ? [value] : []),
      (e) => reply({ id: req.id, ok: false, error: toWorkerError(e) }),
    );
  });
  reply({ id: 0, ready: true });
} catch (e) {
  reply({ id: 0, ready: false, error: toWorkerError(e) });
}
