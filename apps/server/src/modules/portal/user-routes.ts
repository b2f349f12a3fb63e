import { badParams, RespCode, RespError } from '@fengshou/core';
import {
  assignUserRole,
  createUser,
  isOversightRole,
  isPermissionCode,
  listUsers,
  resetUserPassword,
  updateUser,
} from '@fengshou/core/contract';
import { generateInitialPassword } from '../../auth/initial-password';
import { setPasswordHash } from '../../auth/new-password';
import type { Session } from '../../auth/sessions';
import { hashPassword } from '../../auth/tokens';
import type { Queryable } from '../../db/client';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { recordPiiView } from '../../query/pii';
import { containsPattern, pageWindow } from './access';
import { findRole, grantedCodes } from './roles';
import * as users from './users';

const PII = 'pii:view';
const UNIQUE_VIOLATION = '23505';

/** A live user (its subject's area declared in scope): unknown → 300. */
async function liveUser(q: Queryable, id: number) {
  const user = await users.findUser(q, id);
  if (!user) throw badParams(['id'], '用户不存在');
  return user;
}

/** Refuses granting what the caller does not hold: otherwise user:manage would lead to every permission. */
export function assertGrantable(caller: Session, codes: readonly string[]): void {
  const beyond = codes.filter((c) => !isPermissionCode(c) || !caller.permissions.has(c));
  if (beyond.length)
    throw new RespError(RespCode.NO_PERMISSION, `不能授予本人未拥有的权限：${beyond.join('、')}`);
}

/** The role when it belongs to `subjectId` (else 300), with its codes. */
async function roleOfSubject(q: Queryable, roleId: number, subjectId: number) {
  const role = await findRole(q, roleId);
  if (!role || role.subjectId !== subjectId) throw badParams(['governmentRoleId'], '角色不属于该主体');
  return { ...role, codes: await grantedCodes(q, role.id) };
}

const OVERSIGHT_REFUSED = () =>
  new RespError(RespCode.NO_PERMISSION, '三员分立：安全管理员与审计员的角色和账号由安全管理员管理');

/**
 * A role a user manager may give: of the subject, granting nothing he lacks, and not a security
 * administrator's or an auditor's (those are the security administrator's to assign).
 */
async function assignableRole(q: Queryable, caller: Session, roleId: number, subjectId: number) {
  const role = await roleOfSubject(q, roleId, subjectId);
  if (isOversightRole(role.codes)) throw OVERSIGHT_REFUSED();
  assertGrantable(caller, role.codes);
  return role;
}

/** Refuses a user manager's change to an account holding a security or audit role. */
async function assertNotOversight(q: Queryable, caller: Session, roleId: number): Promise<void> {
  if (caller.permissions.has('role:manage')) return;
  if (isOversightRole(await grantedCodes(q, roleId))) throw OVERSIGHT_REFUSED();
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
      const shown = page.list.filter((u) => u.phone !== null).map((u) => `government_user:${u.id}`);
      await recordPiiView(ctx, listUsers.path, shown);
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
      await assertNotOversight(q, caller, user.governmentRoleId);
      if (body.governmentRoleId !== user.governmentRoleId) {
        if (self) throw new RespError(RespCode.NO_PERMISSION, '不能修改本人的角色');
        await assignableRole(q, caller, body.governmentRoleId, user.governmentSubjectId);
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
      if (user.id === caller.userId) throw badParams(['id'], '本人请在个人中心修改密码');
      // A user manager resets accounts of his duty; a security administrator those of the oversight roles.
      if (!caller.permissions.has('user:manage')) {
        if (!isOversightRole(await grantedCodes(q, user.governmentRoleId))) throw OVERSIGHT_REFUSED();
      } else await assertNotOversight(q, caller, user.governmentRoleId);
      await setPasswordHash(q, user.id, hash, { mustChange: true, by: caller.loginName });
      await users.clearLoginFailures(q, user.loginName);
      await sessions.revokeUser(q, user.id, 'password');
    });
    sessions.forgetUser(ctx.body.id);
    return { initialPassword };
  }),

  // The security administrator gives any role of the user's subject, his own account excepted.
  route(assignUserRole, async (ctx) => {
    const caller = callerOf(ctx);
    const { db, sessions } = ctx.services;
    const updated = await db.tx(async (q) => {
      const user = await liveUser(q, ctx.body.id);
      if (user.id === caller.userId) throw new RespError(RespCode.NO_PERMISSION, '不能修改本人的角色');
      await roleOfSubject(q, ctx.body.governmentRoleId, user.governmentSubjectId);
      await q.query(
        'UPDATE government_users SET government_role_id = $1, update_by = $2, update_time = now() WHERE id = $3',
        [ctx.body.governmentRoleId, caller.loginName, user.id],
      );
      return (await users.findUser(q, user.id))!;
    });
    sessions.forgetUser(updated.id);
    return users.presentUser(updated, caller.permissions.has(PII));
  }),
];
