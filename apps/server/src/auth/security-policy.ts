import { SECURITY_POLICY_BOUNDS, type zSecondFactor } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Queryable } from '../db/client';

/** The installation's password and session policy as the server applies it. */
export interface SecurityPolicy {
  passwordHistoryCount: number;
  passwordMaxAgeDays: number;
  idleMinutes: number;
  absoluteHours: number;
  secondFactor: z.infer<typeof zSecondFactor>;
  refusedPasswords: string[];
  updateBy: string | null;
  updateTime: Date | null;
}

// Several API servers share one policy: a change made on another reaches this one within this time.
const REFRESH_MS = 10_000;

const clamp = (k: keyof typeof SECURITY_POLICY_BOUNDS, v: number) =>
  Math.min(SECURITY_POLICY_BOUNDS[k].max, Math.max(SECURITY_POLICY_BOUNDS[k].min, v));

const SELECT = `
  SELECT password_history_count AS "passwordHistoryCount", password_max_age_days AS "passwordMaxAgeDays",
         idle_minutes AS "idleMinutes", absolute_hours AS "absoluteHours", second_factor AS "secondFactor",
         refused_passwords AS "refusedPasswords", update_by AS "updateBy", update_time AS "updateTime"
    FROM security_policy WHERE id = 1`;

/**
 * The policy, read from the database at most every few seconds. Until a security administrator saves one,
 * the configured session time-outs apply (within the policy's bounds) with the level-3 floor for the rest.
 */
export class PolicyStore {
  private policy: SecurityPolicy;
  private loadedAt = 0;
  private loading: Promise<SecurityPolicy> | undefined;

  constructor(
    private db: Queryable,
    session: Config['session'],
  ) {
    this.policy = {
      passwordHistoryCount: SECURITY_POLICY_BOUNDS.passwordHistoryCount.min,
      passwordMaxAgeDays: 90,
      idleMinutes: clamp('idleMinutes', session.idleMinutes),
      absoluteHours: clamp('absoluteHours', session.absoluteHours),
      secondFactor: 'off',
      refusedPasswords: [],
      updateBy: null,
      updateTime: null,
    };
  }

  /** The policy as last read (the defaults before the first read). */
  get current(): SecurityPolicy {
    return this.policy;
  }

  /** The policy, re-read when the last read is older than a few seconds. */
  async get(): Promise<SecurityPolicy> {
    if (Date.now() - this.loadedAt <= REFRESH_MS) return this.policy;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Stores a new policy and applies it in this server at once. */
  async save(q: Queryable, next: Omit<SecurityPolicy, 'updateTime'>): Promise<SecurityPolicy> {
    const [row] = await q.query<SecurityPolicy>(
      `INSERT INTO security_policy AS p (id, password_history_count, password_max_age_days, idle_minutes,
              absolute_hours, second_factor, refused_passwords, update_by, update_time)
       VALUES (1, $1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (id) DO UPDATE SET
         password_history_count = excluded.password_history_count,
         password_max_age_days = excluded.password_max_age_days,
         idle_minutes = excluded.idle_minutes, absolute_hours = excluded.absolute_hours,
         second_factor = excluded.second_factor, refused_passwords = excluded.refused_passwords,
         update_by = excluded.update_by, update_time = excluded.update_time
       RETURNING password_history_count AS "passwordHistoryCount", password_max_age_days AS "passwordMaxAgeDays",
                 idle_minutes AS "idleMinutes", absolute_hours AS "absoluteHours", second_factor AS "secondFactor",
                 refused_passwords AS "refusedPasswords", update_by AS "updateBy", update_time AS "updateTime"`,
      [
        next.passwordHistoryCount,
        next.passwordMaxAgeDays,
        next.idleMinutes,
        next.absoluteHours,
        next.secondFactor,
        next.refusedPasswords,
        next.updateBy,
      ],
    );
    this.policy = row!;
    this.loadedAt = Date.now();
    return this.policy;
  }

  private async load(): Promise<SecurityPolicy> {
    const [row] = await this.db.query<SecurityPolicy>(SELECT);
    if (row) this.policy = row;
    this.loadedAt = Date.now();
    return this.policy;
  }
}
