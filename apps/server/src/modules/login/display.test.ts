import {
  createDisplayToken,
  editMyPassword,
  getAreaOutline,
  getUserInfo,
  listDisplayTokens,
  listRoles,
  logout,
  revokeDisplayToken,
  subjectForLogin,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sha256 } from '../../auth/tokens';
import { DEMO_PASSWORD } from '../../demo/logins';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
});
afterAll(() => t.close());

async function issue(name = '指挥中心大屏', token = admin) {
  const res = await t.call(createDisplayToken, { name, validDays: 30 }, token);
  expect(res.respCode).toBe(0);
  return res.obj!;
}

describe('createDisplayToken', () => {
  it('returns the token once with an entry link; only its hash is stored', async () => {
    const d = await issue();
    expect(d.accessToken).toMatch(/^[\w-]{43}$/);
    expect(d.entryUrl).toBe(`http://localhost:80/?token=${d.accessToken}&kiosk=1`);
    expect(d).toMatchObject({ name: '指挥中心大屏', revoked: false });
    const [row] = await t.db.query<{ kind: string; days: number }>(
      `SELECT kind, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days
         FROM sessions WHERE token_hash = $1`,
      [sha256(d.accessToken)],
    );
    expect(row).toEqual({ kind: 'display', days: 30 });
    const listed = await t.call(listDisplayTokens, {}, admin);
    expect(JSON.stringify(listed.obj)).not.toContain(d.accessToken);
  });

  it.each([
    ['no name', { validDays: 1 }, 'name'],
    ['blank name', { name: '  ', validDays: 1 }, 'name'],
    ['control character', { name: 'a\u0000b', validDays: 1 }, 'name'],
    ['too many days', { name: 'a', validDays: 5000 }, 'validDays'],
    ['unknown field', { name: 'a', validDays: 1, subjectId: 1 }, 'subjectId'],
  ])('bad input (%s) → 300 naming %s', async (_, body, field) => {
    const res = await t.call(createDisplayToken, body, admin);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain(field);
  });
});

describe('a display session', () => {
  it('reads display endpoints and nothing else (403)', async () => {
    const { accessToken } = await issue('会议室');
    const info = await t.call(getUserInfo, {}, accessToken);
    expect(info.obj?.govSubjectVO.subjectName).toBe('崇明区农业农村委员会');
    const outline = await t.call(getAreaOutline, { areaId: 310151000000, areaLevel: 3 }, accessToken);
    expect(outline.respCode).toBe(0);
    for (const [endpoint, body] of [
      [editMyPassword, { oldPassword: DEMO_PASSWORD, newPassword: 'Another#Pass1' }],
      [listRoles, {}],
      [subjectForLogin, {}],
      [createDisplayToken, { name: 'x', validDays: 1 }],
    ] as const) {
      expect((await t.call(endpoint, body, accessToken)).respCode).toBe(403);
    }
  });

  it('never expires by idleness, only at its end date', async () => {
    const { accessToken } = await issue('展厅');
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '20 days' WHERE token_hash = $1", [
      sha256(accessToken),
    ]);
    t.app.services.sessions.forgetAll();
    expect((await t.call(getUserInfo, {}, accessToken)).respCode).toBe(0);
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      sha256(accessToken),
    ]);
    t.app.services.sessions.forgetAll();
    expect((await t.call(getUserInfo, {}, accessToken)).respCode).toBe(400);
  });

  it('survives logout from the wall screen and the issuer changing the password', async () => {
    const { accessToken } = await issue('大厅');
    expect((await t.call(logout, {}, accessToken)).respCode).toBe(0);
    expect((await t.call(getUserInfo, {}, accessToken)).respCode).toBe(0);
    const mine = await t.login('chongming_admin');
    const changed = await t.call(
      editMyPassword,
      { oldPassword: DEMO_PASSWORD, newPassword: 'Chongming#2027' },
      mine,
    );
    expect(changed.respCode).toBe(0);
    expect((await t.call(getUserInfo, {}, accessToken)).respCode).toBe(0);
    admin = mine;
  });
});

describe('listDisplayTokens and revokeDisplayToken', () => {
  it('lists the tokens of the current subject, newest first', async () => {
    const res = await t.call(listDisplayTokens, {}, admin);
    const names = res.obj!.map((d) => d.name);
    expect(names.slice(0, 4)).toEqual(['大厅', '展厅', '会议室', '指挥中心大屏']);
    expect(res.obj![0]).toMatchObject({ revoked: false, expireTime: expect.stringMatching(/^\d{4}-/) });
    const pudong = await t.call(listDisplayTokens, {}, await t.login('pudong_admin'));
    expect(pudong.obj).toEqual([]);
  });

  it('revoke ends a display token (400 afterwards) and the list says so', async () => {
    const d = await issue('临时');
    expect((await t.call(revokeDisplayToken, { id: d.id }, admin)).obj).toEqual({ ok: true });
    expect((await t.call(getUserInfo, {}, d.accessToken)).respCode).toBe(400);
    const listed = await t.call(listDisplayTokens, {}, admin);
    expect(listed.obj?.find((x) => x.id === d.id)?.revoked).toBe(true);
  });

  it('a token of another subject (or a user session id) cannot be revoked: 401', async () => {
    const d = await issue('崇明');
    const pudong = await t.login('pudong_admin');
    expect((await t.call(revokeDisplayToken, { id: d.id }, pudong)).respCode).toBe(401);
    const [user] = await t.db.query<{ id: number }>(
      "SELECT id FROM sessions WHERE kind = 'user' ORDER BY id LIMIT 1",
    );
    expect((await t.call(revokeDisplayToken, { id: user!.id }, admin)).respCode).toBe(401);
    expect((await t.call(getUserInfo, {}, d.accessToken)).respCode).toBe(0);
  });

  it.each([
    ['createDisplayToken', createDisplayToken, { name: 'x', validDays: 1 }],
    ['listDisplayTokens', listDisplayTokens, {}],
    ['revokeDisplayToken', revokeDisplayToken, { id: 1 }],
  ] as const)('%s needs display:manage (403) and a token (400)', async (_, endpoint, body) => {
    expect((await t.call(endpoint, body, await t.login('chongming_viewer'))).respCode).toBe(403);
    expect((await t.call(endpoint, body, await t.login('chongming_reviewer'))).respCode).toBe(403);
    expect((await t.call(endpoint, body)).respCode).toBe(400);
  });

  it('bad input → 300 naming the field', async () => {
    expect((await t.call(listDisplayTokens, { all: true }, admin)).respDesc).toContain('all');
    const res = await t.call(revokeDisplayToken, { id: 'x' }, admin);
    expect([res.respCode, res.respDesc.includes('id')]).toEqual([300, true]);
  });
});
