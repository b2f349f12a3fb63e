import { badParams, RespCode, RespError } from '@fengshou/core';
import {
  dutyConflict,
  isPermissionCode,
  listRolePermissions,
  listRoles,
  saveRolePermissions,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';
import { canReachSubject, noAccess } from './access';
import { findRole, listRolesOfSubject, permissionsOfRole, replacePermissions, unknownCodes } from './roles';

/** A role the caller may read or administer: one of a subject in reach, for user or role managers (else 401). */
async function manageableRole(q: Queryable, caller: Session, roleId: number) {
  const role = await findRole(q, roleId);
  if (!role) throw badParams(['governmentRoleId'], '角色不存在');
  const manager = caller.permissions.has('user:manage') || caller.permissions.has('role:manage');
  if (!manager || !canReachSubject(caller, { id: role.subjectId, areaId: role.areaId })) throw noAccess();
  return role;
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
  // The security administrator's job (三员分立): a role holds one duty at most, and nobody changes his own role.
  route(saveRolePermissions, async (ctx) => {
    const caller = callerOf(ctx);
    const { db, sessions } = ctx.services;
    const codes = [...new Set(ctx.body.buttonCodes)];
    await db.tx(async (q) => {
      const role = await manageableRole(q, caller, ctx.body.governmentRoleId);
      if (role.id === caller.roleId)
        throw new RespError(RespCode.NO_PERMISSION, '不能修改本人所属角色的权限');
      const unknown = await unknownCodes(q, codes);
      if (unknown.length) throw badParams(['buttonCodes'], `未知的权限：${unknown.join('、')}`);
      const conflict = dutyConflict(codes);
      if (conflict) throw badParams(['buttonCodes'], conflict);
      await replacePermissions(q, role.id, codes);
    });
    // Cached sessions carry their permissions: every holder of the role must see the change at once.
    sessions.forgetAll();
    return { ok: true as const };
  }),
];
