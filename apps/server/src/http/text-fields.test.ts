import { ALL_ENDPOINTS, createDisplayToken, savePlate } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutyCallers } from '../../test/duty-callers';
import { createTestApp, type TestApp } from '../../test/harness';
import { subjectIdOf } from '../modules/portal/test-support';
import { textProbes } from './text-probes';

let t: TestApp;
let token: string;
let callerFor: Awaited<ReturnType<typeof dutyCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('chongming_admin');
  callerFor = await dutyCallers(t);
});
afterAll(() => t.close());

/** The fields a respCode 300 names: '参数错误：a、b（detail）'. */
function namedFields(respDesc: string): string[] {
  const list = /：([^（]*)/.exec(respDesc)?.[1] ?? '';
  return list.split('、').filter(Boolean);
}

// An alias answers with its original's handler and schema: probing the original covers it.
const PROBED = ALL_ENDPOINTS.filter((e) => !e.aliasOf)
  .map((e) => ({ path: e.path, endpoint: e, probes: textProbes(e.body) }))
  .filter((e) => e.probes.length > 0);

describe('control characters in text over the whole contract', () => {
  it('has string fields to probe on many endpoints', () => {
    // A walk that lost its way in the schemas would find nothing and pass everything.
    expect(PROBED.length).toBeGreaterThan(100);
    expect(PROBED.flatMap((e) => e.probes).length).toBeGreaterThan(600);
  });

  // Each string field of each body gets a value of an accepted length with NUL, then BEL, inside; the answer
  // must be 300 naming the field (or the list holding it), never success or a server fault.
  it.each(PROBED)(
    '$path refuses a NUL and a BEL in its text, naming the field',
    async ({ endpoint, probes }) => {
      const accepted: string[] = [];
      for (const probe of probes) {
        const res = await t.call(endpoint, probe.body, callerFor(endpoint));
        const named = namedFields(res.respDesc);
        const ok =
          res.status === 200 &&
          res.respCode === 300 &&
          named.some((f) => f === probe.field || probe.field.startsWith(`${f}.`));
        if (!ok)
          accepted.push(`${probe.field} ${probe.sent} → ${res.status} ${res.respCode} ${res.respDesc}`);
      }
      expect(accepted).toEqual([]);
    },
  );
});

describe('text a field does take', () => {
  it('keeps line breaks and tabs in a multi-line remark but refuses them in a one-line name', async () => {
    const subjectId = await subjectIdOf(t.db, 'chongming');
    const plate = { subjectId, menuKey: 10001, position: 12, plateName: '测试板块' };
    const remark = '第一行\r\n第二行\t段\u2028结束';
    const saved = await t.call(savePlate, { ...plate, remark }, token);
    expect(saved.respCode, saved.respDesc).toBe(0);
    expect(saved.obj?.remark).toBe(remark);
    for (const plateName of ['测试\n板块', '测试\t板块', '测试\u007f板块', '测试\u0085板块']) {
      const res = await t.call(savePlate, { ...plate, plateName }, token);
      expect([res.respCode, namedFields(res.respDesc)], JSON.stringify(plateName)).toEqual([
        300,
        ['plateName'],
      ]);
    }
  });

  it('stores markup in a name as text: the answer is JSON, never HTML', async () => {
    const res = await t.call(createDisplayToken, { name: '<script>alert(1)</script>', validDays: 1 }, token);
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj?.name).toBe('<script>alert(1)</script>');
  });
});
