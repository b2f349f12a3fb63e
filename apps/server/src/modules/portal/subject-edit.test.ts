import { isDynamicDashboardKey, isDynamicLinkKey } from '@fengshou/core';
import {
  listAssignableMenuTemplates,
  listMenuTemplatesBySubjectId,
  listShowMenusBySubjectId,
  subjectLogo,
  updateSubjectBranding,
  uploadSubjectLogo,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from './test-support';

// A bureau edits the portal of a subject below it (and its own): names, logo, skin, navigation, guide page
// and the menu templates, within what the subject above holds.

let t: TestApp;
let province: string;
let county: string;
let ids: { shanghai: number; chongming: number; pudong: number };

// A 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const b64 = (text: string) => Buffer.from(text).toString('base64');

beforeAll(async () => {
  t = await createTestApp();
  [province, county] = await Promise.all([t.login('shanghai_admin'), t.login('chongming_admin')]);
  ids = {
    shanghai: await subjectIdOf(t.db, 'shanghai'),
    chongming: await subjectIdOf(t.db, 'chongming'),
    pudong: await subjectIdOf(t.db, 'pudong'),
  };
});
afterAll(() => t.close());

describe('editing a subject', () => {
  it('stores every field of the form, and the uploaded logo is served to the login page', async () => {
    const upload = await t.call(
      uploadSubjectLogo,
      { id: ids.pudong, fileName: 'logo.png', contentBase64: `data:image/png;base64,${PNG}` },
      province,
    );
    expect(upload.respCode, upload.respDesc).toBe(0);
    const url = upload.obj!.url;
    expect(url).toMatch(/^\/files\/logo\/[0-9a-f]{64}\.png$/);
    const res = await t.call(
      updateSubjectBranding,
      {
        id: ids.pudong,
        subjectName: '浦东新区农业农村委',
        subjectLogoUrl: url,
        bigDataPlatformName: '浦东农业大屏',
        middlePlatformName: '浦东农业中台',
        poweredBy: '浦东信息中心',
        skinType: 2,
        navStyleFlag: 3,
        guidePageSupportFlag: 1,
        guidePageTypeFlag: 3,
      },
      province,
    );
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj).toMatchObject({
      subjectName: '浦东新区农业农村委',
      subjectLogoUrl: url,
      bigDataPlatformName: '浦东农业大屏',
      middlePlatformName: '浦东农业中台',
      poweredBy: '浦东信息中心',
      skinType: 2,
      navStyleFlag: 3,
      guidePageSupportFlag: 1,
      guidePageTypeFlag: 3,
      updateBy: 'shanghai_admin',
    });
    const login = await t.call(subjectLogo, { subjectId: ids.pudong });
    expect(login.obj?.subjectLogoUrl).toBe(url);
    // Public: the login page shows it before anyone signs in.
    const file = await t.app.inject({ method: 'GET', url });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    expect(file.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(/[0-9a-f]{8}\./, '00000000.') })).statusCode,
    ).toBe(404);
  });

  it('takes an SVG logo without scripts, and refuses other pictures by their content (300)', async () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>';
    const ok = await t.call(
      uploadSubjectLogo,
      { id: ids.chongming, fileName: 'a.svg', contentBase64: b64(svg) },
      county,
    );
    expect(ok.obj?.url).toMatch(/\.svg$/);
    const served = await t.app.inject({ method: 'GET', url: ok.obj!.url });
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    for (const content of [
      b64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      b64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      b64('GIF89a....'),
      'not base64!',
      Buffer.alloc(260 * 1024, 1).toString('base64'),
    ]) {
      const bad = await t.call(
        uploadSubjectLogo,
        { id: ids.chongming, fileName: 'x', contentBase64: content },
        county,
      );
      expect([bad.respCode, bad.respDesc.includes('contentBase64')], bad.respDesc).toEqual([300, true]);
    }
  });

  it('refuses bad values with 300 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ navStyleFlag: 4 }, 'navStyleFlag'],
      [{ skinType: 0 }, 'skinType'],
      [{ guidePageTypeFlag: 9 }, 'guidePageTypeFlag'],
      [{ subjectName: ' ' }, 'subjectName'],
      [{ subjectLogoUrl: 'javascript:alert(1)' }, 'subjectLogoUrl'],
      [{ subjectLogoUrl: 'https://example.com/l.png' }, 'subjectLogoUrl'],
      [{ subjectLogoUrl: `/files/logo/${'a'.repeat(64)}.png` }, 'subjectLogoUrl'],
      [{ menuTemplateIds: [] }, 'menuTemplateIds'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call(updateSubjectBranding, { id: ids.chongming, ...body }, county);
      expect([res.respCode, res.respDesc.includes(field)], JSON.stringify(body)).toEqual([300, true]);
    }
    const ok = await t.call(
      updateSubjectBranding,
      { id: ids.chongming, subjectLogoUrl: '/files/demo/logo-pudong.svg' },
      county,
    );
    expect(ok.obj?.subjectLogoUrl).toBe('/files/demo/logo-pudong.svg');
  });

  it('refuses subjects outside the caller’s area, above it included (401)', async () => {
    for (const id of [ids.pudong, ids.shanghai]) {
      expect((await t.call(updateSubjectBranding, { id, poweredBy: 'x' }, county)).respCode).toBe(401);
      expect((await t.call(listAssignableMenuTemplates, { governmentSubjectId: id }, county)).respCode).toBe(
        401,
      );
      const up = await t.call(uploadSubjectLogo, { id, fileName: 'l.png', contentBase64: PNG }, county);
      expect(up.respCode).toBe(401);
    }
  });
});

