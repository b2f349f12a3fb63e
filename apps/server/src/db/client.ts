/** One interface over PGlite (embedded) and node-postgres (native): the rest of the server sees only this. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** A connection that can also run several statements without parameters (migrations, seeds). */
export interface Executor extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Executor {
  readonly kind: 'pglite' | 'pg';
  /** Runs fn in one transaction: everything it writes lands together or not at all. */
  tx<T>(fn: (q: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Native PostgreSQL only: LISTENs on a channel over a dedicated connection (reconnecting when it drops)
   * and returns the function that stops. PGlite has no other processes to hear from, so it lacks this.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

/** The time zone of every database session, so timestamps render in Beijing time on both backends. */
export const SESSION_TIME_ZONE = 'Asia/Shanghai';
