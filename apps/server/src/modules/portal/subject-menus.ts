import { badParams, isDynamicDashboardKey, isDynamicLinkKey, OTHER_GROUP_ID } from '@fengshou/core';
import type { zMenuTemplate } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { listMenuTemplates } from './menus';

type MenuTemplate = z.input<typeof zMenuTemplate>;

/**
 * The menu templates a subject may show: those it shows already and those its superior subject shows, so
 * no subject (editing itself or edited from above) gains a menu the subject above it lacks; a subject
 * without a superior may choose the whole catalogue. The 20 dynamic dashboards and 5 dynamic links are
 * every subject's own (it fills them with its plates and addresses), so they are always offered.
 */
export async function assignableTemplates(q: Queryable, subjectId: number): Promise<MenuTemplate[]> {
  const [row] = await q.query<{ parent: number | null; ids: string }>(
    `SELECT gs.parent_subject_id AS parent, gs.show_menu_template_str || ',' || COALESCE(p.show_menu_template_str, '') AS ids
       FROM government_subjects gs LEFT JOIN government_subjects p ON p.id = gs.parent_subject_id
      WHERE gs.id = $1`,
    [subjectId],
  );
  const all = await listMenuTemplates(q);
  if (!row || row.parent === null) return all;
  const held = new Set(row.ids.split(',').map(Number));
  return all.filter((t) => held.has(t.id) || isDynamicDashboardKey(t.menuKey) || isDynamicLinkKey(t.menuKey));
}

/**
 * After a change of the show-menu list: show_menu_template_str follows the list's order, and the menu
 * revision moves on, so an editor holding the configuration as it was is told before overwriting it.
 */
export async function menusChanged(q: Queryable, subjectId: number): Promise<number> {
  const [row] = await q.query<{ revision: number }>(
    `UPDATE government_subjects SET menu_revision = menu_revision + 1, show_menu_template_str = COALESCE((
       SELECT string_agg(menu_template_id::text, ',' ORDER BY sort_num, menu_template_id)
         FROM subject_show_menus WHERE government_subject_id = $1), '')
      WHERE id = $1 RETURNING menu_revision AS revision`,
    [subjectId],
  );
  return row!.revision;
}

/**
 * Makes the subject's show-menu list hold exactly `templateIds` (each one assignable, else 300 naming
 * menuTemplateIds): menus kept keep their group, name and order; new ones go last under 其他分组, where
 * the menu configuration can file them. show_menu_template_str follows the list's order.
 */
export async function setMenuTemplates(q: Queryable, subjectId: number, templateIds: readonly number[]) {
  const allowed = new Set((await assignableTemplates(q, subjectId)).map((t) => t.id));
  const wanted = [...new Set(templateIds)];
  const refused = wanted.filter((id) => !allowed.has(id));
  if (refused.length) {
    throw badParams(['menuTemplateIds'], `上级主体没有这些菜单模板，不能新增：${refused.join('、')}`);
  }
  await q.query(
    'DELETE FROM subject_show_menus WHERE government_subject_id = $1 AND NOT (menu_template_id = ANY($2::int[]))',
    [subjectId, wanted],
  );
  // Sort numbers continue in steps of 10 after the last menu, as the seed leaves them.
  await q.query(
    `INSERT INTO subject_show_menus (government_subject_id, menu_template_id, menu_group_id, sort_num)
     SELECT $1, t.id, $3, (SELECT COALESCE(max(sort_num), 0) FROM subject_show_menus
                            WHERE government_subject_id = $1) + 10 * t.n
       FROM unnest($2::int[]) WITH ORDINALITY AS t(id, n)
      WHERE NOT EXISTS (SELECT 1 FROM subject_show_menus
                         WHERE government_subject_id = $1 AND menu_template_id = t.id)`,
    [subjectId, wanted, OTHER_GROUP_ID],
  );
  await menusChanged(q, subjectId);
}
