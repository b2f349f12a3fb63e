import { RespCode } from '@fengshou/core';
import { checkCaptcha, getCaptcha, login, sendSmsCode, smsToken } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../demo/logins';
import { demoPhone, type RecordingSms, recordingSms, seedCaptcha } from '../login/test-support';

let t: TestApp;
let sms: RecordingSms;
beforeAll(async () => {
  sms = recordingSms();
  t = await createTestApp({ config: { captcha: true }, services: { sms } });
});
afterAll(() => t.close());

describe('getCaptcha and checkCaptcha', () => {
  it('hands out an SVG data URL valid for 120 s and stores only the hash', async () => {
    const res = await t.call(getCaptcha, {});
    expect(res.respCode).toBe(0);
    expect(res.obj?.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(res.obj!.image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(res.obj?.expireSeconds).toBe(120);
    const [row] = await t.db.query<{ answer_hash: string }>(
      'SELECT answer_hash FROM captchas WHERE id = $1',
      [res.obj?.captchaId],
    );
    expect(row?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses unknown body fields on getCaptcha (300 naming them)', async () => {
    const res = await t.call(getCaptcha, { x: 1 });
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('x');
  });

  it('check validates case-insensitively without using the captcha up', async () => {
    const id = await seedCaptcha(t.db, 'k7Xp');
    expect((await t.call(checkCaptcha, { captchaId: id, captcha: 'K7XP' })).respCode).toBe(0);
    expect((await t.call(checkCaptcha, { captchaId: id, captcha: 'k7xp' })).respCode).toBe(0);
    const res = await t.call(login, {
      loginName: 'chongming_admin',
      password: DEMO_PASSWORD,
      captchaId: id,
      captcha: 'k7xp',
    });
    expect(res.respCode).toBe(0);
  });

  it('check answers 10001 for a wrong answer and voids the captcha after five', async () => {
    const id = await seedCaptcha(t.db, 'k7Xp');
    for (let i = 0; i < 5; i++) {
      const res = await t.call(checkCaptcha, { captchaId: id, captcha: 'zzzz' });
      expect([res.respCode, res.respDesc]).toEqual([RespCode.SMS_CODE_INVALID, '无效验证码']);
    }
    expect((await t.call(checkCaptcha, { captchaId: id, captcha: 'k7Xp' })).respCode).toBe(10200);
  });

  it.each([
    ['unknown id', { captchaId: 'nope', captcha: 'abcd' }, 10200],
    ['missing answer', { captchaId: 'nope' }, 300],
    ['empty answer', { captchaId: 'nope', captcha: '' }, 300],
    ['malformed id', { captchaId: 'a\u0000b', captcha: 'abcd' }, 300],
    ['unknown field', { captchaId: 'nope', captcha: 'abcd', extra: 1 }, 300],
  ])('check: %s → %i', async (_, body, code) => {
    expect((await t.call(checkCaptcha, body)).respCode).toBe(code);
  });
});

async function newSmsToken(): Promise<string> {
  const captchaId = await seedCaptcha(t.db, 'w4Yh');
  return (await t.call(smsToken, { captchaId, captcha: 'w4yh' })).obj!.smsToken;
}

const codesOf = async (phone: string) =>
  (await t.db.query('SELECT 1 FROM sms_codes WHERE phone = $1', [phone])).length;

describe('sendSmsCode', () => {
  it('sends a six-digit code to a phone with an account and stores only its hash', async () => {
    const phone = demoPhone('chongming_viewer');
    const res = await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose: 'login' });
    expect(res.obj).toEqual({ resendSeconds: 59, expireSeconds: 300 });
    const code = sms.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.sent.at(-1)?.minutes).toBe(5);
    const [row] = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM sms_codes WHERE phone = $1',
      [phone],
    );
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
  });

  it('answers a phone without an account exactly alike but sends nothing', async () => {
    const phone = '13811112222';
    const before = sms.sent.length;
    const first = await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose: 'login' });
    expect(first.obj).toEqual({ resendSeconds: 59, expireSeconds: 300 });
    expect(sms.sent.length).toBe(before);
    // The resend interval applies alike too.
    const again = await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose: 'login' });
    expect(again.respCode).toBe(RespCode.SMS_CODE_INTERVAL);
  });

  it('always sends a binding code (the phone has no account yet)', async () => {
    const phone = '13811113333';
    await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose: 'bind' });
    expect(sms.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('keeps 59 s between codes per phone and purpose (10002)', async () => {
    const phone = demoPhone('pudong_viewer');
    expect(
      (await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose: 'login' })).respCode,
    ).toBe(0);
    const soon = await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose: 'login' });
    expect([soon.respCode, soon.respDesc]).toEqual([10002, '验证码发送间隔内，请稍后再试']);
    // Another purpose has its own interval.
    expect(
      (await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose: 'bind' })).respCode,
    ).toBe(0);
    await t.db.query("UPDATE sms_codes SET sent_at = now() - interval '60 seconds' WHERE phone = $1", [
      phone,
    ]);
    expect(
      (await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose: 'login' })).respCode,
    ).toBe(0);
  });

  it('answers 10005 when the provider fails and removes the code, so a retry is not held back', async () => {
    const phone = demoPhone('shanghai_admin');
    sms.failing = true;
    try {
      const res = await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose: 'login' });
      expect([res.respCode, res.respDesc]).toEqual([10005, '短信发送失败']);
      expect(await codesOf(phone)).toBe(0);
    } finally {
      sms.failing = false;
    }
    expect(
      (await t.call(sendSmsCode, { smsToken: await newSmsToken(), phone, purpose: 'login' })).respCode,
    ).toBe(0);
  });

  it('uses the SMS token up (300 naming smsToken on reuse or when expired)', async () => {
    const token = await newSmsToken();
    await t.call(sendSmsCode, { smsToken: token, phone: '13811114444', purpose: 'bind' });
    const reuse = await t.call(sendSmsCode, { smsToken: token, phone: '13811115555', purpose: 'bind' });
    expect([reuse.respCode, reuse.respDesc.includes('smsToken')]).toEqual([300, true]);
    const late = await newSmsToken();
    await t.db.query("UPDATE sms_tokens SET expires_at = now() - interval '1 second'");
    const expired = await t.call(sendSmsCode, { smsToken: late, phone: '13811115555', purpose: 'bind' });
    expect([expired.respCode, expired.respDesc.includes('smsToken')]).toEqual([300, true]);
  });

  const tok = 'x'.repeat(43);
  it.each([
    ['bad phone', { smsToken: tok, phone: '1381111', purpose: 'login' }, 'phone'],
    ['bad purpose', { smsToken: tok, phone: '13811116666', purpose: 'reset' }, 'purpose'],
    ['no token', { phone: '13811116666', purpose: 'login' }, 'smsToken'],
    ['short token', { smsToken: 'abc', phone: '13811116666', purpose: 'login' }, 'smsToken'],
    ['unknown field', { smsToken: tok, phone: '13811116666', purpose: 'login', code: '1' }, 'code'],
  ])('bad input (%s) → 300 naming %s', async (_, body, field) => {
    const res = await t.call(sendSmsCode, body);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain(field);
  });
});
