import { randomBytes } from 'node:crypto';
import { hashPassword, sha256 } from '../../auth/tokens';
import type { Queryable } from '../../db/client';
import { DEMO_LOGINS } from '../../demo/logins';
import type { SmsProvider } from '../../sms/provider';

/** Test helpers of the login and foundation modules (not a test file itself). */

/** The phone bound to a demo account (13900001001 … in DEMO_LOGINS order). */
export function demoPhone(loginName: string): string {
  const i = DEMO_LOGINS.findIndex((l) => l.loginName === loginName);
  if (i < 0) throw new Error(`not a demo login: ${loginName}`);
  return `1390000${1001 + i}`;
}

/** Stores a captcha with a known answer (the real one exists only inside the SVG). */
export async function seedCaptcha(q: Queryable, answer = 'k7Xp'): Promise<string> {
  const id = randomBytes(8).toString('hex');
  await q.query(
    "INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, now() + interval '2 minutes')",
    [id, sha256(answer.toLowerCase())],
  );
  return id;
}

/** Id of a user by login name. */
export async function userIdOf(q: Queryable, loginName: string): Promise<number> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM government_users WHERE login_name = $1', [
    loginName,
  ]);
  if (!row) throw new Error(`no user ${loginName}`);
  return row.id;
}

/** Creates a user directly in SQL, in the subject and role of an existing user. */
export async function createUserLike(
  q: Queryable,
  like: string,
  user: { loginName: string; password: string; editPasswordFlag?: number; phone?: string | null },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO government_users (login_name, nickname, phone, password_hash, edit_password_flag,
       government_role_id, government_subject_id, create_by, update_by)
     SELECT $1, '测试用户', $2, $3, $4, government_role_id, government_subject_id, 'test', 'test'
       FROM government_users WHERE login_name = $5
     RETURNING id`,
    [user.loginName, user.phone ?? null, await hashPassword(user.password), user.editPasswordFlag ?? 0, like],
  );
  if (!row) throw new Error(`no user ${like}`);
  return row.id;
}

/** An SMS provider that records what it sends and can be told to fail. */
export interface RecordingSms extends SmsProvider {
  sent: { phone: string; code: string; minutes: number }[];
  failing: boolean;
  /** The last code sent to a phone. */
  lastCode(phone: string): string;
}

/** A recording SMS provider for createTestApp({ services: { sms } }). */
export function recordingSms(): RecordingSms {
  const sms: RecordingSms = {
    name: 'recording',
    sent: [],
    failing: false,
    async send(phone, code, minutes) {
      if (sms.failing) throw new Error('gateway down');
      sms.sent.push({ phone, code, minutes });
    },
    lastCode(phone) {
      const hit = sms.sent.findLast((s) => s.phone === phone);
      if (!hit) throw new Error(`no SMS to ${phone}`);
      return hit.code;
    },
  };
  return sms;
}
