import { badParams, RespCode, RespError } from '@fengshou/core';
import {
  editMyPassword,
  getUserById,
  getUserByToken,
  getUserInfo,
  login,
  logout,
  verifySecondFactor,
} from '@fengshou/core/contract';
import { newPasswordProblem, setPasswordHash } from '../../auth/new-password';
import { hashPassword, verifyPassword } from '../../auth/tokens';
import { callerOf, type Route, route } from '../../http/route';
import { claimAttempt, clearAttempts } from './lockout';
import { passwordLogin } from './password-login';
import { completeSecondFactor } from './second-factor';
import { findGovUser, sessionTimesVO, toGovUserVO, userInfo } from './user-info';

/** Sign-in, sign-out, who-am-I and the own password. */
export const sessionRoutes: Route[] = [
  route(login, ({ body, services }) => passwordLogin(services, body)),

  route(verifySecondFactor, ({ body, services }) => completeSecondFactor(services, body)),

  route(logout, async (ctx) => {
    const session = callerOf(ctx);
    // A wall screen leaving its page must not void its long-lived token; displayToken/revoke does that.
    if (session.kind === 'user') await ctx.services.sessions.revoke(ctx.services.db, session.id, 'logout');
    return { ok: true as const };
  }),

  route(getUserInfo, async (ctx) => {
    const session = callerOf(ctx);
    const info = await userInfo(ctx.services.db, session.userId, session.subjectId);
    return { ...info, session: sessionTimesVO(ctx.services.sessions.times(session)) };
  }),

  route(getUserByToken, async ({ body, services }) => {
    // The same answers as the guard: 400 unknown/expired/logged out, 402 replaced or disabled.
    const session = await services.sessions.resolve(body.accessToken);
    return userInfo(services.db, session.userId, session.subjectId);
  }),

  route(getUserById, async (ctx) => {
    const session = callerOf(ctx);
    const user = await findGovUser(ctx.services.db, ctx.body.id);
    // Unknown ids answer like foreign ones, so ids outside the scope cannot be probed.
    if (!user || !session.scope.contains(user.subjectAreaId)) {
      throw new RespError(RespCode.NO_ACCESS, '无权查看该用户');
    }
    return toGovUserVO(user);
  }),

  route(editMyPassword, async (ctx) => {
    const session = callerOf(ctx);
    const { db, sessions, config } = ctx.services;
    const { oldPassword, newPassword } = ctx.body;
    const [user] = await db.query<{ loginName: string; passwordHash: string }>(
      'SELECT login_name AS "loginName", password_hash AS "passwordHash" FROM government_users WHERE id = $1',
      [session.userId],
    );
    if (!user) throw new RespError(RespCode.LOGIN_EXPIRED);
    // Guesses of the old password count like sign-in failures: a stolen session must not brute-force it.
    const attempt = await claimAttempt(db, user.loginName, config.login);
    if (!attempt.allowed) {
      throw badParams(['oldPassword'], `原密码错误次数过多，请${attempt.minutesLeft}分钟后再试`);
    }
    if (!(await verifyPassword(oldPassword, user.passwordHash))) {
      throw badParams(['oldPassword'], '原密码不正确');
    }
    await clearAttempts(db, user.loginName);
    const violation = await newPasswordProblem(db, await ctx.services.policy.get(), {
      password: newPassword,
      loginName: user.loginName,
      userId: session.userId,
      oldPassword,
    });
    if (violation) throw badParams(['newPassword'], violation);
    const hash = await hashPassword(newPassword);
    await db.tx(async (q) => {
      await setPasswordHash(q, session.userId, hash, { mustChange: false, by: user.loginName });
      // Other sign-ins of this user end (400); display tokens are managed on their own page.
      await sessions.revokeUser(q, session.userId, 'password', session.id, 'user');
    });
    sessions.forgetUser(session.userId);
    return { ok: true as const };
  }),
];
