import { strictProbes } from '@fengshou/core';
import {
  ALL_ENDPOINTS,
  listAreasByParentId,
  listFarmsByFarmIds,
  listPlateDetails,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutyCallers } from '../../test/duty-callers';
import { createTestApp, type TestApp } from '../../test/harness';

const CHONGMING = 310151000000;
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

const PROBED = ALL_ENDPOINTS.map((e) => ({ path: e.path, endpoint: e, probes: strictProbes(e.body) })).filter(
  (e) => e.probes.length > 0,
);

describe('strict request types over the whole contract', () => {
  it('has number and boolean fields to probe on most endpoints', () => {
    // A walk that lost its way in the schemas would find nothing and pass everything.
    expect(PROBED.length).toBeGreaterThan(150);
  });

  // Each number and boolean field of each body gets "1", the other primitive, [1] and null (unless its
  // declaration takes that form), and the answer must be 300 naming the field (or the list holding it).
  it.each(PROBED)(
    '$path refuses wrong-typed numbers and booleans, naming the field',
    async ({ endpoint, probes }) => {
      const accepted: string[] = [];
      const caller = callerFor(endpoint);
      for (const probe of probes) {
        const res = await t.call(endpoint, probe.body, caller);
        const named = namedFields(res.respDesc);
        const ok =
          res.respCode === 300 && named.some((f) => f === probe.field || probe.field.startsWith(`${f}.`));
        if (!ok) accepted.push(`${probe.field}=${probe.sent} → ${res.respCode} ${res.respDesc}`);
      }
      expect(accepted).toEqual([]);
    },
  );
});

describe('strict request types: the probe’s own cases', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['the string "1"', '1'],
    ['an array [1]', [1]],
    ['null', null],
    ['an object', { id: 1 }],
    ['a fraction', 1.5],
    ['an empty string', ''],
  ])('refuses %s where the contract says integer, naming the field', async (_, plateId) => {
    const res = await t.call(listPlateDetails, { plateId }, token);
    expect(res.status).toBe(200);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('plateId');
  });

  it('refuses a string page number and a boolean inside an id list', async () => {
    const page = await t.call(listFarmsByFarmIds, { farmIds: [1], pageNo: '1' }, token);
    expect(page.respCode).toBe(300);
    expect(page.respDesc).toContain('pageNo');
    const ids = await t.call(listFarmsByFarmIds, { farmIds: [1, true] }, token);
    expect(ids.respCode).toBe(300);
    expect(ids.respDesc).toContain('farmIds');
  });

  it('accepts the numbers themselves', async () => {
    const res = await t.call(listFarmsByFarmIds, { farmIds: [1], pageNo: 1, pageSize: 5 }, token);
    expect(res.respCode).toBe(0);
  });

  it('takes a 12-digit area code as a string, because its contract says so, and answers the same', async () => {
    const asNumber = await t.call(listAreasByParentId, { parentId: CHONGMING }, token);
    const asText = await t.call(listAreasByParentId, { parentId: String(CHONGMING) }, token);
    expect(asNumber.respCode).toBe(0);
    expect(asText.respCode).toBe(0);
    expect(asText.obj).toEqual(asNumber.obj);
    expect(asNumber.obj!.length).toBeGreaterThan(0);
  });

  it.each([
    ['true', true],
    ['a short digit string', '310151'],
    ['digits with a sign', '+310151000000'],
    ['digits with spaces', ' 310151000000'],
    ['an array', [CHONGMING]],
  ])('refuses %s as an area code', async (_, parentId) => {
    const res = await t.call(listAreasByParentId, { parentId }, token);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('parentId');
  });
});
