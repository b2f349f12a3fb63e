import {
  getCertificateWhiteListDetail,
  getOrAddCertificateQrCode,
  listCertificatePrints,
  listCertificatesByArea,
  listNewestCertificates,
  publicTrace,
  recordCertificatePrint,
  resolveTraceCode,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, oneId, PUDONG } from '../produce/test-support';
import { RateLimiter } from './rate-limit';

let t: TestApp;
let admin: string;
let reviewer: string;
let viewer: string;
let pudong: string;
let traced: { id: number; code: string; certNo: string; farmId: number };

const inChongming = (id: number) => id >= CHONGMING && id <= CHONGMING + 999_999;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  reviewer = await t.login('chongming_reviewer');
  viewer = await t.login('chongming_viewer');
  pudong = await t.login('pudong_admin');
  [traced] = (await t.db.query<typeof traced>(
    `SELECT q.id, q.trace_code AS code, q.cert_no AS "certNo", q.farm_id AS "farmId" FROM qualified_certificates q
      WHERE q.area_id BETWEEN $1 AND $1 + 999999 AND q.trace_code IS NOT NULL
        AND EXISTS (SELECT 1 FROM inspections i WHERE i.farm_id = q.farm_id) ORDER BY q.id LIMIT 1`,
    [CHONGMING],
  )) as [typeof traced];
});
afterAll(() => t.close());

/** POSTs the public trace call from a given client address. */
async function publicCall(code: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: publicTrace.path,
    payload: { code },
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
  });
  return res.json() as { respCode: number; respDesc: string; obj: Record<string, unknown> | null };
}

describe('certificate lists', () => {
  it('pages certificates of the county newest first, masking the producer’s phone', async () => {
    const page = (await t.call(listCertificatesByArea, { pageSize: 20 }, viewer)).obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM qualified_certificates WHERE area_id BETWEEN $1 AND $1 + 999999',
      [CHONGMING],
    )) as [{ n: number }];
    expect(page.total).toBe(n);
    const dates = page.list.map((c) => c.issueDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.list.every((c) => inChongming(c.areaId))).toBe(true);
    const phone = page.list.find((c) => c.contactPhone)!;
    expect(phone.contactPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(page.list[0]!.qrImageUrl).toMatch(
      new RegExp(`^/files/qr/${page.list[0]!.certificateId}\\.svg\\?a=`),
    );
    // The signed picture loads without the token header, as an <img> asks for it.
    const img = await t.app.inject({ method: 'GET', url: page.list[0]!.qrImageUrl });
    expect(img.statusCode).toBe(200);
    expect(img.body).toContain('<svg');
  });

  it('narrows to a farm, a keyword and a date range, and sorts by quantity', async () => {
    const byFarm = (await t.call(listCertificatesByArea, { farmId: traced.farmId, pageSize: 50 }, viewer))
      .obj!;
    expect(byFarm.list.every((c) => c.farmId === traced.farmId)).toBe(true);
    const byNo = (await t.call(listCertificatesByArea, { keyword: traced.certNo }, viewer)).obj!;
    expect(byNo.list.map((c) => c.certificateId)).toEqual([traced.id]);
    const q = (
      await t.call(listCertificatesByArea, { sortField: 'quantity', sortOrder: 'asc', pageSize: 20 }, viewer)
    ).obj!;
    const qty = q.list.map((c) => c.quantity);
    expect(qty).toEqual([...qty].sort((a, b) => a - b));
    const ranged = (
      await t.call(
        listCertificatesByArea,
        { startDate: '2026-03-01', endDate: '2026-03-31', pageSize: 100 },
        viewer,
      )
    ).obj!;
    expect(ranged.list.every((c) => c.issueDate >= '2026-03-01' && c.issueDate <= '2026-03-31')).toBe(true);
  });

  it('refuses another county (401) and malformed filters (300)', async () => {
    expect((await t.call(listCertificatesByArea, { areaId: PUDONG }, viewer)).respCode).toBe(401);
    const foreignFarm = await oneId(
      t,
      'SELECT id FROM farms WHERE area_id BETWEEN $1 AND $1 + 999999 LIMIT 1',
      [PUDONG],
    );
    expect((await t.call(listCertificatesByArea, { farmId: foreignFarm }, viewer)).respCode).toBe(401);
    const bad = await t.call(
      listCertificatesByArea,
      { pageSize: 0, startDate: 'yesterday' } as never,
      viewer,
    );
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toMatch(/pageSize/);
  });

  it('lists the newest certificates and the white-list detail of a farm', async () => {
    const newest = (await t.call(listNewestCertificates, { limit: 5 }, viewer)).obj!;
    expect(newest).toHaveLength(5);
    const first = (await t.call(listCertificatesByArea, { pageSize: 1 }, viewer)).obj!.list[0]!;
    expect(newest[0]!.issueDate).toBe(first.issueDate);
    const w = (await t.call(getCertificateWhiteListDetail, { farmId: traced.farmId }, viewer)).obj!;
    expect(w.whiteListed).toBe(true);
    expect(w.products.reduce((s, p) => s + p.certificateCount, 0)).toBe(w.certificateCount);
  });
});

