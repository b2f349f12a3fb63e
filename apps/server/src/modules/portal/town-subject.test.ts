import {
  createDisplayToken,
  createSubject,
  getUserInfo,
  listPlates,
  listShowMenusBySubjectId,
  listSubjects,
  listUsers,
  statSummary,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, PUDONG } from '../../../test/list-checks';
import { townOffice } from '../../../test/town-office';
import { subjectIdOf } from './test-support';

// A county sets up its towns' own bodies (乡镇农业服务中心, subject level 4): each gets the catalogue, an
// administrator and accounts the county creates, and sees its town and nothing beside or above it.

const XINHE = 310151103000;

let t: TestApp;
let county: string;
let office: Awaited<ReturnType<typeof townOffice>>;
let village: number;
let otherTown: number;
let pudongTown: number;

const child = async (parent: number, skip = 0) =>
  Number(
    (
      await t.db.query<{ id: string }>('SELECT id FROM areas WHERE parent_id = $1 ORDER BY id OFFSET $2', [
        parent,
        skip,
      ])
    )[0]!.id,
  );

beforeAll(async () => {
  t = await createTestApp();
  county = await t.login('chongming_admin');
  office = await townOffice(t, XINHE, 'xinhe');
  village = await child(XINHE);
  otherTown = await child(CHONGMING, 3);
  pudongTown = await child(PUDONG);
});
afterAll(() => t.close());

describe('a town body set up by its county', () => {
  it('sits under the county with the town in its chain, the catalogue’s menus and dashboards', async () => {
    expect(office.subject).toMatchObject({
      subjectName: '新河镇农业服务中心',
      subjectLevel: 4,
      areaId: XINHE,
      areaLevel: 4,
    });
    expect(office.subject.areaChain.map((a) => a.areaName)).toEqual(['上海市', '市辖区', '崇明区', '新河镇']);
    const [row] = await t.db.query<{ parent_subject_id: number }>(
      'SELECT parent_subject_id FROM government_subjects WHERE id = $1',
      [office.subject.id],
    );
    expect(row!.parent_subject_id).toBe(await subjectIdOf(t.db, 'chongming'));
    const menus = await t.call(listShowMenusBySubjectId, { subjectId: office.subject.id }, office.lead.token);
    expect(menus.obj!.length).toBeGreaterThan(0);
    const plates = await t.call(listPlates, { subjectId: office.subject.id, menuKey: 7 }, office.lead.token);
    expect(plates.obj!.length).toBeGreaterThan(0);
    const me = await t.call(getUserInfo, {}, office.checker.token);
    expect(me.obj!.govSubjectVO).toMatchObject({ id: office.subject.id, subjectLevel: 4, areaId: XINHE });
  });

  it('refuses a village, a town of another county and anything a town body would create below it', async () => {
    const cases: [string, object, number, string][] = [
      [
        county,
        { areaId: village, adminLoginName: 'village_admin' },
        300,
        '只能为本辖区下级的市、县或乡镇新建主体',
      ],
      [county, { areaId: pudongTown, adminLoginName: 'pd_town_admin' }, 401, ''],
      [county, { areaId: XINHE, adminLoginName: 'xinhe_second' }, 300, '该地区已有政府主体'],
      [office.lead.token, { areaId: village, adminLoginName: 'village_admin' }, 300, 'areaId'],
    ];
    for (const [token, body, code, why] of cases) {
      const res = await t.call(createSubject, body, token);
      expect(res.respCode, JSON.stringify(body)).toBe(code);
      expect(res.respDesc).toContain(why);
    }
  });

  it('shows its users the town’s figures and refuses the county’s, another town’s and another county’s', async () => {
    for (const token of [office.lead.token, office.checker.token]) {
      const own = await t.call(statSummary, { metrics: ['farmCount'] }, token);
      expect(own.respCode, own.respDesc).toBe(0);
      const asked = await t.call(
        statSummary,
        { metrics: ['farmCount'], areaId: village, areaLevel: 5 },
        token,
      );
      expect(asked.respCode).toBe(0);
      for (const areaId of [CHONGMING, otherTown, pudongTown]) {
        const res = await t.call(statSummary, { metrics: ['farmCount'], areaId }, token);
        expect(res.respCode, String(areaId)).toBe(401);
      }
    }
    // The town's count is the county's figure for that town.
    const [mine] = (await t.call(statSummary, { metrics: ['farmCount'] }, office.lead.token)).obj!;
    const [fromCounty] = (await t.call(statSummary, { metrics: ['farmCount'], areaId: XINHE }, county)).obj!;
    expect(mine!.value).toBe(fromCounty!.value);
  });

  it('lists to its administrator its own subject and users only; the county sees them among its own', async () => {
    const subjects = await t.call(listSubjects, {}, office.lead.token);
    expect(subjects.obj!.list.map((s) => s.id)).toEqual([office.subject.id]);
    const users = await t.call(listUsers, { pageSize: 100 }, office.lead.token);
    expect(users.obj!.list.map((u) => u.loginName).sort()).toEqual(['xinhe_checker', 'xinhe_lead']);
    const chongmingId = await subjectIdOf(t.db, 'chongming');
    const other = await t.call(listUsers, { subjectId: chongmingId }, office.lead.token);
    expect(other.respCode).toBe(401);
    const fromCounty = await t.call(listSubjects, { pageSize: 100 }, county);
    expect(fromCounty.obj!.list.map((s) => s.subjectName)).toContain('新河镇农业服务中心');
    const townUsers = await t.call(listUsers, { subjectId: office.subject.id }, county);
    expect(townUsers.obj!.total).toBe(2);
  });

  it('issues wall-screen tokens that show the town and nothing above it', async () => {
    const issued = await t.call(createDisplayToken, { name: '镇大屏', validDays: 1 }, office.lead.token);
    expect(issued.respCode, issued.respDesc).toBe(0);
    const display = issued.obj!.accessToken;
    expect((await t.call(statSummary, { metrics: ['farmCount'] }, display)).respCode).toBe(0);
    expect((await t.call(statSummary, { metrics: ['farmCount'], areaId: CHONGMING }, display)).respCode).toBe(
      401,
    );
  });
});
