import {
  editMyPassword,
  getOemBranding,
  getUserInfo,
  listRoles,
  listUsers,
  ROLE_PRESETS,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { passwordPolicyViolation } from '../modules/login/password-policy';
import { seedAdministrator } from './administrator';

// A fresh installation with DEMO=off: no demo subjects, one administrator with a one-time password.
let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: { loginName: string; password: string };

const call = async (path: string, body: unknown, token?: string) => {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    payload: JSON.stringify(body),
  });
  return res.json() as { respCode: number; respDesc: string; obj: never };
};

beforeAll(async () => {
  db = await freshDatabase('empty');
  admin = await seedAdministrator(db);
  app = await buildApp({ config: testConfig(), db });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('seedAdministrator', () => {
  it('returns a strong random password for the account admin', () => {
    expect(admin.loginName).toBe('admin');
    expect(passwordPolicyViolation(admin.password, admin.loginName)).toBeNull();
  });

  it('seeds one province subject with the preset roles and reference data, no demo data', async () => {
    const [counts] = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM government_subjects) AS subjects,
              (SELECT count(*)::int FROM government_roles) AS roles,
              (SELECT count(*)::int FROM government_users) AS users,
              (SELECT count(*)::int FROM plates) AS plates,
              (SELECT count(*)::int FROM menu_templates) AS templates,
              (SELECT count(*)::int FROM dictionaries) AS dicts,
              (SELECT count(*)::int FROM areas WHERE level = 5) AS villages`,
    );
    expect(counts).toMatchObject({
      subjects: 1,
      roles: Object.keys(ROLE_PRESETS).length,
      users: 1,
      plates: 0,
    });
    expect(counts!.templates).toBeGreaterThanOrEqual(40);
    expect(counts!.dicts).toBeGreaterThan(0);
    expect(counts!.villages).toBeGreaterThan(5000);
    const [subject] = await db.query<Record<string, unknown>>(
      'SELECT subject_name, area_id, skin_type, nav_style_flag, subject_level FROM government_subjects',
    );
    expect(subject).toEqual({
      subject_name: '上海市农业农村委员会',
      area_id: 310000000000,
      skin_type: 1,
      nav_style_flag: 2,
      subject_level: 1,
    });
  });

  it('lets the administrator in only to change the password first', async () => {
    const login = await call('/api/login/gov/user/login', admin);
    expect(login.respCode).toBe(0);
    const token = (login.obj as { accessToken: string }).accessToken;
    expect((await call(getUserInfo.path, {}, token)).respCode).toBe(0);
    const blocked = await call(listUsers.path, {}, token);
    expect([blocked.respCode, blocked.respDesc]).toEqual([403, '请先修改初始密码']);
    const changed = await call(
      editMyPassword.path,
      { oldPassword: admin.password, newPassword: 'Nongye#2026' },
      token,
    );
    expect(changed.respCode).toBe(0);
    const again = await call('/api/login/gov/user/login', { loginName: 'admin', password: 'Nongye#2026' });
    const fresh = (again.obj as { accessToken: string }).accessToken;
    const roles = await call(listRoles.path, {}, fresh);
    expect((roles.obj as { roleCode: string }[]).map((r) => r.roleCode)).toEqual([
      'admin',
      'reviewer',
      'checker',
      'viewer',
    ]);
  });

  it('brands every host with the platform’s own titles and no demo filing numbers', async () => {
    const res = await call(getOemBranding.path, { operateUrl: 'nongye.example.gov.cn' });
    expect(res.obj).toMatchObject({
      operateUrl: '*',
      bigScreenTitle: '数字农业大屏展示系统',
      icpNumber: null,
    });
  });
});
