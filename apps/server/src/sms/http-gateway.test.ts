import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSignedIn, login, saveSecurityPolicy, verifySecondFactor } from '@fengshou/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_PASSWORD } from '../demo/logins';
import { demoPhone } from '../modules/login/test-support';

/** A stand-in SMS gateway on a real port: it keeps what it is sent and answers as told. */
interface Sent {
  authorization: string | undefined;
  body: { phone: string; content: string };
}
let gateway: Server;
let sent: Sent[] = [];
let answer = 200;
let t: TestApp;

const readJson = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
};

beforeAll(async () => {
  gateway = createServer(async (req, res) => {
    sent.push({ authorization: req.headers.authorization, body: await readJson(req) });
    res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((ok) => gateway.listen(0, '127.0.0.1', ok));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({
    config: {
      sms: {
        provider: 'http',
        httpUrl: `http://127.0.0.1:${port}/sms/send`,
        httpToken: 'gateway-secret-token',
        template: '【丰收】您的验证码为{code}，{minutes}分钟内有效。',
      },
    },
  });
  const security = await t.login('shanghai_security');
  const policy = {
    passwordHistoryCount: 5,
    passwordMaxAgeDays: 90,
    idleMinutes: 30,
    absoluteHours: 12,
    secondFactor: 'admins' as const,
    refusedPasswords: [],
  };
  expect((await t.call(saveSecurityPolicy, policy, security)).respCode).toBe(0);
});
afterAll(async () => {
  await t.close();
  await new Promise((ok) => gateway.close(ok));
});
beforeEach(async () => {
  sent = [];
  answer = 200;
  // Each case may send a code at once: the resend interval is the previous case's.
  await t.db.query("UPDATE sms_codes SET sent_at = sent_at - interval '10 minutes'");
});

describe('second factor through the HTTP SMS gateway', () => {
  it('posts the code to the gateway with its token; the code the phone got opens the session once', async () => {
    const first = await t.call(login, { loginName: 'chongming_admin', password: DEMO_PASSWORD });
    expect(first.respCode).toBe(0);
    if (!first.obj || isSignedIn(first.obj)) throw new Error('expected a challenge');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe('Bearer gateway-secret-token');
    expect(sent[0]!.body.phone).toBe(demoPhone('chongming_admin'));
    const code = /验证码为(\d{6})，5分钟内有效。$/.exec(sent[0]!.body.content)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const { challenge } = first.obj.secondFactor;
    const done = await t.call(verifySecondFactor, { challenge, smsCode: code });
    expect(done.respCode).toBe(0);
    expect(done.obj!.accessToken).toBeTruthy();
    expect((await t.call(verifySecondFactor, { challenge, smsCode: code })).respCode).toBe(300);
  });

  it('answers 10005 when the gateway refuses, keeps no code, and sends at once when asked again', async () => {
    answer = 503;
    const refused = await t.call(login, { loginName: 'chongming_admin', password: DEMO_PASSWORD });
    expect(refused.status).toBe(200);
    expect(refused.respCode).toBe(10005);
    expect(sent).toHaveLength(1);
    answer = 200;
    const again = await t.call(login, { loginName: 'chongming_admin', password: DEMO_PASSWORD });
    expect(again.respCode).toBe(0);
    expect(sent).toHaveLength(2);
  });
});
