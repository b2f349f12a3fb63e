import { getUserInfo, listSubjects, updateSubjectBranding } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf, townSubjectIds } from './test-support';

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

describe('subject list', () => {
  it('lists the subjects in scope with their portal settings and area chain', async () => {
    const res = await t.call(listSubjects, {}, admin);
    expect(res.respCode).toBe(0);
    // 崇明 and the two town bodies it set up.
    expect(res.obj).toMatchObject({ total: 3, pageNo: 1, pageSize: 10 });
    expect(res.obj!.list[0]).toMatchObject({
      id: ids.chongming,
      subjectName: '崇明区农业农村委员会',
      skinType: 2,
      navStyleFlag: 2,
      subjectLogoUrl: '/files/demo/logo-chongming.svg',
      areaId: 310151000000,
      areaLevel: 3,
    });
    // `menuKey:skin` pairs for every configured dashboard; the overview and the cockpit keep their skins.
    const skins = res.obj!.list[0]!.dashboadTemplateStr!.split(',');
    expect(skins).toEqual(expect.arrayContaining(['7:skin3', '10:skin1', '12:skin1']));
    expect(res.obj!.list[0]!.areaChain.map((a) => a.areaName)).toEqual(['上海市', '市辖区', '崇明区']);
    expect(res.obj!.list[0]!.showMenuTemplateStr.split(',').length).toBeGreaterThanOrEqual(20);
    expect(JSON.parse(res.obj!.list[0]!.allMenuLinks!)).toHaveLength(3);
  });

  it('gives the province its own subject and both districts, pages and filters them', async () => {
    const province = await t.login('shanghai_admin');
    const all = await t.call(listSubjects, { pageSize: 10 }, province);
    const towns = await townSubjectIds(t.db);
    expect(all.obj!.list.map((s) => s.id)).toEqual([ids.shanghai, ids.chongming, ids.pudong, ...towns]);
    expect(all.obj!.list[0]).toMatchObject({ guidePageSupportFlag: 1, guidePageTypeFlag: 1 });
    expect(all.obj!.list[2]).toMatchObject({ skinType: 1, navStyleFlag: 1 });
    const page = await t.call(listSubjects, { pageNo: 2, pageSize: 2 }, province);
    expect(page.obj).toMatchObject({ total: 5, pageNo: 2 });
    expect(page.obj!.list.map((s) => s.id)).toEqual([ids.pudong, towns[0]]);
    const found = await t.call(listSubjects, { keyword: '浦东' }, province);
    expect(found.obj!.list.map((s) => s.id)).toEqual([ids.pudong]);
  });

  it('needs portal:manage (403), a token (400) and a valid body (300)', async () => {
    expect((await t.call(listSubjects, {}, viewer)).respCode).toBe(403);
    expect((await t.call(listSubjects, {})).respCode).toBe(400);
    const bad = await t.call(listSubjects, { pageSize: 5000 }, admin);
    expect([bad.respCode, bad.respDesc.includes('pageSize')]).toEqual([300, true]);
  });
});

describe('subject branding', () => {
  it('updates the given fields only, stamps the editor, and user info shows it', async () => {
    const res = await t.call(
      updateSubjectBranding,
      { id: ids.chongming, bigDataPlatformName: '崇明生态农业大数据平台', skinType: 1, poweredBy: null },
      admin,
    );
    expect(res.respCode).toBe(0);
    expect(res.obj).toMatchObject({
      bigDataPlatformName: '崇明生态农业大数据平台',
      skinType: 1,
      poweredBy: null,
      navStyleFlag: 2,
      subjectName: '崇明区农业农村委员会',
      updateBy: 'chongming_admin',
    });
    const info = await t.call(getUserInfo, {}, viewer);
    expect(info.obj!.govSubjectVO.bigDataPlatformName).toBe('崇明生态农业大数据平台');
  });

  it('refuses turning guide pages on without a type', async () => {
    const res = await t.call(
      updateSubjectBranding,
      { id: ids.chongming, guidePageSupportFlag: 1, guidePageTypeFlag: null },
      admin,
    );
    expect([res.respCode, res.respDesc.includes('guidePageTypeFlag')]).toEqual([300, true]);
  });

  it('refuses subjects beside the scope (401), bad values (300), non-managers (403), no token (400)', async () => {
    expect((await t.call(updateSubjectBranding, { id: ids.pudong, skinType: 1 }, admin)).respCode).toBe(401);
    expect((await t.call(updateSubjectBranding, { id: ids.shanghai, skinType: 1 }, admin)).respCode).toBe(
      401,
    );
    const bad = await t.call(updateSubjectBranding, { id: ids.chongming, skinType: 7 }, admin);
    expect([bad.respCode, bad.respDesc.includes('skinType')]).toEqual([300, true]);
    expect((await t.call(updateSubjectBranding, { id: ids.chongming }, viewer)).respCode).toBe(403);
    expect((await t.call(updateSubjectBranding, { id: ids.chongming })).respCode).toBe(400);
  });

  it('lets the province rebrand a district', async () => {
    const province = await t.login('shanghai_admin');
    const res = await t.call(updateSubjectBranding, { id: ids.pudong, navStyleFlag: 3 }, province);
    expect(res.obj?.navStyleFlag).toBe(3);
  });
});
