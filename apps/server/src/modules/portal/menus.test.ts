import { DASHBOARD_MENUS, GROUP_TYPE_FALLBACK, OTHER_GROUP_ID, OTHER_GROUP_NAME } from '@fengshou/core';
import {
  listMenuTemplatesBySubjectId,
  listMenuTypesAndGroups,
  listShowMenusBySubjectId,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from './test-support';

let t: TestApp;
let admin: string;
let viewer: string;
let display: string;
let ids: { shanghai: number; chongming: number; pudong: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin, viewer] = await Promise.all([t.login('chongming_admin'), t.login('chongming_viewer')]);
  ids = {
    shanghai: await subjectIdOf(t.db, 'shanghai'),
    chongming: await subjectIdOf(t.db, 'chongming'),
    pudong: await subjectIdOf(t.db, 'pudong'),
  };
  const [user] = await t.db.query<{ id: number }>(
    "SELECT id FROM government_users WHERE login_name = 'chongming_admin'",
  );
  display = (await t.app.services.sessions.createDisplayToken(t.db, user!.id, ids.chongming, '大厅', 30))
    .token;
});
afterAll(() => t.close());

describe('menu types and groups', () => {
  it('groups the show menus of 崇明 by group type, in sort order, custom names beside template names', async () => {
    const res = await t.call(listMenuTypesAndGroups, { governmentSubjectId: ids.chongming }, viewer);
    expect(res.respCode).toBe(0);
    const types = res.obj!;
    expect(types.map((x) => x.groupTypeName)).toEqual(['数据大屏', '监管业务', '专题应用', '其他']);
    const groups = types.flatMap((x) => x.menuGroupList);
    expect(groups.map((g) => g.fullName)).toEqual(['农业总览', '耕地保护', '生产监管', '物联网与设施']);
    const first = groups[0]!;
    expect(first.menuList.map((m) => m.menuKey)).toEqual([10, 7, 12, 2, 8]);
    expect(first.menuList[0]).toMatchObject({
      menuName: '农业概况',
      customName: '崇明农业概况',
      routeName: 'DataDashboardAgricultureOverview',
      linkUrl: null,
      showNavbarFlag: 1,
    });
    expect(first.menuList.find((m) => m.menuKey === 8)?.showNavbarFlag).toBe(0);
    for (const g of groups) {
      const sorts = g.menuList.map((m) => m.sortNum);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
    const links = groups.flatMap((g) => g.menuList).filter((m) => m.linkUrl !== null);
    expect(links.map((m) => [m.menuName, m.routeName, m.menuKey])).toEqual([
      ['农产品溯源平台', null, 10021],
      ['物联网平台', null, 10023],
    ]);
  });

  it('shows ungrouped menus of 上海 as 其他分组 (id 0) under the fallback type', async () => {
    const token = await t.login('shanghai_viewer');
    const res = await t.call(listMenuTypesAndGroups, { governmentSubjectId: ids.shanghai }, token);
    const fallback = res.obj!.find((x) => x.groupType === GROUP_TYPE_FALLBACK)!;
    expect(fallback.menuGroupList).toHaveLength(1);
    const other = fallback.menuGroupList[0]!;
    expect(other).toMatchObject({
      id: OTHER_GROUP_ID,
      fullName: OTHER_GROUP_NAME,
      shortName: OTHER_GROUP_NAME,
    });
    expect(other.menuList.map((m) => m.menuName)).toEqual([
      '产权交易',
      '三维实景',
      '农业农村部',
      '上海市农业农村委员会',
    ]);
  });

  it('moves menus of a deleted group and groups of an unknown type to the fallback', async () => {
    const [g] = await t.db.query<{ id: number }>(
      `INSERT INTO menu_groups (government_subject_id, group_type, full_name, short_name, sort_num)
       VALUES ($1, 9, '临时分组', '临时', 99) RETURNING id`,
      [ids.pudong],
    );
    await t.db.query(
      `UPDATE subject_show_menus SET menu_group_id = $2 WHERE government_subject_id = $1
         AND menu_template_id = (SELECT id FROM menu_templates WHERE menu_key = 31)`,
      [ids.pudong, g!.id],
    );
    await t.db.query(
      `UPDATE subject_show_menus SET menu_group_id = 987654 WHERE government_subject_id = $1
         AND menu_template_id = (SELECT id FROM menu_templates WHERE menu_key = 30)`,
      [ids.pudong],
    );
    const token = await t.login('pudong_viewer');
    const res = await t.call(listMenuTypesAndGroups, { governmentSubjectId: ids.pudong }, token);
    const fallback = res.obj!.find((x) => x.groupType === GROUP_TYPE_FALLBACK)!;
    expect(fallback.menuGroupList.map((x) => [x.fullName, x.menuList.map((m) => m.menuKey)])).toEqual([
      ['临时分组', [31]],
      [OTHER_GROUP_NAME, [30]],
    ]);
    const shown = await t.call(listShowMenusBySubjectId, { subjectId: ids.pudong }, token);
    expect(shown.obj!.find((m) => m.menuKey === 30)?.menuGroupId).toBe(OTHER_GROUP_ID);
  });

  it('answers the whole tree to a display token of the subject', async () => {
    const res = await t.call(listMenuTypesAndGroups, { governmentSubjectId: ids.chongming }, display);
    expect(res.respCode).toBe(0);
  });

  it('lets 上海 read the menus of 崇明 (in scope) but not 崇明 those of 浦东 or 上海', async () => {
    const token = await t.login('shanghai_viewer');
    expect(
      (await t.call(listMenuTypesAndGroups, { governmentSubjectId: ids.chongming }, token)).respCode,
    ).toBe(0);
    for (const id of [ids.pudong, ids.shanghai, 999999]) {
      const res = await t.call(listMenuTypesAndGroups, { governmentSubjectId: id }, viewer);
      expect(res.respCode).toBe(401);
    }
  });

  it('refuses a bad body with 300 naming the field, and a missing token with 400', async () => {
    const bad = await t.call(listMenuTypesAndGroups, { governmentSubjectId: 'x' }, viewer);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('governmentSubjectId');
    const extra = await t.call(listMenuTypesAndGroups, { governmentSubjectId: 1, foo: 1 }, viewer);
    expect(extra.respDesc).toContain('foo');
    expect((await t.call(listMenuTypesAndGroups, { governmentSubjectId: 1 })).respCode).toBe(400);
  });
});

describe('show menus', () => {
  it('lists the show-menu list of 崇明 with group ids, custom names and navbar flags', async () => {
    const res = await t.call(listShowMenusBySubjectId, { subjectId: ids.chongming }, viewer);
    expect(res.respCode).toBe(0);
    const menus = res.obj!;
    expect(menus.length).toBeGreaterThanOrEqual(20);
    expect(menus.filter((m) => m.showNavbarFlag === 0).map((m) => m.menuKey)).toEqual([8, 37, 24]);
    expect(menus.find((m) => m.menuKey === 19)).toMatchObject({
      menuName: '渔业养殖',
      customName: '清水蟹养殖',
    });
    expect(new Set(menus.map((m) => m.menuGroupId)).size).toBe(4);
  });

  it('answers 401 out of scope, 300 for a bad id, 400 without a token', async () => {
    expect((await t.call(listShowMenusBySubjectId, { subjectId: ids.pudong }, admin)).respCode).toBe(401);
    const bad = await t.call(listShowMenusBySubjectId, { subjectId: 0 }, admin);
    expect([bad.respCode, bad.respDesc.includes('subjectId')]).toEqual([300, true]);
    expect((await t.call(listShowMenusBySubjectId, { subjectId: ids.chongming })).respCode).toBe(400);
  });
});

describe('menu templates', () => {
  it('lists the whole catalogue: every dashboard topic with its route name, links and fixed pages', async () => {
    const res = await t.call(listMenuTemplatesBySubjectId, { governmentSubjectId: ids.chongming }, viewer);
    expect(res.respCode).toBe(0);
    const templates = res.obj!;
    for (const m of DASHBOARD_MENUS) {
      expect(templates.find((x) => x.menuKey === m.key)).toMatchObject({
        menuName: m.name,
        routeName: m.routeName,
      });
    }
    expect(templates.filter((x) => x.menuKey >= 10001 && x.menuKey <= 10020)).toHaveLength(20);
    const links = templates.filter((x) => x.linkUrl !== null);
    expect(links.map((x) => x.menuKey)).toEqual([10021, 10022, 10023, 10024, 10025]);
    for (const l of links) expect(l.linkUrl).toMatch(/^https:\/\//);
    expect(templates.filter((x) => x.menuKey === 0).length).toBeGreaterThan(0);
  });

  it('is not for display tokens (403), and refuses other subjects (401)', async () => {
    const body = { governmentSubjectId: ids.chongming };
    expect((await t.call(listMenuTemplatesBySubjectId, body, display)).respCode).toBe(403);
    expect(
      (await t.call(listMenuTemplatesBySubjectId, { governmentSubjectId: ids.pudong }, viewer)).respCode,
    ).toBe(401);
    expect((await t.call(listMenuTemplatesBySubjectId, {}, viewer)).respCode).toBe(300);
    expect((await t.call(listMenuTemplatesBySubjectId, body)).respCode).toBe(400);
  });
});
