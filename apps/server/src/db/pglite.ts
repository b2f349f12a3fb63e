import { Worker } from 'node:worker_threads';
import { type Database, type Executor, SESSION_TIME_ZONE } from './client';
import type { WorkerError, WorkerInit, WorkerReply, WorkerRequest } from './pglite-protocol';
import { assertOutsideTx, runAsTx } from './tx-guard';

/** A request before it is numbered; distributes over the union so each op keeps its own fields. */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = Unnumbered<WorkerRequest>;

/** How a database is opened: in dataDir, in memory, or from a dump. */
export interface PgliteOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  /** Server settings (postgresql.conf lines). */
  conf?: string[];
  /** How long a transaction may wait for its owner's next statement before it is rolled back (60 s). */
  idleTxMs?: number;
}

/** A database thread that opens one database after another, compiling the engine once (test files). */
export interface PgliteThread {
  open(opts: PgliteOptions): Promise<Database>;
  /** Stops the thread and every database still open in it. */
  terminate(): Promise<void>;
}

/** A PostgreSQL error from the worker, with its SQLSTATE `code`, constraint and the rest as own fields. */
function toError(e: WorkerError): Error {
  return Object.assign(new Error(e.message), e.fields);
}

async function initOf(opts: PgliteOptions): Promise<WorkerInit> {
  return {
    dataDir: opts.dataDir,
    conf: opts.conf,
    idleTxMs: opts.idleTxMs,
    image: opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined,
    setup: `SET TIME ZONE '${SESSION_TIME_ZONE}'`,
  };
}

/** Starts a database thread; with `first`, the thread opens it as database 0 before it reports ready. */
async function startThread(first?: WorkerInit) {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: first ?? null,
    transferList: first?.image ? [first.image] : [],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (m: WorkerReply) => {
      if ('ready' in m) m.ready ? resolve() : reject(toError(m.error));
    });
    worker.once('error', reject);
  });
  // The thread keeps the process alive only while a statement is under way.
  worker.unref();
  worker.on('message', (m: WorkerReply) => {
    const p = pending.get(m.id);
    if (!p || 'ready' in m) return;
    pending.delete(m.id);
    if (pending.size === 0) worker.unref();
    if (m.ok) p.resolve(m.value);
    else p.reject(toError(m.error));
  });
  const fail = (e: Error) => {
    stopped = e;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`database thread exited (${code})`)));

  const call = <T>(req: Request, transfer: ArrayBuffer[] = []): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...req, id }, transfer);
    });
  };
  const terminate = async () => {
    if (stopped) return;
    await worker.terminate();
  };
  return { call, terminate, isStopped: () => stopped !== undefined };
}

type Thread = Awaited<ReturnType<typeof startThread>>;

/** The Database of database `db` in a thread; `onClose` runs after the database has closed. */
function databaseIn(thread: Thread, db: number, onClose: () => Promise<void>): Database {
  const { call } = thread;
  const self = {};
  const executor = (tx?: number): Executor => ({
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      if (tx === undefined) assertOutsideTx(self, 'a statement');
      return call<T[]>({ op: 'query', db, sql, params, tx });
    },
    exec: async (sql) => {
      if (tx === undefined) assertOutsideTx(self, 'a statement');
      return call<void>({ op: 'exec', db, sql, tx });
    },
  });
  let closed = false;
  return {
    kind: 'pglite',
    ...executor(),
    tx: (fn) =>
      runAsTx(self, async () => {
        const tx = await call<number>({ op: 'begin', db });
        let out: Awaited<ReturnType<typeof fn>>;
        try {
          out = await fn(executor(tx));
        } catch (e) {
          await call({ op: 'end', db, tx, commit: false });
          throw e;
        }
        await call({ op: 'end', db, tx, commit: true });
        return out;
      }),
    async close() {
      if (closed || thread.isStopped()) return;
      closed = true;
      await call({ op: 'close', db });
      await onClose();
    },
    // `npm run backup` asks a running server for a snapshot of its data directory (control-socket.ts).
    dump: async () => new Blob([await call<ArrayBuffer>({ op: 'dump', db })]),
  } as Database & { dump: () => Promise<Blob> };
}

/** Opens the embedded database (PGlite + PostGIS) in its own thread, in dataDir, in memory or from a dump. */
export async function openPglite(opts: PgliteOptions): Promise<Database> {
  const thread = await startThread(await initOf(opts));
  return databaseIn(thread, 0, thread.terminate);
}

/**
 * Starts a database thread that outlives its databases: each open() starts a database in the same thread,
 * which keeps PGlite's compiled WebAssembly and warmed-up code between them (a test worker opens one
 * database per test file).
 */
export async function startPgliteThread(): Promise<PgliteThread> {
  const thread = await startThread();
  let nextDb = 1;
  return {
    async open(opts) {
      const db = nextDb++;
      const init = await initOf(opts);
      await thread.call({ op: 'open', db, init }, init.image ? [init.image] : []);
      return databaseIn(thread, db, async () => {});
    },
    terminate: thread.terminate,
  };
}
