import { GROUP_TYPE_FALLBACK, menuKindOf, OTHER_GROUP_ID } from '@fengshou/core';
import type { zEditorMenu, zMenuConfig } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { assignableTemplates } from './subject-menus';

type MenuConfig = z.input<typeof zMenuConfig>;
type EditorMenu = z.input<typeof zEditorMenu>;

interface MenuRow {
  templateId: number;
  menuName: string;
  menuKey: number;
  customName: string | null;
  showNavbarFlag: number;
  ownUrl: string | null;
  templateUrl: string | null;
  groupId: number;
}

// A menu filed under a group that is gone (or another subject's) counts as 其他分组, as the menu bar shows it.
const MENUS = `
  SELECT sm.menu_template_id AS "templateId", t.menu_name AS "menuName", t.menu_key AS "menuKey",
         sm.custom_name AS "customName", sm.show_navbar_flag AS "showNavbarFlag", sm.link_url AS "ownUrl",
         t.link_url AS "templateUrl", COALESCE(g.id, ${OTHER_GROUP_ID}) AS "groupId"
    FROM subject_show_menus sm
    JOIN menu_templates t ON t.id = sm.menu_template_id
    LEFT JOIN menu_groups g ON g.id = sm.menu_group_id AND g.government_subject_id = sm.government_subject_id
   WHERE sm.government_subject_id = $1
   ORDER BY sm.sort_num, sm.menu_template_id`;

function editorMenu(r: MenuRow): EditorMenu {
  const kind = menuKindOf(r.menuKey);
  return {
    templateId: r.templateId,
    menuName: r.menuName,
    menuKey: r.menuKey,
    kind,
    customName: r.customName,
    showNavbarFlag: r.showNavbarFlag,
    linkUrl: kind === 'link' ? (r.ownUrl ?? r.templateUrl) : null,
    ownLinkUrl: kind === 'link' && r.ownUrl !== null,
  };
}

/**
 * A subject's menu configuration as the editor shows it: its groups in order with their menus, the menus of
 * 其他分组, the nav style, the revision a save must name, the group types and the templates it may use.
 */
export async function readMenuConfig(q: Queryable, subjectId: number): Promise<MenuConfig> {
  const [subject] = await q.query<{ name: string; navStyleFlag: number; revision: number }>(
    `SELECT subject_name AS name, nav_style_flag AS "navStyleFlag", menu_revision AS revision
       FROM government_subjects WHERE id = $1`,
    [subjectId],
  );
  const [groupTypes, groups, menus, templates] = await Promise.all([
    q.query<{ groupType: number; groupTypeName: string }>(
      `SELECT group_type AS "groupType", group_type_name AS "groupTypeName"
         FROM menu_group_types ORDER BY sort_num, group_type`,
    ),
    q.query<{ id: number; groupType: number; fullName: string; shortName: string; sortNum: number }>(
      `SELECT id, group_type AS "groupType", full_name AS "fullName", short_name AS "shortName",
              sort_num AS "sortNum"
         FROM menu_groups WHERE government_subject_id = $1 ORDER BY sort_num, id`,
      [subjectId],
    ),
    q.query<MenuRow>(MENUS, [subjectId]),
    assignableTemplates(q, subjectId),
  ]);
  const shown = new Set(menus.map((m) => m.templateId));
  const menusOf = (groupId: number) => menus.filter((m) => m.groupId === groupId).map(editorMenu);
  const known = new Set(groups.map((g) => g.id));
  // A group of a type the catalogue lacks is shown (and saved) as the fallback type, as the navigation files it.
  const types = new Set([GROUP_TYPE_FALLBACK, ...groupTypes.map((x) => x.groupType)]);
  return {
    subjectId,
    subjectName: subject!.name,
    navStyleFlag: subject!.navStyleFlag,
    revision: subject!.revision,
    groupTypes,
    groups: groups.map((g) => ({
      ...g,
      groupType: types.has(g.groupType) ? g.groupType : GROUP_TYPE_FALLBACK,
      menus: menusOf(g.id),
    })),
    otherMenus: menus.filter((m) => !known.has(m.groupId)).map(editorMenu),
    templates: templates.map((t) => ({
      id: t.id,
      menuName: t.menuName,
      menuKey: t.menuKey,
      kind: menuKindOf(t.menuKey),
      linkUrl: t.linkUrl,
      inUse: shown.has(t.id),
    })),
  };
}
