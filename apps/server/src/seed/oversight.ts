import { ROLE_PRESETS } from '@fengshou/core/contract';
import { generateInitialPassword } from '../auth/initial-password';
import { hashPassword } from '../auth/tokens';
import type { Executor } from '../db/client';
import { seedPermissions } from './roles';

/** An account created with a one-time initial password, to print or show once. */
export interface OneTimeAccount {
  loginName: string;
  roleName: string;
  password: string;
}

const OVERSIGHT = [
  { code: 'security', login: 'security', nickname: '安全管理员' },
  { code: 'auditor', login: 'auditor', nickname: '审计员' },
] as const;

/**
 * Brings the permission catalogue and the preset roles of a database set up by an earlier version up to
 * this one: new permission codes, and the security administrator's and auditor's roles of every subject.
 */
export async function syncRoleCatalogue(q: Executor): Promise<void> {
  await seedPermissions(q);
  for (const { code } of OVERSIGHT) {
    const preset = ROLE_PRESETS[code];
    await q.query(
      `WITH added AS (
         INSERT INTO government_roles (government_subject_id, role_name, role_code)
         SELECT id, $1, $2 FROM government_subjects ON CONFLICT (government_subject_id, role_code) DO NOTHING
         RETURNING id)
       INSERT INTO role_permissions (role_id, button_code) SELECT added.id, c FROM added, unnest($3::text[]) AS c`,
      [preset.name, code, [...preset.permissions]],
    );
  }
}

/** A free login name: the wanted one, or with the lowest number after it that nobody holds. */
async function freeLoginName(q: Executor, wanted: string): Promise<string> {
  for (let n = 0; ; n++) {
    const name = n === 0 ? wanted : `${wanted}${n + 1}`;
    const [taken] = await q.query('SELECT 1 FROM government_users WHERE lower(login_name) = lower($1)', [
      name,
    ]);
    if (!taken) return name;
  }
}

/**
 * The security administrator and auditor of each top-level subject that has no holder of their role yet
 * (a fresh installation, or one set up before the separation of duties): accounts with initial passwords
 * that must be changed at first login. Subjects below are governed by these two through their area.
 */
export async function createOversightAccounts(q: Executor): Promise<OneTimeAccount[]> {
  const created: OneTimeAccount[] = [];
  for (const o of OVERSIGHT) {
    const missing = await q.query<{ subject_id: number; role_id: number; subject_name: string }>(
      `SELECT s.id AS subject_id, r.id AS role_id, s.subject_name
         FROM government_subjects s JOIN government_roles r ON r.government_subject_id = s.id AND r.role_code = $1
        WHERE s.parent_subject_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM government_users u WHERE u.government_role_id = r.id AND u.del_flag = 0)
        ORDER BY s.id`,
      [o.code],
    );
    for (const m of missing) {
      const loginName = await freeLoginName(q, o.login);
      const password = generateInitialPassword();
      await q.query(
        `INSERT INTO government_users (login_name, nickname, password_hash, edit_password_flag,
           government_role_id, government_subject_id, work_unit, post_name, create_by, update_by)
         VALUES ($1, $2, $3, 1, $4, $5, $6, $2, 'system', 'system')`,
        [loginName, o.nickname, await hashPassword(password), m.role_id, m.subject_id, m.subject_name],
      );
      created.push({ loginName, roleName: ROLE_PRESETS[o.code].name, password });
    }
  }
  return created;
}
