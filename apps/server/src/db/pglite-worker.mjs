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
/**
 * @typedef {{ t: Transaction, end: (commit: boolean) => void, settled: Promise<void>, idleMs: number,
 *   lastUsed: number, busy: number }} OpenTx
 */

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
// As PostgreSQL's idle_in_transaction_session_timeout: a transaction whose owner sends nothing for this long
// (a body awaiting something that never comes) is rolled back, so the one connection is not held for ever
// with every other statement queued behind it.
const IDLE_TX_MS = 60_000;
const IDLE_TX_SQLSTATE = '25P03';
// bigint area codes and numeric areas fit a JS number; the API speaks numbers.
const parsers = { [types.INT8]: Number, [types.NUMERIC]: Number };

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const init = /** @type {WorkerInit | null} */ (workerData);
/** The open databases by id. @type {Map<number, PGlite>} */
const dbs = new Map();
/** Open transactions by id: the callback of pg.transaction() holds until the server ends it. @type {Map<number, OpenTx>} */
const open = new Map();
let nextTx = 1;
/** Transactions rolled back for idling: their owner's next statement is told why. @type {Map<number, number>} */
const expired = new Map();
/** The idle limit of each database's transactions, when its opener set one. @type {Map<number, number>} */
const idleLimits = new Map();

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
function begin(/** @type {PGlite} */ pg, /** @type {number} */ db) {
  const id = nextTx++;
  return new Promise((ready, fail) => {
    const entry = /** @type {OpenTx} */ ({
      idleMs: idleLimits.get(db) ?? IDLE_TX_MS,
      lastUsed: Date.now(),
      busy: 0,
    });
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
  const idleMs = expired.get(id);
  if (idleMs !== undefined) {
    // Rolled back already: a rollback is done, a commit is told why it cannot be.
    expired.delete(id);
    if (commit) throw idleRollback(idleMs);
    return;
  }
  const tx = transaction(id);
  open.delete(id);
  tx.end(commit);
  await tx.settled.catch((e) => {
    if (e !== ROLLBACK) throw e;
  });
}

function transaction(/** @type {number} */ id) {
  const tx = open.get(id);
  if (tx) return tx;
  const idleMs = expired.get(id);
  throw idleMs === undefined ? new Error(`no open transaction ${id}`) : idleRollback(idleMs);
}

function idleRollback(/** @type {number} */ idleMs) {
  return Object.assign(
    new Error(`transaction rolled back: nothing was sent inside it for ${idleMs / 1000} s`),
    {
      code: IDLE_TX_SQLSTATE,
    },
  );
}

/** Runs one statement of an open transaction, which is not idle while it runs. */
async function inTransaction(
  /** @type {number} */ id,
  /** @type {(t: Transaction) => Promise<unknown>} */ run,
) {
  const tx = transaction(id);
  tx.busy++;
  try {
    return await run(tx.t);
  } finally {
    tx.busy--;
    tx.lastUsed = Date.now();
  }
}

/** Rolls back the transactions idle past their limit. */
function expireIdle() {
  const now = Date.now();
  for (const [id, tx] of open) {
    if (tx.busy > 0 || now - tx.lastUsed <= tx.idleMs) continue;
    open.delete(id);
    expired.set(id, tx.idleMs);
    tx.end(false);
    tx.settled.catch(() => {});
  }
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
    if (req.init.idleTxMs) idleLimits.set(req.db, req.init.idleTxMs);
    return null;
  }
  const pg = database(req.db);
  switch (req.op) {
    case 'query': {
      const params = /** @type {unknown[] | undefined} */ (req.params);
      if (req.tx) return inTransaction(req.tx, async (t) => (await t.query(req.sql, params)).rows);
      return (await pg.query(req.sql, params)).rows;
    }
    case 'exec':
      if (req.tx) await inTransaction(req.tx, (t) => t.exec(req.sql));
      else await pg.exec(req.sql);
      return null;
    case 'begin':
      return begin(pg, req.db);
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
  if (init?.idleTxMs) idleLimits.set(0, init.idleTxMs);
  setInterval(expireIdle, 1000).unref();
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
