import {
  addDynamicDashboard,
  getMenuConfig,
  getUserInfo,
  listPlates,
  saveMenuConfig,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, type Menu, type MenuFixture, menuFixture, template } from './menu-editor-test-support';

let fx: MenuFixture;
let t: MenuFixture['t'];
let admin: string;
let viewer: string;
let ids: MenuFixture['ids'];
const config = (...a: Parameters<MenuFixture['config']>) => fx.config(...a);
const navOf = (...a: Parameters<MenuFixture['navOf']>) => fx.navOf(...a);

beforeAll(async () => {
  fx = await menuFixture();
  ({ t, admin, viewer, ids } = fx);
});
afterAll(() => t.close());

describe('reading a subject’s menus', () => {
  it('lists 崇明’s groups and menus in order, the nav style, and the templates it may use', async () => {
    const cfg = await config();
    expect(cfg).toMatchObject({ subjectName: '崇明区农业农村委员会', navStyleFlag: 2, revision: 0 });
    expect(cfg.groups.map((g) => [g.fullName, g.shortName, g.groupType])).toEqual([
      ['农业总览', '总览', 1],
      ['耕地保护', '耕地', 2],
      ['生产监管', '生产', 2],
      ['物联网与设施', '物联', 3],
    ]);
    expect(cfg.groups[0]!.menus.map((m) => [m.menuKey, m.customName, m.showNavbarFlag])).toEqual([
      [10, '崇明农业概况', 1],
      [7, null, 1],
      [12, null, 1],
      [2, '生态全产业链', 1],
      [8, null, 0],
    ]);
    const link = cfg.groups[2]!.menus.at(-1)!;
    expect(link).toMatchObject({ kind: 'link', menuKey: 10021, linkUrl: 'https://www.qsst.moa.gov.cn/' });
    expect(link.ownLinkUrl).toBe(false);
    expect(cfg.groupTypes.map((x) => x.groupTypeName)).toEqual(['数据大屏', '监管业务', '专题应用', '其他']);
    // A county gets what 上海 shows and its own, plus every dynamic dashboard and link slot.
    const kinds = (k: string) => cfg.templates.filter((x) => x.kind === k);
    expect(kinds('dashboard')).toHaveLength(20);
    expect(kinds('link')).toHaveLength(5);
    expect(kinds('dashboard').every((x) => !x.inUse)).toBe(true);
    expect(template(cfg, 10).inUse).toBe(true);
  });

  it('shows a group of a type the catalogue lacks as the fallback type, as the navigation files it', async () => {
    const cfg = await config();
    const id = cfg.groups[1]!.id;
    await t.db.query('UPDATE menu_groups SET group_type = 9 WHERE id = $1', [id]);
    try {
      expect((await config()).groups[1]!.groupType).toBe(4);
    } finally {
      await t.db.query('UPDATE menu_groups SET group_type = $2 WHERE id = $1', [
        id,
        cfg.groups[1]!.groupType,
      ]);
    }
  });

  it('refuses a caller without menu:manage (403) and a subject outside the caller’s area (401)', async () => {
    expect((await t.call(getMenuConfig, { subjectId: ids.chongming }, viewer)).respCode).toBe(403);
    for (const subjectId of [ids.pudong, ids.shanghai]) {
      expect((await t.call(getMenuConfig, { subjectId }, admin)).respCode).toBe(401);
    }
    // The city's administrator reaches the county below it.
    const city = await t.login('shanghai_admin');
    expect((await t.call(getMenuConfig, { subjectId: ids.chongming }, city)).respCode).toBe(0);
  });
});

describe('saving a subject’s menus', () => {
  it('renames, moves, reorders, hides, adds a link and a dashboard, files groups: users see exactly that', async () => {
    const cfg = await config();
    const body = bodyOf(cfg);
    const [overview, land, production, iot] = body.groups;
    // 物联网监测 renamed, moved to the front of 生产监管; 设施农业 hidden; 农业总览 reordered.
    const monitored = iot!.menus.shift()!;
    production!.menus.unshift({ ...monitored, customName: '物联感知' });
    iot!.menus[0]!.showNavbarFlag = 0;
    overview!.menus.reverse();
    const dash = template(cfg, 10005);
    const slot = template(cfg, 10022);
    body.groups = [
      overview!,
      production!,
      land!,
      { ...iot!, fullName: '物联与设施', shortName: '设施' },
      {
        id: undefined,
        groupType: 3,
        fullName: '我的专题',
        shortName: '专题',
        menus: [
          { templateId: dash.id, customName: '蔬菜保供', showNavbarFlag: 1, linkUrl: null },
          {
            templateId: slot.id,
            customName: '区政务网',
            showNavbarFlag: 1,
            linkUrl: 'https://www.shcm.gov.cn/',
          },
        ],
      },
    ];
    body.navStyleFlag = 3;
    const res = await t.call(saveMenuConfig, body, admin);
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj!.revision).toBe(1);
    expect(res.obj!.navStyleFlag).toBe(3);

    const nav = await navOf();
    expect(nav.map((g) => g.group)).toEqual(['农业总览', '生产监管', '耕地保护', '物联与设施', '我的专题']);
    const title = (m: Menu) => m.customName ?? m.menuName;
    expect(nav[0]!.menus.map((m) => m[0])).toEqual(cfg.groups[0]!.menus.map(title).reverse());
    expect(nav[1]!.menus[0]).toEqual(['物联感知', 1, null]);
    expect(nav[3]!.menus[0]![1]).toBe(0);
    expect(nav[4]!.menus).toEqual([
      ['蔬菜保供', 1, null],
      ['区政务网', 1, 'https://www.shcm.gov.cn/'],
    ]);
    // The dynamic dashboard added starts empty, for the dashboard editor to fill.
    expect((await t.call(listPlates, { subjectId: ids.chongming, menuKey: 10005 }, viewer)).obj).toEqual([]);
    const info = await t.call(getUserInfo, {}, viewer);
    expect(info.obj!.govSubjectVO.navStyleFlag).toBe(3);
  });
});

