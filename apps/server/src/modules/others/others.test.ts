import {
  landQualityGrades,
  listHighstandardFacilities,
  listHighstandardRepairOrders,
  listInsurancePolicies,
  listLoans,
  listQrExamples,
  listSoilSamples,
  loanApplicationAreas,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  CHONGMING,
  checkExportColumns,
  checkList,
  checkNeedsDataView,
  inChongming,
  PUDONG,
} from '../../../test/list-checks';
import { othersRoutes } from './routes';

let t: TestApp;
let admin: string;
let viewer: string;

const RANGE = 'area_id BETWEEN $1 AND $2';
const CM = [CHONGMING, CHONGMING + 999_999];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

describe('others lists', () => {
  it('loans', () =>
    checkList(t, viewer, {
      endpoint: listLoans,
      countSql: `SELECT count(*)::int AS n FROM loans WHERE ${RANGE}`,
      sort: { field: 'amount', value: (r) => r.amount as number },
    }));
  it('insurance policies', () =>
    checkList(t, viewer, {
      endpoint: listInsurancePolicies,
      countSql: `SELECT count(*)::int AS n FROM insurance_policies WHERE ${RANGE}`,
      sort: { field: 'premium', value: (r) => r.premium as number },
    }));
  it('high-standard facilities', () =>
    checkList(t, viewer, {
      endpoint: listHighstandardFacilities,
      countSql: `SELECT count(*)::int AS n FROM highstandard_facilities WHERE ${RANGE}`,
      sort: { field: 'buildYear', value: (r) => r.buildYear as number },
    }));
  it('repair orders', () =>
    checkList(t, viewer, {
      endpoint: listHighstandardRepairOrders,
      countSql: `SELECT count(*)::int AS n FROM highstandard_repair_orders WHERE ${RANGE}`,
      sort: { field: 'reportTime', value: (r) => r.reportTime as string },
    }));
  it('soil samples', () =>
    checkList(t, viewer, {
      endpoint: listSoilSamples,
      countSql: `SELECT count(*)::int AS n FROM soil_samples WHERE ${RANGE}`,
      sort: { field: 'qualityGrade', value: (r) => r.qualityGrade as number },
    }));
  it('403 without data:view', () =>
    checkNeedsDataView(t, [
      listLoans,
      listInsurancePolicies,
      listSoilSamples,
      listQrExamples,
      loanApplicationAreas,
    ]));
});

describe('others: filters, masking, statistics', () => {
  it('masks the reporter of repair orders without pii:view', async () => {
    const masked = (await t.call(listHighstandardRepairOrders, { pageSize: 20 }, viewer)).obj!;
    const full = (await t.call(listHighstandardRepairOrders, { pageSize: 20 }, admin)).obj!;
    expect(masked.list.length).toBeGreaterThan(0);
    expect(masked.list.every((r) => r.reporter?.includes('*'))).toBe(true);
    expect(full.list.every((r) => !r.reporter?.includes('*'))).toBe(true);
    expect(full.list.map((r) => r.reporter![0])).toEqual(masked.list.map((r) => r.reporter![0]));
  });

  it('filters loans by status and the insured by claims', async () => {
    const granted = (await t.call(listLoans, { status: 2, pageSize: 100 }, viewer)).obj!;
    expect(granted.list.every((l) => l.status === 2 && l.statusName === '已放款' && l.grantDate)).toBe(true);
    const claimed = (await t.call(listInsurancePolicies, { claimed: 1, pageSize: 100 }, viewer)).obj!;
    expect(claimed.list.every((p) => p.claimAmount > 0)).toBe(true);
  });

  it('sums loan applications by town to the county', async () => {
    const rows = (await t.call(loanApplicationAreas, {}, viewer)).obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM loans WHERE ${RANGE}`,
      CM,
    )) as [{ n: number }];
    expect(rows.every((r) => inChongming(r.areaId))).toBe(true);
    expect(rows.reduce((s, r) => s + r.applications, 0)).toBe(n);
    expect((await t.call(loanApplicationAreas, { areaId: PUDONG }, viewer)).respCode).toBe(401);
  });

  it('distributes soil samples by quality grade', async () => {
    const grades = (await t.call(landQualityGrades, {}, viewer)).obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM soil_samples WHERE ${RANGE} AND quality_grade IS NOT NULL`,
      CM,
    )) as [{ n: number }];
    expect(grades.reduce((s, g) => s + g.samples, 0)).toBe(n);
  });

  it('gives QR examples of the area’s newest certificates, each a working picture', async () => {
    const qr = (await t.call(listQrExamples, { limit: 3 }, viewer)).obj!;
    expect(qr).toHaveLength(3);
    const picture = await t.app.inject({ method: 'GET', url: qr[0]!.qrUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('svg');
    expect((await t.call(listQrExamples, { limit: 99 }, viewer)).respCode).toBe(300);
  });
});

describe('others: the declared scope and columns', () => {
  it('lists one facility’s repair orders; another county’s facility is refused, a missing one named', async () => {
    const facility = async (county: number) =>
      (
        (await t.db.query<{ id: number }>(
          `SELECT facility_id AS id FROM highstandard_repair_orders WHERE ${RANGE}
            GROUP BY facility_id ORDER BY count(*) DESC, facility_id LIMIT 1`,
          [county, county + 999_999],
        )) as [{ id: number }]
      )[0].id;
    const own = await facility(CHONGMING);
    const page = (await t.call(listHighstandardRepairOrders, { facilityId: own, pageSize: 100 }, viewer))
      .obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM highstandard_repair_orders WHERE facility_id = $1',
      [own],
    )) as [{ n: number }];
    expect(page.total).toBe(n);
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((r) => r.facilityId === own)).toBe(true);
    const foreign = await t.call(
      listHighstandardRepairOrders,
      { facilityId: await facility(PUDONG) },
      viewer,
    );
    expect(foreign.respCode).toBe(401);
    const missing = await t.call(listHighstandardRepairOrders, { facilityId: 2_000_000_000 }, viewer);
    expect(missing.respCode).toBe(300);
    expect(missing.respDesc).toContain('facilityId');
  });

  it('declares the export columns of every list', () => checkExportColumns(othersRoutes));
});
