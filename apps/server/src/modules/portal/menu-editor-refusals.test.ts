import { saveMenuConfig } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, type Config, type MenuFixture, menuFixture } from './menu-editor-test-support';

// Every refused save names the field at fault and leaves the configuration as it was.

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
