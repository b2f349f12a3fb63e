import {
  getMenuLinks,
  getUserInfo,
  listPlates,
  savePlate,
  setCameraSource,
  subjectLogo,
  updateSubjectBranding,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { subjectIdOf } from '../modules/portal/test-support';

// Addresses an administrator types are shown to others as links, logos and embedded pages: only http(s)
// addresses and paths of this site are stored, and answers never carry another scheme stored before.

let t: TestApp;
let token: string;
let subjectId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('chongming_admin');
  subjectId = await subjectIdOf(t.db, 'chongming');
});
afterAll(() => t.close());

const SCRIPTED = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>'];

describe('logo addresses', () => {
  it.each([
    ...SCRIPTED,
    'https://tracker.example.com/l.png',
    '//evil.example.com/l.png',
    '/files/logo/x.png',
  ])('refuses %j as a logo', async (subjectLogoUrl) => {
    const res = await t.call(updateSubjectBranding, { id: subjectId, subjectLogoUrl }, token);
    expect([res.respCode, res.respDesc]).toEqual([300, expect.stringContaining('subjectLogoUrl')]);
  });

  it('answers no logo for an address stored before logos were checked', async () => {
    await t.db.query('UPDATE government_subjects SET subject_logo_url = $2 WHERE id = $1', [
      subjectId,
      'javascript:alert(1)',
    ]);
    const logo = await t.call(subjectLogo, { subjectId });
    expect(logo.obj?.subjectLogoUrl).toBeNull();
    const info = await t.call(getUserInfo, {}, token);
    expect(info.obj?.govSubjectVO.subjectLogoUrl).toBeNull();
    await t.db.query('UPDATE government_subjects SET subject_logo_url = $2 WHERE id = $1', [
      subjectId,
      '/files/demo/logo-chongming.svg',
    ]);
    expect((await t.call(subjectLogo, { subjectId })).obj?.subjectLogoUrl).toBe(
      '/files/demo/logo-chongming.svg',
    );
  });
});

describe('plate detail addresses', () => {
  const plate = { subjectId, menuKey: 10001, position: 11, plateName: '链接板块' };

  it.each([
    ...SCRIPTED,
    '//evil.example.com/x',
    '/\\evil.example.com/x',
    'ftp://example.com/x',
    'www.example.com',
  ])('refuses %j', async (detailUrl) => {
    const res = await t.call(savePlate, { ...plate, subjectId, detailUrl }, token);
    expect([res.respCode, res.respDesc]).toEqual([300, expect.stringContaining('detailUrl')]);
  });

  it.each(['https://example.gov.cn/a?b=1', 'http://10.0.0.1:8080/x', '/operateSubjectList'])(
    'stores %j',
    async (detailUrl) => {
      const res = await t.call(savePlate, { ...plate, subjectId, detailUrl }, token);
      expect(res.respCode, res.respDesc).toBe(0);
      expect(res.obj?.detailUrl).toBe(detailUrl);
    },
  );

  it('answers no address for one stored before addresses were checked', async () => {
    const saved = await t.call(savePlate, { ...plate, subjectId, detailUrl: '/ok' }, token);
    await t.db.query('UPDATE plates SET detail_url = $2 WHERE id = $1', [
      saved.obj!.id,
      'javascript:alert(1)',
    ]);
    const list = await t.call(listPlates, { subjectId, menuKey: plate.menuKey }, token);
    const row = list.obj!.find((p) => p.id === saved.obj!.id);
    expect(row).toBeDefined();
    expect(row!.detailUrl).toBeNull();
  });
});

describe('other stored addresses', () => {
  it('leaves out external links whose scheme is not http(s)', async () => {
    await t.db.query(
      `INSERT INTO subject_menu_links (government_subject_id, name, url, sort_num)
       VALUES ($1, '脚本', 'javascript:alert(1)', 98), ($1, '数据', 'data:text/html,x', 99)`,
      [subjectId],
    );
    const links = await t.call(getMenuLinks, { subjectId }, token);
    expect(links.respCode, links.respDesc).toBe(0);
    expect(links.obj!.length).toBeGreaterThan(0);
    expect(links.obj!.map((l) => l.url).filter((u) => !/^(https?:\/\/|[^:]*$)/i.test(u))).toEqual([]);
    const info = await t.call(getUserInfo, {}, token);
    expect(info.obj?.govSubjectVO.allMenuLinks).not.toContain('javascript:');
    expect(info.obj?.govSubjectVO.allMenuLinks).not.toContain('data:');
  });

  it('takes only http(s) camera stream addresses', async () => {
    const [cam] = await t.db.query<{ id: number }>('SELECT id FROM cameras ORDER BY id LIMIT 1');
    for (const streamUrl of [...SCRIPTED, 'rtsp://x/y']) {
      const res = await t.call(setCameraSource, { cameraId: cam!.id, streamUrl }, token);
      expect([res.respCode, res.respDesc]).toEqual([300, expect.stringContaining('streamUrl')]);
    }
  });
});
