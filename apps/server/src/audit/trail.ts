import type { AuditEvent, AuditOutcome } from '@fengshou/core/contract';
import type { Logger } from 'pino';
import type { Session } from '../auth/sessions';
import type { Database, Queryable } from '../db/client';
import { type AuditKey, type ChainedFields, GENESIS, linkHash } from './chain';

/** Where a request came from (the binding fills it from the request). */
export interface AuditOrigin {
  session: Session | null;
  ip?: string;
  userAgent?: string;
  requestId?: string;
}

/** One event to record. `actor` names the user when the request has no session yet (a login). */
export interface AuditEntry {
  event: AuditEvent;
  outcome: AuditOutcome;
  actor?: { userId: number | null; loginName: string; subjectId: number | null; areaId: number | null };
  target?: string | null;
  detail?: string | null;
}

interface Pending {
  fields: ChainedFields;
  resolve: () => void;
  reject: (e: unknown) => void;
}

// Serialises the chain's tail across API servers of one database (any fixed key of this installation).
const CHAIN_LOCK = 7_346_001;
const BATCH = 500;
const DAY_MS = 86_400_000;
const cut = (s: string | undefined | null, n: number) => (s ? s.slice(0, n) : null);

/**
 * The append-only audit trail. Events are written in order, each linked to the one before by its HMAC
 * (chain.ts); concurrent requests share a transaction (group commit), and a caller's promise resolves once
 * its event is committed, so an answered request is on record.
 */
