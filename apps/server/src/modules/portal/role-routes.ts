import { badParams, RespCode, RespError } from '@fengshou/core';
import {
  isPermissionCode,
  listRolePermissions,
  listRoles,
  saveRolePermissions,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';
import { canReachSubject, noAccess } from './access';
import {
  findRole,
  grantedCodes,
  listRolesOfSubject,
  permissionsOfRole,
  replacePermissions,
  unknownCodes,
} from './roles';

const MANAGE = 'user:manage';

/** A role the caller may administer: one of a subject in reach, for user:manage holders (else 401). */
async function manageableRole(q: Queryable, caller: Session, roleId: number) {
  const role = await findRole(q, roleId);
  if (!role) throw badParams(['governmentRoleId'], '角色不存在');
  if (
    !caller.permissions.has(MANAGE) ||
    !canReachSubject(caller, { id: role.subjectId, areaId: role.areaId })
  ) {
    throw noAccess();
  }
  return role;
}

/** Refuses granting what the caller does not hold: otherwise user:manage would lead to every permission. */
export function assertGrantable(caller: Session, codes: readonly string[]): void {
  const beyond = codes.filter((c) => !isPermissionCode(c) || !caller.permissions.has(c));
  if (beyond.length)
    throw new RespError(RespCode.NO_PERMISSION, `不能授予本人未拥有的权限：${beyond.join('、')}`);
}

/** Handlers of roles and their permission buttons. */
export const roleRoutes: Route[] = [
  route(listRolePermissions, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    // Everyone reads their own role (the browser's guarded clicks); other roles are for administrators.
    if (ctx.body.governmentRoleId !== caller.roleId)
      await manageableRole(db, caller, ctx.body.governmentRoleId);
    const list = await permissionsOfRole(db, ctx.body.governmentRoleId);
    if (caller.kind !== 'display') return list;
    // A wall screen holds only the viewer's share of its issuer's role: show the buttons it can really use.
    return list.map((p) => ({
      ...p,
      isChecked: isPermissionCode(p.buttonCode) && caller.permissions.has(p.buttonCode) ? 1 : 0,
    }));
  }),
  // Another subject's roles (declared in scope: one in the caller's area) for creating its users.
  route(listRoles, async (ctx) =>
    listRolesOfSubject(ctx.services.db, ctx.body.governmentSubjectId ?? callerOf(ctx).subjectId),
  ),
  route(saveRolePermissions, async (ctx) => {
    const caller = callerOf(ctx);
    const { db, sessions } = ctx.services;
    const codes = [...new Set(ctx.body.buttonCodes)];
    await db.tx(async (q) => {
      const role = await manageableRole(q, caller, ctx.body.governmentRoleId);
      const unknown = await unknownCodes(q, codes);
      if (unknown.length) throw badParams(['buttonCodes'], `未知的权限：${unknown.join('、')}`);
      if (role.id === caller.roleId && !codes.includes(MANAGE)) {
        throw badParams(['buttonCodes'], '不能移除本人角色的用户与角色管理权限');
      }
      const held = new Set(await grantedCodes(q, role.id));
      assertGrantable(
        caller,
        codes.filter((c) => !held.has(c)),
      );
      await replacePermissions(q, role.id, codes);
    });
    // Cached sessions carry their permissions: every holder of the role must see the change at once.
    sessions.forgetAll();
    return { ok: true as const };
  }),
];
