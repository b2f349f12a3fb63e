import { badParams, RespCode, RespError } from '@fengshou/core';
import {
  changeSubject,
  getMenuLinks,
  subjectForLogin,
  subjectLogo,
  switchUser,
} from '@fengshou/core/contract';
import { AreaScope } from '../../auth/scope';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';
import { assertOneFactorAllowed } from './second-factor';
import {
  findAccount,
  findSubjectLogo,
  listMenuLinks,
  listSubjectBriefs,
  ownSubjectAreaId,
} from './subject-repo';
import { signIn, userInfo } from './user-info';

/** Subjects a user may work as: those whose area lies within the area of the user's own subject. */
async function switchableSubjects(q: Queryable, session: Session) {
  const own = await ownSubjectAreaId(q, session.userId);
  if (own === undefined) throw new RespError(RespCode.LOGIN_EXPIRED);
  // Scope from the user's own subject, not the current one: switching down and back up must stay possible.
  const scope = new AreaScope(own, 0);
  const all = await listSubjectBriefs(q);
  return all
    .filter((s) => scope.contains(s.areaId))
    .map((s) => ({ ...s, current: s.id === session.subjectId }));
}

/** Subject branding, external links, subject switching and account switching. */
export const subjectRoutes: Route[] = [
  route(subjectLogo, async ({ body, services }) => {
    const logo = await findSubjectLogo(services.db, body.subjectId);
    if (!logo) throw badParams(['subjectId'], '政府主体不存在');
    return logo;
  }),

  route(getMenuLinks, async (ctx) => listMenuLinks(ctx.services.db, ctx.body.subjectId)),

  route(subjectForLogin, async (ctx) => switchableSubjects(ctx.services.db, callerOf(ctx))),

  route(changeSubject, async (ctx) => {
    const session = callerOf(ctx);
    const { db, sessions } = ctx.services;
    const allowed = await switchableSubjects(db, session);
    if (!allowed.some((s) => s.id === ctx.body.subjectId)) {
      throw new RespError(RespCode.NO_ACCESS, '无权切换到该政府主体');
    }
    await sessions.setSubject(db, session, ctx.body.subjectId);
    return userInfo(db, session.userId, ctx.body.subjectId);
  }),

  route(switchUser, async (ctx) => {
    const session = callerOf(ctx);
    const { db, sessions } = ctx.services;
    if (ctx.body.userId === session.userId) throw badParams(['userId'], '已是当前账号');
    const [me, target] = await Promise.all([
      findAccount(db, session.userId),
      findAccount(db, ctx.body.userId),
    ]);
    if (!me?.phone) throw new RespError(RespCode.NO_ACCESS, '当前账号未绑定手机号，无法切换账号');
    // Unknown, disabled and foreign accounts answer alike.
    if (!target?.active || target.phone !== me.phone) {
      throw new RespError(RespCode.NO_ACCESS, '无权切换到该账号');
    }
    await assertOneFactorAllowed(ctx.services, db, target.id);
    return db.tx(async (q) => {
      const signedIn = await signIn(q, sessions, target.id, target.subjectId);
      await sessions.revoke(q, session.id, 'switched');
      return signedIn;
    });
  }),
];
