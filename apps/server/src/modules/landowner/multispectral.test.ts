import { getMultispectralAnalysis, listMultispectralParcels } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runImport } from '../../import/run';
import { recordsXlsx } from '../importer/fixtures';
import { CHONGMING, PUDONG } from '../produce/test-support';

let t: TestApp;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

describe('landowner multispectral analysis (spec §7)', () => {
  it('answers the area’s latest capture: grades, area-weighted NDVI, towns and crops, against the rows', async () => {
    const res = await t.call(getMultispectralAnalysis, {}, viewer);
    expect(res.respCode).toBe(0);
    const a = res.obj!;
    expect(a.captures.length).toBeGreaterThanOrEqual(3);
    expect(a.captureDate).toBe(a.captures[0]!.captureDate);
    const [row] = await t.db.query<{ n: number; mu: number; ndvi: number }>(
      `SELECT count(*)::int AS n, sum(l.area_mu)::float8 AS mu, (sum(m.ndvi * l.area_mu) / sum(l.area_mu))::float8 AS ndvi
         FROM multispectral_analyses m JOIN land_parcels l ON l.id = m.land_parcel_id
        WHERE m.area_id BETWEEN $1 AND $1 + 999999 AND m.capture_date = $2::date`,
      [CHONGMING, a.captureDate],
    );
    expect(a.parcelCount).toBe(row!.n);
    expect(a.meanNdvi).toBeCloseTo(row!.ndvi, 3);
    expect(a.grades.map((g) => g.name)).toEqual(['长势好', '长势较好', '长势一般', '长势差']);
    expect(a.grades.reduce((s, g) => s + g.parcelCount, 0)).toBe(row!.n);
    expect(a.byArea.reduce((s, r) => s + r.parcelCount, 0)).toBe(row!.n);
    expect(a.byArea.every((r) => String(r.areaId).startsWith('310151'))).toBe(true);
    expect(a.crops.length).toBeGreaterThan(0);
    expect(a.previousMeanNdvi).not.toBeNull();
  });

  it('answers an earlier capture when asked, and an empty analysis for a day without one', async () => {
    const all = (await t.call(getMultispectralAnalysis, {}, viewer)).obj!;
    const earlier = all.captures.at(-1)!.captureDate;
    const res = await t.call(getMultispectralAnalysis, { captureDate: earlier }, viewer);
    expect(res.obj!.captureDate).toBe(earlier);
    expect(res.obj!.parcelCount).toBe(all.captures.at(-1)!.parcelCount);
    const none = await t.call(getMultispectralAnalysis, { captureDate: '2001-01-01' }, viewer);
    expect(none.obj).toMatchObject({ parcelCount: 0, meanNdvi: null });
    const bad = await t.call(getMultispectralAnalysis, { captureDate: '2025-13-01x' }, viewer);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('captureDate');
    expect((await t.call(getMultispectralAnalysis, { areaId: PUDONG }, viewer)).respCode).toBe(401);
  });

  it('lists the latest capture’s parcels weakest first, the holder masked, by grade', async () => {
    const res = await t.call(listMultispectralParcels, { pageNo: 1, pageSize: 20 }, viewer);
    expect(res.respCode).toBe(0);
    const list = res.obj!.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.growthGrade).toBeGreaterThanOrEqual(list.at(-1)!.growthGrade);
    const named = list.filter((p) => p.contractorName !== null);
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((p) => p.contractorName!.includes('*'))).toBe(true);
    const good = await t.call(listMultispectralParcels, { pageNo: 1, pageSize: 50, growthGrade: 1 }, viewer);
    expect(good.obj!.list.every((p) => p.growthGradeName === '长势好' && p.ndvi >= 0.7)).toBe(true);
  });

  it('a bureau imports a capture of its parcels; the grade follows the NDVI when the file gives none', async () => {
    const parcels = await t.db.query<{ dkid: string }>(
      'SELECT dkid FROM land_parcels WHERE area_id BETWEEN $1 AND $1 + 999999 ORDER BY id LIMIT 2',
      [CHONGMING],
    );
    const r = await runImport(t.db, {
      kind: 'multispectral',
      files: [
        await recordsXlsx([
          { 地块编码: parcels[0]!.dkid, 采集日期: '2024-07-01', NDVI: '0.81', 传感器: '卫星' },
          {
            地块编码: parcels[1]!.dkid,
            采集日期: '2024-07-01',
            NDVI: '0.35',
            长势等级: '长势差',
            建议: '补苗',
          },
        ]),
      ],
      areaId: CHONGMING,
      userId: null,
    });
    expect(r).toMatchObject({ inserted: 2, errorCount: 0 });
    const res = await t.call(getMultispectralAnalysis, { captureDate: '2024-07-01' }, viewer);
    expect(res.obj!.grades.filter((g) => g.parcelCount > 0).map((g) => g.name)).toEqual(['长势好', '长势差']);
    const bad = await runImport(t.db, {
      kind: 'multispectral',
      files: [await recordsXlsx([{ 地块编码: parcels[0]!.dkid, 采集日期: '2024-07-02', NDVI: '1.4' }])],
      areaId: CHONGMING,
      userId: null,
    });
    expect(bad.errorCount).toBe(1);
  });
});
