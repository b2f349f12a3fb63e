import { invalidateFacts } from './facts';

/**
 * The statistics cache of one database: answers by key with a time to live, at most MAX entries (oldest
 * dropped first), and single-flight misses, so twenty wall screens asking the same figure at once cost one
 * query (PGlite has one connection: queued duplicates would multiply the wait). An answer past its time to
 * live but younger than STALE_FACTOR × ttl is still served while one refresh runs behind it, so polling
 * screens never wait for a slow province-level query once it has been answered. Imports clear it; a live
 * event drops the answers of the metrics it changes in its area (live-stale.ts).
 */
const MAX = 20_000;
const STALE_FACTOR = 10;

interface Entry {
  value: unknown;
  expires: number;
}

export class StatCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * The load running for a key. A load stores its answer only while it is still the one registered here:
   * an invalidation drops it, so a query that started before the change cannot store its stale answer,
   * and callers after the change start (and share) a fresh one instead of joining it.
   */
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The cached answer of `key`, or the one computed by `load` (shared with concurrent callers). */
  async get<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) return hit.value as T;
    if (hit && now - hit.expires < (STALE_FACTOR - 1) * ttlSeconds * 1000) {
      // Stale but recent: answer it and refresh once in the background (errors keep the old answer).
      if (!this.pending.has(key)) this.load(key, ttlSeconds, load).catch(() => {});
      return hit.value as T;
    }
    if (hit) this.entries.delete(key);
    return this.load(key, ttlSeconds, load);
  }

  private load<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const p: Promise<T> = load().then(
      (value) => {
        if (this.pending.get(key) === p) {
          this.pending.delete(key);
          this.store(key, value, ttlSeconds);
        }
        return value;
      },
      (e: unknown) => {
        if (this.pending.get(key) === p) this.pending.delete(key);
        throw e;
      },
    );
    this.pending.set(key, p);
    return p;
  }

  /** Drops every answer (data changed: an import, a bulk update). */
  clear(): void {
    this.entries.clear();
    this.pending.clear();
  }

  /**
   * Drops the answers (and running loads) of the keys `match` accepts: rows behind them changed (a new
   * alarm). The next caller waits for a fresh answer rather than being served the stale one. Returns how
   * many keys were dropped.
   */
  invalidate(match: (key: string) => boolean): number {
    let n = 0;
    // Deleting the entry being visited is safe while iterating a Map.
    for (const key of this.entries.keys()) {
      if (!match(key)) continue;
      this.entries.delete(key);
      n++;
    }
    for (const key of this.pending.keys()) {
      if (!match(key)) continue;
      this.pending.delete(key);
      n++;
    }
    return n;
  }

  /** Number of cached answers (tests, diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: unknown, ttlSeconds: number) {
    if (this.entries.size >= MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + ttlSeconds * 1000 });
  }
}

// One cache per database handle: tests open many apps side by side, each on its own database.
const caches = new WeakMap<object, StatCache>();

/** The statistics cache of a database. */
export function statCacheOf(db: object): StatCache {
  let c = caches.get(db);
  if (!c) {
    c = new StatCache();
    caches.set(db, c);
  }
  return c;
}

// Caches of other floors built from the same rows (the tile caches: parcels and area outlines drawn).
const followers = new WeakMap<object, Set<() => void>>();

/** Has `clear` called whenever the statistics of the database are dropped; returns the way to stop it. */
export function onStatsInvalidated(db: object, clear: () => void): () => void {
  let set = followers.get(db);
  if (!set) {
    set = new Set();
    followers.set(db, set);
  }
  set.add(clear);
  return () => set.delete(clear);
}

/**
 * Call after anything that changes domain rows in bulk (imports): every cached figure is dropped, and so is
 * every cache that follows them (tiles drawn from parcels or area outlines).
 */
export function invalidateStats(db: object): void {
  caches.get(db)?.clear();
  invalidateFacts(db);
  for (const clear of followers.get(db) ?? []) clear();
}
