import { AsyncLocalStorage } from 'node:async_hooks';

/** A transaction of one database, open until its function has settled. */
interface OpenTx {
  readonly db: object;
  open: boolean;
}

const current = new AsyncLocalStorage<readonly OpenTx[]>();

/**
 * Runs `fn` as the body of a transaction of `db`: statements sent through `db` itself (not the transaction's
 * executor) from inside it are refused by `assertOutsideTx`. On the embedded database such a statement waits
 * for the one connection the transaction holds, for ever, and every later request queues behind it; on
 * native PostgreSQL it runs outside the transaction and misses its writes. Work the body leaves running
 * (a publish after commit) may use `db` once the transaction has ended.
 */
export async function runAsTx<T>(db: object, fn: () => Promise<T>): Promise<T> {
  assertOutsideTx(db, 'a transaction');
  const tx: OpenTx = { db, open: true };
  try {
    return await current.run([...(current.getStore() ?? []), tx], fn);
  } finally {
    tx.open = false;
  }
}

/** Refuses a statement or transaction through `db` while one of its transactions is open in this context. */
export function assertOutsideTx(db: object, what: string): void {
  if (current.getStore()?.some((t) => t.db === db && t.open)) {
    throw new Error(
      `${what} through the database inside one of its transactions (it would wait for the transaction's connection): use the transaction's executor`,
    );
  }
}

/**
 * Runs `fn` outside this context's open transactions, on purpose: work done on other connections while a
 * transaction only holds a lock (the start-up lock on native PostgreSQL, whose pool has more connections).
 * Never for the embedded database, whose one connection the transaction holds.
 */
export function besideTx<T>(fn: () => Promise<T>): Promise<T> {
  return current.exit(fn);
}
