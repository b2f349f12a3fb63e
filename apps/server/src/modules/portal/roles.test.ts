import {
  listRolePermissions,
  listRoles,
  listUsers,
  PERMISSION_CODES,
  ROLE_PRESETS,
  saveRolePermissions,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { roleIdOf, subjectIdOf } from './test-support';

let t: TestApp;
let admin: string;
let viewer: string;
let security: string;
let roles: {
  admin: number;
  reviewer: number;
  checker: number;
  viewer: number;
  pudongViewer: number;
  shanghaiViewer: number;
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, viewer, security] = await Promise.all([
    t.login('chongming_admin'),
    t.login('chongming_viewer'),
    t.login('chongming_security'),
  ]);
  roles = {
    admin: await roleIdOf(t.db, 'chongming', 'admin'),
    reviewer: await roleIdOf(t.db, 'chongming', 'reviewer'),
    checker: await roleIdOf(t.db, 'chongming', 'checker'),
    viewer: await roleIdOf(t.db, 'chongming', 'viewer'),
    pudongViewer: await roleIdOf(t.db, 'pudong', 'viewer'),
    shanghaiViewer: await roleIdOf(t.db, 'shanghai', 'viewer'),
  };
});
afterAll(() => t.close());

const checked = (list: { buttonCode: string; isChecked: number }[]) =>
  list.filter((p) => p.isChecked === 1).map((p) => p.buttonCode);

describe('role permission list', () => {
  it('answers every permission code with isChecked 1/0 for the caller’s own role', async () => {
    const res = await t.call(listRolePermissions, { governmentRoleId: roles.viewer }, viewer);
    expect(res.respCode).toBe(0);
    expect(res.obj!.map((p) => p.buttonCode)).toEqual(PERMISSION_CODES);
    expect(checked(res.obj!)).toEqual([...ROLE_PRESETS.viewer.permissions]);
    expect(res.obj!.every((p) => p.isChecked === 0 || p.isChecked === 1)).toBe(true);
    expect(res.obj![0]?.buttonName).toBe('查看数据大屏');
  });

  it('shows a display token only the viewer share of its issuer’s role', async () => {
    const [user] = await t.db.query<{ id: number; subject: number }>(
      "SELECT id, government_subject_id AS subject FROM government_users WHERE login_name = 'chongming_admin'",
    );
    const { token } = await t.app.services.sessions.createDisplayToken(
      t.db,
      user!.id,
      user!.subject,
      '大厅',
      1,
    );
    const res = await t.call(listRolePermissions, { governmentRoleId: roles.admin }, token);
    expect(checked(res.obj!)).toEqual([...ROLE_PRESETS.viewer.permissions]);
  });

  it('lets a user:manage holder read other roles of subjects in scope, nobody else', async () => {
    const res = await t.call(listRolePermissions, { governmentRoleId: roles.reviewer }, admin);
    expect(checked(res.obj!)).toEqual([...ROLE_PRESETS.reviewer.permissions]);
    expect((await t.call(listRolePermissions, { governmentRoleId: roles.reviewer }, viewer)).respCode).toBe(
      401,
    );
    expect(
      (await t.call(listRolePermissions, { governmentRoleId: roles.pudongViewer }, admin)).respCode,
    ).toBe(401);
    expect(
      (await t.call(listRolePermissions, { governmentRoleId: roles.shanghaiViewer }, admin)).respCode,
    ).toBe(401);
    const province = await t.login('shanghai_admin');
    expect((await t.call(listRolePermissions, { governmentRoleId: roles.reviewer }, province)).respCode).toBe(
      0,
    );
  });

  it('answers 300 for an unknown or malformed role id and 400 without a token', async () => {
    const unknown = await t.call(listRolePermissions, { governmentRoleId: 999999 }, admin);
    expect([unknown.respCode, unknown.respDesc.includes('governmentRoleId')]).toEqual([300, true]);
    const bad = await t.call(listRolePermissions, { governmentRoleId: 'a' }, admin);
    expect([bad.respCode, bad.respDesc.includes('governmentRoleId')]).toEqual([300, true]);
    expect((await t.call(listRolePermissions, { governmentRoleId: roles.viewer })).respCode).toBe(400);
  });
});

