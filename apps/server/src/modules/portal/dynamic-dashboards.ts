import { badParams, DYNAMIC_DASHBOARD_KEYS, OTHER_GROUP_ID } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import { menusChanged } from './subject-menus';

/**
 * Dynamic dashboards among `templateIds` that have just joined the subject's menus start empty: the plates the
 * catalogue left on their keys were never the subject's choice, and a new dashboard named by its staff
 * should not open on another topic's screen. One the dashboard editor has drafted or published keeps its
 * work, so removing a menu and adding it back loses nothing.
 */
export async function startEmpty(q: Queryable, subjectId: number, templateIds: readonly number[]) {
  if (templateIds.length === 0) return;
  await q.query(
    `DELETE FROM plates p
      USING menu_templates t
      WHERE t.id = ANY($2::int[]) AND t.menu_key = ANY($3::int[])
        AND p.government_subject_id = $1 AND p.menu_key = t.menu_key
        AND NOT EXISTS (SELECT 1 FROM dashboard_versions v
                         WHERE v.government_subject_id = $1 AND v.menu_key = t.menu_key)
        AND NOT EXISTS (SELECT 1 FROM dashboard_drafts d
                         WHERE d.government_subject_id = $1 AND d.menu_key = t.menu_key)`,
    [subjectId, templateIds, DYNAMIC_DASHBOARD_KEYS],
  );
}

/**
 * Adds a dynamic dashboard to the subject's menus at the end of a group (0: 其他分组) under `name`: the key
 * asked, else the first the subject does not show. Answers its key, template and the new menu revision.
 */
export async function addDashboardMenu(
  q: Queryable,
  subjectId: number,
  req: { name: string; menuGroupId: number; menuKey?: number | undefined },
): Promise<{ menuKey: number; templateId: number; revision: number }> {
  await q.query('SELECT 1 FROM government_subjects WHERE id = $1 FOR UPDATE', [subjectId]);
  if (req.menuGroupId !== OTHER_GROUP_ID) {
    const [group] = await q.query('SELECT 1 FROM menu_groups WHERE id = $1 AND government_subject_id = $2', [
      req.menuGroupId,
      subjectId,
    ]);
    if (!group) throw badParams(['menuGroupId'], '分组不存在或不属于该主体');
  }
  const slots = await q.query<{ id: number; menuKey: number; shown: boolean }>(
    `SELECT t.id, t.menu_key AS "menuKey",
            EXISTS (SELECT 1 FROM subject_show_menus sm
                     WHERE sm.government_subject_id = $1 AND sm.menu_template_id = t.id) AS shown
       FROM menu_templates t WHERE t.menu_key = ANY($2::int[]) ORDER BY t.menu_key, t.id`,
    [subjectId, DYNAMIC_DASHBOARD_KEYS],
  );
  const slot =
    req.menuKey === undefined ? slots.find((s) => !s.shown) : slots.find((s) => s.menuKey === req.menuKey);
  if (!slot) {
    throw badParams(
      ['menuKey'],
      req.menuKey === undefined ? '20 个自定义大屏均已在菜单中' : '菜单目录中没有该自定义大屏',
    );
  }
  if (slot.shown) throw badParams(['menuKey'], `自定义大屏 ${slot.menuKey} 已在菜单中`);
  await q.query(
    `INSERT INTO subject_show_menus (government_subject_id, menu_template_id, menu_group_id, custom_name,
       show_navbar_flag, sort_num)
     SELECT $1, $2, $3, $4, 1, COALESCE(max(sort_num), 0) + 10
       FROM subject_show_menus WHERE government_subject_id = $1`,
    [subjectId, slot.id, req.menuGroupId, req.name],
  );
  await startEmpty(q, subjectId, [slot.id]);
  return { menuKey: slot.menuKey, templateId: slot.id, revision: await menusChanged(q, subjectId) };
}
