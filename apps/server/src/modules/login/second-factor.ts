import { badParams, maskPhone, RespCode, RespError } from '@fengshou/core';
import {
  isAdministrativeRole,
  type zLoginResult,
  type zSecondFactorChallenge,
} from '@fengshou/core/contract';
import type { z } from 'zod';
import { newToken, sha256 } from '../../auth/tokens';
import type { Queryable } from '../../db/client';
import type { Services } from '../../services';
import { SMS_CODE_TTL_SECONDS, sendVerificationCode, verifyCode } from '../../sms/codes';
import { signIn } from './user-info';

const BAD_CHALLENGE = () => badParams(['challenge'], '登录验证已失效，请重新输入账号密码');

/** Whether the security policy asks this account for an SMS code on top of its password. */
export async function needsSecondFactor(services: Services, q: Queryable, userId: number): Promise<boolean> {
  if ((await services.policy.get()).secondFactor !== 'admins') return false;
  const rows = await q.query<{ code: string }>(
    `SELECT rp.button_code AS code FROM government_users u
       JOIN role_permissions rp ON rp.role_id = u.government_role_id WHERE u.id = $1`,
    [userId],
  );
  return isAdministrativeRole(rows.map((r) => r.code));
}

/**
 * Refuses a sign-in that skips the password (SMS login, switching accounts) into an account the policy asks
 * for two factors: a phone alone would be one.
 */
export async function assertOneFactorAllowed(
  services: Services,
  q: Queryable,
  userId: number,
): Promise<void> {
  if (await needsSecondFactor(services, q, userId)) {
    throw new RespError(RespCode.NO_ACCESS, '管理员账号须以账号密码加短信验证码登录');
  }
}

/**
 * After a right password: sends a code to the account's phone and answers the challenge that
 * verifySecondFactor completes. An account without a phone cannot take the second step and is refused.
 */
export async function startSecondFactor(
  services: Services,
  account: { id: number; subjectId: number },
): Promise<z.input<typeof zSecondFactorChallenge>> {
  const { db, sms, log } = services;
  const [user] = await db.query<{ phone: string | null }>(
    'SELECT phone FROM government_users WHERE id = $1',
    [account.id],
  );
  if (!user?.phone) {
    throw new RespError(
      RespCode.ACCOUNT_NOT_FOUND,
      '安全策略要求管理员短信验证，该账号未绑定手机号，请联系系统管理员',
    );
  }
  const phone = user.phone;
  const challenge = newToken();
  const sent = await db.tx(async (q) => {
    await q.query('DELETE FROM login_challenges WHERE expires_at < now()');
    await q.query(
      `INSERT INTO login_challenges (token_hash, user_id, subject_id, phone, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [sha256(challenge), account.id, account.subjectId, phone, SMS_CODE_TTL_SECONDS],
    );
    // Signing in again inside the resend interval keeps the code already sent (it is still valid).
    return sendVerificationCode(q, sms, log, { phone, purpose: 'second-factor', deliver: true }).catch(
      (e: unknown) => {
        if (e instanceof RespError && e.respCode === RespCode.SMS_CODE_INTERVAL) return undefined;
        throw e;
      },
    );
  });
  return {
    secondFactor: {
      challenge,
      phone: maskPhone(phone),
      expireSeconds: SMS_CODE_TTL_SECONDS,
      resendSeconds: sent?.resendSeconds ?? 0,
    },
  };
}

/** The second step: the code sent for the challenge opens the session, once. */
export async function completeSecondFactor(
  services: Services,
  input: { challenge: string; smsCode: string },
): Promise<z.input<typeof zLoginResult>> {
  const { db, sessions } = services;
  const [row] = await db.query<{ userId: number; subjectId: number; phone: string }>(
    `SELECT user_id AS "userId", subject_id AS "subjectId", phone FROM login_challenges
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [sha256(input.challenge)],
  );
  if (!row) throw BAD_CHALLENGE();
  await verifyCode(db, row.phone, 'second-factor', input.smsCode);
  return db.tx(async (q) => {
    const used = await q.query(
      'UPDATE login_challenges SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING 1',
      [sha256(input.challenge)],
    );
    if (used.length === 0) throw BAD_CHALLENGE();
    return signIn(q, sessions, row.userId, row.subjectId);
  });
}
