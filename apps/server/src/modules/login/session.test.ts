import { getMenuLinks, getUserByToken, getUserInfo, logout } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { userIdOf } from './test-support';

// Short limits so the tests can move time by editing timestamps: 30 min idle, 2 h absolute, 2 per user.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { session: { idleMinutes: 30, absoluteHours: 2, maxPerUser: 2 } } });
});
afterAll(() => t.close());

/** Moves a session's clock and drops the in-process cache, as if the time had passed. */
async function age(token: string, set: string) {
  const { sha256 } = await import('../../auth/tokens');
  await t.db.query(`UPDATE sessions SET ${set} WHERE token_hash = $1`, [sha256(token)]);
  t.app.services.sessions.forgetAll();
}

describe('getUserInfo', () => {
  it('answers the current subject with its area chain and the masked user', async () => {
    const token = await t.login('chongming_admin');
    const res = await t.call(getUserInfo, {}, token);
    expect(res.respCode).toBe(0);
    const s = res.obj!.govSubjectVO;
    expect(s).toMatchObject({
      subjectName: '崇明区农业农村委员会',
      subjectLevel: 3,
      provinceId: 310000000000,
      provinceName: '上海市',
      cityId: 310100000000,
      countyId: 310151000000,
      countyName: '崇明区',
      townId: null,
      villageId: null,
      areaId: 310151000000,
      areaLevel: 3,
    });
    expect(s.areaChain.map((a) => a.level)).toEqual([1, 2, 3]);
    expect(s.areaChain[2]).toEqual({ areaId: 310151000000, areaName: '崇明区', level: 3 });
    expect(s.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.obj!.govUserVO).toMatchObject({
      loginName: 'chongming_admin',
      nickname: '黄伟',
      phone: '139****1003',
      accessToken: null,
      governmentRoleName: '系统管理员',
      editPasswordFlag: 0,
    });
  });

  it('drops empty levels of a province subject chain', async () => {
    const res = await t.call(getUserInfo, {}, await t.login('shanghai_viewer'));
    expect(res.obj?.govSubjectVO.areaChain).toEqual([{ areaId: 310000000000, areaName: '上海市', level: 1 }]);
  });

  it('answers 400 without a token and 300 for unknown fields', async () => {
    expect((await t.call(getUserInfo, {})).respCode).toBe(400);
    const res = await t.call(getUserInfo, { userId: 1 }, await t.login('pudong_viewer'));
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('userId');
  });
});

describe('getUserByToken', () => {
  it('resolves a token like the guard does', async () => {
    const token = await t.login('pudong_admin');
    const res = await t.call(getUserByToken, { accessToken: token });
    expect(res.obj?.govUserVO.loginName).toBe('pudong_admin');
    expect(res.obj?.govUserVO.accessToken).toBeNull();
  });

  it.each([
    ['missing', {}, 'accessToken'],
    ['too short', { accessToken: 'abc' }, 'accessToken'],
    ['unknown field', { accessToken: 'x'.repeat(43), a: 1 }, 'a'],
  ])('bad input (%s) → 300', async (_, body, field) => {
    const res = await t.call(getUserByToken, body);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain(field);
  });

  it('answers 400 for an unknown or logged-out token', async () => {
    expect((await t.call(getUserByToken, { accessToken: 'x'.repeat(43) })).respCode).toBe(400);
    const token = await t.login('pudong_admin');
    await t.call(logout, {}, token);
    expect((await t.call(getUserByToken, { accessToken: token })).respCode).toBe(400);
  });
});

describe('session life', () => {
  it('logout ends the session: afterwards 400', async () => {
    const token = await t.login('chongming_viewer');
    expect((await t.call(logout, {}, token)).obj).toEqual({ ok: true });
    expect((await t.call(getUserInfo, {}, token)).respCode).toBe(400);
    expect((await t.call(logout, {}, token)).respCode).toBe(400);
  });

  it('logout needs a token (400) and refuses unknown fields (300)', async () => {
    expect((await t.call(logout, {})).respCode).toBe(400);
    expect((await t.call(logout, { all: true }, await t.login('chongming_viewer'))).respCode).toBe(300);
  });

  it('expires after the idle time-out but not before', async () => {
    const token = await t.login('chongming_viewer');
    await age(token, "last_seen_at = now() - interval '29 minutes'");
    expect((await t.call(getUserInfo, {}, token)).respCode).toBe(0);
    await age(token, "last_seen_at = now() - interval '31 minutes'");
    expect((await t.call(getUserInfo, {}, token)).respCode).toBe(400);
  });

  it('expires at the absolute time-out even when in use', async () => {
    const token = await t.login('chongming_viewer');
    await age(token, "expires_at = now() + interval '1 minute'");
    expect((await t.call(getUserInfo, {}, token)).respCode).toBe(0);
    await age(token, "expires_at = now() - interval '1 second', last_seen_at = now()");
    expect((await t.call(getUserInfo, {}, token)).respCode).toBe(400);
  });

  it('sets the absolute expiry from the configured hours', async () => {
    const token = await t.login('chongming_viewer');
    const { sha256 } = await import('../../auth/tokens');
    const [row] = await t.db.query<{ hours: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM sessions WHERE token_hash = $1',
      [sha256(token)],
    );
    expect(row?.hours).toBe(2);
  });

  it('the oldest session beyond the per-user limit is replaced: 402', async () => {
    const first = await t.login('chongming_reviewer');
    const second = await t.login('chongming_reviewer');
    const third = await t.login('chongming_reviewer');
    expect((await t.call(getUserInfo, {}, first)).respCode).toBe(402);
    expect((await t.call(getUserInfo, {}, second)).respCode).toBe(0);
    expect((await t.call(getUserInfo, {}, third)).respCode).toBe(0);
    expect((await t.call(getUserByToken, { accessToken: first })).respCode).toBe(402);
  });

  it('a disabled account is logged out silently: 402', async () => {
    const token = await t.login('pudong_viewer');
    const id = await userIdOf(t.db, 'pudong_viewer');
    await t.db.query('UPDATE government_users SET account_status = 0 WHERE id = $1', [id]);
    t.app.services.sessions.forgetUser(id);
    expect((await t.call(getUserInfo, {}, token)).respCode).toBe(402);
    expect((await t.call(getMenuLinks, { subjectId: 1 }, token)).respCode).toBe(402);
    await t.db.query('UPDATE government_users SET account_status = 1 WHERE id = $1', [id]);
    t.app.services.sessions.forgetUser(id);
  });
});
