import { createUser, listRoles, listUsers, resetUserPassword } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from './test-support';

// A superior administers the users of a subject below it: sees them, reads its roles, creates a user in it
// and resets its administrator's password; never those of a subject beside or above.

let t: TestApp;
let province: string;
let county: string;
let ids: { shanghai: number; chongming: number; pudong: number };

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

describe('users of a subject below', () => {
  it('refuses the roles and users of subjects beside or above (401)', async () => {
    for (const id of [ids.pudong, ids.shanghai]) {
      expect((await t.call(listRoles, { governmentSubjectId: id }, county)).respCode).toBe(401);
      expect((await t.call(listUsers, { subjectId: id }, county)).respCode).toBe(401);
    }
  });

  it('lists its roles and users, creates a user in it and resets its administrator’s password', async () => {
    const roles = await t.call(listRoles, { governmentSubjectId: ids.chongming }, province);
    expect(roles.respCode, roles.respDesc).toBe(0);
    expect(new Set(roles.obj!.map((r) => r.governmentSubjectId))).toEqual(new Set([ids.chongming]));
    const own = await t.call(listRoles, {}, province);
    expect(new Set(own.obj!.map((r) => r.governmentSubjectId))).toEqual(new Set([ids.shanghai]));

    const users = await t.call(listUsers, { subjectId: ids.chongming, pageSize: 50 }, province);
    const admin = users.obj!.list.find((u) => u.loginName === 'chongming_admin')!;
    expect(users.obj!.list.every((u) => u.governmentSubjectId === ids.chongming)).toBe(true);

    const viewerRole = roles.obj!.find((r) => r.roleCode === 'viewer')!;
    const made = await t.call(
      createUser,
      {
        loginName: 'chongming_clerk',
        nickname: '崇明文员',
        governmentRoleId: viewerRole.id,
        governmentSubjectId: ids.chongming,
      },
      province,
    );
    expect(made.respCode, made.respDesc).toBe(0);
    expect(made.obj!.user.governmentSubjectId).toBe(ids.chongming);

    const reset = await t.call(resetUserPassword, { id: admin.id }, province);
    expect(reset.respCode, reset.respDesc).toBe(0);
    const login = await t.call('/api/login/gov/user/login', {
      loginName: 'chongming_admin',
      password: reset.obj!.initialPassword,
    });
    expect(login.respCode, login.respDesc).toBe(0);
  });
});
