import type { BodyOf, createUser, updateUser } from '@fengshou/core/contract';
import { MANAGE_CODE } from './permission-groups';

/** The fields of the user form (create and edit). */
export interface UserFormValues {
  loginName: string;
  nickname: string;
  governmentRoleId: number;
  phone?: string;
  workUnit?: string;
  postName?: string;
}

/** The Chinese labels of the user fields, for the 300 answers that name them. */
export const USER_FIELD_LABELS: Readonly<Record<string, string>> = {
  loginName: '账号',
  nickname: '姓名',
  governmentRoleId: '角色',
  phone: '手机号',
  workUnit: '工作单位',
  postName: '职务',
  accountStatus: '状态',
  id: '用户',
};

// Optional text the form leaves empty is "none" (null), not an empty string the server would store.
const orNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** The createUser body of a filled-in form, in `subjectId` (a subject below) or else the caller's own. */
export function createBodyOf(v: UserFormValues, subjectId?: number): BodyOf<typeof createUser> {
  return {
    ...(subjectId === undefined ? {} : { governmentSubjectId: subjectId }),
    loginName: v.loginName.trim(),
    nickname: v.nickname.trim(),
    governmentRoleId: v.governmentRoleId,
    phone: orNull(v.phone),
    workUnit: orNull(v.workUnit),
    postName: orNull(v.postName),
  };
}

/**
 * The updateUser body of an edited form. The phone goes only when the administrator changed it: without
 * pii:view the list shows it masked (138****0000), and sending that back would fail or overwrite the number.
 */
export function updateBodyOf(
  user: { id: number; phone: string | null },
  v: Omit<UserFormValues, 'loginName'>,
): BodyOf<typeof updateUser> {
  const phone = orNull(v.phone);
  return {
    id: user.id,
    nickname: v.nickname.trim(),
    governmentRoleId: v.governmentRoleId,
    workUnit: orNull(v.workUnit),
    postName: orNull(v.postName),
    ...(phone !== user.phone ? { phone } : {}),
  };
}

/** A phone as the list shows it when the caller may not see it whole (138****0000). */
export function isMaskedPhone(phone: string | null | undefined): boolean {
  return typeof phone === 'string' && phone.includes('*');
}

/**
 * Why the administrator may not give their own account the chosen role, or null: a role without 用户与角色
 * 管理 would lock them out of this screen (the server refuses it too). `nextCodes` is undefined while the
 * role's permissions load.
 */
export function selfRoleProblem(
  self: boolean,
  currentRoleId: number,
  nextRoleId: number | undefined,
  nextCodes: ReadonlySet<string> | undefined,
): string | null {
  if (!self || nextRoleId === undefined || nextRoleId === currentRoleId || !nextCodes) return null;
  return nextCodes.has(MANAGE_CODE)
    ? null
    : '所选角色没有“用户与角色管理”权限：改为该角色后您将无法再管理用户与角色，不能对本人账号这样修改。';
}

/** Why an account's status cannot be toggled here, or null (one cannot disable oneself). */
export function statusLock(user: { id: number; accountStatus: number }, callerId: number | undefined) {
  return user.id === callerId && user.accountStatus === 1 ? '不能停用本人账号' : null;
}

/**
 * Why an account's password cannot be reset here, or null. Resetting one's own would end one's session
 * (the server revokes the user's tokens) before the new password could be read: 修改密码 is the way.
 */
export function resetLock(user: { id: number }, callerId: number | undefined) {
  return user.id === callerId ? '本人密码请在用户菜单“修改密码”中修改' : null;
}
