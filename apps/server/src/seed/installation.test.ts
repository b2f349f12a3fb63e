import { DASHBOARD_MENUS, passwordCompositionProblem } from '@fengshou/core';
import {
  editMyPassword,
  getOemBranding,
  getUserInfo,
  listPlates,
  listRoles,
  listShowMenusBySubjectId,
  listUsers,
  ROLE_PRESETS,
  statBreakdown,
  statSummary,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { seedInstallation } from './installation';

// Installations without the demo: the region's subject with the whole catalogue, one administrator with a
// one-time password, and nothing synthetic.

interface Installation {
  db: Database;
  app: Awaited<ReturnType<typeof buildApp>>;
  admin: { loginName: string; password: string; subjectName: string };
  call: (
    path: string,
    body: unknown,
    token?: string,
  ) => Promise<{ respCode: number; respDesc: string; obj: never }>;
}

async function install(code: string): Promise<Installation> {
  const db = await freshDatabase('empty');
  const admin = await seedInstallation(db, { code });
  const app = await buildApp({ config: testConfig(), db });
  await app.ready();
  const call: Installation['call'] = async (path, body, token) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
      payload: JSON.stringify(body),
    });
    return res.json();
  };
  return { db, app, admin, call };
}

const credentials = (i: Installation) => ({ loginName: i.admin.loginName, password: i.admin.password });

/** Signs the administrator in and changes the one-time password; returns a token that may do everything. */
async function signIn(i: Installation): Promise<string> {
  const first = await i.call('/api/login/gov/user/login', credentials(i));
  const token = (first.obj as { accessToken: string }).accessToken;
  const changed = await i.call(
    editMyPassword.path,
    { oldPassword: i.admin.password, newPassword: 'Nongye#2026' },
    token,
  );
  expect(changed.respCode, changed.respDesc).toBe(0);
  const again = await i.call('/api/login/gov/user/login', { loginName: 'admin', password: 'Nongye#2026' });
  return (again.obj as { accessToken: string }).accessToken;
}

