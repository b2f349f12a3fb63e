import { PERMISSIONS, ROLE_PRESETS, type RolePreset } from '@fengshou/core/contract';
import type { Executor } from '../db/client';

/**
 * Seeds the permission catalogue in catalogue order, or brings an existing one up to this version's names
 * and order (a server start syncs it before an installation's setup seeds it).
 */
export async function seedPermissions(q: Executor): Promise<number> {
  const entries = Object.entries(PERMISSIONS);
  await q.query(
    `INSERT INTO permissions (button_code, button_name, sort_num)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
     ON CONFLICT (button_code) DO UPDATE SET button_name = EXCLUDED.button_name, sort_num = EXCLUDED.sort_num`,
    [entries.map(([c]) => c), entries.map(([, n]) => n), entries.map((_, i) => i)],
  );
  return entries.length;
}

/** Seeds the preset roles (admin, reviewer, checker, viewer) of a subject with their permissions. */
export async function seedRoles(
  q: Executor,
  subjectId: number,
): Promise<{ ids: Record<RolePreset, number>; rows: number }> {
  const ids = {} as Record<RolePreset, number>;
  let rows = 0;
  for (const [code, preset] of Object.entries(ROLE_PRESETS) as [
    RolePreset,
    (typeof ROLE_PRESETS)[RolePreset],
  ][]) {
    const [role] = await q.query<{ id: number }>(
      'INSERT INTO government_roles (government_subject_id, role_name, role_code) VALUES ($1, $2, $3) RETURNING id',
      [subjectId, preset.name, code],
    );
    ids[code] = role!.id;
    await q.query('INSERT INTO role_permissions (role_id, button_code) SELECT $1, unnest($2::text[])', [
      role!.id,
      [...preset.permissions],
    ]);
    rows += 1 + preset.permissions.length;
  }
  return { ids, rows };
}
