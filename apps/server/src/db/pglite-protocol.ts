// Messages between the server and the database thread (pglite-worker.mjs).

/** What the thread is started with. */
export interface WorkerInit {
  dataDir?: string;
  /** A data-directory dump to open (the backup tool opens a running server's snapshot). */
  image?: ArrayBuffer;
  /** Session settings run once after opening. */
  setup: string;
  /** Server settings (postgresql.conf lines) for this start. */
  conf?: string[];
}

/** A request to the thread; `tx` runs it inside an open transaction. */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params?: readonly unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** A PostgreSQL error as it crosses the thread boundary: the message and the fields callers read (code …). */
export interface WorkerError {
  message: string;
  fields: Record<string, string>;
}

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WorkerError }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: WorkerError };
