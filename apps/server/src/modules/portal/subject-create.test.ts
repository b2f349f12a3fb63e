import { DASHBOARD_MENUS, passwordCompositionProblem } from '@fengshou/core';
import {
  createSubject,
  editMyPassword,
  listPlates,
  listShowMenusBySubjectId,
  listSubjects,
  statSummary,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING } from '../../../test/list-checks';
import { subjectIdOf } from './test-support';

// A bureau creates the subjects of the areas below it: each with the catalogue's menus and dashboards and
// its own administrator, and no view of anything outside its area.

const XUHUI = 310104000000;

let t: TestApp;
let province: string;
let county: string;

beforeAll(async () => {
  t = await createTestApp();
  [province, county] = await Promise.all([t.login('shanghai_admin'), t.login('chongming_admin')]);
});
afterAll(() => t.close());

describe('creating a subject below one’s own', () => {
  let created: { subjectId: number; loginName: string; initialPassword: string };

  it('makes 徐汇区’s subject under 上海市 with the catalogue and an administrator who must change the password', async () => {
    const res = await t.call(createSubject, { areaId: XUHUI, adminLoginName: 'xuhui_admin' }, province);
    expect(res.respCode, res.respDesc).toBe(0);
    const { subject, loginName, initialPassword } = res.obj!;
    expect(subject).toMatchObject({ subjectName: '徐汇区农业农村委员会', subjectLevel: 3, areaId: XUHUI });
    expect(subject.areaChain.map((a) => a.areaName)).toEqual(['上海市', '市辖区', '徐汇区']);
    expect(passwordCompositionProblem(initialPassword, loginName)).toBeNull();
    created = { subjectId: subject.id, loginName, initialPassword };
    const [parent] = await t.db.query<{ parent_subject_id: number }>(
      'SELECT parent_subject_id FROM government_subjects WHERE id = $1',
      [subject.id],
    );
    expect(parent!.parent_subject_id).toBe(await subjectIdOf(t.db, 'shanghai'));
    const menus = await t.call(listShowMenusBySubjectId, { subjectId: subject.id }, province);
    const keys = new Set(menus.obj!.map((m) => m.menuKey));
    expect(DASHBOARD_MENUS.filter((m) => !keys.has(m.key))).toEqual([]);
    const plates = await t.call(listPlates, { subjectId: subject.id, menuKey: 7 }, province);
    expect(plates.obj!.length).toBeGreaterThan(0);
  });

  it('lets the new administrator in to its own district only', async () => {
    const first = await t.call('/api/login/gov/user/login', {
      loginName: created.loginName,
      password: created.initialPassword,
    });
    expect(first.respCode, first.respDesc).toBe(0);
    const firstToken = (first.obj as { accessToken: string }).accessToken;
    const changed = await t.call(
      editMyPassword,
      { oldPassword: created.initialPassword, newPassword: 'Xuhui#2026ok' },
      firstToken,
    );
    expect(changed.respCode, changed.respDesc).toBe(0);
    const token = await t.login(created.loginName, 'Xuhui#2026ok');
    const own = await t.call(statSummary, { metrics: ['farmCount'], areaId: XUHUI, areaLevel: 3 }, token);
    expect(own.respCode, own.respDesc).toBe(0);
    const other = await t.call(
      statSummary,
      { metrics: ['farmCount'], areaId: CHONGMING, areaLevel: 3 },
      token,
    );
    expect(other.respCode).toBe(401);
    const subjects = await t.call(listSubjects, {}, token);
    expect(subjects.obj!.list.map((s) => s.id)).toEqual([created.subjectId]);
  });

  it('refuses an area that has a subject, a taken account, the caller’s own area and a town of a county, naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ areaId: CHONGMING, adminLoginName: 'cm_second' }, 'areaId', '该地区已有政府主体'],
      [{ areaId: 310106000000, adminLoginName: 'chongming_admin' }, 'adminLoginName', '账号已存在'],
      [
        { areaId: 310000000000, adminLoginName: 'sh_second' },
        'areaId',
        '只能为本辖区下级的市、县或乡镇新建主体',
      ],
      // A town's body is set up by its county, not from further up.
      [
        { areaId: 310151103000, adminLoginName: 'town_admin' },
        'areaId',
        '乡镇主体由其所在县（区）的主体新建',
      ],
      [{ areaId: XUHUI, adminLoginName: '1x' }, 'adminLoginName', '账号须以字母开头'],
    ];
    for (const [body, field, why] of cases) {
      const res = await t.call(createSubject, body, province);
      expect(res.respCode, JSON.stringify(body)).toBe(300);
      expect(res.respDesc).toContain(field);
      expect(res.respDesc).toContain(why);
    }
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM government_subjects',
    )) as [{ n: number }];
    // The demo's three bodies, its two towns of 崇明 and 徐汇区.
    expect(n).toBe(6);
  });

  it('makes one subject of an area asked for twice at once', async () => {
    const ask = (adminLoginName: string) =>
      t.call(createSubject, { areaId: 310105000000, adminLoginName }, province);
    const answers = await Promise.all([ask('changning_a'), ask('changning_b')]);
    expect(answers.map((a) => a.respCode).sort()).toEqual([0, 300]);
    expect(answers.find((a) => a.respCode === 300)!.respDesc).toContain('该地区已有政府主体');
  });

  it('refuses a county creating a subject outside its area (401) and a viewer without portal:manage (403)', async () => {
    expect(
      (await t.call(createSubject, { areaId: 310106000000, adminLoginName: 'jingan_admin' }, county))
        .respCode,
    ).toBe(401);
    const viewer = await t.login('chongming_viewer');
    expect(
      (await t.call(createSubject, { areaId: 310106000000, adminLoginName: 'jingan_admin' }, viewer))
        .respCode,
    ).toBe(403);
  });
});