describe('menu templates of a subject', () => {
  const shown = async (subjectId: number) =>
    (await t.call(listShowMenusBySubjectId, { subjectId }, province)).obj!.map(
      (m) => m.governmentShowMenuTemplateId,
    );

  it('offer the top subject the whole catalogue, and a subject below what its superior holds, its own and the dynamic slots', async () => {
    const catalogue = (
      await t.call(listMenuTemplatesBySubjectId, { governmentSubjectId: ids.shanghai }, province)
    ).obj!;
    const top = await t.call(listAssignableMenuTemplates, { governmentSubjectId: ids.shanghai }, province);
    expect(top.obj!.map((m) => m.id)).toEqual(catalogue.map((m) => m.id));
    const below = await t.call(listAssignableMenuTemplates, { governmentSubjectId: ids.chongming }, county);
    // The 20 dynamic dashboards and 5 dynamic links are every subject's own to fill.
    const dynamic = catalogue.filter((m) => isDynamicDashboardKey(m.menuKey) || isDynamicLinkKey(m.menuKey));
    expect(dynamic).toHaveLength(25);
    const both = new Set([
      ...(await shown(ids.shanghai)),
      ...(await shown(ids.chongming)),
      ...dynamic.map((m) => m.id),
    ]);
    expect(new Set(below.obj!.map((m) => m.id))).toEqual(both);
  });

  it('replace the show-menu list: kept menus keep their place, new ones come last, the string follows', async () => {
    const province_ = await shown(ids.shanghai);
    const before = await shown(ids.chongming);
    const kept = before.slice(0, 3);
    const added = province_.find((id) => !before.includes(id));
    const wanted = added === undefined ? kept : [...kept, added];
    const res = await t.call(updateSubjectBranding, { id: ids.chongming, menuTemplateIds: wanted }, county);
    expect(res.respCode, res.respDesc).toBe(0);
    expect(await shown(ids.chongming)).toEqual(wanted);
    expect(res.obj!.showMenuTemplateStr).toBe(wanted.join(','));
  });

  it('refuse adding a template the superior does not hold, even for the subject itself (300)', async () => {
    const mine = await shown(ids.chongming);
    const above = await shown(ids.shanghai);
    const dropped = above.find((id) => !mine.includes(id))!;
    const cut = await t.call(
      updateSubjectBranding,
      { id: ids.shanghai, menuTemplateIds: above.filter((id) => id !== dropped) },
      province,
    );
    expect(cut.respCode, cut.respDesc).toBe(0);
    for (const token of [county, province]) {
      const res = await t.call(
        updateSubjectBranding,
        { id: ids.chongming, menuTemplateIds: [...mine, dropped] },
        token,
      );
      expect([res.respCode, res.respDesc.includes('menuTemplateIds')]).toEqual([300, true]);
    }
  });
});
