import {
  listCertificatePrints,
  listCertificatesByArea,
  recordCertificatePrint,
  resolveTraceCode,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let chongming: string;
const CHONGMING = 310151000000;
const PUDONG = 310115000000;

/** The first id of a table's rows in a county. */
const firstIn = async (table: string, county: number) =>
  (
    await t.db.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE area_id BETWEEN $1 AND $1 + 999999 ORDER BY id LIMIT 1`,
      [county],
    )
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  chongming = await t.login('chongming_viewer');
});
afterAll(() => t.close());

describe('the declared scope of an endpoint, checked by the binding', () => {
  it('lists the asked area inside the caller’s, and the caller’s own when none is asked', async () => {
    const town = (
      await t.db.query<{ id: number }>(
        `SELECT a.id FROM areas a WHERE a.parent_id = $1
          AND EXISTS (SELECT 1 FROM qualified_certificates q WHERE q.area_id BETWEEN a.id AND a.id + 999) ORDER BY a.id LIMIT 1`,
        [CHONGMING],
      )
    )[0]!.id;
    const own = await t.call(listCertificatesByArea, { pageSize: 1 }, chongming);
    const asked = await t.call(
      listCertificatesByArea,
      { areaId: town, areaLevel: 4, pageSize: 1 },
      chongming,
    );
    expect(own.respCode).toBe(0);
    expect(asked.respCode).toBe(0);
    expect(asked.obj!.total).toBeGreaterThan(0);
    expect(asked.obj!.total).toBeLessThan(own.obj!.total);
    expect(String(asked.obj!.list[0]!.areaId).slice(0, 9)).toBe(String(town).slice(0, 9));
  });

  it('looks a retired code up under its current one (spec §9): the former 崇明县 310230 is 崇明区 310151', async () => {
    const current = await t.call(
      listCertificatesByArea,
      { areaId: CHONGMING, areaLevel: 3, pageSize: 1 },
      chongming,
    );
    const retired = await t.call(
      listCertificatesByArea,
      { areaId: 310230000000, areaLevel: 3, pageSize: 1 },
      chongming,
    );
    expect(current.obj!.total).toBeGreaterThan(0);
    expect(retired.respCode).toBe(0);
    expect(retired.obj!.total).toBe(current.obj!.total);
    const town = current.obj!.list[0]!.areaId;
    const retiredTown = Number(`310230${String(town).slice(6, 9)}000`);
    const [inTown, inRetiredTown] = await Promise.all(
      [Number(`${String(town).slice(0, 9)}000`), retiredTown].map((areaId) =>
        t.call(listCertificatesByArea, { areaId, pageSize: 1 }, chongming),
      ),
    );
    expect(inRetiredTown!.obj!.total).toBe(inTown!.obj!.total);
  });

  it('refuses an area outside the caller’s (401) and a level that does not match the code (300 naming it)', async () => {
    expect((await t.call(listCertificatesByArea, { areaId: PUDONG }, chongming)).respCode).toBe(401);
    expect((await t.call(listCertificatesByArea, { areaId: 310000000000 }, chongming)).respCode).toBe(401);
    const wrongLevel = await t.call(listCertificatesByArea, { areaId: CHONGMING, areaLevel: 4 }, chongming);
    expect(wrongLevel.respCode).toBe(300);
    expect(wrongLevel.respDesc).toContain('areaLevel');
  });

  it('refuses a record of another county (401) and names the field of a record that does not exist (300)', async () => {
    const pudongFarm = await firstIn('farms', PUDONG);
    expect((await t.call(listCertificatesByArea, { farmId: pudongFarm }, chongming)).respCode).toBe(401);
    const missing = await t.call(listCertificatesByArea, { farmId: 2_000_000_000 }, chongming);
    expect(missing.respCode).toBe(300);
    expect(missing.respDesc).toContain('farmId');
    const pudongCert = await firstIn('qualified_certificates', PUDONG);
    expect((await t.call(listCertificatePrints, { certificateId: pudongCert }, chongming)).respCode).toBe(
      401,
    );
  });

  it('checks every element of an array field before anything is written', async () => {
    const admin = await t.login('chongming_admin');
    const mine = await firstIn('qualified_certificates', CHONGMING);
    const theirs = await firstIn('qualified_certificates', PUDONG);
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM certificate_prints');
    const res = await t.call(recordCertificatePrint, { certificateIds: [mine, theirs], copies: 1 }, admin);
    expect(res.respCode).toBe(401);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM certificate_prints');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('finds a record by another key (a trace code) and refuses one of another county', async () => {
    const code = async (county: number) =>
      (
        await t.db.query<{ c: string }>(
          `SELECT trace_code AS c FROM trace_codes WHERE area_id BETWEEN $1 AND $1 + 999999 ORDER BY id LIMIT 1`,
          [county],
        )
      )[0]!.c;
    expect((await t.call(resolveTraceCode, { code: await code(CHONGMING) }, chongming)).respCode).toBe(0);
    expect((await t.call(resolveTraceCode, { code: await code(PUDONG) }, chongming)).respCode).toBe(401);
    const missing = await t.call(resolveTraceCode, { code: 'NO-SUCH-CODE-1' }, chongming);
    expect(missing.respCode).toBe(300);
    expect(missing.respDesc).toContain('code');
  });

  it('keeps a town body’s user to the town: its rows only; the county, another town and their records refused', async () => {
    const CHENGQIAO = 310151101000;
    const BAOZHEN = 310151102000;
    const town = await t.login('chengqiao_checker');
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM qualified_certificates WHERE area_id BETWEEN $1 AND $1 + 999',
      [CHENGQIAO],
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    const own = await t.call(listCertificatesByArea, { pageSize: 1000 }, town);
    expect(own.obj!.total).toBe(n);
    expect(own.obj!.list.every((r) => Math.floor(r.areaId / 1000) * 1000 === CHENGQIAO)).toBe(true);
    for (const areaId of [CHONGMING, BAOZHEN, PUDONG]) {
      expect((await t.call(listCertificatesByArea, { areaId }, town)).respCode, String(areaId)).toBe(401);
    }
    const [baozhenCert] = await t.db.query<{ id: number }>(
      'SELECT id FROM qualified_certificates WHERE area_id BETWEEN $1 AND $1 + 999 ORDER BY id LIMIT 1',
      [BAOZHEN],
    );
    expect((await t.call(listCertificatePrints, { certificateId: baozhenCert!.id }, town)).respCode).toBe(
      401,
    );
  });
});