export class AuditTrail {
  private queue: Pending[] = [];
  private writing: Promise<void> | undefined;
  private rootArea: number | undefined;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    readonly key: AuditKey,
    readonly retentionDays: number,
    private readonly log: Pick<Logger, 'warn' | 'error'>,
  ) {}

  /** Records one event; resolves once it is committed. */
  async record(origin: AuditOrigin, entry: AuditEntry): Promise<void> {
    const s = origin.session;
    if (entry.actor && entry.actor.areaId === null)
      entry = { ...entry, actor: await this.accountOf(entry.actor) };
    const areaId = entry.actor?.areaId ?? (s ? s.scope.areaId : await this.installationArea());
    const fields: ChainedFields = {
      at: new Date().toISOString(),
      event: entry.event,
      outcome: entry.outcome,
      userId: entry.actor ? entry.actor.userId : (s?.userId ?? null),
      loginName: cut(entry.actor ? entry.actor.loginName : s?.loginName, 64),
      subjectId: entry.actor ? entry.actor.subjectId : (s?.subjectId ?? null),
      areaId,
      ip: cut(origin.ip, 64),
      userAgent: cut(origin.userAgent, 300),
      requestId: cut(origin.requestId, 64),
      target: cut(entry.target, 200),
      detail: cut(entry.detail, 2000),
    };
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ fields, resolve, reject });
      this.writing ??= this.drain();
    });
  }

  /** Starts the daily retention sweep (its first run now). */
  start(): void {
    if (this.sweeper) return;
    const sweep = () =>
      this.purge().catch((e: Error) => this.log.warn({ err: e.message }, 'audit: retention sweep failed'));
    void sweep();
    this.sweeper = setInterval(sweep, DAY_MS);
    this.sweeper.unref();
  }

  /** Waits for the events queued so far; stops the sweep. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    while (this.writing) await this.writing;
  }

  /**
   * Deletes the events older than the retention, oldest first, and records the purge with the last purged
   * hash: the first event left links to it, so verifying still finds a removed event in the middle.
   */
  async purge(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionDays * DAY_MS);
    const [edge] = await this.db.query<{ through: string | null }>(
      `SELECT coalesce((SELECT min(id) FROM audit_events WHERE at >= $1), (SELECT max(id) + 1 FROM audit_events)) - 1
                AS through`,
      [cutoff.toISOString()],
    );
    const through = Number(edge?.through ?? 0);
    if (through <= 0) return 0;
    const [last] = await this.db.query<{ hash: string }>('SELECT hash FROM audit_events WHERE id = $1', [
      through,
    ]);
    if (!last) return 0;
    let purged = 0;
    // Read before the transaction: on the embedded database a query through `this.db` inside it would wait
    // for the one connection the transaction holds, for ever.
    const areaId = await this.installationArea();
    await this.db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock($1)', [CHAIN_LOCK]);
      await q.query("SELECT set_config('fengshou.audit_purge', 'on', true)");
      await q.query("SELECT set_config('fengshou.audit_retention_days', $1, true)", [
        String(this.retentionDays),
      ]);
      const gone = await q.query<{ id: string }>('DELETE FROM audit_events WHERE id <= $1 RETURNING id', [
        through,
      ]);
      purged = gone.length;
      await this.append(q, [
        {
          at: new Date().toISOString(),
          event: 'audit.purge',
          outcome: 'success',
          userId: null,
          loginName: null,
          subjectId: null,
          areaId,
          ip: null,
          userAgent: null,
          requestId: null,
          target: `≤${through}`,
          detail: JSON.stringify({ purgedThroughId: through, lastHash: last.hash, count: purged }),
        },
      ]);
    });
    return purged;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, BATCH);
        try {
          await this.db.tx(async (q) => {
            await q.query('SELECT pg_advisory_xact_lock($1)', [CHAIN_LOCK]);
            await this.append(
              q,
              batch.map((p) => p.fields),
            );
          });
          for (const p of batch) p.resolve();
        } catch (e) {
          this.log.error({ err: (e as Error).message }, 'audit: events not written');
          for (const p of batch) p.reject(e);
        }
      }
    } finally {
      this.writing = undefined;
    }
  }

  /** Appends events after the chain's tail (the caller holds the chain lock). */
  private async append(q: Queryable, rows: ChainedFields[]): Promise<void> {
    const [tail] = await q.query<{ hash: string }>('SELECT hash FROM audit_events ORDER BY id DESC LIMIT 1');
    let prev = tail?.hash ?? GENESIS;
    const prevs: string[] = [];
    const hashes: string[] = [];
    for (const r of rows) {
      prevs.push(prev);
      prev = linkHash(this.key, prev, r);
      hashes.push(prev);
    }
    const col = <K extends keyof ChainedFields>(k: K) => rows.map((r) => r[k]);
    await q.query(
      `INSERT INTO audit_events (at, event, outcome, user_id, login_name, subject_id, area_id, ip, user_agent,
                                 request_id, target, detail, key_id, prev_hash, hash)
       SELECT at, event, outcome, user_id, login_name, subject_id, area_id, ip, user_agent, request_id, target,
              detail, $13, prev_hash, hash
         FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::int[], $5::text[], $6::int[], $7::bigint[],
                     $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $14::text[], $15::text[])
              WITH ORDINALITY AS x(at, event, outcome, user_id, login_name, subject_id, area_id, ip, user_agent,
                                   request_id, target, detail, prev_hash, hash, n)
        ORDER BY n`,
      [
        col('at'),
        col('event'),
        col('outcome'),
        col('userId'),
        col('loginName'),
        col('subjectId'),
        col('areaId'),
        col('ip'),
        col('userAgent'),
        col('requestId'),
        col('target'),
        col('detail'),
        this.key.id,
        prevs,
        hashes,
      ],
    );
  }

  /** A caller known only by the login name asked (a failed login): the account's subject when it exists. */
  private async accountOf(
    actor: NonNullable<AuditEntry['actor']>,
  ): Promise<NonNullable<AuditEntry['actor']>> {
    const [u] = await this.db.query<{ id: number; subject_id: number; area_id: string }>(
      `SELECT u.id, u.government_subject_id AS subject_id, s.area_id FROM government_users u
         JOIN government_subjects s ON s.id = u.government_subject_id WHERE lower(u.login_name) = lower($1)`,
      [actor.loginName],
    );
    return u ? { ...actor, userId: u.id, subjectId: u.subject_id, areaId: Number(u.area_id) } : actor;
  }

  /** The area of events no subject owns (an unknown login name): the installation's top subject's. */
  private async installationArea(): Promise<number> {
    if (this.rootArea !== undefined) return this.rootArea;
    const [root] = await this.db.query<{ area_id: string }>(
      'SELECT area_id FROM government_subjects WHERE parent_subject_id IS NULL ORDER BY subject_level, id LIMIT 1',
    );
    // Before setup there is no subject: the events of the setup page belong to the nation.
    const area = root ? Number(root.area_id) : 0;
    if (root) this.rootArea = area;
    return area;
  }
}
