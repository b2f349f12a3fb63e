import { Worker } from 'node:worker_threads';
import { type Database, type Executor, SESSION_TIME_ZONE } from './client';
import type { WorkerError, WorkerInit, WorkerReply, WorkerRequest } from './pglite-protocol';

/** A request before it is numbered; distributes over the union so each op keeps its own fields. */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = Unnumbered<WorkerRequest>;

/** A PostgreSQL error from the worker, with its SQLSTATE `code`, constraint and the rest as own fields. */
function toError(e: WorkerError): Error {
  return Object.assign(new Error(e.message), e.fields);
}

/** Starts the database thread. */
function spawn(init: WorkerInit): Worker {
  return new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: init,
    transferList: init.image ? [init.image] : [],
  });
}

/** Opens the embedded database (PGlite + PostGIS) in its own thread, in dataDir, in memory or from a dump. */
export async function openPglite(opts: {
  dataDir?: string;
  loadDataDir?: Blob;
  /** Server settings (postgresql.conf lines). */
  conf?: string[];
}): Promise<Database> {
  const worker = spawn({
    dataDir: opts.dataDir,
    conf: opts.conf,
    image: opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined,
    setup: `SET TIME ZONE '${SESSION_TIME_ZONE}'`,
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

  const call = <T>(req: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...req, id });
    });
  };
  const executor = (tx?: number): Executor => ({
    query: <T>(sql: string, params?: readonly unknown[]) => call<T[]>({ op: 'query', sql, params, tx }),
    exec: (sql) => call<void>({ op: 'exec', sql, tx }),
  });

  return {
    kind: 'pglite',
    ...executor(),
    async tx(fn) {
      const tx = await call<number>({ op: 'begin' });
      let out: Awaited<ReturnType<typeof fn>>;
      try {
        out = await fn(executor(tx));
      } catch (e) {
        await call({ op: 'end', tx, commit: false });
        throw e;
      }
      await call({ op: 'end', tx, commit: true });
      return out;
    },
    async close() {
      if (stopped) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
    // `npm run backup` asks a running server for a snapshot of its data directory (control-socket.ts).
    dump: async () => new Blob([await call<ArrayBuffer>({ op: 'dump' })]),
  } as Database & { dump: () => Promise<Blob> };
}
