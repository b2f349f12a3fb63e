import {
  editMyPassword,
  getSecurityPolicy,
  getUserInfo,
  isSignedIn,
  listUsersByPhoneCode,
  login,
  resetUserPassword,
  saveSecurityPolicy,
  sendSmsCode,
  smsToken,
  verifySecondFactor,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../demo/logins';
import { createUserLike, demoPhone, type RecordingSms, recordingSms, userIdOf } from '../login/test-support';

let t: TestApp;
let sms: RecordingSms;
beforeAll(async () => {
  sms = recordingSms();
  t = await createTestApp({ services: { sms } });
});
afterAll(() => t.close());

const LEVEL3 = {
  passwordHistoryCount: 5,
  passwordMaxAgeDays: 90,
  idleMinutes: 30,
  absoluteHours: 12,
  secondFactor: 'off' as const,
  refusedPasswords: [] as string[],
};

async function savePolicy(patch: Partial<typeof LEVEL3>) {
  const token = await t.login('shanghai_security');
  return t.call(saveSecurityPolicy, { ...LEVEL3, ...patch }, token);
}

let n = 0;
/** A fresh account (viewer of 崇明) with a known password, signed in. */
async function freshUser(password = 'Qm7#vT2xLp') {
  const loginName = `pw_user_${++n}`;
  const id = await createUserLike(t.db, 'chongming_viewer', { loginName, password });
  return { id, loginName, token: await t.login(loginName, password) };
}

describe('new passwords', () => {
  beforeEach(async () => {
    expect((await savePolicy({})).respCode).toBe(0);
  });

  it.each([
    ['the published demo password', DEMO_PASSWORD, '禁用密码'],
    ['the demo password in other case', DEMO_PASSWORD.toUpperCase().replace('F', 'f'), '禁用密码'],
    ['a NUL character', 'Qm7#vT2\u0000xLp', '控制字符'],
    ['a bell character', 'Qm7#vT2\u0007xLp', '控制字符'],
    ['a common word with digits', 'Admin@123', '过于常见'],
    ['a leaked password with l33t', 'P@ssw0rd!', '过于常见'],
    ['a keyboard walk', 'Qwer@1234', '过于常见'],
  ])('refuses %s (300 naming newPassword), the old one stays', async (_, newPassword, why) => {
    const u = await freshUser();
    const res = await t.call(editMyPassword, { oldPassword: 'Qm7#vT2xLp', newPassword }, u.token);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('newPassword');
    expect(res.respDesc).toContain(why);
    expect((await t.call(login, { loginName: u.loginName, password: 'Qm7#vT2xLp' })).respCode).toBe(0);
  });

  it('refuses the last five passwords, accepts the sixth-last', async () => {
    const passwords = ['Qm7#vT2xLp', 'Ry8$wU3yMq', 'Sz9%xV4zNr', 'Ta1^yW5aOs', 'Ub2&zX6bPt', 'Vc3*aY7cQu'];
    const u = await freshUser(passwords[0]);
    let token = u.token;
    for (let i = 1; i < passwords.length; i++) {
      const res = await t.call(
        editMyPassword,
        { oldPassword: passwords[i - 1], newPassword: passwords[i] },
        token,
      );
      expect(res.respCode).toBe(0);
      token = await t.login(u.loginName, passwords[i]);
    }
    // Now current = #5; the last five are #1–#5, #0 is the sixth-last.
    for (const again of passwords.slice(1, 5)) {
      const res = await t.call(editMyPassword, { oldPassword: passwords[5]!, newPassword: again }, token);
      expect(res.respCode).toBe(300);
      expect(res.respDesc).toContain('最近5次');
    }
    const oldest = await t.call(
      editMyPassword,
      { oldPassword: passwords[5]!, newPassword: passwords[0]! },
      token,
    );
    expect(oldest.respCode).toBe(0);
  });

  it('a reset keeps the replaced password in the history', async () => {
    const u = await freshUser('Wd4(bZ8dRv');
    const admin = await t.login('chongming_admin');
    const reset = await t.call(resetUserPassword, { id: u.id }, admin);
    expect(reset.respCode).toBe(0);
    const token = await t.login(u.loginName, reset.obj!.initialPassword);
    const back = await t.call(
      editMyPassword,
      { oldPassword: reset.obj!.initialPassword, newPassword: 'Wd4(bZ8dRv' },
      token,
    );
    expect(back.respCode).toBe(300);
    expect(back.respDesc).toContain('最近5次');
  });

  it("refuses the security administrator's own refused passwords", async () => {
    expect((await savePolicy({ refusedPasswords: ['Chongming#2026'] })).respCode).toBe(0);
    const u = await freshUser();
    const res = await t.call(
      editMyPassword,
      { oldPassword: 'Qm7#vT2xLp', newPassword: 'chongming#2026' },
      u.token,
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('禁用密码');
  });
});

describe('password expiry', () => {
  it('a password older than the maximum age must be changed at sign-in; the new one is good for 90 days', async () => {
    expect((await savePolicy({})).respCode).toBe(0);
    const u = await freshUser('Xe5)cA9eSw');
    await t.db.query(
      "UPDATE government_users SET password_changed_at = now() - interval '91 days' WHERE id = $1",
      [u.id],
    );
    const res = await t.call(login, { loginName: u.loginName, password: 'Xe5)cA9eSw' });
    expect(res.respCode).toBe(0);
    if (!res.obj || !isSignedIn(res.obj)) throw new Error('no sign-in');
    expect(res.obj.govUserVO.editPasswordFlag).toBe(1);
    // Until changed, business calls are refused like a first login's.
    const blocked = await t.call(
      '/api/produce/gov/farm/listByArea',
      { pageNo: 1, pageSize: 5 },
      res.obj.accessToken,
    );
    expect(blocked.respCode).not.toBe(0);
    const changed = await t.call(
      editMyPassword,
      { oldPassword: 'Xe5)cA9eSw', newPassword: 'Yf6-dB0fTx' },
      res.obj.accessToken,
    );
    expect(changed.respCode).toBe(0);
    const token = await t.login(u.loginName, 'Yf6-dB0fTx');
    const info = await t.call(getUserInfo, {}, token);
    expect(info.obj?.govUserVO.editPasswordFlag).toBe(0);
    // Times leave the server in Beijing time.
    const days =
      (Date.parse(`${info.obj!.session!.passwordExpiresAt!.replace(' ', 'T')}+08:00`) - Date.now()) /
      86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
  });
});

describe('the policy', () => {
  it('is read by security administrators only, and set only by the top-level one', async () => {
    const top = await t.call(getSecurityPolicy, {}, await t.login('shanghai_security'));
    expect(top.obj).toMatchObject({ editable: true, passwordHistoryCount: expect.any(Number) });
    expect(top.obj!.builtInRefusedCount).toBeGreaterThan(40_000);
    const county = await t.login('chongming_security');
    expect((await t.call(getSecurityPolicy, {}, county)).obj?.editable).toBe(false);
    const refused = await t.call(saveSecurityPolicy, LEVEL3, county);
    expect(refused.respCode).toBe(401);
    for (const who of ['chongming_admin', 'shanghai_auditor', 'chongming_viewer']) {
      const res = await t.call(saveSecurityPolicy, LEVEL3, await t.login(who));
      expect(res.respCode, who).not.toBe(0);
    }
  });

  it.each([
    ['passwordHistoryCount', 4],
    ['passwordMaxAgeDays', 400],
    ['idleMinutes', 1],
    ['absoluteHours', 48],
  ] as const)('refuses %s = %i below the level-3 floor or above its bound (300)', async (field, value) => {
    const res = await savePolicy({ [field]: value });
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain(field);
  });

  it('a saved idle time-out applies to sessions at once and is told to the web app', async () => {
    expect((await savePolicy({ idleMinutes: 5 })).respCode).toBe(0);
    const u = await freshUser();
    const info = await t.call(getUserInfo, {}, u.token);
    expect(info.obj?.session?.idleMinutes).toBe(5);
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '6 minutes' WHERE user_id = $1", [
      u.id,
    ]);
    t.app.services.sessions.forgetUser(u.id);
    expect((await t.call(getUserInfo, {}, u.token)).respCode).toBe(400);
    expect((await savePolicy({})).respCode).toBe(0);
  });
});

