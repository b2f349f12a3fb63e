import { RespCode, RespError, respDescFor } from '@fengshou/core';
import type { Database } from './client';

/** The longest one statement of long work may run on native PostgreSQL before it is cancelled. */
export const HEAVY_STATEMENT_TIMEOUT_MS = 5000;
// SQLSTATE of a statement cancelled by statement_timeout.
const QUERY_CANCELED = '57014';

/**
 * Runs one statement of long work (a chunk of an analysis) with a time-out: on native PostgreSQL a
 * statement_timeout set for its own transaction; PGlite ignores statement_timeout (its single-user backend
 * has no timer), so the callers there keep each statement small and watch their own deadline.
 * A statement cancelled by the time-out answers 600 (服务器繁忙，请稍后再试).
 */
export async function boundedQuery<T>(db: Database, sql: string, params: readonly unknown[]): Promise<T[]> {
  try {
    if (db.kind !== 'pg') return await db.query<T>(sql, params);
    return await db.tx(async (q) => {
      await q.query(`SET LOCAL statement_timeout = ${HEAVY_STATEMENT_TIMEOUT_MS}`);
      return q.query<T>(sql, params);
    });
  } catch (e) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) throw busy();
    throw e;
  }
}

/** The answer of long work that ran out of time. */
export function busy(): RespError {
  return new RespError(RespCode.SERVER_BUSY, respDescFor(RespCode.SERVER_BUSY));
}
