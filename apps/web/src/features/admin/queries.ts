import {
  type BodyOf,
  createUser,
  listRoles,
  listUsers,
  type ResultOf,
  resetUserPassword,
  saveRolePermissions,
  updateUser,
} from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';

/** A role of the subject. */
export type Role = ResultOf<typeof listRoles>[number];

/** A user as the user list answers it (the phone masked unless the caller holds pii:view). */
export type AdminUser = ResultOf<typeof listUsers>['list'][number];

/** Query keys of the administration pages (a save invalidates the lists under `all`). */
export const adminKeys = {
  all: ['admin'] as const,
  roles: ['admin', 'roles'] as const,
  rolePermissions: (roleId: number) => ['admin', 'role-permissions', roleId] as const,
  users: ['admin', 'users'] as const,
};

/** The roles of the signed-in user's subject (listRoles needs user:manage). */
export function useRoles() {
  return useQuery({
    queryKey: adminKeys.roles,
    queryFn: ({ signal }) => callApi(listRoles, {}, { signal }),
    staleTime: 60_000,
  });
}

/** One page of the users of one subject. */
export function fetchUsers(body: BodyOf<typeof listUsers>, signal: AbortSignal) {
  return callApi(listUsers, body, { signal });
}

// The admin screens show their own error (an alert naming the fields or the refused permission), so the
// client's catalogue toast is left out for these calls; session effects (400/402) still happen.
const QUIET = { notify: false } as const;

/** Replaces a role's permission codes. */
export function saveRoleCodes(governmentRoleId: number, buttonCodes: string[]) {
  return callApi(saveRolePermissions, { governmentRoleId, buttonCodes }, QUIET);
}

/** Creates a user in the caller's subject; the answer carries the initial password, shown once. */
export function createAccount(body: BodyOf<typeof createUser>) {
  return callApi(createUser, body, QUIET);
}

/** Changes a user's profile or role (fields left out keep their value). */
export function updateAccount(body: BodyOf<typeof updateUser>) {
  return callApi(updateUser, body, QUIET);
}

/** Enables (1) or disables (0) an account; the required profile fields are sent unchanged. */
export function setAccountStatus(
  user: { id: number; nickname: string; governmentRoleId: number },
  accountStatus: 0 | 1,
) {
  return updateAccount({
    id: user.id,
    nickname: user.nickname,
    governmentRoleId: user.governmentRoleId,
    accountStatus,
  });
}

/** Gives a user a new initial password (shown once; the user must change it at the next sign-in). */
export function resetPassword(id: number) {
  return callApi(resetUserPassword, { id }, QUIET);
}
