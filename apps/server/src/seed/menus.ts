import { OTHER_GROUP_ID } from '@fengshou/core';
import type { Executor } from '../db/client';
import { dash, page, type TemplateIds } from './catalogue';

/** One menu of a subject's show-menu list: a template reference with the subject's own settings. */
export interface ShowMenu {
  ref: string;
  customName?: string;
  /** 0 keeps the route registered but out of the navigation bar. */
  nav?: 0 | 1;
}

/** A menu group of a subject; `menus` are listed in their sort order. */
export interface MenuGroup {
  fullName: string;
  shortName: string;
  groupType: 1 | 2 | 3 | 4;
  menus: ShowMenu[];
}

/** A subject's menus: groups (in order) and the ungrouped menus shown under 其他分组. */
export interface SubjectMenus {
  groups: MenuGroup[];
  ungrouped: ShowMenu[];
}

/** The review screens, in the first 监管业务 group of a county, where its staff look for supervision work. */
export const REVIEW_PAGES: ShowMenu[] = [
  { ref: page('LandControlOccupation') },
  { ref: page('LandControlAbnormal') },
  { ref: page('LandControlBatches') },
  { ref: page('LandControlFieldCheck') },
];

/**
 * The menus a new subject starts with: every topic dashboard of the catalogue in six groups, the review
 * screens with land protection.
 */
export const CATALOGUE_MENUS: SubjectMenus = {
  groups: [
    {
      fullName: '农业总览',
      shortName: '总览',
      groupType: 1,
      menus: [10, 7, 8, 40, 6, 12, 13, 2, 1].map((k) => ({ ref: dash(k) })),
    },
    {
      fullName: '耕地保护',
      shortName: '耕地',
      groupType: 2,
      menus: [...[11, 26, 27, 23, 25].map((k) => ({ ref: dash(k) })), ...REVIEW_PAGES],
    },
    {
      fullName: '生产监管',
      shortName: '生产',
      groupType: 2,
      menus: [18, 5, 17, 9, 21, 15, 28, 22, 14].map((k) => ({ ref: dash(k) })),
    },
    {
      fullName: '畜牧渔业',
      shortName: '畜渔',
      groupType: 2,
      menus: [3, 20, 4, 19].map((k) => ({ ref: dash(k) })),
    },
    {
      fullName: '产业与服务',
      shortName: '服务',
      groupType: 3,
      menus: [16, 38, 35, 39, 29, 30, 31, 32].map((k) => ({ ref: dash(k) })),
    },
    {
      fullName: '物联网与设施',
      shortName: '物联',
      groupType: 3,
      menus: [33, 34, 24, 36, 37].map((k) => ({ ref: dash(k) })),
    },
  ],
  ungrouped: [],
};

/** Seeds a subject's menu groups and show-menu list; returns the template ids in menu order. */
export async function seedSubjectMenus(
  q: Executor,
  subjectId: number,
  config: SubjectMenus,
  templates: TemplateIds,
): Promise<{ templateIds: number[]; rows: number }> {
  let rows = 0;
  let sort = 0;
  const templateIds: number[] = [];
  const add = async (groupId: number, m: ShowMenu) => {
    const templateId = templates.get(m.ref);
    if (templateId === undefined) throw new Error(`menu refers to unknown template ${m.ref}`);
    // Sort numbers leave gaps so an operator can slot a menu in between without renumbering.
    sort += 10;
    await q.query(
      `INSERT INTO subject_show_menus (government_subject_id, menu_template_id, menu_group_id, custom_name,
         show_navbar_flag, sort_num) VALUES ($1, $2, $3, $4, $5, $6)`,
      [subjectId, templateId, groupId, m.customName ?? null, m.nav ?? 1, sort],
    );
    templateIds.push(templateId);
    rows++;
  };
  for (const [i, g] of config.groups.entries()) {
    const [group] = await q.query<{ id: number }>(
      `INSERT INTO menu_groups (government_subject_id, group_type, full_name, short_name, sort_num)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [subjectId, g.groupType, g.fullName, g.shortName, i + 1],
    );
    rows++;
    for (const m of g.menus) await add(group!.id, m);
  }
  for (const m of config.ungrouped) await add(OTHER_GROUP_ID, m);
  await q.query('UPDATE government_subjects SET show_menu_template_str = $2 WHERE id = $1', [
    subjectId,
    templateIds.join(','),
  ]);
  return { templateIds, rows };
}
