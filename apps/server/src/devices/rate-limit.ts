/**
 * Messages per device: a token bucket refilled at the profile's rate, holding a burst of ten messages' worth
 * (a gateway that was offline sends its backlog in a few batches). A device over it is refused until the
 * bucket refills; each API server counts its own connections.
 */
export class DeviceRateLimit {
  private buckets = new Map<number, { tokens: number; at: number }>();

  constructor(private readonly burst = 10) {}

  /** True when the device may send one more message now. */
  take(deviceId: number, perSecond: number, now = Date.now()): boolean {
    const cap = Math.max(this.burst, perSecond * this.burst);
    const b = this.buckets.get(deviceId) ?? { tokens: cap, at: now };
    b.tokens = Math.min(cap, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    const ok = b.tokens >= 1;
    if (ok) b.tokens -= 1;
    this.buckets.set(deviceId, b);
    return ok;
  }
}
