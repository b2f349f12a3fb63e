import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { areaLevelOfCode } from '@fengshou/core';
import { AreaScope } from '../auth/scope';
import type { Queryable } from '../db/client';

/** How long a signed file URL stays valid (at least; expiries are rounded up to a window). */
export const FILE_URL_TTL_S = 3600;
// Expiries are rounded up to this window, so one screen asks for the same URL for 10 minutes and the
// browser cache keeps working.
const WINDOW_S = 600;

/** The query of a signed URL: the area it was signed for, the expiry (unix seconds) and the signature. */
export interface SignedQuery {
  a?: string;
  e?: string;
  s?: string;
}

/** Why a signed URL was refused. */
export type SignatureFault = 'missing' | 'invalid' | 'expired';

/**
 * Signs and checks short-lived /files URLs: `<path>?a=<areaId>&e=<expiry>&s=<hmac>`. An <img> cannot send
 * the accessToken header, so endpoints hand out URLs signed for the caller's area; the file route then
 * serves the picture only when its row lies in that area. The key lives in the database
 * (file_signing_keys), shared by every API server. Use `services.files.sign(path, session.scope)`.
 */
export class FileSigner {
  private key: Buffer | undefined;

  constructor(private now: () => number = Date.now) {}

  /** Loads (or creates, once per database) the signing key; buildApp calls this before listening. */
  async init(db: Queryable): Promise<void> {
    await db.query('INSERT INTO file_signing_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
      randomBytes(32),
    ]);
    const [row] = await db.query<{ secret: Buffer | Uint8Array }>(
      'SELECT secret FROM file_signing_keys WHERE id = 1',
    );
    this.key = Buffer.from(row!.secret);
  }

  /** A URL of `path` that opens for FILE_URL_TTL_S and only for rows inside `scope.areaId`. */
  sign(path: string, scope: { areaId: number }, ttlS = FILE_URL_TTL_S): string {
    // Not a file, or already signed by its own scheme (review uploads): leave it as it is.
    if (!path.startsWith('/files/') || path.includes('?')) return path;
    const bare = path;
    const nowS = Math.floor(this.now() / 1000);
    const e = Math.ceil((nowS + ttlS) / WINDOW_S) * WINDOW_S;
    return `${bare}?a=${scope.areaId}&e=${e}&s=${this.mac(bare, scope.areaId, e)}`;
  }

  /** Signs every URL of a list (rows that carry several pictures). */
  signAll(paths: readonly string[], scope: { areaId: number }): string[] {
    return paths.map((p) => this.sign(p, scope));
  }

  /** The area scope a signed URL grants, or why it grants nothing. */
  verify(path: string, q: SignedQuery): AreaScope | SignatureFault {
    if (!q.a || !q.e || !q.s) return 'missing';
    const a = Number(q.a);
    const e = Number(q.e);
    const level = areaLevelOfCode(a);
    if (!Number.isSafeInteger(a) || !Number.isSafeInteger(e) || level === undefined) return 'invalid';
    const want = Buffer.from(this.mac(path, a, e));
    const got = Buffer.from(q.s);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return 'invalid';
    if (e * 1000 < this.now()) return 'expired';
    return new AreaScope(a, level);
  }

  /** Seconds until a signed URL expires (for cache-control). */
  secondsLeft(q: SignedQuery): number {
    return Math.max(0, Math.floor(Number(q.e) - this.now() / 1000));
  }

  private mac(path: string, areaId: number, expiry: number): string {
    if (!this.key) throw new Error('FileSigner used before init()');
    return createHmac('sha256', this.key).update(`${path}\n${areaId}\n${expiry}`).digest('base64url');
  }
}
