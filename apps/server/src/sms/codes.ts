import { randomInt, timingSafeEqual } from 'node:crypto';
import { badParams, RespCode, RespError } from '@fengshou/core';
import type { Logger } from 'pino';
import { newToken, sha256 } from '../auth/tokens';
import type { Queryable } from '../db/client';
import type { SmsProvider } from './provider';

/** What a verification code may be used for. */
export type SmsPurpose = 'login' | 'bind' | 'second-factor';

/** Lifetime of the captcha-backed permission to send one SMS. */
export const SMS_TOKEN_TTL_SECONDS = 300;
/** Lifetime of a verification code. */
export const SMS_CODE_TTL_SECONDS = 300;
/** Minimum gap between two codes to one phone for one purpose (spec §9 countdown 59 s). */
export const SMS_RESEND_SECONDS = 59;
/** Wrong entries after which a code is void. */
export const SMS_MAX_ATTEMPTS = 5;

// Bound to phone and purpose so a code hash is useless for another number or flow.
const codeHash = (phone: string, purpose: SmsPurpose, code: string) => sha256(`${phone}:${purpose}:${code}`);

/** Issues a single-use token allowing one SMS (the caller has just solved a captcha). */
export async function issueSmsToken(q: Queryable): Promise<{ smsToken: string; expireSeconds: number }> {
  const smsToken = newToken();
  await q.query("DELETE FROM sms_tokens WHERE expires_at < now() - interval '1 hour'");
  await q.query(
    'INSERT INTO sms_tokens (token_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2))',
    [sha256(smsToken), SMS_TOKEN_TTL_SECONDS],
  );
  return { smsToken, expireSeconds: SMS_TOKEN_TTL_SECONDS };
}

/** Uses up an SMS token; 300 naming smsToken when unknown, expired or used. */
export async function consumeSmsToken(q: Queryable, smsToken: string): Promise<void> {
  const rows = await q.query(
    `UPDATE sms_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING token_hash`,
    [sha256(smsToken)],
  );
  if (rows.length === 0) throw badParams(['smsToken'], '短信凭证无效或已过期');
}

export interface SendCodeInput {
  phone: string;
  purpose: SmsPurpose;
  /**
   * False when nobody may receive this code (login code for a phone without an account): the row is
   * still written, so the resend interval and every later answer look the same as for a real account.
   */
  deliver: boolean;
}

/** Writes a fresh code and sends it: 10002 inside the resend interval, 10005 when the provider fails. */
export async function sendVerificationCode(
  q: Queryable,
  sms: SmsProvider,
  log: Logger,
  { phone, purpose, deliver }: SendCodeInput,
): Promise<{ resendSeconds: number; expireSeconds: number }> {
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await q.query("DELETE FROM sms_codes WHERE expires_at < now() - interval '1 day'");
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO sms_codes (phone, purpose, code_hash, expires_at)
     SELECT $1, $2, $3, now() + make_interval(secs => $4)
      WHERE NOT EXISTS (SELECT 1 FROM sms_codes
                         WHERE phone = $1 AND purpose = $2 AND sent_at > now() - make_interval(secs => $5))
     RETURNING id`,
    [phone, purpose, codeHash(phone, purpose, code), SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS],
  );
  if (!row) throw new RespError(RespCode.SMS_CODE_INTERVAL);
  if (deliver) {
    try {
      await sms.send(phone, code, SMS_CODE_TTL_SECONDS / 60);
    } catch (err) {
      // No code reached the phone, so it must neither verify nor hold back a retry.
      await q.query('DELETE FROM sms_codes WHERE id = $1', [row.id]);
      log.warn(
        { err: err instanceof Error ? err.message : String(err), provider: sms.name },
        'SMS send failed',
      );
      throw new RespError(RespCode.SMS_SEND_FAILED);
    }
  }
  return { resendSeconds: SMS_RESEND_SECONDS, expireSeconds: SMS_CODE_TTL_SECONDS };
}

interface CodeRow {
  id: number;
  codeHash: string;
  usable: boolean;
}

/**
 * Checks a code against the newest one sent to the phone for the purpose and uses it up:
 * 10004 when none is usable (expired, used, too many wrong entries), 10001 when it does not match.
 */
export async function verifyCode(
  q: Queryable,
  phone: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const [row] = await q.query<CodeRow>(
    `SELECT id, code_hash AS "codeHash",
            (used_at IS NULL AND expires_at > now() AND attempts < $3) AS usable
       FROM sms_codes WHERE phone = $1 AND purpose = $2
      ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [phone, purpose, SMS_MAX_ATTEMPTS],
  );
  if (!row?.usable) throw new RespError(RespCode.SMS_CODE_EXPIRED);
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(codeHash(phone, purpose, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    await q.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    throw new RespError(RespCode.SMS_CODE_INVALID);
  }
  // The guarded update makes a code count once even when two requests race with it.
  const used = await q.query(
    'UPDATE sms_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [row.id],
  );
  if (used.length === 0) throw new RespError(RespCode.SMS_CODE_EXPIRED);
}
