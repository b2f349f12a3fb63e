import { getUserInfo, listSetupRegions, listUsers, runSetup, setupStatus } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshDatabase, type TestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { syncRoleCatalogue } from '../../seed/oversight';

// The first-run setup of an installation without the demo: an empty database waits for it, the page sets
// it up once with the code the server printed, and then it is gone.

let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

const call = async (path: string, body: unknown, token?: string) => {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { respCode: number; respDesc: string; obj: never };
};

const WUYUAN = {
  regionCode: '361130',
  loginName: 'wuyuan_admin',
  password: 'Wuyuan#2026',
};
const setup = (body: object) =>
  call(runSetup.path, { setupCode: app.services.setupCode, ...WUYUAN, ...body });
const subjects = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM government_subjects'))[0]!.n;

beforeAll(async () => {
  db = await freshDatabase('empty');
  // What every server start does first, on an empty database too (server.ts).
  await syncRoleCatalogue(db);
  app = await buildApp({ config: testConfig(), db });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('the first-run setup', () => {
  it('is needed on an empty database', async () => {
    expect((await call(setupStatus.path, {})).obj).toEqual({ needed: true });
  });

  it('lists the provinces, a province’s cities and a city’s counties of the national list', async () => {
    const provinces = (await call(listSetupRegions.path, {})).obj as { code: string; name: string }[];
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces).toContainEqual({ code: '36', name: '江西省', level: 1, hasChildren: true });
    const cities = (await call(listSetupRegions.path, { parentCode: '36' })).obj as { name: string }[];
    expect(cities.map((c) => c.name)).toContain('上饶市');
    const counties = (await call(listSetupRegions.path, { parentCode: '3611' })).obj;
    expect(counties).toContainEqual({ code: '361130', name: '婺源县', level: 3, hasChildren: false });
    const bad = await call(listSetupRegions.path, { parentCode: '361130' });
    expect([bad.respCode, bad.respDesc]).toEqual([300, expect.stringContaining('parentCode')]);
  });

  it('refuses a wrong code, a region outside the list and a weak password, naming the field, and writes nothing', async () => {
    const wrong = await setup({ setupCode: 'AAAA-AAAA' });
    expect([wrong.respCode, wrong.respDesc]).toEqual([300, expect.stringContaining('setupCode')]);
    const nowhere = await setup({ regionCode: '369999' });
    expect([nowhere.respCode, nowhere.respDesc]).toEqual([300, expect.stringContaining('regionCode')]);
    const weak = await setup({ password: 'wuyuan2026' });
    expect([weak.respCode, weak.respDesc]).toEqual([300, expect.stringContaining('password')]);
    const named = await setup({ password: 'Wuyuan_admin#1' });
    expect(named.respDesc).toContain('不能包含账号');
    const published = await setup({ password: 'Fengshou@2026' });
    expect([published.respCode, published.respDesc]).toEqual([300, expect.stringContaining('禁用密码')]);
    const noAccount = await setup({ loginName: '1x' });
    expect([noAccount.respCode, noAccount.respDesc]).toEqual([300, expect.stringContaining('loginName')]);
    expect(await subjects()).toBe(0);
  });

  it('sets up the county once when asked twice at the same time, and is gone afterwards', async () => {
    const [a, b] = await Promise.all([setup({ skinType: 2 }), setup({ skinType: 2 })]);
    expect([a.respCode, b.respCode].sort()).toEqual([0, 404]);
    const done = a.respCode === 0 ? a : b;
    expect(done.obj).toMatchObject({ subjectName: '婺源县农业农村局', loginName: 'wuyuan_admin' });
    // Separation of duties: a security administrator and an auditor, each with a one-time password.
    expect(
      (done.obj as { oversightAccounts: { loginName: string; roleName: string }[] }).oversightAccounts.map(
        (o) => [o.loginName, o.roleName],
      ),
    ).toEqual([
      ['security', '安全管理员'],
      ['auditor', '审计员'],
    ]);
    expect((a.respCode === 404 ? a : b).respDesc).toBe('系统已完成初始化，请登录');
    expect(await subjects()).toBe(1);
    expect((await call(setupStatus.path, {})).obj).toEqual({ needed: false });
    const again = await setup({ regionCode: '31' });
    expect([again.respCode, again.respDesc]).toEqual([404, '系统已完成初始化，请登录']);
  });

  it('signs its administrator in with the chosen password, no change forced', async () => {
    const login = await call('/api/login/gov/user/login', {
      loginName: WUYUAN.loginName,
      password: WUYUAN.password,
    });
    expect(login.respCode, login.respDesc).toBe(0);
    const token = (login.obj as { accessToken: string }).accessToken;
    const info = (await call(getUserInfo.path, {}, token)).obj as {
      govSubjectVO: { subjectName: string; subjectLevel: number; skinType: number };
    };
    // The skin chosen on the setup page.
    expect(info.govSubjectVO).toMatchObject({
      subjectName: '婺源县农业农村局',
      subjectLevel: 3,
      skinType: 2,
    });
    expect((await call(listUsers.path, {}, token)).respCode).toBe(0);
  });
});

describe('an installed database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs no setup and refuses one', async () => {
    expect((await t.call(setupStatus, {})).obj).toEqual({ needed: false });
    const res = await t.call(runSetup, { setupCode: t.app.services.setupCode, ...WUYUAN });
    expect([res.respCode, res.respDesc]).toEqual([404, '系统已完成初始化，请登录']);
  });
});
