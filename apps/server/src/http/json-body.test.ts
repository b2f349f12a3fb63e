import { login, ping } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('chongming_viewer');
});
afterAll(() => t.close());

describe('JSON request bodies', () => {
  it.each([
    ['plain text', '{"echo":"丰收"}', '丰收'],
    ['\\u escapes', '{"echo":"\\u4e30\\u6536"}', '丰收'],
    ['the words proto and constructor in a value', '{"echo":"protocol constructor"}', 'protocol constructor'],
  ])('parses %s', async (_, body, echo) => {
    const res = await t.call(ping, body, token);
    expect(res.respCode).toBe(0);
    expect(res.obj?.echo).toBe(echo);
  });

  it.each([
    ['an empty body', ''],
    ['broken JSON', '{"echo":'],
    ['a __proto__ key', '{"__proto__":{"polluted":true}}'],
    ['a __proto__ key spelled with escapes', '{"\\u005f_proto__":{"polluted":true}}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['a nested __proto__ key', '{"echo":"x","a":{"__proto__":{"polluted":true}}}'],
  ])('answers %s with 300 and stores nothing on Object.prototype', async (_, body) => {
    const res = await t.call(ping, body, token);
    expect(res.status).toBeLessThan(500);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('body');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // Whitespace makes a body large enough to be parsed on the parser's thread, meaning unchanged.
  const large = (body: string) => body.replace(/^\{/, `{${' '.repeat(300_000)}`);

  it.each([
    ['plain text', '{"echo":"丰收"}', '丰收'],
    ['\\u escapes', '{"echo":"\\u4e30\\u6536"}', '丰收'],
    ['the word constructor in a value', '{"echo":"constructor"}', 'constructor'],
  ])('parses a large body of %s off the event loop alike', async (_, body, echo) => {
    const res = await t.call(ping, large(body), token);
    expect(res.respCode).toBe(0);
    expect(res.obj?.echo).toBe(echo);
  });

  it.each([
    ['broken JSON', '{"echo":'],
    ['a __proto__ key', '{"__proto__":{"polluted":true}}'],
    ['a __proto__ key spelled with escapes', '{"\\u005f_proto__":{"polluted":true}}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
  ])('answers a large body of %s with 300 naming the body', async (_, body) => {
    const res = await t.call(ping, large(body), token);
    expect(res.status).toBeLessThan(500);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('body');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('checks the token before the body: a stranger with a broken body gets 400, not the schema', async () => {
    expect((await t.call(ping, '{"echo":')).respCode).toBe(400);
    expect((await t.call(ping, '{"nope":1}')).respCode).toBe(400);
  });

  it('answers a body over the limit with 300 naming the body', async () => {
    const res = await t.call(login, JSON.stringify({ loginName: 'x'.repeat(1_100_000), password: 'x' }));
    expect(res.status).toBe(413);
    expect(res.respCode).toBe(300);
  });
});
