import { RespCode, RespError } from '@fengshou/core';
import { isPermissionCode, type PermissionCode, ROLE_PRESETS } from '@fengshou/core/contract';
import type { Database, Queryable } from '../db/client';
import { AreaScope } from './scope';
import type { PolicyStore } from './security-policy';
import { newToken, sha256 } from './tokens';
import { disabledOver, UNIT_DISABLED_MESSAGE } from './unit-status';

/** A resolved caller: who, for which subject, with which permissions and area scope. */
export interface Session {
  id: number;
  kind: 'user' | 'display';
  userId: number;
  loginName: string;
  subjectId: number;
  roleId: number;
  permissions: ReadonlySet<PermissionCode>;
  mustChangePassword: boolean;
  scope: AreaScope;
  /** When this sign-in (or display token) ends however busy. */
  expiresAt: Date;
  /** When the user's current password was set (its expiry counts from here). */
  passwordChangedAt: Date;
}

/** The time-outs a session's user is warned of (zSessionTimes). */
export interface SessionTimes {
  idleMinutes: number | null;
  expiresAt: Date;
  passwordExpiresAt: Date | null;
}

interface SessionRow {
  id: number;
  kind: 'user' | 'display';
  user_id: number;
  login_name: string;
  subject_id: number;
  role_id: number;
  edit_password_flag: number;
  account_status: number;
  del_flag: number;
  area_id: number;
  subject_level: number;
  expires_at: Date;
  last_seen_at: Date;
  password_changed_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  permissions: string[] | null;
  /** The user's own subject, or one above it, is disabled. */
  unit_disabled: boolean;
}

// Revocations in this process apply at once; the short TTL bounds staleness across several API servers.
const CACHE_TTL_MS = 5_000;
// Idle time is tracked with a write at most this often, not on every request.
const TOUCH_EVERY_MS = 60_000;

/** Reasons whose token answers 402 (silent logout) rather than 400 (login expired). */
const SILENT_REASONS = new Set(['replaced', 'disabled']);

const SELECT = `
  SELECT s.id, s.kind, s.user_id, u.login_name, s.subject_id, u.government_role_id AS role_id,
         u.edit_password_flag, u.account_status, u.del_flag, gs.area_id, gs.subject_level,
         s.expires_at, s.last_seen_at, s.revoked_at, s.revoke_reason, u.password_changed_at,
         (SELECT array_agg(rp.button_code) FROM role_permissions rp WHERE rp.role_id = u.government_role_id) AS permissions,
         ${disabledOver('own.area_id')} AS unit_disabled
    FROM sessions s
    JOIN government_users u ON u.id = s.user_id
    JOIN government_subjects gs ON gs.id = s.subject_id
    JOIN government_subjects own ON own.id = u.government_subject_id
   WHERE s.token_hash = $1`;

interface CacheEntry {
  hash: string;
  row: SessionRow;
  session: Session;
  at: number;
}

/** Issues, resolves and revokes access tokens. */
export class SessionStore {
  // Keyed by the token itself (it is in this process's memory for the request anyway), so a hit needs no hash.
  private cache = new Map<string, CacheEntry>();

  constructor(
    private db: Database,
    private policy: PolicyStore,
    private maxPerUser: number,
  ) {}

