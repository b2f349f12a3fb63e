import { createHash } from 'node:crypto';
import { badParams, RespError } from '@fengshou/core';
import { IDEMPOTENCY_HEADER } from '@fengshou/core/contract';
import type { Database, Executor } from '../../db/client';
import type { HandlerContext } from '../../http/route';

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * How long a key is kept. A client retries a lost answer within seconds (sendAction: three sends), so a week
 * is far beyond any retry; a key sent again after it is gone acts again only if its version still matches,
 * which an applied action has already changed (300, stale version).
 */
export const IDEMPOTENCY_RETENTION_DAYS = 7;
// Keys are purged as actions arrive, at most once per interval per database: no job to run, and the
// delete stays outside the action's transaction, so parallel actions never wait on each other's purge.
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const lastPurge = new WeakMap<Database, number>();

/** Deletes the keys older than the retention; answers how many went. */
export async function purgeIdempotencyKeys(db: Database, days = IDEMPOTENCY_RETENTION_DAYS): Promise<number> {
  const [{ n }] = (await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM action_idempotency_keys WHERE create_time < now() - make_interval(days => $1)
       RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [days],
  )) as [{ n: number }];
  return n;
}

async function purgeNowAndThen(db: Database): Promise<void> {
  const now = Date.now();
  if (now - (lastPurge.get(db) ?? 0) < PURGE_INTERVAL_MS) return;
  lastPurge.set(db, now);
  await purgeIdempotencyKeys(db);
}

/** What was first answered under a key: the result, or the business error. */
type Stored<T> = { ok: T } | { error: { respCode: number; respDesc: string } };

/** The Idempotency-Key of a request; actions refuse to run without one (300). */
export function idempotencyKeyOf(ctx: HandlerContext<unknown>): string {
  const raw = ctx.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY.test(key)) {
    throw badParams(['Idempotency-Key'], '请求头须带 Idempotency-Key（8–128 位字母、数字或 _.:-）');
  }
  return key;
}

/**
 * Runs an action at most once per (user, key), in one transaction with the key row. The key row is
 * inserted first, so:
 * - a retry after commit finds the row and gets the first answer (result or business error) again;
 * - a retry while the first is still running waits on the key's unique index, then replays;
 * - if the first attempt rolled back (crash, lost connection), the key is gone and the retry acts.
 * The same key with another request body or endpoint answers 300. `act` runs under a savepoint: a business
 * refusal undoes whatever it wrote and is stored as the answer.
 */
export async function runOnce<T>(
  db: Database,
  who: { userId: number; key: string; endpoint: string; body: unknown },
  act: (q: Executor) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  await purgeNowAndThen(db);
  const hash = createHash('sha256').update(JSON.stringify(who.body)).digest('hex');
  const out = await db.tx(async (q): Promise<{ stored: Stored<T>; replayed: boolean }> => {
    const fresh = await q.query(
      `INSERT INTO action_idempotency_keys (user_id, idem_key, endpoint, request_hash)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1 AS x`,
      [who.userId, who.key, who.endpoint, hash],
    );
    if (!fresh.length) {
      const [row] = await q.query<{ endpoint: string; request_hash: string; response: Stored<T> | null }>(
        'SELECT endpoint, request_hash, response FROM action_idempotency_keys WHERE user_id = $1 AND idem_key = $2',
        [who.userId, who.key],
      );
      if (!row?.response || row.endpoint !== who.endpoint || row.request_hash !== hash) {
        const refused = badParams(['Idempotency-Key'], '该幂等键已用于另一个请求');
        return {
          stored: { error: { respCode: refused.respCode, respDesc: refused.respDesc } },
          replayed: true,
        };
      }
      return { stored: row.response, replayed: true };
    }
    let stored: Stored<T>;
    await q.query('SAVEPOINT workflow_action');
    try {
      stored = { ok: await act(q) };
    } catch (e) {
      if (!(e instanceof RespError)) throw e;
      await q.query('ROLLBACK TO SAVEPOINT workflow_action');
      stored = { error: { respCode: e.respCode, respDesc: e.respDesc } };
    }
    await q.query(
      'UPDATE action_idempotency_keys SET response = $3::jsonb WHERE user_id = $1 AND idem_key = $2',
      [who.userId, who.key, JSON.stringify(stored)],
    );
    return { stored, replayed: false };
  });
  if ('error' in out.stored) throw new RespError(out.stored.error.respCode, out.stored.error.respDesc);
  return { answer: out.stored.ok, replayed: out.replayed };
}
