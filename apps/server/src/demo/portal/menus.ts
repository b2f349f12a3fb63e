import { dash, link, page } from '../../seed/catalogue';
import { REVIEW_PAGES, type SubjectMenus } from '../../seed/menus';
import type { DemoSubjectKey } from '../logins';

/** Menus of the demo subjects: groups (in order) and the ungrouped menus shown under 其他分组. */
export const DEMO_MENUS: Record<DemoSubjectKey, SubjectMenus> = {
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