describe('QR codes and printing', () => {
  it('gives the QR url of a traced certificate, and codes an untraced one once', async () => {
    const got = (await t.call(getOrAddCertificateQrCode, { certificateId: traced.id }, reviewer)).obj!;
    expect(got).toMatchObject({ traceCode: traced.code, created: false });
    expect(got.traceUrl).toMatch(new RegExp(`/trace/${traced.code}$`));
    const bare = await oneId(
      t,
      'SELECT id FROM qualified_certificates WHERE area_id BETWEEN $1 AND $1 + 999999 AND trace_code IS NULL LIMIT 1',
      [CHONGMING],
    );
    const made = (await t.call(getOrAddCertificateQrCode, { certificateId: bare }, reviewer)).obj!;
    expect(made.created).toBe(true);
    expect(made.traceCode).toMatch(/^310151\d{14}$/);
    const again = (await t.call(getOrAddCertificateQrCode, { certificateId: bare }, reviewer)).obj!;
    expect(again).toMatchObject({ traceCode: made.traceCode, created: false });
    const resolved = (await t.call(resolveTraceCode, { code: made.traceCode }, viewer)).obj!;
    expect(resolved.certificates.map((c) => c.certificateId)).toContain(bare);
  });

  it('refuses coding to a viewer (403) and another county (401)', async () => {
    expect((await t.call(getOrAddCertificateQrCode, { certificateId: traced.id }, viewer)).respCode).toBe(
      403,
    );
    expect((await t.call(getOrAddCertificateQrCode, { certificateId: traced.id }, pudong)).respCode).toBe(
      401,
    );
  });

  it('records a print run: print count, record list with the operator, all or nothing', async () => {
    const before = (await t.call(listCertificatesByArea, { keyword: traced.certNo }, viewer)).obj!.list[0]!;
    const res = (await t.call(recordCertificatePrint, { certificateIds: [traced.id], copies: 3 }, admin))
      .obj!;
    expect(res).toEqual({ printed: 1, copies: 3 });
    const after = (await t.call(listCertificatesByArea, { keyword: traced.certNo }, viewer)).obj!.list[0]!;
    expect(after.printCount).toBe(before.printCount + 3);
    const prints = (await t.call(listCertificatePrints, { certificateId: traced.id }, admin)).obj!;
    expect(prints.list[0]).toMatchObject({ copies: 3, operator: expect.any(String) });
    const foreign = await oneId(
      t,
      'SELECT id FROM qualified_certificates WHERE area_id BETWEEN $1 AND $1 + 999999 LIMIT 1',
      [PUDONG],
    );
    const mixed = await t.call(
      recordCertificatePrint,
      { certificateIds: [traced.id, foreign], copies: 1 },
      admin,
    );
    expect(mixed.respCode).toBe(401);
    const unchanged = (await t.call(listCertificatesByArea, { keyword: traced.certNo }, viewer)).obj!
      .list[0]!;
    expect(unchanged.printCount).toBe(after.printCount);
    expect(
      (await t.call(recordCertificatePrint, { certificateIds: [traced.id], copies: 0 }, admin)).respCode,
    ).toBe(300);
    expect(
      (await t.call(recordCertificatePrint, { certificateIds: [traced.id], copies: 1 }, viewer)).respCode,
    ).toBe(403);
  });
});