  /**
   * Creates a user session; beyond the per-user limit the oldest are replaced (they answer 402). Every way of
   * signing in comes here, so a user of a disabled subject is refused here (500 with the reason).
   */
  async createUserSession(
    q: Queryable,
    userId: number,
    subjectId: number,
  ): Promise<{ token: string; times: SessionTimes }> {
    const [unit] = await q.query<{ disabled: boolean }>(
      `SELECT ${disabledOver('own.area_id')} AS disabled
         FROM government_users u JOIN government_subjects own ON own.id = u.government_subject_id
        WHERE u.id = $1`,
      [userId],
    );
    if (unit?.disabled) throw new RespError(RespCode.ACCOUNT_NOT_FOUND, UNIT_DISABLED_MESSAGE);
    const policy = await this.policy.get();
    // A password past the policy's age is changed before anything else, as a first-login one is.
    await q.query(
      `UPDATE government_users SET edit_password_flag = 1
        WHERE id = $1 AND edit_password_flag = 0 AND password_changed_at < now() - make_interval(days => $2)`,
      [userId, policy.passwordMaxAgeDays],
    );
    const token = newToken();
    const hours = policy.absoluteHours;
    const [created] = await q.query<{ expires_at: Date; password_changed_at: Date }>(
      `INSERT INTO sessions (token_hash, kind, user_id, subject_id, expires_at)
       VALUES ($1, 'user', $2, $3, now() + make_interval(hours => $4))
       RETURNING expires_at, (SELECT password_changed_at FROM government_users WHERE id = $2)`,
      [sha256(token), userId, subjectId, hours],
    );
    const replaced = await q.query<{ token_hash: string }>(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = 'replaced'
        WHERE id IN (SELECT id FROM sessions WHERE user_id = $1 AND kind = 'user' AND revoked_at IS NULL
                      ORDER BY created_at DESC, id DESC OFFSET $2)
        RETURNING token_hash`,
      [userId, this.maxPerUser],
    );
    this.evict(replaced.map((r) => r.token_hash));
    const times = this.times({
      kind: 'user',
      expiresAt: created!.expires_at,
      passwordChangedAt: created!.password_changed_at,
    });
    return { token, times };
  }

  /** Creates a long-lived read-only display token for a subject's wall screens. */
  async createDisplayToken(q: Queryable, userId: number, subjectId: number, name: string, days: number) {
    const token = newToken();
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO sessions (token_hash, kind, user_id, subject_id, name, expires_at)
       VALUES ($1, 'display', $2, $3, $4, now() + make_interval(days => $5)) RETURNING id`,
      [sha256(token), userId, subjectId, name, days],
    );
    return { id: row!.id, token };
  }

  /**
   * Resolves a token or answers 400 (missing, unknown, expired) / 402 (replaced, account disabled).
   * A fresh cache hit is answered synchronously: that is every request but one per token every few seconds.
   */
  resolve(token: string | undefined): Session | Promise<Session> {
    if (!token) throw new RespError(RespCode.LOGIN_EXPIRED);
    const now = Date.now();
    const hit = this.cache.get(token);
    if (hit && now - hit.at <= CACHE_TTL_MS && now - hit.row.last_seen_at.getTime() <= TOUCH_EVERY_MS) {
      this.check(hit.row, now);
      return hit.session;
    }
    return this.load(token, hit, now);
  }