describe('an installation of 上海市 (the default region)', () => {
  let i: Installation;
  beforeAll(async () => {
    i = await install('31');
  });
  afterAll(async () => {
    await i.app.close();
    await i.db.close();
  });

  it('returns a strong random password for the account admin', () => {
    expect(i.admin.loginName).toBe('admin');
    expect(passwordCompositionProblem(i.admin.password, i.admin.loginName)).toBeNull();
  });

  it('seeds one province subject with the preset roles, the catalogue and the province’s divisions, no demo data', async () => {
    const [counts] = await i.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM government_subjects) AS subjects,
              (SELECT count(*)::int FROM government_roles) AS roles,
              (SELECT count(*)::int FROM government_users) AS users,
              (SELECT count(DISTINCT menu_key)::int FROM plates) AS dashboards,
              (SELECT count(*)::int FROM plate_images) AS images,
              (SELECT count(*)::int FROM menu_templates) AS templates,
              (SELECT count(*)::int FROM dictionaries) AS dicts,
              (SELECT count(*)::int FROM farms) AS farms,
              (SELECT count(*)::int FROM areas WHERE level = 5) AS villages,
              (SELECT count(*)::int FROM areas WHERE geom IS NOT NULL) AS outlines,
              (SELECT count(*)::int FROM areas WHERE geom IS NOT NULL AND level <= 3
                  AND ST_IsValid(geom) AND ST_Covers(geom, center)) AS packaged`,
    );
    expect(counts).toMatchObject({
      subjects: 1,
      roles: Object.keys(ROLE_PRESETS).length,
      // The administrator, security administrator and auditor (separation of duties).
      users: 3,
      images: 0,
      farms: 0,
      // The province, 市辖区 and the 16 districts from the ECharts maps; towns and villages are the bureau's.
      outlines: 18,
      packaged: 18,
    });
    expect(counts!.dashboards).toBeGreaterThanOrEqual(DASHBOARD_MENUS.length);
    expect(counts!.templates).toBeGreaterThanOrEqual(40);
    expect(counts!.dicts).toBeGreaterThan(0);
    expect(counts!.villages).toBeGreaterThan(5000);
    const [subject] = await i.db.query<Record<string, unknown>>(
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
    const login = await i.call('/api/login/gov/user/login', credentials(i));
    expect(login.respCode).toBe(0);
    const token = (login.obj as { accessToken: string }).accessToken;
    expect((await i.call(getUserInfo.path, {}, token)).respCode).toBe(0);
    const blocked = await i.call(listUsers.path, {}, token);
    expect([blocked.respCode, blocked.respDesc]).toEqual([403, '请先修改初始密码']);
    const fresh = await signIn(i);
    const roles = await i.call(listRoles.path, {}, fresh);
    expect((roles.obj as { roleCode: string }[]).map((r) => r.roleCode)).toEqual(Object.keys(ROLE_PRESETS));
  });

  it('brands every host with the platform’s own titles and no demo filing numbers', async () => {
    const res = await i.call(getOemBranding.path, { operateUrl: 'nongye.example.gov.cn' });
    expect(res.obj).toMatchObject({
      operateUrl: '*',
      bigScreenTitle: '数字农业大屏展示系统',
      icpNumber: null,
    });
  });
});

describe('an installation of 江西省上饶市婺源县', () => {
  let i: Installation;
  let token: string;
  let subjectId: number;
  const WUYUAN = 361130000000;
  beforeAll(async () => {
    i = await install('361130');
    token = await signIn(i);
    const info = await i.call(getUserInfo.path, {}, token);
    subjectId = (info.obj as { govUserVO: { governmentSubjectId: number } }).govUserVO.governmentSubjectId;
  });
  afterAll(async () => {
    await i.app.close();
    await i.db.close();
  });

  it('makes the county bureau’s subject at level 3 with its area chain and its towns and villages', async () => {
    expect(i.admin.subjectName).toBe('婺源县农业农村局');
    const [subject] = await i.db.query<Record<string, unknown>>(
      'SELECT subject_level, province_id, city_id, county_id, area_id FROM government_subjects',
    );
    expect(subject).toEqual({
      subject_level: 3,
      province_id: 360000000000,
      city_id: 361100000000,
      county_id: WUYUAN,
      area_id: WUYUAN,
    });
    const [towns] = await i.db.query<{ towns: number; villages: number }>(
      `SELECT count(*) FILTER (WHERE level = 4)::int AS towns, count(*) FILTER (WHERE level = 5)::int AS villages
         FROM areas WHERE id BETWEEN $1 AND $1 + 999999`,
      [WUYUAN],
    );
    expect(towns!.towns).toBeGreaterThan(10);
    expect(towns!.villages).toBeGreaterThan(100);
  });

  it('has the outlines of 江西省 and its 11 cities from the ECharts maps, none of its counties', async () => {
    const outlined = await i.db.query<{ level: number; n: number; valid: number }>(
      `SELECT level, count(*)::int AS n, count(*) FILTER (WHERE ST_IsValid(geom) AND ST_Covers(geom, center))::int AS valid
         FROM areas WHERE geom IS NOT NULL GROUP BY level ORDER BY level`,
    );
    expect(outlined).toEqual([
      { level: 1, n: 1, valid: 1 },
      { level: 2, n: 11, valid: 11 },
    ]);
    // 上饶市 holds 婺源县's neighbourhood: a point of the county lies in the city's outline.
    const [inside] = await i.db.query<{ yes: boolean }>(
      'SELECT ST_Covers(geom, ST_SetSRID(ST_MakePoint(117.86, 29.25), 4326)) AS yes FROM areas WHERE id = 361100000000',
    );
    expect(inside!.yes).toBe(true);
  });

  it('shows every topic dashboard of the catalogue in the menus, with plates on each', async () => {
    const menus = await i.call(listShowMenusBySubjectId.path, { subjectId }, token);
    expect(menus.respCode, menus.respDesc).toBe(0);
    const keys = new Set((menus.obj as { menuKey: number }[]).map((m) => m.menuKey));
    expect(DASHBOARD_MENUS.filter((m) => !keys.has(m.key)).map((m) => m.name)).toEqual([]);
    for (const m of DASHBOARD_MENUS) {
      const plates = await i.call(listPlates.path, { subjectId, menuKey: m.key }, token);
      expect(plates.respCode, plates.respDesc).toBe(0);
      expect((plates.obj as unknown[]).length, m.name).toBeGreaterThan(0);
    }
  });

  it('answers the plates’ statistics for the county as missing records, not zeros, and its towns as rows', async () => {
    const summary = await i.call(
      statSummary.path,
      { metrics: ['farmCount', 'iotDeviceCount'], areaId: WUYUAN, areaLevel: 3 },
      token,
    );
    expect(summary.respCode, summary.respDesc).toBe(0);
    expect(summary.obj).toEqual([
      expect.objectContaining({ value: null, missing: { label: '农场/基地', via: 'import' } }),
      expect.objectContaining({ value: null, missing: { label: '物联网设备', via: 'import' } }),
    ]);
    const byTown = await i.call(
      statBreakdown.path,
      { metrics: ['villageCommitteeCount'], by: 'area', areaId: WUYUAN, areaLevel: 3 },
      token,
    );
    expect(byTown.respCode, byTown.respDesc).toBe(0);
    const rows = byTown.obj as { rows: { name: string; villageCommitteeCount: number }[] };
    expect(rows.rows.length).toBeGreaterThan(10);
    expect(rows.rows.reduce((s, r) => s + r.villageCommitteeCount, 0)).toBeGreaterThan(100);
  });

  it('refuses the areas of another county to its administrator', async () => {
    const other = await i.call(
      statSummary.path,
      { metrics: ['farmCount'], areaId: 310151000000, areaLevel: 3 },
      token,
    );
    expect(other.respCode).toBe(401);
  });
});
