/**
 * A fixed-window request counter per key (client address): at most `limit` calls per `windowMs`.
 * In memory, per process: enough to keep one public page from being scraped through one server; a
 * deployment with several servers puts a limit at its load balancer as well.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call for `key`; false when the key is over its limit in the current window. */
  take(key: string): boolean {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || t - w.start >= this.windowMs) {
      // Drop stale windows now and then so the map does not grow with every address ever seen.
      if (this.windows.size > 10_000) this.sweep(t);
      this.windows.set(key, { start: t, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= this.limit;
  }

  private sweep(t: number): void {
    for (const [k, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(k);
  }
}