describe('second factor for administrators', () => {
  // Signed in before the second factor is on: the security administrator is an administrator too.
  let security: string;
  beforeAll(async () => {
    security = await t.login('shanghai_security');
  });
  afterAll(async () => {
    expect((await t.call(saveSecurityPolicy, LEVEL3, security)).respCode).toBe(0);
  });

  it('cannot be switched on by an administrator without a phone', async () => {
    await t.db.query("UPDATE government_users SET phone = NULL WHERE login_name = 'shanghai_security'");
    const res = await t.call(saveSecurityPolicy, { ...LEVEL3, secondFactor: 'admins' }, security);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('secondFactor');
    await t.db.query("UPDATE government_users SET phone = $1 WHERE login_name = 'shanghai_security'", [
      demoPhone('shanghai_security'),
    ]);
  });

  it('asks an administrator for the SMS code after the password; a viewer signs in as before', async () => {
    expect((await t.call(saveSecurityPolicy, { ...LEVEL3, secondFactor: 'admins' }, security)).respCode).toBe(
      0,
    );
    const first = await t.call(login, { loginName: 'chongming_admin', password: DEMO_PASSWORD });
    expect(first.respCode).toBe(0);
    if (!first.obj || isSignedIn(first.obj)) throw new Error('expected a challenge');
    expect(first.obj.secondFactor.phone).toBe('139****1003');
    const code = sms.lastCode(demoPhone('chongming_admin'));
    const wrong = code === '000000' ? '000001' : '000000';
    const { challenge } = first.obj.secondFactor;
    expect((await t.call(verifySecondFactor, { challenge, smsCode: wrong })).respCode).toBe(10001);
    const done = await t.call(verifySecondFactor, { challenge, smsCode: code });
    expect(done.respCode).toBe(0);
    expect((await t.call(getUserInfo, {}, done.obj!.accessToken)).obj?.govUserVO.loginName).toBe(
      'chongming_admin',
    );
    // Once: the challenge and its code are spent.
    expect((await t.call(verifySecondFactor, { challenge, smsCode: code })).respCode).toBe(300);

    const viewer = await t.call(login, { loginName: 'chongming_viewer', password: DEMO_PASSWORD });
    expect(viewer.obj && isSignedIn(viewer.obj)).toBe(true);
  });

  it('refuses an SMS-only sign-in into an administrator account', async () => {
    const phone = demoPhone('chongming_admin');
    await t.db.query("UPDATE sms_codes SET sent_at = sent_at - interval '1 minute' WHERE phone = $1", [
      phone,
    ]);
    const ticket = await t.call(smsToken, { captchaId: 'x'.repeat(16), captcha: 'none' });
    expect(ticket.respCode).toBe(0);
    expect(
      (await t.call(sendSmsCode, { smsToken: ticket.obj!.smsToken, phone, purpose: 'login' })).respCode,
    ).toBe(0);
    const accounts = await t.call(listUsersByPhoneCode, { phone, code: sms.lastCode(phone) });
    const res = await t.call('/api/login/gov/user/loginByPhone', {
      ticket: accounts.obj!.ticket,
      userId: await userIdOf(t.db, 'chongming_admin'),
    });
    expect(res.respCode).toBe(401);
    expect(res.respDesc).toContain('短信验证码');
  });
});
