import { maskPhone, passwordCompositionProblem } from '@fengshou/core';
import {
  assignUserRole,
  createUser,
  editMyPassword,
  getUserInfo,
  listUsers,
  resetUserPassword,
  updateUser,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { roleIdOf, subjectIdOf } from './test-support';

let t: TestApp;
let admin: string;
let viewer: string;
let roles: { viewer: number; reviewer: number; pudongViewer: number };
let chongming: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, viewer] = await Promise.all([t.login('chongming_admin'), t.login('chongming_viewer')]);
  roles = {
    viewer: await roleIdOf(t.db, 'chongming', 'viewer'),
    reviewer: await roleIdOf(t.db, 'chongming', 'reviewer'),
    pudongViewer: await roleIdOf(t.db, 'pudong', 'viewer'),
  };
  chongming = await subjectIdOf(t.db, 'chongming');
});
afterAll(() => t.close());

/** How many users' unmasked data the audit trail says were seen. */
const piiLogRows = async () =>
  (
    await t.db.query<{ n: number }>(
      "SELECT coalesce(sum(split_part(detail, ' ', 1)::int), 0)::int AS n FROM audit_events WHERE event = 'pii.view'",
    )
  )[0]!.n;

describe('user list', () => {
  it('lists the users of the scope with full phones for pii:view holders, and logs the access', async () => {
    const before = await piiLogRows();
    const res = await t.call(listUsers, { pageNo: 1, pageSize: 10 }, admin);
    expect(res.respCode).toBe(0);
    const { list, total } = res.obj!;
    expect(list.map((u) => u.loginName)).toEqual([
      'chongming_admin',
      'chongming_reviewer',
      'chongming_viewer',
      'chongming_checker',
      'chongming_security',
      'chongming_auditor',
      // The staff of the town bodies 崇明 set up are in its scope too.
      'chengqiao_admin',
      'chengqiao_checker',
      'baozhen_admin',
      'baozhen_checker',
    ]);
    expect(total).toBe(10);
    expect(list[0]!.phone).toMatch(/^1\d{10}$/);
    expect(list.every((u) => u.accessToken === null)).toBe(true);
    expect(await piiLogRows()).toBe(before + 10);
  });

  it('masks phones for managers without pii:view and writes no log', async () => {
    await t.db.query("INSERT INTO role_permissions (role_id, button_code) VALUES ($1, 'user:manage')", [
      roles.reviewer,
    ]);
    t.app.services.sessions.forgetAll();
    const reviewer = await t.login('chongming_reviewer');
    const before = await piiLogRows();
    const res = await t.call(listUsers, {}, reviewer);
    expect(res.respCode).toBe(0);
    const [full] = await t.db.query<{ phone: string }>(
      "SELECT phone FROM government_users WHERE login_name = 'chongming_viewer'",
    );
    const shown = res.obj!.list.find((u) => u.loginName === 'chongming_viewer')!;
    expect(shown.phone).toBe(maskPhone(full!.phone));
    expect(shown.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(await piiLogRows()).toBe(before);
    // A masked caller cannot probe phone numbers through the keyword either.
    expect((await t.call(listUsers, { keyword: full!.phone.slice(3, 9) }, reviewer)).obj!.total).toBe(0);
  });

  it('pages and filters by keyword and subject; the province sees every district', async () => {
    const province = await t.login('shanghai_admin');
    const all = await t.call(listUsers, { pageNo: 1, pageSize: 100 }, province);
    expect(all.obj!.total).toBeGreaterThanOrEqual(7);
    const page2 = await t.call(listUsers, { pageNo: 2, pageSize: 2 }, province);
    expect(page2.obj).toMatchObject({ pageNo: 2, pageSize: 2 });
    expect(page2.obj!.list.map((u) => u.id)).toEqual(all.obj!.list.slice(2, 4).map((u) => u.id));
    const pudong = await subjectIdOf(t.db, 'pudong');
    const filtered = await t.call(listUsers, { subjectId: pudong, keyword: 'viewer' }, province);
    expect(filtered.obj!.list.map((u) => u.loginName)).toEqual(['pudong_viewer']);
    const wildcard = await t.call(listUsers, { keyword: '%' }, province);
    expect(wildcard.obj!.total).toBe(0);
  });

  it('refuses a subject beside the scope (401), non-managers (403), no token (400), bad paging (300)', async () => {
    const pudong = await subjectIdOf(t.db, 'pudong');
    expect((await t.call(listUsers, { subjectId: pudong }, admin)).respCode).toBe(401);
    expect((await t.call(listUsers, {}, viewer)).respCode).toBe(403);
    expect((await t.call(listUsers, {})).respCode).toBe(400);
    const bad = await t.call(listUsers, { pageNo: 0 }, admin);
    expect([bad.respCode, bad.respDesc.includes('pageNo')]).toEqual([300, true]);
  });
});

describe('creating users', () => {
  const body = {
    loginName: 'cm_zhangsan',
    nickname: '张三',
    phone: '13912345678',
    workUnit: '崇明区农业农村委员会',
    postName: '科员',
    governmentRoleId: 0,
  };

  it('creates a user with a strong initial password that must be changed before anything else', async () => {
    const res = await t.call(createUser, { ...body, governmentRoleId: roles.viewer }, admin);
    expect(res.respCode).toBe(0);
    const { user, initialPassword } = res.obj!;
    expect(passwordCompositionProblem(initialPassword, body.loginName)).toBeNull();
    expect(user).toMatchObject({
      loginName: 'cm_zhangsan',
      editPasswordFlag: 1,
      accountStatus: 1,
      governmentRoleId: roles.viewer,
      governmentRoleName: '查看员',
      governmentSubjectId: chongming,
      createBy: 'chongming_admin',
    });
    const token = await t.login('cm_zhangsan', initialPassword);
    expect((await t.call(getUserInfo, {}, token)).respCode).toBe(0);
    const blocked = await t.call(listUsers, {}, token);
    expect([blocked.respCode, blocked.respDesc]).toEqual([403, '请先修改初始密码']);
    const changed = await t.call(
      editMyPassword,
      { oldPassword: initialPassword, newPassword: 'Cm#2026new' },
      token,
    );
    expect(changed.respCode).toBe(0);
  });

  it('generates a different password every time', async () => {
    const a = await t.call(
      createUser,
      { ...body, loginName: 'cm_lisi', governmentRoleId: roles.viewer },
      admin,
    );
    const b = await t.call(
      createUser,
      { ...body, loginName: 'cm_wangwu', governmentRoleId: roles.viewer },
      admin,
    );
    expect(a.obj!.initialPassword).not.toBe(b.obj!.initialPassword);
  });

  it('refuses a taken login name (any case) with 300 naming loginName', async () => {
    const res = await t.call(
      createUser,
      { ...body, loginName: 'Chongming_Admin', governmentRoleId: roles.viewer },
      admin,
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('loginName');
    expect(res.respDesc).toContain('账号已存在');
  });

  it('refuses a role of another subject with 300 naming governmentRoleId', async () => {
    const res = await t.call(
      createUser,
      { ...body, loginName: 'cm_x1', governmentRoleId: roles.pudongViewer },
      admin,
    );
    expect([res.respCode, res.respDesc.includes('governmentRoleId')]).toEqual([300, true]);
  });

  it('creates users in subjects of the scope only (401 beside it)', async () => {
    const pudong = await subjectIdOf(t.db, 'pudong');
    const beside = {
      ...body,
      loginName: 'pd_x1',
      governmentSubjectId: pudong,
      governmentRoleId: roles.pudongViewer,
    };
    expect((await t.call(createUser, beside, admin)).respCode).toBe(401);
    const province = await t.login('shanghai_admin');
    const res = await t.call(createUser, beside, province);
    expect(res.obj?.user.governmentSubjectId).toBe(pudong);
  });

  it('validates the body (300 naming the field), needs user:manage (403) and a token (400)', async () => {
    for (const [field, value] of [
      ['loginName', '1abc'],
      ['phone', '12345'],
      ['nickname', ''],
    ] as const) {
      const res = await t.call(
        createUser,
        { ...body, governmentRoleId: roles.viewer, [field]: value },
        admin,
      );
      expect([res.respCode, res.respDesc.includes(field)]).toEqual([300, true]);
    }
    expect((await t.call(createUser, { ...body, governmentRoleId: roles.viewer }, viewer)).respCode).toBe(
      403,
    );
    expect((await t.call(createUser, { ...body, governmentRoleId: roles.viewer })).respCode).toBe(400);
  });
});

describe('updating users', () => {
  const userId = async (loginName: string) =>
    (
      await t.db.query<{ id: number }>('SELECT id FROM government_users WHERE login_name = $1', [loginName])
    )[0]!.id;

  it('changes profile and role, keeping the phone when it is not sent', async () => {
    const id = await userId('chongming_viewer');
    const res = await t.call(
      updateUser,
      { id, nickname: '龚磊（调岗）', postName: '审核岗', governmentRoleId: roles.reviewer },
      admin,
    );
    expect(res.respCode).toBe(0);
    expect(res.obj).toMatchObject({
      nickname: '龚磊（调岗）',
      postName: '审核岗',
      governmentRoleName: '审核员',
    });
    expect(res.obj!.phone).toMatch(/^1\d{10}$/);
    expect(res.obj!.updateBy).toBe('chongming_admin');
    await t.call(updateUser, { id, nickname: '龚磊', governmentRoleId: roles.viewer }, admin);
  });

  it('disabling signs the user out: the next call answers 402', async () => {
    const created = await t.call(
      createUser,
      { loginName: 'cm_zhaoliu', nickname: '赵六', governmentRoleId: roles.viewer },
      admin,
    );
    const own = await t.login('cm_zhaoliu', created.obj!.initialPassword);
    expect((await t.call(getUserInfo, {}, own)).respCode).toBe(0);
    const res = await t.call(
      updateUser,
      { id: created.obj!.user.id, nickname: '赵六', governmentRoleId: roles.viewer, accountStatus: 0 },
      admin,
    );
    expect(res.obj?.accountStatus).toBe(0);
    expect((await t.call(getUserInfo, {}, own)).respCode).toBe(402);
  });

  it('does not let a caller disable themselves or take away their own user management', async () => {
    const id = await userId('chongming_admin');
    const adminRole = await roleIdOf(t.db, 'chongming', 'admin');
    const off = await t.call(
      updateUser,
      { id, nickname: '黄伟', governmentRoleId: adminRole, accountStatus: 0 },
      admin,
    );
    expect([off.respCode, off.respDesc.includes('accountStatus')]).toEqual([300, true]);
    const demote = await t.call(updateUser, { id, nickname: '黄伟', governmentRoleId: roles.viewer }, admin);
    expect([demote.respCode, demote.respDesc]).toEqual([403, '不能修改本人的角色']);
  });

  it('leaves the security administrator’s and auditor’s accounts and roles to the security administrator', async () => {
    const auditorId = await userId('chongming_auditor');
    const auditorRole = await roleIdOf(t.db, 'chongming', 'auditor');
    const viewerId = await userId('chongming_viewer');
    const edit = await t.call(
      updateUser,
      { id: auditorId, nickname: 'x', governmentRoleId: auditorRole },
      admin,
    );
    expect(edit.respCode).toBe(403);
    expect((await t.call(resetUserPassword, { id: auditorId }, admin)).respCode).toBe(403);
    const promote = await t.call(
      updateUser,
      { id: viewerId, nickname: '龚磊', governmentRoleId: auditorRole },
      admin,
    );
    expect([promote.respCode, promote.respDesc.includes('三员分立')]).toEqual([403, true]);
    const security = await t.login('chongming_security');
    const assigned = await t.call(assignUserRole, { id: viewerId, governmentRoleId: auditorRole }, security);
    expect(assigned.obj?.governmentRoleId).toBe(auditorRole);
    expect((await t.call(resetUserPassword, { id: auditorId }, security)).respCode).toBe(0);
    const self = await t.call(
      assignUserRole,
      { id: await userId('chongming_security'), governmentRoleId: roles.viewer },
      security,
    );
    expect(self.respCode).toBe(403);
    expect(
      (await t.call(assignUserRole, { id: viewerId, governmentRoleId: roles.viewer }, admin)).respCode,
    ).toBe(403);
    await t.call(assignUserRole, { id: viewerId, governmentRoleId: roles.viewer }, security);
  });

  it('refuses users beside the scope (401), unknown users (300), non-managers (403), no token (400)', async () => {
    const other = await userId('pudong_viewer');
    const body = { id: other, nickname: 'x', governmentRoleId: roles.pudongViewer };
    expect((await t.call(updateUser, body, admin)).respCode).toBe(401);
    const unknown = await t.call(updateUser, { ...body, id: 999999 }, admin);
    expect([unknown.respCode, unknown.respDesc.includes('id')]).toEqual([300, true]);
    expect((await t.call(updateUser, body, viewer)).respCode).toBe(403);
    expect((await t.call(updateUser, body)).respCode).toBe(400);
    const bad = await t.call(updateUser, { ...body, accountStatus: 5 }, admin);
    expect([bad.respCode, bad.respDesc.includes('accountStatus')]).toEqual([300, true]);
  });
});

describe('resetting passwords', () => {
  it('sets a new initial password, signs the user out (400) and forces a change', async () => {
    const created = await t.call(
      createUser,
      { loginName: 'cm_sunqi', nickname: '孙七', governmentRoleId: roles.viewer },
      admin,
    );
    const old = await t.login('cm_sunqi', created.obj!.initialPassword);
    const res = await t.call(resetUserPassword, { id: created.obj!.user.id }, admin);
    expect(res.respCode).toBe(0);
    const fresh = res.obj!.initialPassword;
    expect(fresh).not.toBe(created.obj!.initialPassword);
    expect(passwordCompositionProblem(fresh, 'cm_sunqi')).toBeNull();
    expect((await t.call(getUserInfo, {}, old)).respCode).toBe(400);
    const token = await t.login('cm_sunqi', fresh);
    expect((await t.call(listUsers, {}, token)).respDesc).toBe('请先修改初始密码');
  });

  it('refuses users beside the scope (401), unknown ids (300), non-managers (403), no token (400)', async () => {
    const [other] = await t.db.query<{ id: number }>(
      "SELECT id FROM government_users WHERE login_name = 'pudong_admin'",
    );
    expect((await t.call(resetUserPassword, { id: other!.id }, admin)).respCode).toBe(401);
    expect((await t.call(resetUserPassword, { id: 999999 }, admin)).respCode).toBe(300);
    expect((await t.call(resetUserPassword, { id: other!.id }, viewer)).respCode).toBe(403);
    expect((await t.call(resetUserPassword, { id: other!.id })).respCode).toBe(400);
    expect((await t.call(resetUserPassword, { id: 'x' }, admin)).respDesc).toContain('id');
  });
});
