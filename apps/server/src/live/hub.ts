import { randomUUID } from 'node:crypto';
import type { PermissionCode } from '@fengshou/core/contract';
import type { Logger } from 'pino';
import type { AreaScope } from '../auth/scope';
import type { Database } from '../db/client';

/** One event on the live channel: a topic (e.g. `iot.alarm`), the area it belongs to, and its JSON data. */
export interface LiveEvent {
  topic: string;
  /** 12-digit area code of the row the event is about; only callers whose scope contains it receive it. */
  areaId: number;
  data: unknown;
  /** When set, only callers holding this permission receive the event (e.g. review cases). */
  permission?: PermissionCode;
}

/** An event as delivered: stamped with the server time it was published. */
export interface DeliveredEvent extends LiveEvent {
  at: number;
}

/** One open stream: who listens, for which topics, and how an event reaches them. */
export interface LiveSubscriber {
  scope: Pick<AreaScope, 'contains'>;
  permissions: ReadonlySet<PermissionCode>;
  /** Topic names or prefixes ending in `.` (`iot.` matches `iot.alarm`); empty means every topic. */
  topics: readonly string[];
  send(event: DeliveredEvent): void;
}

/** The PostgreSQL channel the API servers of one database share. */
export const LIVE_CHANNEL = 'fengshou_live';
// NOTIFY payloads are limited to 8000 bytes; larger events stay on this server (and are logged).
const MAX_NOTIFY_BYTES = 7900;

/**
 * The live channel's hub. `publish` is called by handlers (through `services.live`) after their
 * transaction committed. On PGlite (one process) events go straight to the local streams; on native
 * PostgreSQL they travel through NOTIFY, every API server LISTENs and delivers to its own streams, so a
 * screen connected to server B sees an alarm raised on server A.
 */
export class LiveHub {
  private subscribers = new Set<LiveSubscriber>();
  private observers = new Set<(event: DeliveredEvent) => void>();
  private unlisten: (() => Promise<void>) | undefined;
  private published = 0;
  /** Marks this server's notifications, whose observers already ran when they were published. */
  private readonly origin = randomUUID();

  constructor(
    private db: Database,
    private log: Pick<Logger, 'warn'>,
  ) {}

  /** Starts listening for events of the other API servers (native PostgreSQL only). */
  async start(): Promise<void> {
    if (!this.db.listen || this.unlisten) return;
    this.unlisten = await this.db.listen(LIVE_CHANNEL, (payload) => {
      try {
        const { origin, ...event } = JSON.parse(payload) as DeliveredEvent & { origin?: string };
        this.deliver(event, origin !== this.origin);
      } catch {
        this.log.warn({ payload: payload.slice(0, 200) }, 'live: unreadable notification');
      }
    });
  }

  /** Sends an event to every open stream allowed to see it, on every API server of this database. */
  publish(event: LiveEvent): void {
    const delivered: DeliveredEvent = { ...event, at: Date.now() };
    this.published++;
    // The publishing server's caches drop what the event changed before the call that caused it answers:
    // its caller reads its own write, without waiting for the notification to come back.
    this.runObservers(delivered);
    const payload = JSON.stringify({ ...delivered, origin: this.origin });
    if (!this.unlisten || Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) {
      if (this.unlisten)
        this.log.warn({ topic: event.topic }, 'live: event too large for NOTIFY, local only');
      this.deliver(delivered, false);
      return;
    }
    this.db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]).catch((e: Error) => {
      this.log.warn({ err: e.message }, 'live: NOTIFY failed, delivering locally');
      this.deliver(delivered, false);
    });
  }

  /** Registers a stream; returns the function that removes it. */
  subscribe(sub: LiveSubscriber): () => void {
    this.subscribers.add(sub);
    return () => this.subscribers.delete(sub);
  }

  /**
   * Runs `fn` for every event: this server's own when they are published, the other servers' (native
   * PostgreSQL) when their notification arrives, always before any stream gets it: a cache drops what the event changed, so a screen that refetches on the
   * event reads fresh figures from whichever server answers it. Returns the function that removes it.
   */
  observe(fn: (event: DeliveredEvent) => void): () => void {
    this.observers.add(fn);
    return () => this.observers.delete(fn);
  }

  /** Open streams on this server and events published since start (bench, health). */
  stats(): { streams: number; published: number } {
    return { streams: this.subscribers.size, published: this.published };
  }

  /** Stops listening; open streams are ended by their routes' close hook. */
  async close(): Promise<void> {
    const stop = this.unlisten;
    this.unlisten = undefined;
    this.subscribers.clear();
    if (stop) await stop().catch(() => {});
  }

  private runObservers(event: DeliveredEvent): void {
    for (const fn of this.observers) {
      try {
        fn(event);
      } catch (e) {
        this.log.warn({ topic: event.topic, err: (e as Error).message }, 'live: observer failed');
      }
    }
  }

  private deliver(event: DeliveredEvent, observe: boolean): void {
    if (observe) this.runObservers(event);
    for (const sub of this.subscribers) {
      if (!matches(sub, event)) continue;
      try {
        sub.send(event);
      } catch {
        // A stream that fails to write is gone; its close handler unsubscribes it.
      }
    }
  }
}

function matches(sub: LiveSubscriber, event: DeliveredEvent): boolean {
  if (event.permission && !sub.permissions.has(event.permission)) return false;
  if (
    sub.topics.length > 0 &&
    !sub.topics.some((t) => (t.endsWith('.') ? event.topic.startsWith(t) : t === event.topic))
  )
    return false;
  return sub.scope.contains(event.areaId);
}
