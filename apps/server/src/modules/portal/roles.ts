import type { zPermission, zRole } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';

/** A role with the area of its subject (for scope checks). */
export interface RoleRef {
  id: number;
  subjectId: number;
  areaId: number;
}

/** The roles of a subject. */
export async function listRolesOfSubject(q: Queryable, subjectId: number): Promise<z.input<typeof zRole>[]> {
  return q.query(
    `SELECT id, role_name AS "roleName", role_code AS "roleCode", government_subject_id AS "governmentSubjectId"
       FROM government_roles WHERE government_subject_id = $1 ORDER BY id`,
    [subjectId],
  );
}

/** A role and its subject's area, or undefined. */
export async function findRole(q: Queryable, roleId: number): Promise<RoleRef | undefined> {
  const [row] = await q.query<RoleRef>(
    `SELECT r.id, r.government_subject_id AS "subjectId", gs.area_id AS "areaId"
       FROM government_roles r JOIN government_subjects gs ON gs.id = r.government_subject_id WHERE r.id = $1`,
    [roleId],
  );
  return row;
}

/** Every permission of the catalogue with isChecked 1 where the role holds it. */
export async function permissionsOfRole(
  q: Queryable,
  roleId: number,
): Promise<z.input<typeof zPermission>[]> {
  return q.query(
    `SELECT p.button_code AS "buttonCode", p.button_name AS "buttonName",
            (rp.role_id IS NOT NULL)::int AS "isChecked"
       FROM permissions p
       LEFT JOIN role_permissions rp ON rp.button_code = p.button_code AND rp.role_id = $1
      ORDER BY p.sort_num, p.button_code`,
    [roleId],
  );
}

/** The permission codes a role holds. */
export async function grantedCodes(q: Queryable, roleId: number): Promise<string[]> {
  const rows = await q.query<{ code: string }>(
    'SELECT button_code AS code FROM role_permissions WHERE role_id = $1 ORDER BY button_code',
    [roleId],
  );
  return rows.map((r) => r.code);
}

/** The codes among `codes` that the catalogue does not know. */
export async function unknownCodes(q: Queryable, codes: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ code: string }>('SELECT button_code AS code FROM permissions');
  const known = new Set(rows.map((r) => r.code));
  return codes.filter((c) => !known.has(c));
}

/** Replaces a role's permissions with `codes`. */
export async function replacePermissions(
  q: Queryable,
  roleId: number,
  codes: readonly string[],
): Promise<void> {
  await q.query('DELETE FROM role_permissions WHERE role_id = $1', [roleId]);
  await q.query('INSERT INTO role_permissions (role_id, button_code) SELECT $1, unnest($2::text[])', [
    roleId,
    [...codes],
  ]);
}
