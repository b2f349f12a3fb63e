import { saveMenuConfig } from '@fengshou/core/contract';
import { describe, expect, it } from 'vitest';
import {
  addGroup,
  addMenus,
  deleteGroup,
  draftOf,
  freeTemplates,
  isDirty,
  type MenuConfig,
  type MenuDraft,
  moveGroup,
  moveGroupAfter,
  moveMenu,
  navOf,
  OTHER_KEY,
  saveBodyOf,
  stepMenu,
  titleOf,
  updateMenu,
} from './menu-draft';

const menu = (
  templateId: number,
  menuKey: number,
  extra: Partial<MenuConfig['otherMenus'][number]> = {},
) => ({
  templateId,
  menuName: `模板${templateId}`,
  menuKey,
  kind: menuKey === 0 ? ('page' as const) : menuKey >= 10021 ? ('link' as const) : ('topic' as const),
  customName: null,
  showNavbarFlag: 1,
  linkUrl: null,
  ownLinkUrl: false,
  ...extra,
});

const CFG: MenuConfig = {
  subjectId: 7,
  subjectName: '崇明区农业农村委员会',
  navStyleFlag: 2,
  revision: 3,
  groupTypes: [{ groupType: 1, groupTypeName: '数据大屏' }],
  groups: [
    {
      id: 11,
      groupType: 1,
      fullName: '农业总览',
      shortName: '总览',
      sortNum: 1,
      menus: [menu(1, 10, { customName: '崇明农业概况' }), menu(2, 7), menu(3, 0), menu(4, 12)],
    },
    { id: 12, groupType: 2, fullName: '耕地保护', shortName: '耕地', sortNum: 2, menus: [menu(5, 11)] },
  ],
  otherMenus: [],
  templates: [
    { id: 40, menuName: '自定义大屏2', menuKey: 10002, kind: 'dashboard', linkUrl: null, inUse: false },
    { id: 39, menuName: '自定义大屏1', menuKey: 10001, kind: 'dashboard', linkUrl: null, inUse: false },
    {
      id: 60,
      menuName: '农业农村部',
      menuKey: 10024,
      kind: 'link',
      linkUrl: 'https://www.moa.gov.cn/',
      inUse: false,
    },
  ],
};

const ids = (d: MenuDraft) => d.groups.map((g) => [g.key, g.menus.map((m) => m.templateId)]);

