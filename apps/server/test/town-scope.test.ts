import { areaChainOfCode } from '@fengshou/core';
import { ALL_ENDPOINTS } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaCodeRange } from '../src/auth/scope';
import { createTestApp, type TestApp } from './harness';

/**
 * The scope walk of a town body's user: every endpoint of the contract asked with an empty body (each
 * answers the caller's own area, the town, where it takes one) by the demo's 城桥镇 administrator, the
 * widest-reaching town account. Every area code in every answer lies in the town; a few answers also name
 * areas above it, each for a reason below, and never another town's or county's.
 */

const CHENGQIAO = 310151101000;
const [LO, HI] = areaCodeRange(CHENGQIAO);
const ABOVE = new Set(areaChainOfCode(CHENGQIAO).filter((id) => id !== CHENGQIAO));

/** Answers that name areas above the town, with why. */
const ABOVE_ALLOWED: Readonly<Record<string, string>> = {
  '/api/login/gov/user/getUserInfo': 'the subject’s own area chain: province, city and county over the town',
  '/api/portal/gov/governmentSubject/list': 'the same chain of the subject listed',
  '/api/produce/gov/price/table': 'market prices are quoted for the city (spec §7 price monitor)',
  '/api/landoccupy/gov/cultivatedBatch/list':
    'monitoring batches are the county’s; the town’s cases lie in them',
  '/api/converge/gov/batch/list': 'the county’s monitoring batches, as above',
};
/** Answers that are no records of any area. */
const NO_RECORDS: Readonly<Record<string, string>> = {
  '/api/foundation/gov/area/listNationalByParentId': 'the national division names (provinces) for forms',
};

const AREA_KEYS = /^(areaId|provinceId|cityId|countyId|townId|villageId|farmAreaId|holderAreaId|fromAreaId)$/;

/** Every area code field of an answer, with its path. */
function areaCodes(v: unknown, path: string, out: [string, number][] = []): [string, number][] {
  if (Array.isArray(v)) for (const x of v) areaCodes(x, `${path}[]`, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (AREA_KEYS.test(k) && typeof x === 'number' && x >= 1e11) out.push([`${path}.${k}`, x]);
      else areaCodes(x, `${path}.${k}`, out);
    }
  }
  return out;
}

let t: TestApp;
let admin: { id: number; subjectId: number };

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ id: number; government_subject_id: number }>(
    "SELECT id, government_subject_id FROM government_users WHERE login_name = 'chengqiao_admin'",
  );
  admin = { id: row!.id, subjectId: row!.government_subject_id };
});
afterAll(() => t.close());

describe('a town body’s user at every endpoint', () => {
  it('is answered the town’s records only, and areas above it only where the answer says why', async () => {
    const wrong: string[] = [];
    const used = new Set<string>();
    let answered = 0;
    let withAreas = 0;
    for (const e of ALL_ENDPOINTS) {
      if (e.path in NO_RECORDS) continue;
      // A fresh session per call: some endpoints (logout, change subject) alter the one they run in.
      const { token } = await t.app.services.sessions.createUserSession(t.db, admin.id, admin.subjectId);
      const res = await t.call(e, {}, token);
      if (res.respCode !== 0) continue;
      answered++;
      const codes = areaCodes(res.obj, 'obj');
      if (codes.length > 0) withAreas++;
      for (const [path, id] of codes) {
        if (id >= LO && id <= HI) continue;
        if (ABOVE.has(id) && e.path in ABOVE_ALLOWED) {
          used.add(e.path);
          continue;
        }
        wrong.push(`${e.path} ${path} = ${id}`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
    // An allowance whose answer no longer names an area above the town goes too.
    expect(Object.keys(ABOVE_ALLOWED).filter((p) => !used.has(p))).toEqual([]);
    // The walk reached the lists and statistics, not only refusals.
    expect(answered).toBeGreaterThan(100);
    expect(withAreas, `${withAreas} of ${answered}`).toBeGreaterThan(40);
  });
});
