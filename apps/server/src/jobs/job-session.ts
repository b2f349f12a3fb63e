import { RespCode, RespError } from '@fengshou/core';
import { isPermissionCode } from '@fengshou/core/contract';
import { AreaScope } from '../auth/scope';
import type { Session } from '../auth/sessions';
import { disabledOver, UNIT_DISABLED_MESSAGE } from '../auth/unit-status';
import type { Queryable } from '../db/client';

interface OwnerRow {
  login_name: string;
  nickname: string;
  role_id: number;
  account_status: number;
  del_flag: number;
  area_id: number;
  subject_level: number;
  password_changed_at: Date;
  permissions: string[] | null;
  unit_disabled: boolean;
}

/** Who a job runs as: the session and the name its watermark prints. */
export interface JobOwner {
  session: Session;
  userName: string;
}

/**
 * The session a job runs as: its owner's permissions and the area scope of the job's subject, read now as a
 * sign-in reads them (the owner may have no live sign-in, and no session row is stored). A disabled account
 * or unit refuses, so a job of someone who was switched off since fails with the reason.
 */
export async function jobOwner(q: Queryable, userId: number, subjectId: number): Promise<JobOwner> {
  const [row] = await q.query<OwnerRow>(
    `SELECT u.login_name, u.nickname, u.government_role_id AS role_id, u.account_status, u.del_flag,
            gs.area_id::float8 AS area_id, gs.subject_level, u.password_changed_at,
            (SELECT array_agg(rp.button_code) FROM role_permissions rp WHERE rp.role_id = u.government_role_id) AS permissions,
            ${disabledOver('own.area_id')} AS unit_disabled
       FROM government_users u
       JOIN government_subjects gs ON gs.id = $2
       JOIN government_subjects own ON own.id = u.government_subject_id
      WHERE u.id = $1`,
    [userId, subjectId],
  );
  if (row?.del_flag !== 0) throw new RespError(RespCode.SILENT_LOGOUT, '生成人账号已删除');
  if (row.account_status !== 1) throw new RespError(RespCode.SILENT_LOGOUT, '生成人账号已停用');
  if (row.unit_disabled) throw new RespError(RespCode.LOGIN_EXPIRED, UNIT_DISABLED_MESSAGE);
  const session: Session = {
    id: 0,
    kind: 'user',
    userId,
    loginName: row.login_name,
    subjectId,
    roleId: row.role_id,
    permissions: new Set((row.permissions ?? []).filter(isPermissionCode)),
    mustChangePassword: false,
    scope: new AreaScope(Number(row.area_id), row.subject_level),
    expiresAt: new Date(Date.now() + 3_600_000),
    passwordChangedAt: row.password_changed_at,
  };
  return { session, userName: row.nickname };
}
