import { passwordCompositionProblem } from '@fengshou/core';
import type { Queryable } from '../db/client';
import { isCommonPassword, PUBLISHED_DEMO_PASSWORDS } from './refused-passwords';
import type { SecurityPolicy } from './security-policy';
import { verifyPassword } from './tokens';

/** Most earlier hashes kept per user: the policy's history never asks for more. */
const HISTORY_KEPT = 24;

export interface NewPassword {
  password: string;
  loginName: string;
  /** The account whose password changes: its current and earlier passwords may not come back. */
  userId?: number;
  /** The current password as typed (editMyPassword): a quick answer before the history's hashes. */
  oldPassword?: string;
}

/**
 * Why the policy refuses a new password, or null: the composition rule, the refused list (published demo
 * passwords, the security administrator's own, common passwords) and the last N passwords of the account.
 */
export async function newPasswordProblem(
  q: Queryable,
  policy: SecurityPolicy,
  input: NewPassword,
): Promise<string | null> {
  const composition = passwordCompositionProblem(input.password, input.loginName, input.oldPassword);
  if (composition) return composition;
  const lower = input.password.toLowerCase();
  const refused = [...PUBLISHED_DEMO_PASSWORDS, ...policy.refusedPasswords];
  if (refused.some((p) => p.toLowerCase() === lower))
    return '该密码在禁用密码清单中（公开的演示密码或本单位禁用的密码）';
  if (await isCommonPassword(input.password))
    return '该密码过于常见（常用单词、键盘序列或简单数字组合），请换一个';
  if (input.userId !== undefined) {
    const hashes = await q.query<{ hash: string }>(
      `(SELECT password_hash AS hash FROM government_users WHERE id = $1)
       UNION ALL
       (SELECT password_hash FROM password_history WHERE user_id = $1 ORDER BY changed_at DESC, id DESC LIMIT $2)`,
      [input.userId, policy.passwordHistoryCount - 1],
    );
    for (const { hash } of hashes) {
      if (await verifyPassword(input.password, hash)) {
        return `新密码不能与最近${policy.passwordHistoryCount}次使用过的密码相同`;
      }
    }
  }
  return null;
}

/**
 * Sets a user's password hash, keeping the one it replaces in the history and restarting the expiry clock.
 * `mustChange` marks a password someone else chose (a reset): its user changes it at the next sign-in.
 */
export async function setPasswordHash(
  q: Queryable,
  userId: number,
  hash: string,
  { mustChange, by }: { mustChange: boolean; by: string },
): Promise<void> {
  await q.query(
    `INSERT INTO password_history (user_id, password_hash)
     SELECT id, password_hash FROM government_users WHERE id = $1`,
    [userId],
  );
  await q.query(
    `UPDATE government_users
        SET password_hash = $2, password_changed_at = now(), edit_password_flag = $3, update_by = $4, update_time = now()
      WHERE id = $1`,
    [userId, hash, mustChange ? 1 : 0, by],
  );
  await q.query(
    `DELETE FROM password_history WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM password_history WHERE user_id = $1 ORDER BY changed_at DESC, id DESC LIMIT $2)`,
    [userId, HISTORY_KEPT],
  );
}
