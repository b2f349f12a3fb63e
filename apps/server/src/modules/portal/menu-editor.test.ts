import {
  addDynamicDashboard,
  type BodyOf,
  getMenuConfig,
  getUserInfo,
  listMenuTypesAndGroups,
  listPlates,
  type ResultOf,
  saveMenuConfig,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from './test-support';

type Config = ResultOf<typeof getMenuConfig>;
type Body = BodyOf<typeof saveMenuConfig>;
type Menu = Config['groups'][number]['menus'][number];

let t: TestApp;
let admin: string;
let viewer: string;
let ids: { shanghai: number; chongming: number; pudong: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin, viewer] = await Promise.all([t.login('chongming_admin'), t.login('chongming_viewer')]);
  ids = {
    shanghai: await subjectIdOf(t.db, 'shanghai'),
    chongming: await subjectIdOf(t.db, 'chongming'),
    pudong: await subjectIdOf(t.db, 'pudong'),
  };
});
afterAll(() => t.close());

const saved = (m: Menu) => ({
  templateId: m.templateId,
  customName: m.customName,
  showNavbarFlag: m.showNavbarFlag,
  linkUrl: m.ownLinkUrl ? m.linkUrl : null,
});

/** The save body that keeps `cfg` as it is. */
function bodyOf(cfg: Config) {
  return {
    subjectId: cfg.subjectId,
    revision: cfg.revision,
    navStyleFlag: cfg.navStyleFlag,
    groups: cfg.groups.map((g) => ({
      id: g.id as number | undefined,
      groupType: g.groupType,
      fullName: g.fullName,
      shortName: g.shortName,
      menus: g.menus.map(saved),
    })),
    otherMenus: cfg.otherMenus.map(saved),
  } satisfies Body;
}

async function config(subjectId = ids.chongming, token = admin): Promise<Config> {
  const res = await t.call(getMenuConfig, { subjectId }, token);
  expect(res.respCode, res.respDesc).toBe(0);
  return res.obj!;
}

/** The navigation a user of 崇明 gets: group names with their menus' titles and flags, in order. */
async function navOf(token = viewer, subjectId = ids.chongming) {
  const res = await t.call(listMenuTypesAndGroups, { governmentSubjectId: subjectId }, token);
  expect(res.respCode, res.respDesc).toBe(0);
  return res
    .obj!.flatMap((type) => type.menuGroupList)
    .sort((a, b) => a.sortNum - b.sortNum)
    .map((g) => ({
      group: g.fullName,
      menus: [...g.menuList]
        .sort((a, b) => a.sortNum - b.sortNum)
        .map((m) => [m.customName ?? m.menuName, m.showNavbarFlag, m.linkUrl]),
    }));
}

const template = (cfg: Config, menuKey: number) => cfg.templates.find((x) => x.menuKey === menuKey)!;

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

describe('refused saves change nothing', () => {
  /** Saves `patch(body)` and expects 300 naming `field`; the configuration stays as it was. */
  async function refused(patch: (body: ReturnType<typeof bodyOf>, cfg: Config) => unknown, field: string) {
    const cfg = await config();
    const body = bodyOf(cfg);
    const sent = patch(body, cfg) ?? body;
    const res = await t.call(saveMenuConfig, sent, admin);
    expect([res.respCode, res.respDesc]).toEqual([300, expect.stringContaining(field)]);
    expect(await config()).toEqual(cfg);
  }

  it('refuses link addresses that are not http(s), naming the menu’s field', async () => {
    const cfg = await config();
    const gi = cfg.groups.findIndex((g) => g.menus.some((m) => m.kind === 'link'));
    const mi = cfg.groups[gi]!.menus.findIndex((m) => m.kind === 'link');
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example.com/', 'ftp://x.cn/']) {
      await refused((body) => {
        body.groups[gi]!.menus[mi]!.linkUrl = url;
      }, `groups.${gi}.menus.${mi}.linkUrl`);
    }
    await refused((body) => {
      body.groups[0]!.menus[0]!.linkUrl = 'https://www.example.gov.cn/';
    }, 'groups.0.menus.0.linkUrl');
  });

  it('refuses unknown, unavailable and duplicate templates', async () => {
    await refused((body) => {
      body.groups[0]!.menus.push({ templateId: 999999, customName: null, showNavbarFlag: 1, linkUrl: null });
    }, 'templateId');
    // A topic neither 崇明 nor 上海 shows: the superior lacks it, so the county may not add it.
    const offered = new Set((await config()).templates.map((x) => x.id));
    const all = await t.db.query<{ id: number }>('SELECT id FROM menu_templates ORDER BY id');
    const lacking = all.find((x) => !offered.has(x.id))!.id;
    const at = (await config()).otherMenus.length;
    await refused((body) => {
      body.otherMenus.push({ templateId: lacking, customName: null, showNavbarFlag: 1, linkUrl: null });
    }, `otherMenus.${at}.templateId`);
    await refused((body) => {
      body.groups[1]!.menus.push({ ...body.groups[0]!.menus[0]! });
    }, 'templateId');
  });

  it('refuses foreign, duplicate and unknown groups, duplicate names, bad lengths and types', async () => {
    const [pudongGroup] = await t.db.query<{ id: number }>(
      'SELECT id FROM menu_groups WHERE government_subject_id = $1 LIMIT 1',
      [ids.pudong],
    );
    await refused((body) => {
      body.groups[0]!.id = pudongGroup!.id;
    }, 'groups.0.id');
    await refused((body) => {
      body.groups[1]!.id = body.groups[0]!.id;
    }, 'groups.1.id');
    await refused((body) => {
      body.groups[1]!.fullName = body.groups[0]!.fullName;
    }, 'groups.1.fullName');
    await refused((body) => {
      body.groups[0]!.groupType = 9;
    }, 'groups.0.groupType');
    await refused((body) => {
      body.groups[0]!.shortName = '一二三四五六七八九';
    }, 'groups.0.shortName');
    await refused((body) => {
      body.groups[0]!.fullName = '  ';
    }, 'groups.0.fullName');
    await refused((body) => ({ ...body, navStyleFlag: 4 }), 'navStyleFlag');
    await refused((body) => ({ ...body, revision: String(body.revision) }), 'revision');
    await refused((body) => ({ ...body, groups: [], otherMenus: [] }), 'groups');
  });

  it('refuses a save made on an older revision: the second of two editors is told', async () => {
    const cfg = await config();
    const first = bodyOf(cfg);
    first.groups[0]!.fullName = '先保存的';
    expect((await t.call(saveMenuConfig, first, admin)).respCode).toBe(0);
    const second = bodyOf(cfg);
    second.groups[0]!.fullName = '后保存的';
    const res = await t.call(saveMenuConfig, second, admin);
    expect([res.respCode, res.respDesc]).toEqual([300, expect.stringContaining('revision')]);
    expect((await navOf())[0]!.group).toBe('先保存的');
  });

  it('refuses a viewer (403) and another county’s subject (401), and records saves in the audit trail', async () => {
    const cfg = await config();
    expect((await t.call(saveMenuConfig, bodyOf(cfg), viewer)).respCode).toBe(403);
    const pudong = await config(ids.pudong, await t.login('pudong_admin'));
    expect((await t.call(saveMenuConfig, bodyOf(pudong), admin)).respCode).toBe(401);
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM audit_events WHERE event = 'portal.change' AND outcome = 'success'",
        )
      )[0]!.n;
    const before = await count();
    expect((await t.call(saveMenuConfig, bodyOf(cfg), admin)).respCode).toBe(0);
    await expect.poll(count).toBe(before + 1);
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
