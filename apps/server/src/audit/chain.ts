import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The hash the first event of a trail links to. */
export const GENESIS = '0'.repeat(64);

/** An audit event's content, as hashed (times are ISO strings in UTC with milliseconds). */
export interface ChainedFields {
  at: string;
  event: string;
  outcome: string;
  userId: number | null;
  loginName: string | null;
  subjectId: number | null;
  areaId: number;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  target: string | null;
  detail: string | null;
}

/** The key events are signed with, and its id (stored with each event, so a rotated key stays verifiable). */
export interface AuditKey {
  id: string;
  secret: Buffer;
}

/**
 * The HMAC-SHA256 of an event's content and the hash of the event before it: changing, removing or inserting
 * an event breaks the link of the next, and without the key nobody recomputes a consistent chain.
 */
export function linkHash(key: AuditKey, prev: string, e: ChainedFields): string {
  const content = JSON.stringify([
    prev,
    e.at,
    e.event,
    e.outcome,
    e.userId,
    e.loginName,
    e.subjectId,
    e.areaId,
    e.ip,
    e.userAgent,
    e.requestId,
    e.target,
    e.detail,
  ]);
  return createHmac('sha256', key.secret).update(content).digest('hex');
}

const keyOf = (secret: Buffer): AuditKey => ({
  secret,
  id: createHmac('sha256', secret).update('fengshou-audit-key-id').digest('hex').slice(0, 12),
});

/**
 * The installation's audit key: `AUDIT_KEY` when the operator sets one (every API server of a database must
 * share it), otherwise a random key created once in the data directory, readable by the server's user only.
 */
export function loadAuditKey(configured: string | undefined, keyFile: string): AuditKey {
  if (configured) return keyOf(Buffer.from(configured, 'utf8'));
  const read = () => keyOf(Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'hex'));
  if (existsSync(keyFile)) return read();
  mkdirSync(dirname(keyFile), { recursive: true });
  const secret = randomBytes(32);
  try {
    writeFileSync(keyFile, `${secret.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    // Another process of the same directory created it first: theirs is the key.
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw e;
  }
  chmodSync(keyFile, 0o600);
  return keyOf(secret);
}
