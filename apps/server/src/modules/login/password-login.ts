import { badParams, RespCode, RespError } from '@fengshou/core';
import type { zPasswordLoginResult } from '@fengshou/core/contract';
import type { z } from 'zod';
import { AuditedRefusal } from '../../audit/calls';
import { consumeCaptcha } from '../../auth/captcha';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../auth/tokens';
import type { Services } from '../../services';
import { claimAttempt, clearAttempts } from './lockout';
import { needsSecondFactor, startSecondFactor } from './second-factor';
import { signIn } from './user-info';

export interface PasswordLoginInput {
  loginName: string;
  password: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

interface Account {
  id: number;
  passwordHash: string;
  active: boolean;
  subjectId: number;
}

const WRONG = () => new RespError(RespCode.ACCOUNT_NOT_FOUND, '账号或密码错误');
const LOCKED = (minutes: number) =>
  new AuditedRefusal(RespCode.ACCOUNT_NOT_FOUND, `登录失败次数过多，请${minutes}分钟后再试`, 'login.locked');

/** Signs in with login name, password and (unless switched off) an image captcha. */
export async function passwordLogin(
  services: Services,
  input: PasswordLoginInput,
): Promise<z.input<typeof zPasswordLoginResult>> {
  const { config, db, sessions } = services;
  if (config.captcha) {
    const missing = (['captchaId', 'captcha'] as const).filter((k) => !input[k]);
    if (missing.length) throw badParams(missing, '请输入图片验证码');
    await consumeCaptcha(db, input.captchaId!, input.captcha!);
  }
  const attempt = await claimAttempt(db, input.loginName, config.login);
  if (!attempt.allowed) throw LOCKED(attempt.minutesLeft);

  const [account] = await db.query<Account>(
    `SELECT id, password_hash AS "passwordHash", (account_status = 1 AND del_flag = 0) AS active,
            government_subject_id AS "subjectId"
       FROM government_users WHERE login_name = $1`,
    [input.loginName],
  );
  // Unknown names cost a full hash too, so timing does not tell which names exist.
  const ok = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!account || !ok) throw attempt.locksIfWrong ? LOCKED(attempt.lockMinutes) : WRONG();

  await clearAttempts(db, input.loginName);
  // Only someone holding the password learns that the account is disabled.
  if (!account.active) throw new RespError(RespCode.ACCOUNT_NOT_FOUND, '账号已停用');
  if (await needsSecondFactor(services, db, account.id)) return startSecondFactor(services, account);
  return db.tx((q) => signIn(q, sessions, account.id, account.subjectId));
}
