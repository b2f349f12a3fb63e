import { badParams } from '@fengshou/core';
import type { Services } from '../../services';

/** The name of a topic menu of the subject, or 300 naming menuKey. */
export async function topicName(services: Services, subjectId: number, menuKey: number): Promise<string> {
  const [menu] = await services.db.query<{ name: string }>(
    `SELECT coalesce(m.custom_name, t.menu_name) AS name
       FROM subject_show_menus m JOIN menu_templates t ON t.id = m.menu_template_id
      WHERE m.government_subject_id = $1 AND t.menu_key = $2 LIMIT 1`,
    [subjectId, menuKey],
  );
  if (!menu) throw badParams(['menuKey'], '本主体没有该专题大屏');
  return menu.name;
}