describe('dynamic dashboards', () => {
  it('adds one under a name as an empty page the dashboard editor then fills; the catalogue’s plates are gone', async () => {
    const before = await t.call(listPlates, { subjectId: ids.chongming, menuKey: 10001 }, viewer);
    expect(before.obj!.length).toBeGreaterThan(0);
    const cfg = await config();
    const group = cfg.groups[0]!;
    const res = await t.call(
      addDynamicDashboard,
      { subjectId: ids.chongming, name: '春耕进度', menuGroupId: group.id },
      admin,
    );
    expect(res.respCode, res.respDesc).toBe(0);
    // 10005 was taken by the save above: the first free key is 10001.
    expect(res.obj).toMatchObject({ menuKey: 10001, revision: cfg.revision + 1 });
    const nav = await navOf();
    expect(nav[0]!.menus.at(-1)).toEqual(['春耕进度', 1, null]);
    expect((await t.call(listPlates, { subjectId: ids.chongming, menuKey: 10001 }, viewer)).obj).toEqual([]);
    const again = await t.call(
      addDynamicDashboard,
      { subjectId: ids.chongming, name: '重复', menuKey: 10001 },
      admin,
    );
    expect([again.respCode, again.respDesc]).toEqual([300, expect.stringContaining('menuKey')]);
  });

  it('refuses keys outside 10001–10020, a group of another subject, an empty name and a viewer', async () => {
    const [pudongGroup] = await t.db.query<{ id: number }>(
      'SELECT id FROM menu_groups WHERE government_subject_id = $1 LIMIT 1',
      [ids.pudong],
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '外链', menuKey: 10021 }, 'menuKey'],
      [{ name: '旧', menuKey: 10000 }, 'menuKey'],
      [{ name: '别人的分组', menuGroupId: pudongGroup!.id }, 'menuGroupId'],
      [{ name: '' }, 'name'],
      [{ name: '类型', menuKey: '10002' }, 'menuKey'],
    ];
    for (const [extra, field] of cases) {
      const res = await t.call(addDynamicDashboard, { subjectId: ids.chongming, ...extra }, admin);
      expect([res.respCode, res.respDesc], JSON.stringify(extra)).toEqual([
        300,
        expect.stringContaining(field),
      ]);
    }
    const denied = await t.call(addDynamicDashboard, { subjectId: ids.chongming, name: '查看员' }, viewer);
    expect(denied.respCode).toBe(403);
    const other = await t.call(addDynamicDashboard, { subjectId: ids.pudong, name: '浦东' }, admin);
    expect(other.respCode).toBe(401);
  });

  it('keeps the work of a dashboard the editor published when its menu is removed and added back', async () => {
    await t.db.query(
      `INSERT INTO dashboard_versions (government_subject_id, menu_key, version_no, doc)
       VALUES ($1, 10007, 1, '{"skin":"skin4","plates":[]}')`,
      [ids.chongming],
    );
    const kept = (await t.call(listPlates, { subjectId: ids.chongming, menuKey: 10007 }, viewer)).obj!;
    expect(kept.length).toBeGreaterThan(0);
    const res = await t.call(
      addDynamicDashboard,
      { subjectId: ids.chongming, name: '已发布的大屏', menuKey: 10007 },
      admin,
    );
    expect(res.respCode, res.respDesc).toBe(0);
    const after = (await t.call(listPlates, { subjectId: ids.chongming, menuKey: 10007 }, viewer)).obj!;
    expect(after.map((p) => p.id)).toEqual(kept.map((p) => p.id));
  });
});

describe('deleting a group', () => {
  it('drops the group and the menus left in it; menus moved out first stay', async () => {
    const cfg = await config();
    const body = bodyOf(cfg);
    const gone = body.groups.pop()!;
    const keep = gone.menus.shift()!;
    body.otherMenus.push(keep);
    const res = await t.call(saveMenuConfig, body, admin);
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj!.groups.map((g) => g.fullName)).not.toContain(gone.fullName);
    expect(res.obj!.otherMenus.map((m) => m.templateId)).toEqual([
      ...cfg.otherMenus.map((m) => m.templateId),
      keep.templateId,
    ]);
    const shown = new Set(
      [...res.obj!.groups.flatMap((g) => g.menus), ...res.obj!.otherMenus].map((m) => m.templateId),
    );
    for (const m of gone.menus) expect(shown.has(m.templateId)).toBe(false);
    const [str] = await t.db.query<{ s: string }>(
      'SELECT show_menu_template_str AS s FROM government_subjects WHERE id = $1',
      [ids.chongming],
    );
    expect(new Set(str!.s.split(',').map(Number))).toEqual(shown);
    // 其他分组 follows the groups in the users' navigation.
    expect((await navOf()).at(-1)).toMatchObject({ group: '其他分组' });
  });
});
