import { RespCode, RespError, respDescFor } from '@fengshou/core';
import type { Session } from '../auth/sessions';

/** Heavy calls one session may have under way: one; a second press of 分析 waits for the first answer. */
export const HEAVY_PER_SESSION = 1;
/**
 * Heavy calls under way on the server at once. Their work interleaves with everyone's statements in small
 * pieces, so a few at once keep every caller's share; more only lengthen each one's answer.
 */
export const HEAVY_GLOBAL = 2;

/**
 * Admission of the endpoints the contract declares heavy: beyond the per-session or the global limit the
 * call is answered 600 (服务器繁忙，请稍后再试) at once instead of queueing behind the others.
 */
export class HeavyGate {
  private readonly bySession = new Map<number, number>();
  private running = 0;

  constructor(
    private readonly perSession = HEAVY_PER_SESSION,
    private readonly global = HEAVY_GLOBAL,
  ) {}

  /** Admits a call of `session` or throws 600; the returned function ends it (call it exactly once). */
  enter(session: Session | null): () => void {
    const key = session?.id ?? 0;
    const own = this.bySession.get(key) ?? 0;
    if (own >= this.perSession || this.running >= this.global)
      throw new RespError(RespCode.SERVER_BUSY, respDescFor(RespCode.SERVER_BUSY));
    this.bySession.set(key, own + 1);
    this.running++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.running--;
      const left = (this.bySession.get(key) ?? 1) - 1;
      if (left > 0) this.bySession.set(key, left);
      else this.bySession.delete(key);
    };
  }
}
