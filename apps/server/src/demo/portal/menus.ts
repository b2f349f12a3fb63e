import { OTHER_GROUP_ID } from '@fengshou/core';
import type { Executor } from '../../db/client';
import type { DemoSubjectKey } from '../logins';
import { dash, link, page, type TemplateIds } from './catalogue';

/** One menu of a subject's show-menu list: a template reference with the subject's own settings. */
interface ShowMenu {
  ref: string;
  customName?: string;
  /** 0 keeps the route registered but out of the navigation bar. */
  nav?: 0 | 1;
}

/** A menu group of a subject; `menus` are listed in their sort order. */
interface MenuGroup {
  fullName: string;
  shortName: string;
  groupType: 1 | 2 | 3 | 4;
  menus: ShowMenu[];
}

/** The review screens, in the first 监管业务 group of a county, where its staff look for supervision work. */
const REVIEW_PAGES: ShowMenu[] = [
  { ref: page('LandControlOccupation') },
  { ref: page('LandControlAbnormal') },
  { ref: page('LandControlBatches') },
];

/** Menus of the demo subjects: groups (in order) and the ungrouped menus shown under 其他分组. */
export const DEMO_MENUS: Record<DemoSubjectKey, { groups: MenuGroup[]; ungrouped: ShowMenu[] }> = {
  chongming: {
    groups: [
      {
        fullName: '农业总览',
        shortName: '总览',
        groupType: 1,
        menus: [
          { ref: dash(10), customName: '崇明农业概况' },
          { ref: dash(7) },
          { ref: dash(12) },
          { ref: dash(2), customName: '生态全产业链' },
          { ref: dash(8), nav: 0 },
        ],
      },
      {
        fullName: '耕地保护',
        shortName: '耕地',
        groupType: 2,
        menus: [
          { ref: dash(11) },
          { ref: dash(26) },
          { ref: dash(27) },
          { ref: dash(23) },
          { ref: dash(25) },
          ...REVIEW_PAGES,
        ],
      },
      {
        fullName: '生产监管',
        shortName: '生产',
        groupType: 2,
        menus: [
          { ref: dash(18) },
          { ref: dash(17) },
          { ref: dash(19), customName: '清水蟹养殖' },
          { ref: dash(28) },
          { ref: dash(22) },
          { ref: link('农产品溯源平台') },
        ],
      },
      {
        fullName: '物联网与设施',
        shortName: '物联',
        groupType: 3,
        menus: [
          { ref: dash(33) },
          { ref: dash(34) },
          { ref: dash(36) },
          { ref: dash(37), nav: 0 },
          { ref: dash(24), nav: 0 },
          { ref: link('物联网平台') },
        ],
      },
    ],
    ungrouped: [],
  },
  pudong: {
    groups: [
      {
        fullName: '农业概览',
        shortName: '概览',
        groupType: 1,
        menus: [{ ref: dash(10) }, { ref: dash(5) }, { ref: dash(3) }],
      },
      {
        fullName: '产业监管',
        shortName: '监管',
        groupType: 2,
        menus: [
          { ref: dash(17) },
          { ref: dash(14) },
          { ref: dash(15), nav: 0 },
          { ref: dash(22) },
          ...REVIEW_PAGES,
        ],
      },
      {
        fullName: '惠农服务',
        shortName: '服务',
        groupType: 3,
        menus: [{ ref: dash(30) }, { ref: dash(31) }, { ref: link('合格证管理系统') }],
      },
    ],
    ungrouped: [],
  },
  shanghai: {
    groups: [
      {
        fullName: '全市农业总览',
        shortName: '总览',
        groupType: 1,
        menus: [
          { ref: dash(10), customName: '上海农业概况' },
          { ref: dash(7) },
          { ref: dash(1) },
          { ref: dash(38) },
        ],
      },
      {
        fullName: '产业发展',
        shortName: '产业',
        groupType: 3,
        menus: [
          { ref: dash(5) },
          { ref: dash(3) },
          { ref: dash(4) },
          { ref: dash(35) },
          { ref: dash(39), nav: 0 },
        ],
      },
    ],
    ungrouped: [
      { ref: dash(29) },
      { ref: page('Shanghai3dgis') },
      { ref: link('农业农村部') },
      { ref: link('上海市农业农村委员会') },
    ],
  },
};

/** Seeds a subject's menu groups and show-menu list; returns the template ids in menu order. */
export async function seedSubjectMenus(
  q: Executor,
  subjectId: number,
  config: (typeof DEMO_MENUS)[DemoSubjectKey],
  templates: TemplateIds,
): Promise<{ templateIds: number[]; rows: number }> {
  let rows = 0;
  let sort = 0;
  const templateIds: number[] = [];
  const add = async (groupId: number, m: ShowMenu) => {
    const templateId = templates.get(m.ref);
    if (templateId === undefined) throw new Error(`demo menu refers to unknown template ${m.ref}`);
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