describe('role list', () => {
  it('lists the roles of the caller’s current subject', async () => {
    const res = await t.call(listRoles, {}, admin);
    expect(res.respCode).toBe(0);
    const subjectId = await subjectIdOf(t.db, 'chongming');
    expect(res.obj!.map((r) => r.roleCode)).toEqual([
      'admin',
      'security',
      'auditor',
      'reviewer',
      'checker',
      'viewer',
    ]);
    expect(res.obj![0]).toEqual({
      id: roles.admin,
      roleName: '系统管理员',
      roleCode: 'admin',
      governmentSubjectId: subjectId,
    });
  });

  it('gives every subject a security administrator’s and an auditor’s role of their duty alone', async () => {
    const list = (await t.call(listRoles, {}, security)).obj!;
    const of = (code: string) => list.find((r) => r.roleCode === code)!.id;
    const codes = async (id: number) =>
      checked((await t.call(listRolePermissions, { governmentRoleId: id }, security)).obj!);
    expect(await codes(of('auditor'))).toEqual(['audit:view']);
    expect(await codes(of('security'))).toEqual(['role:manage', 'security:manage']);
    expect(await codes(of('admin'))).not.toContain('role:manage');
  });

  it('needs user:manage (403), a session (400) and an empty body (300)', async () => {
    expect((await t.call(listRoles, {}, viewer)).respCode).toBe(403);
    expect((await t.call(listRoles, {})).respCode).toBe(400);
    expect((await t.call(listRoles, { subjectId: 1 }, admin)).respCode).toBe(300);
  });
});

describe('saving role permissions (the security administrator’s duty)', () => {
  it('replaces the codes, and the role’s sessions see the change at once', async () => {
    const reviewer = await t.login('chongming_reviewer');
    expect((await t.call(listUsers, {}, reviewer)).respCode).toBe(403);
    const codes = ['dashboard:view', 'data:view', 'user:manage'];
    const res = await t.call(
      saveRolePermissions,
      { governmentRoleId: roles.reviewer, buttonCodes: codes },
      security,
    );
    expect(res).toMatchObject({ respCode: 0, obj: { ok: true } });
    const after = await t.call(listRolePermissions, { governmentRoleId: roles.reviewer }, reviewer);
    expect(checked(after.obj!)).toEqual(codes);
    expect((await t.call(listUsers, {}, reviewer)).respCode).toBe(0);
    // Review rights were removed with the save.
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM role_permissions
        WHERE role_id = $1 AND (button_code LIKE 'occupy:%' OR button_code LIKE 'abnormal:%')`,
      [roles.reviewer],
    );
    expect(row!.n).toBe(0);
  });

  it('refuses unknown codes with 300 naming buttonCodes and changes nothing', async () => {
    const res = await t.call(
      saveRolePermissions,
      { governmentRoleId: roles.viewer, buttonCodes: ['dashboard:view', 'root:all'] },
      security,
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('buttonCodes');
    expect(res.respDesc).toContain('root:all');
    const now = await t.call(listRolePermissions, { governmentRoleId: roles.viewer }, viewer);
    expect(checked(now.obj!)).toEqual([...ROLE_PRESETS.viewer.permissions]);
  });

  it('keeps the duties apart: no role of two duties, an auditor’s with nothing else, nobody edits his own', async () => {
    const save = (roleId: number, codes: string[], token = security) =>
      t.call(saveRolePermissions, { governmentRoleId: roleId, buttonCodes: codes }, token);
    const mixed = await save(roles.viewer, ['user:manage', 'role:manage']);
    expect([mixed.respCode, mixed.respDesc.includes('三员分立')]).toEqual([300, true]);
    const watching = await save(roles.viewer, ['audit:view', 'data:view']);
    expect([watching.respCode, watching.respDesc.includes('审计员')]).toEqual([300, true]);
    const ownRole = (await t.call(listRoles, {}, security)).obj!.find((r) => r.roleCode === 'security')!.id;
    expect((await save(ownRole, ['role:manage', 'security:manage', 'audit:view'])).respCode).toBe(403);
    // The system administrator grants nothing: permissions are not his duty.
    expect((await save(roles.viewer, ['dashboard:view'], admin)).respCode).toBe(403);
  });

  it('refuses roles outside the scope (401), non-managers (403), no token (400), bad bodies (300)', async () => {
    const body = { governmentRoleId: roles.pudongViewer, buttonCodes: ['dashboard:view'] };
    expect((await t.call(saveRolePermissions, body, security)).respCode).toBe(401);
    expect((await t.call(saveRolePermissions, body, viewer)).respCode).toBe(403);
    expect((await t.call(saveRolePermissions, body)).respCode).toBe(400);
    const bad = await t.call(
      saveRolePermissions,
      { governmentRoleId: roles.viewer, buttonCodes: 'x' },
      security,
    );
    expect([bad.respCode, bad.respDesc.includes('buttonCodes')]).toEqual([300, true]);
  });

  it('lets the province’s security administrator administer the roles of its districts', async () => {
    const province = await t.login('shanghai_security');
    const codes = [...ROLE_PRESETS.viewer.permissions, 'data:export'];
    const res = await t.call(
      saveRolePermissions,
      { governmentRoleId: roles.pudongViewer, buttonCodes: codes },
      province,
    );
    expect(res.respCode).toBe(0);
  });
});
