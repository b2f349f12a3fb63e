import {
  bindPhone,
  getUserInfo,
  isSignedIn,
  listUsersByPhoneCode,
  login,
  loginByPhone,
  sendSmsCode,
  smsToken,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../demo/logins';
import { demoPhone, type RecordingSms, recordingSms, seedCaptcha, userIdOf } from './test-support';

let t: TestApp;
let sms: RecordingSms;
beforeAll(async () => {
  sms = recordingSms();
  t = await createTestApp({ config: { captcha: true }, services: { sms } });
});
afterAll(() => t.close());

async function newSmsToken(): Promise<string> {
  const captchaId = await seedCaptcha(t.db, 'ab3D');
  const res = await t.call(smsToken, { captchaId, captcha: 'AB3d' });
  expect(res.respCode).toBe(0);
  return res.obj!.smsToken;
}

/** Sends a code for real through the API and returns it from the recording provider. */
async function codeFor(phone: string, purpose: 'login' | 'bind' = 'login'): Promise<string> {
  // Each test may send again at once: move earlier codes out of the resend interval.
  await t.db.query("UPDATE sms_codes SET sent_at = sent_at - interval '1 minute' WHERE phone = $1", [phone]);
  const res = await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose });
  expect(res.respCode).toBe(0);
  return sms.lastCode(phone);
}

describe('smsToken', () => {
  it('exchanges a solved captcha for a five-minute token', async () => {
    const captchaId = await seedCaptcha(t.db, 'ab3D');
    const res = await t.call(smsToken, { captchaId, captcha: 'ab3d' });
    expect(res.obj?.expireSeconds).toBe(300);
    expect(res.obj?.smsToken).toMatch(/^[\w-]{43}$/);
    // The captcha is used up.
    expect((await t.call(smsToken, { captchaId, captcha: 'ab3d' })).respCode).toBe(10200);
  });

  it('a wrong captcha answers 10001 and is used up', async () => {
    const captchaId = await seedCaptcha(t.db, 'ab3D');
    expect((await t.call(smsToken, { captchaId, captcha: 'zzzz' })).respCode).toBe(10001);
    expect((await t.call(smsToken, { captchaId, captcha: 'ab3d' })).respCode).toBe(10200);
  });

  it.each([
    ['nothing', {}, 'captchaId'],
    ['empty captcha', { captchaId: 'a', captcha: '' }, 'captcha'],
    ['unknown field', { captchaId: 'a', captcha: 'b', phone: '13900001001' }, 'phone'],
  ])('bad input (%s) → 300 naming %s', async (_, body, field) => {
    const res = await t.call(smsToken, body);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain(field);
  });
});

