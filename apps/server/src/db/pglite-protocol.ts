// Messages between the server and the database thread (pglite-worker.mjs).

/** What a database is opened with. */
export interface WorkerInit {
  dataDir?: string;
  /** A data-directory dump to open (the backup tool opens a running server's snapshot). */
  image?: ArrayBuffer;
  /** Session settings run once after opening. */
  setup: string;
  /** Server settings (postgresql.conf lines) for this start. */
  conf?: string[];
  /** How long a transaction may wait for its owner's next statement before it is rolled back (60 s). */
  idleTxMs?: number;
}

/**
 * A request to the thread about one of its databases (`db`); `tx` runs it inside an open transaction. A
 * thread started with a WorkerInit holds database 0; `open` starts another in the same thread (tests open
 * one per file, and the thread keeps the compiled engine between them).
 */
export type WorkerRequest =
  | { id: number; db: number; op: 'query'; sql: string; params?: readonly unknown[]; tx?: number }
  | { id: number; db: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; db: number; op: 'begin' }
  | { id: number; db: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; db: number; op: 'dump' }
  | { id: number; db: number; op: 'close' }
  | { id: number; db: number; op: 'open'; init: WorkerInit };

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
