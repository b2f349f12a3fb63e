import {
  editMyPassword,
  getMenuLinks,
  getUserById,
  getUserInfo,
  login,
  subjectForLogin,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../demo/logins';
import { createUserLike, userIdOf } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('getUserById', () => {
  it('answers a user of the own subject, masked', async () => {
    const token = await t.login('chongming_admin');
    const id = await userIdOf(t.db, 'chongming_viewer');
    const res = await t.call(getUserById, { id }, token);
    expect(res.respCode).toBe(0);
    expect(res.obj).toMatchObject({
      id,
      loginName: 'chongming_viewer',
      phone: '139****1005',
      accessToken: null,
    });
  });

  it('a province administrator sees users of the counties below', async () => {
    const id = await userIdOf(t.db, 'pudong_viewer');
    const res = await t.call(getUserById, { id }, await t.login('shanghai_admin'));
    expect(res.obj?.loginName).toBe('pudong_viewer');
  });

  it.each([
    ['another county', 'pudong_viewer'],
    ['the province above', 'shanghai_viewer'],
  ])('a user of %s is out of scope: 401', async (_, other) => {
    const id = await userIdOf(t.db, other);
    expect((await t.call(getUserById, { id }, await t.login('chongming_admin'))).respCode).toBe(401);
  });

  it('an unknown id answers like a foreign one (401)', async () => {
    expect((await t.call(getUserById, { id: 999999 }, await t.login('chongming_admin'))).respCode).toBe(401);
  });

  it('needs user:manage (403), a token (400) and a valid id (300)', async () => {
    const id = await userIdOf(t.db, 'chongming_viewer');
    expect((await t.call(getUserById, { id }, await t.login('chongming_viewer'))).respCode).toBe(403);
    expect((await t.call(getUserById, { id }, await t.login('chongming_reviewer'))).respCode).toBe(403);
    expect((await t.call(getUserById, { id })).respCode).toBe(400);
    for (const body of [{}, { id: 'x' }, { id: -1 }, { id: 2 ** 31 }, { id, more: 1 }]) {
      const res = await t.call(getUserById, body, await t.login('chongming_admin'));
      expect(res.respCode).toBe(300);
      expect(res.respDesc).toMatch(/id|more/);
    }
  });
});

describe('editMyPassword', () => {
  const NEW = 'Harvest#2026x';

  it('refuses a wrong old password (300 naming oldPassword)', async () => {
    const res = await t.call(
      editMyPassword,
      { oldPassword: 'nope', newPassword: NEW },
      await t.login('pudong_admin'),
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('oldPassword');
    expect(res.respDesc).toContain('原密码不正确');
  });

  it.each([
    ['Ab1!', '8–32位'],
    [`Ab1!${'x'.repeat(29)}`, '8–32位'],
    ['abcdefgh1', '至少三类'],
    ['ABCDEFGH!', '至少三类'],
    ['Pudong_Admin#1', '不能包含账号'],
    ['Has space1!', '不能包含空格'],
    [DEMO_PASSWORD, '不能与原密码相同'],
  ])('refuses the new password %j (300 naming newPassword: %s)', async (newPassword, reason) => {
    const res = await t.call(
      editMyPassword,
      { oldPassword: DEMO_PASSWORD, newPassword },
      await t.login('pudong_admin'),
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('newPassword');
    expect(res.respDesc).toContain(reason);
  });

  it('needs a token (400) and the fields (300)', async () => {
    expect((await t.call(editMyPassword, { oldPassword: 'a', newPassword: NEW })).respCode).toBe(400);
    const token = await t.login('pudong_admin');
    const res = await t.call(editMyPassword, { newPassword: NEW }, token);
    expect([res.respCode, res.respDesc.includes('oldPassword')]).toEqual([300, true]);
    const extra = await t.call(editMyPassword, { oldPassword: 'a', newPassword: NEW, confirm: NEW }, token);
    expect([extra.respCode, extra.respDesc.includes('confirm')]).toEqual([300, true]);
  });

  it('changes the password and ends the other sessions of the user (400), not this one', async () => {
    const other = await t.login('pudong_viewer');
    const mine = await t.login('pudong_viewer');
    const res = await t.call(editMyPassword, { oldPassword: DEMO_PASSWORD, newPassword: NEW }, mine);
    expect(res.obj).toEqual({ ok: true });
    expect((await t.call(getUserInfo, {}, other)).respCode).toBe(400);
    expect((await t.call(getUserInfo, {}, mine)).respCode).toBe(0);
    expect((await t.call(login, { loginName: 'pudong_viewer', password: DEMO_PASSWORD })).respCode).toBe(500);
    expect((await t.call(login, { loginName: 'pudong_viewer', password: NEW })).respCode).toBe(0);
  });

  it('counts wrong old passwords like failed sign-ins', async () => {
    const token = await t.login('shanghai_viewer');
    for (let i = 0; i < 5; i++)
      await t.call(editMyPassword, { oldPassword: `bad${i}`, newPassword: NEW }, token);
    const res = await t.call(editMyPassword, { oldPassword: DEMO_PASSWORD, newPassword: NEW }, token);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('次数过多');
    await t.db.query("DELETE FROM login_failures WHERE login_name = 'shanghai_viewer'");
  });
});

describe('initial password', () => {
  it('allows only the password-change endpoints until the password is replaced', async () => {
    await createUserLike(t.db, 'chongming_viewer', {
      loginName: 'cm_new_user',
      password: 'Initial#2026',
      editPasswordFlag: 1,
    });
    const token = await t.login('cm_new_user', 'Initial#2026');
    const info = await t.call(getUserInfo, {}, token);
    expect(info.obj?.govUserVO.editPasswordFlag).toBe(1);
    const blocked = await t.call(getMenuLinks, { subjectId: info.obj!.govSubjectVO.id }, token);
    expect([blocked.respCode, blocked.respDesc]).toEqual([403, '请先修改初始密码']);
    expect((await t.call(subjectForLogin, {}, token)).respCode).toBe(403);

    const changed = await t.call(
      editMyPassword,
      { oldPassword: 'Initial#2026', newPassword: 'Fresh#Start9' },
      token,
    );
    expect(changed.respCode).toBe(0);
    expect((await t.call(getUserInfo, {}, token)).obj?.govUserVO.editPasswordFlag).toBe(0);
    expect((await t.call(getMenuLinks, { subjectId: info.obj!.govSubjectVO.id }, token)).respCode).toBe(0);
  });
});
