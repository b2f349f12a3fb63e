import {
  changeSubject,
  getMenuLinks,
  getUserInfo,
  listAreasByParentId,
  subjectForLogin,
  subjectLogo,
  switchUser,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { townSubjectIds } from '../portal/test-support';
import { userIdOf } from './test-support';

let t: TestApp;
const ids = { shanghai: 0, chongming: 0, pudong: 0 };
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.query<{ id: number; name: string }>(
    'SELECT id, subject_name AS name FROM government_subjects',
  );
  for (const r of rows) {
    if (r.name.startsWith('上海')) ids.shanghai = r.id;
    if (r.name.startsWith('崇明')) ids.chongming = r.id;
    if (r.name.startsWith('浦东')) ids.pudong = r.id;
  }
  // Whatever the demo seeds, this one sorts first.
  await t.db.query(
    `INSERT INTO subject_menu_links (government_subject_id, name, url, sort_num)
     VALUES ($1, '农机调度', 'https://njdd.example.cn', -1)`,
    [ids.chongming],
  );
});
afterAll(() => t.close());

describe('subjectLogo (public)', () => {
  it('answers the branding of a subject without a token', async () => {
    const res = await t.call(subjectLogo, { subjectId: ids.pudong });
    expect(res.obj).toMatchObject({ id: ids.pudong, subjectName: '浦东新区农业农村委员会', showLogoFlag: 1 });
  });

  it.each([
    ['missing', {}, 'subjectId'],
    ['not a number', { subjectId: 'x' }, 'subjectId'],
    ['unknown subject', { subjectId: 99999 }, 'subjectId'],
    ['unknown field', { subjectId: 1, host: 'a' }, 'host'],
  ])('bad input (%s) → 300 naming %s', async (_, body, field) => {
    const res = await t.call(subjectLogo, body);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain(field);
  });
});

describe('getMenuLinks', () => {
  it('lists the links of a subject in sort order', async () => {
    const expected = await t.db.query<{ name: string }>(
      'SELECT name FROM subject_menu_links WHERE government_subject_id = $1 ORDER BY sort_num, id',
      [ids.chongming],
    );
    const res = await t.call(getMenuLinks, { subjectId: ids.chongming }, await t.login('chongming_viewer'));
    expect(res.obj?.map((l) => l.name)).toEqual(expected.map((r) => r.name));
    expect(res.obj?.[0]).toMatchObject({ name: '农机调度', url: 'https://njdd.example.cn', sortNum: -1 });
  });

  it('a province user may read the links of a county below', async () => {
    const res = await t.call(getMenuLinks, { subjectId: ids.chongming }, await t.login('shanghai_viewer'));
    expect(res.obj?.[0]?.name).toBe('农机调度');
  });

  it.each([
    ['the province above', 'shanghai'],
    ['a neighbouring county', 'pudong'],
  ] as const)('links of %s are out of scope: 401', async (_, key) => {
    const res = await t.call(getMenuLinks, { subjectId: ids[key] }, await t.login('chongming_admin'));
    expect(res.respCode).toBe(401);
  });

  it('needs a token (400) and a subjectId (300)', async () => {
    expect((await t.call(getMenuLinks, { subjectId: ids.chongming })).respCode).toBe(400);
    const res = await t.call(getMenuLinks, {}, await t.login('chongming_viewer'));
    expect([res.respCode, res.respDesc.includes('subjectId')]).toEqual([300, true]);
  });
});

