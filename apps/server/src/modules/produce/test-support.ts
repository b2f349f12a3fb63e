import type { TestApp } from '../../../test/harness';

/** Test helpers of the produce, gisdata and importer modules (not a test file itself). */

export const CHONGMING = 310151000000;
export const PUDONG = 310115000000;

/** Logs in a new account of a chongming role that lacks data:view (only dashboard:view). */
export async function loginWithoutDataView(t: TestApp): Promise<string> {
  const [like] = await t.db.query<{ password_hash: string; government_subject_id: number }>(
    "SELECT password_hash, government_subject_id FROM government_users WHERE login_name = 'chongming_viewer'",
  );
  const [role] = await t.db.query<{ id: number }>(
    `INSERT INTO government_roles (government_subject_id, role_name, role_code) VALUES ($1, '大屏值守', 'wall_only') RETURNING id`,
    [like!.government_subject_id],
  );
  await t.db.query("INSERT INTO role_permissions (role_id, button_code) VALUES ($1, 'dashboard:view')", [
    role!.id,
  ]);
  await t.db.query(
    `INSERT INTO government_users (login_name, nickname, password_hash, government_role_id, government_subject_id)
     VALUES ('wall_only', '值守员', $1, $2, $3)`,
    [like!.password_hash, role!.id, like!.government_subject_id],
  );
  return t.login('wall_only');
}

/** A display token of the chongming subject (read-only, viewer permissions). */
export async function displayToken(t: TestApp): Promise<string> {
  const [u] = await t.db.query<{ id: number; government_subject_id: number }>(
    "SELECT id, government_subject_id FROM government_users WHERE login_name = 'chongming_admin'",
  );
  return (
    await t.app.services.sessions.createDisplayToken(t.db, u!.id, u!.government_subject_id, '测试大屏', 1)
  ).token;
}

/** One id from a query. */
export async function oneId(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
}