describe('listUsersByPhoneCode and loginByPhone', () => {
  it('lists the accounts of the phone with a ticket, then signs in as one of them', async () => {
    const phone = demoPhone('pudong_admin');
    const res = await t.call(listUsersByPhoneCode, { phone, code: await codeFor(phone) });
    expect(res.respCode).toBe(0);
    expect(res.obj?.users).toEqual([
      {
        id: await userIdOf(t.db, 'pudong_admin'),
        loginName: 'pudong_admin',
        nickname: '张*',
        subjectName: '浦东新区农业农村委员会',
        governmentRoleName: '系统管理员',
      },
    ]);
    const signIn = await t.call(loginByPhone, { ticket: res.obj!.ticket, userId: res.obj!.users[0]!.id });
    expect(signIn.obj?.govUserVO.loginName).toBe('pudong_admin');
    expect((await t.call(getUserInfo, {}, signIn.obj!.accessToken)).respCode).toBe(0);
    // The ticket is single use.
    const again = await t.call(loginByPhone, { ticket: res.obj!.ticket, userId: res.obj!.users[0]!.id });
    expect([again.respCode, again.respDesc.includes('ticket')]).toEqual([300, true]);
  });

  it('a wrong code answers 10001, a used code 10004', async () => {
    const phone = demoPhone('pudong_viewer');
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await t.call(listUsersByPhoneCode, { phone, code: wrong })).respCode).toBe(10001);
    expect((await t.call(listUsersByPhoneCode, { phone, code })).respCode).toBe(0);
    expect((await t.call(listUsersByPhoneCode, { phone, code })).respCode).toBe(10004);
  });

  it('an expired code answers 10004', async () => {
    const phone = demoPhone('pudong_viewer');
    const code = await codeFor(phone);
    await t.db.query("UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE phone = $1", [
      phone,
    ]);
    expect((await t.call(listUsersByPhoneCode, { phone, code })).respCode).toBe(10004);
  });

  it('five wrong entries void the code (then 10004 even for the right one)', async () => {
    const phone = demoPhone('pudong_viewer');
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await t.call(listUsersByPhoneCode, { phone, code: wrong })).respCode).toBe(10001);
    }
    expect((await t.call(listUsersByPhoneCode, { phone, code })).respCode).toBe(10004);
  });

  it('a code for binding does not sign in', async () => {
    const phone = demoPhone('shanghai_viewer');
    const code = await codeFor(phone, 'bind');
    expect((await t.call(listUsersByPhoneCode, { phone, code })).respCode).toBe(10004);
  });

  it('loginByPhone refuses an account of another phone (300 naming userId) and keeps the ticket', async () => {
    const phone = demoPhone('chongming_viewer');
    const res = await t.call(listUsersByPhoneCode, { phone, code: await codeFor(phone) });
    const other = await userIdOf(t.db, 'pudong_admin');
    const bad = await t.call(loginByPhone, { ticket: res.obj!.ticket, userId: other });
    expect([bad.respCode, bad.respDesc.includes('userId')]).toEqual([300, true]);
    const own = await t.call(loginByPhone, { ticket: res.obj!.ticket, userId: res.obj!.users[0]!.id });
    expect(own.respCode).toBe(0);
  });

  it('an expired ticket is refused (300 naming ticket)', async () => {
    const phone = demoPhone('chongming_viewer');
    const res = await t.call(listUsersByPhoneCode, { phone, code: await codeFor(phone) });
    await t.db.query("UPDATE phone_tickets SET expires_at = now() - interval '1 second' WHERE phone = $1", [
      phone,
    ]);
    const late = await t.call(loginByPhone, { ticket: res.obj!.ticket, userId: res.obj!.users[0]!.id });
    expect([late.respCode, late.respDesc.includes('ticket')]).toEqual([300, true]);
  });

  it.each([
    [listUsersByPhoneCode, { phone: '12345', code: '123456' }, 'phone'],
    [listUsersByPhoneCode, { phone: '13900001001', code: '12ab' }, 'code'],
    [listUsersByPhoneCode, { phone: '13900001001', code: '123456', userId: 1 }, 'userId'],
    [loginByPhone, { ticket: 'short', userId: 1 }, 'ticket'],
    [loginByPhone, { ticket: 'x'.repeat(43) }, 'userId'],
  ])('bad input → 300 naming the field (%#)', async (endpoint, body, field) => {
    const res = await t.call(endpoint, body);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain(field);
  });
});

describe('bindPhone', () => {
  it('binds a verified phone to the signed-in user', async () => {
    const signed = await signInWithCaptcha('shanghai_admin');
    const phone = '13712345678';
    const res = await t.call(bindPhone, { phone, code: await codeFor(phone, 'bind') }, signed);
    expect(res.obj).toEqual({ ok: true });
    expect((await t.call(getUserInfo, {}, signed)).obj?.govUserVO.phone).toBe('137****5678');
  });

  it('a wrong code answers 10001 and the phone stays', async () => {
    const signed = await signInWithCaptcha('chongming_admin');
    const phone = '13787654321';
    const code = await codeFor(phone, 'bind');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await t.call(bindPhone, { phone, code: wrong }, signed)).respCode).toBe(10001);
    expect((await t.call(getUserInfo, {}, signed)).obj?.govUserVO.phone).toBe('139****1003');
  });

  it('a login code does not bind', async () => {
    const signed = await signInWithCaptcha('chongming_admin');
    const phone = demoPhone('chongming_admin');
    expect((await t.call(bindPhone, { phone, code: await codeFor(phone) }, signed)).respCode).toBe(10004);
  });

  it('needs a token (400) and valid fields (300)', async () => {
    expect((await t.call(bindPhone, { phone: '13712345678', code: '123456' })).respCode).toBe(400);
    const signed = await signInWithCaptcha('chongming_admin');
    const res = await t.call(bindPhone, { phone: '23712345678', code: '123456' }, signed);
    expect([res.respCode, res.respDesc.includes('phone')]).toEqual([300, true]);
  });
});

/** CAPTCHA is on in this file, so t.login() does not apply. */
async function signInWithCaptcha(loginName: string): Promise<string> {
  const captchaId = await seedCaptcha(t.db, 'ab3D');
  const res = await t.call(login, { loginName, password: DEMO_PASSWORD, captchaId, captcha: 'ab3d' });
  if (!res.obj || !isSignedIn(res.obj)) throw new Error(`login ${loginName}: ${res.respDesc}`);
  return res.obj.accessToken;
}