describe('subjectForLogin and changeSubject', () => {
  it('lists the own subject and those below, marking the current one', async () => {
    const res = await t.call(subjectForLogin, {}, await t.login('shanghai_admin'));
    const towns = await townSubjectIds(t.db);
    expect(towns).toHaveLength(2);
    expect(res.obj?.map((s) => [s.id, s.current])).toEqual([
      [ids.shanghai, true],
      [ids.chongming, false],
      [ids.pudong, false],
      ...towns.map((id) => [id, false]),
    ]);
    const county = await t.call(subjectForLogin, {}, await t.login('chongming_viewer'));
    expect(county.obj?.map((s) => s.id)).toEqual([ids.chongming, ...towns]);
  });

  it('subjectForLogin needs a token (400) and takes no fields (300)', async () => {
    expect((await t.call(subjectForLogin, {})).respCode).toBe(400);
    expect((await t.call(subjectForLogin, { all: 1 }, await t.login('chongming_viewer'))).respCode).toBe(300);
  });

  it('changes the current subject; the area scope follows; and back up again', async () => {
    const token = await t.login('shanghai_admin');
    const res = await t.call(changeSubject, { subjectId: ids.chongming }, token);
    expect(res.obj?.govSubjectVO.subjectName).toBe('崇明区农业农村委员会');
    expect(res.obj?.govUserVO.loginName).toBe('shanghai_admin');
    expect((await t.call(getUserInfo, {}, token)).obj?.govSubjectVO.id).toBe(ids.chongming);
    // Scope is now 崇明区: 浦东新区 is out of reach, 崇明区 in.
    expect((await t.call(listAreasByParentId, { parentId: 310115000000 }, token)).respCode).toBe(401);
    expect((await t.call(listAreasByParentId, { parentId: 310151000000 }, token)).respCode).toBe(0);
    const list = await t.call(subjectForLogin, {}, token);
    expect(list.obj?.find((s) => s.current)?.id).toBe(ids.chongming);
    expect((await t.call(changeSubject, { subjectId: ids.shanghai }, token)).respCode).toBe(0);
    expect((await t.call(listAreasByParentId, { parentId: 310115000000 }, token)).respCode).toBe(0);
  });

  it.each([
    ['the province above', 'shanghai'],
    ['a neighbouring county', 'pudong'],
  ] as const)('a county cannot change to %s: 401', async (_, key) => {
    const res = await t.call(changeSubject, { subjectId: ids[key] }, await t.login('chongming_admin'));
    expect(res.respCode).toBe(401);
  });

  it('changeSubject needs a token (400) and a valid subjectId (300)', async () => {
    expect((await t.call(changeSubject, { subjectId: ids.chongming })).respCode).toBe(400);
    const token = await t.login('shanghai_admin');
    for (const body of [{}, { subjectId: 0 }, { subjectId: ids.chongming, x: 1 }]) {
      expect((await t.call(changeSubject, body, token)).respCode).toBe(300);
    }
    expect((await t.call(changeSubject, { subjectId: 99999 }, token)).respCode).toBe(401);
  });
});

describe('switchUser', () => {
  it('switches to another account with the same phone and ends the old session (400)', async () => {
    const admin = await userIdOf(t.db, 'chongming_admin');
    const reviewer = await userIdOf(t.db, 'chongming_reviewer');
    await t.db.query(
      'UPDATE government_users SET phone = (SELECT phone FROM government_users WHERE id = $1) WHERE id = $2',
      [admin, reviewer],
    );
    const token = await t.login('chongming_admin');
    const res = await t.call(switchUser, { userId: reviewer }, token);
    expect(res.respCode).toBe(0);
    expect(res.obj?.govUserVO.loginName).toBe('chongming_reviewer');
    expect((await t.call(getUserInfo, {}, res.obj!.accessToken)).obj?.govUserVO.id).toBe(reviewer);
    expect((await t.call(getUserInfo, {}, token)).respCode).toBe(400);
  });

  it('refuses an account with another phone (401) and the own account (300)', async () => {
    const token = await t.login('chongming_admin');
    const pudong = await userIdOf(t.db, 'pudong_admin');
    expect((await t.call(switchUser, { userId: pudong }, token)).respCode).toBe(401);
    expect((await t.call(switchUser, { userId: 999999 }, token)).respCode).toBe(401);
    const self = await userIdOf(t.db, 'chongming_admin');
    expect((await t.call(switchUser, { userId: self }, token)).respCode).toBe(300);
  });

  it('refuses when the caller has no phone bound (401)', async () => {
    const viewer = await userIdOf(t.db, 'pudong_viewer');
    await t.db.query('UPDATE government_users SET phone = NULL WHERE id = $1', [viewer]);
    const token = await t.login('pudong_viewer');
    const other = await userIdOf(t.db, 'pudong_admin');
    expect((await t.call(switchUser, { userId: other }, token)).respCode).toBe(401);
  });

  it('refuses a disabled account with the same phone (401)', async () => {
    const reviewer = await userIdOf(t.db, 'chongming_reviewer');
    await t.db.query('UPDATE government_users SET account_status = 0 WHERE id = $1', [reviewer]);
    const res = await t.call(switchUser, { userId: reviewer }, await t.login('chongming_admin'));
    expect(res.respCode).toBe(401);
    await t.db.query('UPDATE government_users SET account_status = 1 WHERE id = $1', [reviewer]);
  });

  it('needs a token (400) and a userId (300)', async () => {
    expect((await t.call(switchUser, { userId: 1 })).respCode).toBe(400);
    const res = await t.call(switchUser, { userId: 'me' }, await t.login('chongming_admin'));
    expect([res.respCode, res.respDesc.includes('userId')]).toEqual([300, true]);
  });
});