describe('trace codes', () => {
  it('resolves a code to product, farm, certificates, inspections and scans for the bureau', async () => {
    const r = (await t.call(resolveTraceCode, { code: traced.code }, viewer)).obj!;
    expect(r.traceCode).toBe(traced.code);
    expect(r.farm.farmId).toBe(traced.farmId);
    expect(r.farm.creditCode ?? '*').toMatch(/\*/);
    expect(r.certificates.map((c) => c.certificateId)).toContain(traced.id);
    expect(r.inspections.length).toBeGreaterThan(0);
    expect(r.scans.byMonth.reduce((s, m) => s + m.scans, 0)).toBe(r.scans.total);
    const byCert = (await t.call(resolveTraceCode, { code: traced.certNo }, viewer)).obj!;
    expect(byCert.traceCode).toBe(traced.code);
    expect((await t.call(resolveTraceCode, { code: traced.code }, pudong)).respCode).toBe(401);
    expect((await t.call(resolveTraceCode, { code: '000000000000' }, viewer)).respCode).toBe(300);
    expect((await t.call(resolveTraceCode, { code: "1' OR 1=1 --" }, viewer)).respCode).toBe(300);
  });

  it('shows a consumer only the product, origin and checks, without login, and counts the scan', async () => {
    const before = (await t.call(resolveTraceCode, { code: traced.code }, viewer)).obj!.scans.total;
    const res = await publicCall(traced.code, '10.1.0.1');
    expect(res.respCode).toBe(0);
    const obj = res.obj!;
    expect(Object.keys(obj).sort()).toEqual(
      [
        'basisName',
        'batchNo',
        'certNo',
        'inspections',
        'issueDate',
        'origin',
        'producerName',
        'productName',
        'quantity',
        'scanCount',
        'unit',
      ].sort(),
    );
    const [pii] = (await t.db.query<{ phones: string[]; code: string | null }>(
      `SELECT array_remove(ARRAY[q.contact_phone, f.contact_phone, c.contact_phone], NULL) AS phones, c.credit_code AS code
         FROM qualified_certificates q JOIN farms f ON f.id = q.farm_id JOIN companies c ON c.id = f.company_id WHERE q.id = $1`,
      [traced.id],
    )) as [{ phones: string[]; code: string | null }];
    const text = JSON.stringify(obj);
    for (const secret of [...pii.phones, pii.code ?? 'none']) expect(text).not.toContain(secret);
    expect(obj.origin).toMatch(/^崇明区.+镇.+(村|社区)$/);
    expect(obj.origin).not.toMatch(/委员?会$/);
    expect(obj.scanCount).toBe(before + 1);
    expect((obj.inspections as object[]).every((i) => !('inspector' in i))).toBe(true);
  });

  it('limits public lookups per address and answers 600 beyond the limit', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await publicCall('000000000000', '10.9.9.9')).respCode;
    expect(last).toBe(600);
    expect((await publicCall(traced.code, '10.9.9.10')).respCode).toBe(0);
  });

  it('rate limiter opens a new window after the old one passes', () => {
    let now = 0;
    const rl = new RateLimiter(2, 1000, () => now);
    expect([rl.take('a'), rl.take('a'), rl.take('a'), rl.take('b')]).toEqual([true, true, false, true]);
    now = 1000;
    expect(rl.take('a')).toBe(true);
  });
});
