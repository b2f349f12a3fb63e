import { GROUP_TYPE_FALLBACK, OTHER_GROUP_ID, OTHER_GROUP_NAME } from '@fengshou/core';
import type { zMenu, zMenuGroup, zMenuTemplate, zMenuType, zShowMenu } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';

type Menu = z.input<typeof zMenu>;
type MenuGroup = z.input<typeof zMenuGroup>;
type MenuType = z.input<typeof zMenuType>;
type ShowMenu = z.input<typeof zShowMenu>;

/** Name of the fallback group type when the table lacks it. */
const FALLBACK_TYPE_NAME = '其他';

// A menu whose group row is gone (or belongs to another subject) is shown under 其他分组 (id 0).
const SHOW_MENUS = `
  SELECT sm.menu_template_id AS "governmentShowMenuTemplateId", t.menu_name AS "menuName",
         sm.custom_name AS "customName", t.menu_key AS "menuKey", t.route_name AS "routeName",
         COALESCE(sm.link_url, t.link_url) AS "linkUrl", sm.show_navbar_flag AS "showNavbarFlag", sm.sort_num AS "sortNum",
         t.icon, COALESCE(g.id, ${OTHER_GROUP_ID}) AS "menuGroupId"
    FROM subject_show_menus sm
    JOIN menu_templates t ON t.id = sm.menu_template_id
    LEFT JOIN menu_groups g ON g.id = sm.menu_group_id AND g.government_subject_id = sm.government_subject_id
   WHERE sm.government_subject_id = $1
   ORDER BY sm.sort_num, sm.menu_template_id`;

type MenuRow = Menu & { menuGroupId: number };

/** The subject's show-menu list in sort order, each with its (possibly fallback) group id. */
export async function listShowMenus(q: Queryable, subjectId: number): Promise<ShowMenu[]> {
  const rows = await q.query<MenuRow>(SHOW_MENUS, [subjectId]);
  return rows.map(({ icon: _icon, ...m }) => m);
}

/** Every menu template of the catalogue: dashboard topics, dynamic dashboards, links, fixed pages. */
export async function listMenuTemplates(q: Queryable): Promise<z.input<typeof zMenuTemplate>[]> {
  return q.query(
    `SELECT id, menu_name AS "menuName", menu_key AS "menuKey", route_name AS "routeName",
            link_url AS "linkUrl", icon FROM menu_templates ORDER BY id`,
  );
}

/**
 * Menu group types with the subject's groups and their menus. Group 0 (其他分组) collects the menus
 * without a group and belongs to the fallback type, as do groups whose type is unknown; groups with no
 * menu are left out, so the first group is always a usable start page.
 */
export async function listMenuTypes(q: Queryable, subjectId: number): Promise<MenuType[]> {
  const [types, groups, menus] = await Promise.all([
    q.query<{ groupType: number; groupTypeName: string }>(
      `SELECT group_type AS "groupType", group_type_name AS "groupTypeName"
         FROM menu_group_types ORDER BY sort_num, group_type`,
    ),
    q.query<Omit<MenuGroup, 'menuList'> & { groupType: number }>(
      `SELECT id, group_type AS "groupType", full_name AS "fullName", short_name AS "shortName",
              sort_num AS "sortNum"
         FROM menu_groups WHERE government_subject_id = $1 ORDER BY sort_num, id`,
      [subjectId],
    ),
    q.query<MenuRow>(SHOW_MENUS, [subjectId]),
  ]);
  if (!types.some((t) => t.groupType === GROUP_TYPE_FALLBACK)) {
    types.push({ groupType: GROUP_TYPE_FALLBACK, groupTypeName: FALLBACK_TYPE_NAME });
  }
  const byGroup = new Map<number, Menu[]>();
  for (const { menuGroupId, ...menu } of menus) {
    const list = byGroup.get(menuGroupId) ?? [];
    list.push(menu);
    byGroup.set(menuGroupId, list);
  }
  const known = new Set(types.map((t) => t.groupType));
  const other = {
    id: OTHER_GROUP_ID,
    groupType: GROUP_TYPE_FALLBACK,
    fullName: OTHER_GROUP_NAME,
    shortName: OTHER_GROUP_NAME,
    sortNum: Math.max(0, ...groups.map((g) => g.sortNum)) + 1,
  };
  const groupsByType = new Map<number, MenuGroup[]>();
  for (const { groupType, ...g } of [...groups, other]) {
    const menuList = byGroup.get(g.id) ?? [];
    if (menuList.length === 0) continue;
    const type = known.has(groupType) ? groupType : GROUP_TYPE_FALLBACK;
    const list = groupsByType.get(type) ?? [];
    list.push({ ...g, menuList });
    groupsByType.set(type, list);
  }
  return types.map((t) => ({
    ...t,
    menuGroupList: (groupsByType.get(t.groupType) ?? []).sort((a, b) => a.sortNum - b.sortNum || a.id - b.id),
  }));
}
