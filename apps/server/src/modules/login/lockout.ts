import type { Queryable } from '../../db/client';

/** The outcome of claiming a password attempt for a login name. */
export type Attempt =
  /** Locked: do not even check the password. */
  | { allowed: false; minutesLeft: number }
  /** Allowed; `locksIfWrong` is true when this attempt used up the last try. */
  | { allowed: true; locksIfWrong: boolean; lockMinutes: number };

/**
 * Claims one attempt before the password is checked, so parallel guesses cannot exceed the limit.
 * Counting is per login name, existing or not, so unknown names lock exactly like real ones.
 * Failures older than the lock period are forgotten; the attempt that reaches maxFailures sets the lock,
 * and a later success (clearAttempts) lifts it.
 */
export async function claimAttempt(
  q: Queryable,
  loginName: string,
  { maxFailures, lockMinutes }: { maxFailures: number; lockMinutes: number },
): Promise<Attempt> {
  const next = `CASE WHEN f.last_failure_at IS NULL OR f.last_failure_at < now() - make_interval(mins => $3)
                     THEN 1 ELSE f.failures + 1 END`;
  const [row] = await q.query<{ locked: boolean }>(
    `INSERT INTO login_failures AS f (login_name, failures, last_failure_at, locked_until)
     VALUES ($1, 1, now(), CASE WHEN $2 <= 1 THEN now() + make_interval(mins => $3) END)
     ON CONFLICT (login_name) DO UPDATE
        SET failures = ${next},
            last_failure_at = now(),
            locked_until = CASE WHEN ${next} >= $2 THEN now() + make_interval(mins => $3) END
      WHERE f.locked_until IS NULL OR f.locked_until <= now()
     RETURNING f.locked_until IS NOT NULL AS locked`,
    [loginName, maxFailures, lockMinutes],
  );
  if (row) return { allowed: true, locksIfWrong: row.locked, lockMinutes };
  const [lock] = await q.query<{ minutes: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM locked_until - now()) / 60))::int AS minutes
       FROM login_failures WHERE login_name = $1`,
    [loginName],
  );
  return { allowed: false, minutesLeft: lock?.minutes ?? lockMinutes };
}

/** Forgets the attempts of a login name after the right password was given. */
export async function clearAttempts(q: Queryable, loginName: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE login_name = $1', [loginName]);
}
