import { SKINS } from '@fengshou/core';
import { hashPassword } from '../auth/tokens';
import type { Database } from '../db/client';
import { generateInitialPassword } from '../modules/portal/initial-password';
import { fallbackBranding, seedBrandings } from './portal/branding';
import { dash, seedMenuCatalogue } from './portal/catalogue';
import { seedGisServers } from './portal/gis';
import { seedSubjectMenus } from './portal/menus';
import { seedReferenceData } from './portal/reference';
import { seedPermissions, seedRoles } from './portal/subjects';
import { seedAreas } from './seed-areas';

/** The first account of a production installation. */
export const ADMIN_LOGIN_NAME = 'admin';

const PROVINCE_ID = 310000000000;

/**
 * Seeds a fresh installation without demo data (DEMO=off): areas, reference data, one subject with the
 * preset roles (系统管理员, 审核员, 核查员, 查看员) and the administrator with a random initial password that
 * must be changed at first login. Returns the credentials so the server prints them once.
 */
export async function seedAdministrator(db: Database): Promise<{ loginName: string; password: string }> {
  const password = generateInitialPassword();
  const passwordHash = await hashPassword(password);
  await db.tx(async (q) => {
    await seedAreas(q);
    await seedPermissions(q);
    await seedReferenceData(q);
    const catalogue = await seedMenuCatalogue(q);
    const [subject] = await q.query<{ id: number }>(
      `INSERT INTO government_subjects (subject_name, subject_level, skin_type, nav_style_flag,
         guide_page_support_flag, province_id, area_id, create_by, update_by)
       VALUES ('上海市农业农村委员会', 1, $1, 2, 0, $2, $2, 'system', 'system') RETURNING id`,
      [SKINS.classic, PROVINCE_ID],
    );
    const subjectId = subject!.id;
    const roles = await seedRoles(q, subjectId);
    // Guide pages stay off until an operator configures links. A first menu group so the start page (data dashboard of the first group) is not empty.
    await seedSubjectMenus(
      q,
      subjectId,
      {
        groups: [
          {
            fullName: '数据大屏',
            shortName: '大屏',
            groupType: 1,
            menus: [{ ref: dash(10) }, { ref: dash(8) }],
          },
        ],
        ungrouped: [],
      },
      catalogue.ids,
    );
    await seedGisServers(q, PROVINCE_ID);
    await seedBrandings(q, [fallbackBranding(subjectId, false)]);
    await q.query(
      `INSERT INTO government_users (login_name, nickname, password_hash, edit_password_flag,
         government_role_id, government_subject_id, work_unit, post_name, create_by, update_by)
       VALUES ($1, '系统管理员', $2, 1, $3, $4, '上海市农业农村委员会', '系统管理员', 'system', 'system')`,
      [ADMIN_LOGIN_NAME, passwordHash, roles.ids.admin, subjectId],
    );
  });
  return { loginName: ADMIN_LOGIN_NAME, password };
}
