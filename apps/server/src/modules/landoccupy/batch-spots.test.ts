import {
  convergeBatch,
  listAbnormals,
  listBatches,
  listBatchFindings,
  listMonitoringBatches,
  listOccupations,
  statBreakdown,
  statSummary,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING } from '../produce/test-support';

let t: TestApp;
let cm: string;

beforeAll(async () => {
  t = await createTestApp();
  cm = await t.login('chongming_admin');
});
afterAll(() => t.close());

const MU_PER_M2 = 1 / 666.6667;

describe('a batch’s 图斑数 and 面积, one definition', () => {
  it('is the same on the batch overview, the map’s batch panel and the sum of its findings', async () => {
    const overview = (await t.call(listBatches, { pageNo: 1, pageSize: 100 }, cm)).obj!.list;
    const converge = (await t.call(convergeBatch, {}, cm)).obj!;
    const map = (await t.call(listMonitoringBatches, {}, cm)).obj!;
    expect(map.length).toBeGreaterThan(2);
    for (const b of map) {
      const row = overview.find((o) => o.id === b.id)!;
      expect([row.caseCount, row.caseAreaMu]).toEqual([b.findingCount, b.findingAreaMu]);
      const c = converge.find((o) => o.id === b.id)!;
      expect([c.caseCount, c.caseAreaMu]).toEqual([b.findingCount, b.findingAreaMu]);
      // Below the findings cap, the features listed are the batch's spots and add up to its area.
      const f = (await t.call(listBatchFindings, { batchId: b.id }, cm)).obj!;
      expect(f.total).toBe(b.findingCount);
      const sum = f.features.reduce((s, x) => s + x.properties.areaMu, 0);
      expect(Math.abs(sum - b.findingAreaMu)).toBeLessThanOrEqual(0.005 * f.features.length + 1e-9);
    }
  });

  it('is the whole spot area: the ellipsoidal area of the outlines in 亩, not the arable share', async () => {
    const [b] = await t.db.query<{ id: number; geo: number; arable: number }>(
      `SELECT o.arable_land_batch_record_id AS id,
              round((sum(ST_Area(o.ring::geography)) * ${MU_PER_M2})::numeric, 2)::float8 AS geo,
              round(sum(o.occupy_arable_land_acre), 2)::float8 AS arable
         FROM farmland_occupations o WHERE o.area_id BETWEEN $1 AND $2
        GROUP BY 1 HAVING sum(o.occupy_arable_land_acre) < sum(o.occupy_acre) - 1 ORDER BY 1 LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const map = (await t.call(listMonitoringBatches, {}, cm)).obj!.find((x) => x.id === b!.id)!;
    // The demo records each spot's area from its outline at 4 decimals: the sums agree to a cent of a mu.
    expect(Math.abs(map.findingAreaMu - b!.geo)).toBeLessThanOrEqual(0.01 + map.findingCount * 0.0001);
    expect(map.findingAreaMu).toBeGreaterThan(b!.arable);
  });

  it('adds up over the 非农化 batches to the registry’s 非农化图斑 and 非农化面积', async () => {
    const [count, area] = (
      await t.call(statSummary, { metrics: ['occupationCount', 'occupationAreaMu'] }, cm)
    ).obj!.map((f) => f.value ?? Number.NaN) as [number, number];
    const [rows] = await t.db.query<{ n: number; mu: number }>(
      `SELECT count(*)::int AS n, round(sum(occupy_acre), 2)::float8 AS mu FROM farmland_occupations
        WHERE area_id BETWEEN $1 AND $2`,
      [CHONGMING, CHONGMING + 999_999],
    );
    expect([count, area]).toEqual([rows!.n, rows!.mu]);
    const overview = (await t.call(listBatches, { pageNo: 1, pageSize: 100, batchType: 1 }, cm)).obj!.list;
    expect(overview.reduce((s, x) => s + x.caseCount, 0)).toBe(count);
    const total = overview.reduce((s, x) => s + x.caseAreaMu, 0);
    expect(Math.abs(total - area)).toBeLessThanOrEqual(0.005 * overview.length);
  });

  it('counts cases per status the same on the review lists and the dashboard’s status breakdowns', async () => {
    for (const [list, metric] of [
      [listOccupations, 'occupationCount'],
      [listAbnormals, 'abnormalCount'],
    ] as const) {
      const counts = (await t.call(list, { pageNo: 1, pageSize: 1 }, cm)).obj!.statusCounts;
      expect(counts.length).toBeGreaterThan(1);
      const total = counts.reduce((s, c) => s + c.count, 0);
      const [card] = (await t.call(statSummary, { metrics: [metric] }, cm)).obj!;
      expect(card!.value).toBe(total);
      if (metric === 'occupationCount') {
        const rows = (await t.call(statBreakdown, { metrics: [metric], by: 'category' }, cm)).obj!.rows;
        expect(rows.map((r) => [Number(r.key), r[metric]])).toEqual(
          counts.map((c) => [c.processStatus, c.count]),
        );
      }
    }
  });
});