describe('the menu draft', () => {
  it('round-trips the configuration into a valid save body, 其他分组 last, and is clean until changed', () => {
    const draft = draftOf(CFG);
    expect(draft.groups.map((g) => g.key)).toEqual(['g11', 'g12', OTHER_KEY]);
    const body = saveBodyOf(draft, CFG);
    expect(saveMenuConfig.body.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ subjectId: 7, revision: 3, otherMenus: [] });
    expect(body.groups.map((g) => g.id)).toEqual([11, 12]);
    expect(isDirty(draft, CFG)).toBe(false);
    expect(isDirty(updateMenu(draft, 2, { customName: '领导驾驶舱' }), CFG)).toBe(true);
    // A name cleared back to nothing saves as the template's name.
    expect(isDirty(updateMenu(draft, 2, { customName: '  ' }), CFG)).toBe(false);
  });

  it('moves menus within and between groups, and steps them up and down', () => {
    let d = draftOf(CFG);
    d = moveMenu(d, 4, { menu: 1, after: false });
    expect(ids(d)[0]).toEqual(['g11', [4, 1, 2, 3]]);
    d = moveMenu(d, 1, { menu: 5, after: true });
    expect(ids(d).slice(0, 2)).toEqual([
      ['g11', [4, 2, 3]],
      ['g12', [5, 1]],
    ]);
    d = moveMenu(d, 2, { group: 'g12', at: 'start' });
    expect(ids(d)[1]).toEqual(['g12', [2, 5, 1]]);
    d = stepMenu(d, 2, 1);
    expect(ids(d)[1]).toEqual(['g12', [5, 2, 1]]);
    expect(stepMenu(d, 5, -1)).toEqual(d);
    d = moveMenu(d, 3, { group: OTHER_KEY, at: 'end' });
    expect(ids(d)[2]).toEqual([OTHER_KEY, [3]]);
    expect(moveMenu(d, 5, { menu: 5, after: true })).toBe(d);
  });

  it('adds, reorders and deletes groups; a deleted group’s menus go to 其他分组, which stays last', () => {
    const added = addGroup(draftOf(CFG), { fullName: '我的专题', shortName: '专题', groupType: 3 });
    let d = added.draft;
    expect(d.groups.map((g) => g.key)).toEqual(['g11', 'g12', added.key, OTHER_KEY]);
    d = moveGroup(d, added.key, 'g11');
    expect(d.groups.map((g) => g.key)).toEqual([added.key, 'g11', 'g12', OTHER_KEY]);
    d = moveGroup(d, added.key, OTHER_KEY);
    expect(d.groups.map((g) => g.key)).toEqual(['g11', 'g12', added.key, OTHER_KEY]);
    expect(moveGroup(d, OTHER_KEY, 'g11')).toBe(d);
    expect(moveGroupAfter(d, 'g11', 'g12').groups.map((g) => g.key)).toEqual([
      'g12',
      'g11',
      added.key,
      OTHER_KEY,
    ]);
    expect(moveGroupAfter(d, added.key, null).groups.map((g) => g.key)).toEqual([
      added.key,
      'g11',
      'g12',
      OTHER_KEY,
    ]);
    expect(moveGroupAfter(d, 'g11', OTHER_KEY)).toBe(d);
    d = deleteGroup(d, 'g12');
    expect(ids(d)).toEqual([
      ['g11', [1, 2, 3, 4]],
      [added.key, []],
      [OTHER_KEY, [5]],
    ]);
    const body = saveBodyOf(d, CFG);
    expect(body.groups.map((g) => g.id)).toEqual([11, undefined]);
    expect(body.otherMenus?.map((m) => m.templateId)).toEqual([5]);
  });

  it('offers the free dynamic dashboards and links in key order, and adds one with its name and address', () => {
    const d = draftOf(CFG);
    expect(freeTemplates(d, CFG.templates, 'dashboard').map((t) => t.menuKey)).toEqual([10001, 10002]);
    const [first] = freeTemplates(d, CFG.templates, 'dashboard');
    const link = CFG.templates[2]!;
    const next = addMenus(d, 'g12', [
      { template: first!, customName: '蔬菜保供' },
      { template: link, customName: '区政务网', linkUrl: 'https://www.shcm.gov.cn/' },
    ]);
    expect(next.groups[1]!.menus.slice(1).map((m) => [titleOf(m), m.linkUrl, m.ownLinkUrl])).toEqual([
      ['蔬菜保供', null, false],
      ['区政务网', 'https://www.shcm.gov.cn/', true],
    ]);
    expect(freeTemplates(next, CFG.templates, 'dashboard').map((t) => t.menuKey)).toEqual([10002]);
    expect(saveBodyOf(next, CFG).groups[1]!.menus[2]).toEqual({
      templateId: 60,
      customName: '区政务网',
      showNavbarFlag: 1,
      linkUrl: 'https://www.shcm.gov.cn/',
    });
    // The catalogue's own link keeps the catalogue's address (saved as none of the subject's).
    const plain = addMenus(d, 'g12', [{ template: link }]);
    expect(saveBodyOf(plain, CFG).groups[1]!.menus[1]!.linkUrl).toBeNull();
  });

  it('previews the navigation as users get it: hidden menus out, fixed pages last, empty groups gone', () => {
    let d = updateMenu(draftOf(CFG), 2, { showNavbarFlag: 0 });
    d = addGroup(d, { fullName: '空分组', shortName: '空', groupType: 1 }).draft;
    const nav = navOf(d);
    expect(nav.map((g) => g.name)).toEqual(['农业总览', '耕地保护']);
    expect(nav[0]!.menus.map(titleOf)).toEqual(['崇明农业概况', '模板4', '模板3']);
  });
});
