/**
 * Encoded tiles by key, least recently used out first, bounded in bytes and age. The key carries the
 * caller's area range and filters, so a tile is only ever served to callers who would get the same bytes.
 * Parcels and area outlines change by import only, which clears the caches (onStatsInvalidated).
 */
export class TileCache {
  private entries = new Map<string, { at: number; body: Uint8Array }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly ttlMs = 5 * 60_000,
  ) {}

  get(key: string): Uint8Array | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    if (Date.now() - e.at > this.ttlMs) {
      this.bytes -= e.body.byteLength;
      return undefined;
    }
    this.entries.set(key, e);
    return e.body;
  }

  set(key: string, body: Uint8Array): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, { at: Date.now(), body });
    this.bytes += body.byteLength;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.body.byteLength;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
