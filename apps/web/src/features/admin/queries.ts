import {
  type BodyOf,
  listRoles,
  type listUsers,
  type ResultOf,
  resetUserPassword,
  updateUser,
} from '@fengshou/core/contract';
import { callApi, useApiQuery } from '../../api';

/** A role of the subject. */
export type Role = ResultOf<typeof listRoles>[number];

/** A user as the user list answers it (the phone masked unless the caller holds pii:view). */
export type AdminUser = ResultOf<typeof listUsers>['list'][number];

/** The roles of a subject in the caller's area, by default its own (listRoles needs user:manage). */
export function useRoles(subjectId?: number) {
  return useApiQuery(listRoles, subjectId === undefined ? {} : { governmentSubjectId: subjectId }, {
    staleTime: 60_000,
  });
}

// The admin screens show their own error (an alert naming the fields or the refused permission), so the
// client's catalogue toast is left out for these calls; session effects (400/402) still happen.
const QUIET = { notify: false } as const;

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
