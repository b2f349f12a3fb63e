import { maskPhone } from '@fengshou/core';
import type { zGovUser } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { findGovUser, USER_SQL, type UserRow } from '../login/user-info';

type GovUser = z.input<typeof zGovUser>;

/** A live user with the area of its subject, for scope checks. */
export type { UserRow };

/** A user that is not deleted, or undefined. */
export async function findUser(q: Queryable, id: number): Promise<UserRow | undefined> {
  const user = await findGovUser(q, id);
  return user && user.delFlag === 0 ? user : undefined;
}

/** Filters of the user list: subjects by area range, one subject, a keyword pattern. */
export interface UserFilter {
  range: [number, number];
  subjectId: number | null;
  pattern: string | null;
  /** Match the keyword against phone numbers too (only for callers allowed to see them). */
  searchPhone: boolean;
}

/** A page of users of the subjects in range, newest last. */
export async function listUsersPage(
  q: Queryable,
  f: UserFilter,
  page: { limit: number; offset: number },
): Promise<{ list: UserRow[]; total: number }> {
  const where = `WHERE u.del_flag = 0 AND gs.area_id BETWEEN $1 AND $2
      AND ($3::int IS NULL OR u.government_subject_id = $3)
      AND ($4::text IS NULL OR u.login_name ILIKE $4 OR u.nickname ILIKE $4 OR ($5 AND u.phone LIKE $4))`;
  const params = [...f.range, f.subjectId, f.pattern, f.searchPhone];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM government_users u
       JOIN government_subjects gs ON gs.id = u.government_subject_id ${where}`,
    params,
  );
  const list = await q.query<UserRow>(`${USER_SQL} ${where} ORDER BY u.id LIMIT $6 OFFSET $7`, [
    ...params,
    page.limit,
    page.offset,
  ]);
  return { list, total: count?.n ?? 0 };
}

/** True when a login name is taken (case-insensitively, so look-alike accounts cannot coexist). */
export async function loginNameTaken(q: Queryable, loginName: string): Promise<boolean> {
  const [row] = await q.query('SELECT 1 FROM government_users WHERE lower(login_name) = lower($1)', [
    loginName,
  ]);
  return row !== undefined;
}

/** Fields of a new user. */
export interface NewUser {
  loginName: string;
  nickname: string;
  phone: string | null;
  workUnit: string | null;
  postName: string | null;
  roleId: number;
  subjectId: number;
  passwordHash: string;
  createdBy: string;
}

/** Inserts a user who must change the initial password at first login; returns the id. */
export async function insertUser(q: Queryable, u: NewUser): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO government_users (login_name, nickname, phone, work_unit, post_name, password_hash,
       edit_password_flag, government_role_id, government_subject_id, create_by, update_by)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9, $9) RETURNING id`,
    [
      u.loginName,
      u.nickname,
      u.phone,
      u.workUnit,
      u.postName,
      u.passwordHash,
      u.roleId,
      u.subjectId,
      u.createdBy,
    ],
  );
  return row!.id;
}

/** Profile, role and status changes; undefined optional fields keep their value. */
export interface UserChanges {
  nickname: string;
  phone?: string | null;
  workUnit?: string | null;
  postName?: string | null;
  roleId: number;
  accountStatus?: number;
}

/** Applies changes to a user and stamps the editor. */
export async function updateUserRow(q: Queryable, id: number, c: UserChanges, editor: string): Promise<void> {
  // A flag per optional field tells "keep" (undefined) apart from "clear" (null).
  await q.query(
    `UPDATE government_users SET nickname = $2, government_role_id = $3,
            phone = CASE WHEN $4 THEN $5 ELSE phone END,
            work_unit = CASE WHEN $6 THEN $7 ELSE work_unit END,
            post_name = CASE WHEN $8 THEN $9 ELSE post_name END,
            account_status = COALESCE($10, account_status),
            update_by = $11, update_time = now()
      WHERE id = $1`,
    [
      id,
      c.nickname,
      c.roleId,
      c.phone !== undefined,
      c.phone ?? null,
      c.workUnit !== undefined,
      c.workUnit ?? null,
      c.postName !== undefined,
      c.postName ?? null,
      c.accountStatus ?? null,
      editor,
    ],
  );
}

/** Clears the failed-login counter of an account (an administrator's reset also unlocks it). */
export async function clearLoginFailures(q: Queryable, loginName: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE login_name IN ($1, lower($1))', [loginName]);
}

/** The user as the caller may see it: the phone masked unless the caller may view personal data. */
export function presentUser({ subjectAreaId: _, ...user }: UserRow, fullPhone: boolean): GovUser {
  return {
    ...user,
    accessToken: null,
    phone: user.phone === null || fullPhone ? user.phone : maskPhone(user.phone),
  };
}
