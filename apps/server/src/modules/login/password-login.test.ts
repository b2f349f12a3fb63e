import { RespCode } from '@fengshou/core';
import { checkCaptcha, getUserInfo, isSignedIn, login } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../demo/logins';
import { seedCaptcha } from './test-support';

// Captcha required here (CAPTCHA=on), three failures lock for 15 minutes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { captcha: true, login: { maxFailures: 3, lockMinutes: 15 } } });
});
afterAll(() => t.close());

async function signIn(loginName: string, password: string, answer = 'k7Xp') {
  const captchaId = await seedCaptcha(t.db);
  return t.call(login, { loginName, password, captchaId, captcha: answer });
}

describe('image captcha at sign-in', () => {
  it('login consumes the captcha: a wrong answer uses it up too', async () => {
    const id = await seedCaptcha(t.db, 'k7Xp');
    const wrong = await t.call(login, {
      loginName: 'pudong_admin',
      password: DEMO_PASSWORD,
      captchaId: id,
      captcha: 'xxxx',
    });
    expect([wrong.respCode, wrong.respDesc]).toEqual([10001, '无效验证码']);
    const again = await t.call(login, {
      loginName: 'pudong_admin',
      password: DEMO_PASSWORD,
      captchaId: id,
      captcha: 'k7Xp',
    });
    expect(again.respCode).toBe(10200);
  });

  it('a captcha signs in once only', async () => {
    const id = await seedCaptcha(t.db, 'k7Xp');
    const body = { loginName: 'pudong_admin', password: DEMO_PASSWORD, captchaId: id, captcha: 'k7Xp' };
    expect((await t.call(login, body)).respCode).toBe(0);
    expect((await t.call(login, body)).respCode).toBe(10200);
  });

  it('an expired captcha answers 10200 图片验证码已失效', async () => {
    const id = await seedCaptcha(t.db, 'k7Xp');
    await t.db.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    const res = await t.call(login, {
      loginName: 'pudong_admin',
      password: DEMO_PASSWORD,
      captchaId: id,
      captcha: 'k7Xp',
    });
    expect(res.respCode).toBe(RespCode.CAPTCHA_EXPIRED);
    expect(res.respDesc).toContain('图片验证码已失效');
    expect((await t.call(checkCaptcha, { captchaId: id, captcha: 'k7Xp' })).respCode).toBe(10200);
  });

  it('is required when switched on (300 naming the missing fields)', async () => {
    const res = await t.call(login, { loginName: 'pudong_admin', password: DEMO_PASSWORD });
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('captchaId');
    expect(res.respDesc).toContain('captcha');
  });
});

describe('login', () => {
  it('signs in and answers the token, the subject and the masked user', async () => {
    const answer = await signIn('chongming_admin', DEMO_PASSWORD);
    expect(answer.respCode).toBe(0);
    const res = { obj: answer.obj && isSignedIn(answer.obj) ? answer.obj : null };
    expect(res.obj?.accessToken).toMatch(/^[\w-]{43}$/);
    expect(res.obj?.govUserVO).toMatchObject({
      loginName: 'chongming_admin',
      phone: '139****1003',
      accessToken: null,
    });
    expect(res.obj?.govUserVO).not.toHaveProperty('password');
    expect(res.obj?.govUserVO).not.toHaveProperty('passwordHash');
    expect(res.obj?.govSubjectVO.subjectName).toBe('崇明区农业农村委员会');
    const me = await t.call(getUserInfo, {}, res.obj!.accessToken);
    expect(me.obj?.govUserVO.loginName).toBe('chongming_admin');
  });

  it.each([
    ['nothing', {}, ['loginName', 'password']],
    ['empty password', { loginName: 'pudong_admin', password: '' }, ['password']],
    ['short name', { loginName: 'a', password: 'x' }, ['loginName']],
    ['unknown field', { loginName: 'pudong_admin', password: 'x', role: 'admin' }, ['role']],
    ['wrong type', { loginName: 12345, password: 'x' }, ['loginName']],
    ['control character', { loginName: 'ab\u0000cd', password: 'x' }, ['loginName']],
    [
      'malformed captcha id',
      { loginName: 'pudong_admin', password: 'x', captchaId: "a'b", captcha: 'x' },
      ['captchaId'],
    ],
  ])('bad input (%s) → 300 naming %j', async (_, body, fields) => {
    const res = await t.call(login, body);
    expect(res.status).toBe(200);
    expect(res.respCode).toBe(300);
    for (const f of fields) expect(res.respDesc).toContain(f);
  });

  it('answers a body that is not JSON with 300, not a 5xx', async () => {
    const res = await t.call(login.path, '{"loginName":');
    expect(res.respCode).toBe(300);
    expect(res.status).toBeLessThan(500);
  });

  it('locks after three failures; unknown names and wrong passwords answer identically', async () => {
    const real: string[] = [];
    const ghost: string[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await signIn('pudong_viewer', 'Wrong#Pass1');
      const b = await signIn('nobody_at_all', 'Wrong#Pass1');
      real.push(`${a.respCode} ${a.respDesc}`);
      ghost.push(`${b.respCode} ${b.respDesc}`);
    }
    expect(real).toEqual(ghost);
    expect(real).toEqual([
      '500 账号或密码错误',
      '500 账号或密码错误',
      '500 登录失败次数过多，请15分钟后再试',
      '500 登录失败次数过多，请15分钟后再试',
    ]);
    // The right password does not get through a lock either.
    const locked = await signIn('pudong_viewer', DEMO_PASSWORD);
    expect([locked.respCode, locked.respDesc]).toEqual([500, '登录失败次数过多，请15分钟后再试']);
  });

  it('lets the account in once the lock has passed, and success resets the count', async () => {
    await t.db.query(
      `UPDATE login_failures SET locked_until = now() - interval '1 second',
              last_failure_at = now() - interval '16 minutes' WHERE login_name = 'pudong_viewer'`,
    );
    expect((await signIn('pudong_viewer', DEMO_PASSWORD)).respCode).toBe(0);
    const rows = await t.db.query("SELECT 1 FROM login_failures WHERE login_name = 'pudong_viewer'");
    expect(rows).toHaveLength(0);
    // Two failures after a success do not lock yet.
    await signIn('pudong_viewer', 'nope');
    await signIn('pudong_viewer', 'nope');
    expect((await signIn('pudong_viewer', DEMO_PASSWORD)).respCode).toBe(0);
  });

  it.each([
    ['account_status = 0', 'account_status'],
    ['del_flag = 1', 'del_flag'],
  ])('a disabled account (%s) says so only after the right password', async (_, column) => {
    const value = column === 'account_status' ? 0 : 1;
    await t.db.query(`UPDATE government_users SET ${column} = $1 WHERE login_name = 'shanghai_viewer'`, [
      value,
    ]);
    const right = await signIn('shanghai_viewer', DEMO_PASSWORD);
    expect([right.respCode, right.respDesc]).toEqual([500, '账号已停用']);
    const wrong = await signIn('shanghai_viewer', 'Wrong#Pass1');
    expect([wrong.respCode, wrong.respDesc]).toEqual([500, '账号或密码错误']);
    await t.db.query(`UPDATE government_users SET ${column} = $1 WHERE login_name = 'shanghai_viewer'`, [
      1 - value,
    ]);
    expect((await signIn('shanghai_viewer', DEMO_PASSWORD)).respCode).toBe(0);
  });
});