  /** Reloads a stale or missing cache entry and records the caller's activity. */
  private async load(token: string, cached: CacheEntry | undefined, now: number): Promise<Session> {
    let hit = cached;
    await this.policy.get();
    if (!hit || now - hit.at > CACHE_TTL_MS) {
      const hash = sha256(token);
      const [row] = await this.db.query<SessionRow>(SELECT, [hash]);
      if (!row) throw new RespError(RespCode.LOGIN_EXPIRED);
      // The Session (permission set, scope) is built once per load, not on every request.
      hit = { hash, row, session: toSession(row), at: now };
      this.cache.set(token, hit);
    }
    const row = hit.row;
    this.check(row, now);
    if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      row.last_seen_at = new Date(now);
      await this.db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [row.id]);
    }
    return hit.session;
  }

  /**
   * Answers 402 for a disabled account or a replaced session, 400 for a logged-out or expired one, and 400
   * naming the reason while the user's subject is disabled (its user sessions were ended then; a display token
   * is refused alike but not revoked, so a screen that keeps it works again once the subject is enabled).
   */
  private check(row: SessionRow, now: number): void {
    if (row.unit_disabled) throw new RespError(RespCode.LOGIN_EXPIRED, UNIT_DISABLED_MESSAGE);
    if (row.account_status !== 1 || row.del_flag !== 0) throw new RespError(RespCode.SILENT_LOGOUT);
    if (row.revoked_at) {
      throw new RespError(
        SILENT_REASONS.has(row.revoke_reason ?? '') ? RespCode.SILENT_LOGOUT : RespCode.LOGIN_EXPIRED,
      );
    }
    const idleLimit =
      row.kind === 'user' ? this.policy.current.idleMinutes * 60_000 : Number.POSITIVE_INFINITY;
    if (row.expires_at.getTime() <= now || row.last_seen_at.getTime() + idleLimit <= now) {
      throw new RespError(RespCode.LOGIN_EXPIRED);
    }
  }

  /** The time-outs of a session under the current policy, for the web app to warn before they hit. */
  times(session: Pick<Session, 'kind' | 'expiresAt' | 'passwordChangedAt'>): SessionTimes {
    if (session.kind === 'display')
      return { idleMinutes: null, expiresAt: session.expiresAt, passwordExpiresAt: null };
    const { idleMinutes, passwordMaxAgeDays } = this.policy.current;
    const passwordExpiresAt = new Date(session.passwordChangedAt.getTime() + passwordMaxAgeDays * 86_400_000);
    return { idleMinutes, expiresAt: session.expiresAt, passwordExpiresAt };
  }

  /** Revokes one token (logout). */
  async revoke(q: Queryable, sessionId: number, reason: string): Promise<void> {
    const rows = await q.query<{ token_hash: string }>(
      'UPDATE sessions SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING token_hash',
      [sessionId, reason],
    );
    this.evict(rows.map((r) => r.token_hash));
  }

  /**
   * Revokes every session of a user, optionally keeping one (password change, disabling); `kind`
   * limits it to user sessions or display tokens (a password change leaves wall screens running).
   */
  async revokeUser(
    q: Queryable,
    userId: number,
    reason: string,
    keepSessionId?: number,
    kind?: 'user' | 'display',
  ): Promise<void> {
    const rows = await q.query<{ token_hash: string }>(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = $2
        WHERE user_id = $1 AND revoked_at IS NULL AND id <> $3 AND ($4::text IS NULL OR kind = $4)
        RETURNING token_hash`,
      [userId, reason, keepSessionId ?? 0, kind ?? null],
    );
    this.evict(rows.map((r) => r.token_hash));
    this.forgetUser(userId);
  }

  /**
   * Ends the user sessions of every user whose subject lies in the area range (a subject being disabled,
   * with those below it). Display tokens are left: the session check refuses them while the subject is off.
   */
  async revokeUsersInArea(q: Queryable, range: [number, number], reason: string): Promise<void> {
    const rows = await q.query<{ token_hash: string; user_id: number }>(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = $3
        WHERE kind = 'user' AND revoked_at IS NULL AND user_id IN (
          SELECT u.id FROM government_users u JOIN government_subjects gs ON gs.id = u.government_subject_id
           WHERE gs.area_id BETWEEN $1 AND $2)
        RETURNING token_hash, user_id`,
      [...range, reason],
    );
    this.evict(rows.map((r) => r.token_hash));
  }

  /** Points a session at another subject (change subject); its area scope follows on the next request. */
  async setSubject(q: Queryable, session: Pick<Session, 'id' | 'userId'>, subjectId: number): Promise<void> {
    await q.query('UPDATE sessions SET subject_id = $2 WHERE id = $1', [session.id, subjectId]);
    this.forgetUser(session.userId);
  }

  /** Drops cached state of a user whose account, role or subject changed. */
  forgetUser(userId: number): void {
    for (const [token, hit] of this.cache) if (hit.row.user_id === userId) this.cache.delete(token);
  }

  private evict(hashes: readonly string[]): void {
    if (hashes.length === 0) return;
    const gone = new Set(hashes);
    for (const [token, hit] of this.cache) if (gone.has(hit.hash)) this.cache.delete(token);
  }

  /** Drops everything cached (role permissions changed). */
  forgetAll(): void {
    this.cache.clear();
  }
}

function toSession(row: SessionRow): Session {
  const granted = (row.permissions ?? []).filter(isPermissionCode);
  // A display token reads dashboards of its subject and nothing else, whoever issued it.
  const viewer = new Set<PermissionCode>(ROLE_PRESETS.viewer.permissions);
  const permissions = new Set(row.kind === 'display' ? granted.filter((p) => viewer.has(p)) : granted);
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    loginName: row.login_name,
    subjectId: row.subject_id,
    roleId: row.role_id,
    permissions,
    mustChangePassword: row.kind === 'user' && row.edit_password_flag === 1,
    scope: new AreaScope(row.area_id, row.subject_level),
    expiresAt: row.expires_at,
    passwordChangedAt: row.password_changed_at,
  };
}
