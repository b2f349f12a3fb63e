import type { Executor } from '../../db/client';
import { seedSubjectsAndUsers } from './subjects';

/** The demo portal: subjects, roles, users, and (added by the portal module) menus, plates and branding. */
export async function seedPortal(q: Executor): Promise<number> {
  const { rows } = await seedSubjectsAndUsers(q);
  return rows;
}
