import { ping } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('chongming_viewer');
});
afterAll(() => t.close());

describe('ping', () => {
  it('echoes for the caller and tells the time as the database does, in Beijing time on any host', async () => {
    const res = await t.call(ping, { echo: '丰收' }, token);
    const [db] = await t.db.query<{ now: string }>(`SELECT to_char(now(), 'YYYY-MM-DD HH24:MI:SS') AS now`);
    expect(res.obj?.echo).toBe('丰收');
    expect(res.obj?.serverTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const apart = Math.abs(Date.parse(res.obj!.serverTime) - Date.parse(db!.now));
    expect(apart).toBeLessThanOrEqual(5_000);
  });
});
