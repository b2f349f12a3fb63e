import { badParams, formatChinaDateTime, RespCode, RespError } from '@fengshou/core';
import { getSecurityPolicy, saveSecurityPolicy, type zSecurityPolicy } from '@fengshou/core/contract';
import type { z } from 'zod';
import { builtInRefusedCount } from '../../auth/refused-passwords';
import type { SecurityPolicy } from '../../auth/security-policy';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';

/** The policy is the installation's: only a security administrator of a top-level unit sets it. */
async function isTopLevel(q: Queryable, session: Session): Promise<boolean> {
  const [row] = await q.query<{ top: boolean }>(
    'SELECT parent_subject_id IS NULL AS top FROM government_subjects WHERE id = $1',
    [session.subjectId],
  );
  return row?.top ?? false;
}

async function present(policy: SecurityPolicy, editable: boolean): Promise<z.input<typeof zSecurityPolicy>> {
  const { updateTime, ...rest } = policy;
  return {
    ...rest,
    builtInRefusedCount: await builtInRefusedCount(),
    editable,
    updateTime: updateTime ? formatChinaDateTime(updateTime) : null,
  };
}

/** The password and session policy, read and set by security administrators. */
export const securityPolicyRoutes: Route[] = [
  route(getSecurityPolicy, async (ctx) => {
    const session = callerOf(ctx);
    return present(await ctx.services.policy.get(), await isTopLevel(ctx.services.db, session));
  }),

  route(saveSecurityPolicy, async (ctx) => {
    const session = callerOf(ctx);
    const { db, policy, sessions } = ctx.services;
    if (!(await isTopLevel(db, session))) {
      throw new RespError(RespCode.NO_ACCESS, '安全策略由顶级单位的安全管理员统一设置');
    }
    const refusedPasswords = [...new Set(ctx.body.refusedPasswords)];
    // Switching the second factor on must not lock out the administrator doing it.
    if (ctx.body.secondFactor === 'admins') {
      const [me] = await db.query<{ phone: string | null }>(
        'SELECT phone FROM government_users WHERE id = $1',
        [session.userId],
      );
      if (!me?.phone) throw badParams(['secondFactor'], '开启管理员短信验证前，请先为本账号绑定手机号');
    }
    const saved = await policy.save(db, { ...ctx.body, refusedPasswords, updateBy: session.loginName });
    // Cached sessions are checked against the new time-outs from their next request.
    sessions.forgetAll();
    return present(saved, true);
  }),
];
