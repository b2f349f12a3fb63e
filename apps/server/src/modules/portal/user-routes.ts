import { badParams } from '@fengshou/core';
import { createUser, listUsers, resetUserPassword, updateUser } from '@fengshou/core/contract';
import { generateInitialPassword } from '../../auth/initial-password';
import type { Session } from '../../auth/sessions';
import { hashPassword } from '../../auth/tokens';
import type { Queryable } from '../../db/client';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { containsPattern, pageWindow } from './access';
import { assertGrantable } from './role-routes';
import { findRole, grantedCodes } from './roles';
import * as users from './users';

const PII = 'pii:view';
const MANAGE = 'user:manage';
const UNIQUE_VIOLATION = '23505';

/** A live user (its subject's area declared in scope): unknown → 300. */
async function liveUser(q: Queryable, id: number) {
  const user = await users.findUser(q, id);
  if (!user) throw badParams(['id'], '用户不存在');
  return user;
}

/** The role when it belongs to `subjectId` (else 300) and grants nothing the caller lacks. */
async function assignableRole(q: Queryable, caller: Session, roleId: number, subjectId: number) {
  const role = await findRole(q, roleId);
  if (!role || role.subjectId !== subjectId) throw badParams(['governmentRoleId'], '角色不属于该主体');
  const codes = await grantedCodes(q, role.id);
  assertGrantable(caller, codes);
  return { ...role, codes };
}

/** Handlers of user administration (user:manage). */
export const userRoutes: Route[] = [
  route(listUsers, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    const body = ctx.body;
    const fullPhone = caller.permissions.has(PII);
    const page = await users.listUsersPage(
      db,
      {
        range: areaOf(ctx).range,
        subjectId: body.subjectId ?? null,
        pattern: body.keyword ? containsPattern(body.keyword) : null,
        searchPhone: fullPhone,
      },
      pageWindow(body),
    );
    if (fullPhone) {
      const shown = page.list.filter((u) => u.phone !== null).map((u) => u.id);
      await db.tx((q) => users.logPiiAccess(q, caller.userId, listUsers.path, shown));
    }
    return {
      list: page.list.map((u) => users.presentUser(u, fullPhone)),
      total: page.total,
      pageNo: body.pageNo,
      pageSize: body.pageSize,
    };
  }),

  route(createUser, async (ctx) => {
    const caller = callerOf(ctx);
    const body = ctx.body;
    const initialPassword = generateInitialPassword();
    const passwordHash = await hashPassword(initialPassword);
    const user = await ctx.services.db
      .tx(async (q) => {
        const subjectId = body.governmentSubjectId ?? caller.subjectId;
        await assignableRole(q, caller, body.governmentRoleId, subjectId);
        if (await users.loginNameTaken(q, body.loginName)) throw badParams(['loginName'], '账号已存在');
        const id = await users.insertUser(q, {
          loginName: body.loginName,
          nickname: body.nickname,
          phone: body.phone ?? null,
          workUnit: body.workUnit ?? null,
          postName: body.postName ?? null,
          roleId: body.governmentRoleId,
          subjectId,
          passwordHash,
          createdBy: caller.loginName,
        });
        return (await users.findUser(q, id))!;
      })
      .catch((error: unknown) => {
        // Two administrators creating the same name at once: the unique index decides, the answer is the same.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION)
          throw badParams(['loginName'], '账号已存在');
        throw error;
      });
    return { user: users.presentUser(user, caller.permissions.has(PII)), initialPassword };
  }),

  route(updateUser, async (ctx) => {
    const caller = callerOf(ctx);
    const { db, sessions } = ctx.services;
    const body = ctx.body;
    const updated = await db.tx(async (q) => {
      const user = await liveUser(q, body.id);
      const self = user.id === caller.userId;
      if (self && body.accountStatus === 0) throw badParams(['accountStatus'], '不能停用本人账号');
      if (body.governmentRoleId !== user.governmentRoleId) {
        const role = await assignableRole(q, caller, body.governmentRoleId, user.governmentSubjectId);
        if (self && !role.codes.includes(MANAGE)) {
          throw badParams(['governmentRoleId'], '不能把本人改为没有用户管理权限的角色');
        }
      }
      await users.updateUserRow(
        q,
        user.id,
        {
          nickname: body.nickname,
          phone: body.phone,
          workUnit: body.workUnit,
          postName: body.postName,
          roleId: body.governmentRoleId,
          accountStatus: body.accountStatus,
        },
        caller.loginName,
      );
      // A disabled account leaves at once: its tokens answer 402 (silent logout) from the next call.
      if (body.accountStatus === 0 && user.accountStatus !== 0)
        await sessions.revokeUser(q, user.id, 'disabled');
      return (await users.findUser(q, user.id))!;
    });
    // Role and status live in cached sessions; drop them once the change is committed.
    sessions.forgetUser(updated.id);
    return users.presentUser(updated, caller.permissions.has(PII));
  }),

  route(resetUserPassword, async (ctx) => {
    const caller = callerOf(ctx);
    const { db, sessions } = ctx.services;
    const initialPassword = generateInitialPassword();
    const hash = await hashPassword(initialPassword);
    await db.tx(async (q) => {
      const user = await liveUser(q, ctx.body.id);
      await users.setInitialPassword(q, user.id, hash, caller.loginName);
      await users.clearLoginFailures(q, user.loginName);
      await sessions.revokeUser(q, user.id, 'password');
    });
    sessions.forgetUser(ctx.body.id);
    return { initialPassword };
  }),
];
