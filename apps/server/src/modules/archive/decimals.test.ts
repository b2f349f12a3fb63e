import { statBreakdown, statSummary } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { dimensionsOf } from './metric';
import { METRICS } from './registry';

/**
 * No float artefacts in the figures the plates read: every number of every metric's answer (summary and
 * each breakdown it supports), at the province, a county and a town, has at most the metric's decimals
 * (spec §9: rounding default 2). 359.44000000000005 on a wall screen is what this keeps out.
 */
let t: TestApp;
let admin: string;
const LEVELS: [string, number][] = [
  ['province', 310000000000],
  ['county', 310151000000],
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('shanghai_admin');
  const [town] = await t.db.query<{ id: string }>(
    'SELECT id::text FROM areas WHERE parent_id = 310151000000 ORDER BY id LIMIT 1',
  );
  LEVELS.push(['town', Number(town!.id)]);
});
afterAll(() => t.close());

/** Decimal places of a number as JSON writes it (an exponent counts its digits). */
function decimals(v: number): number {
  const [mantissa, exp] = String(v).split('e');
  const places = mantissa!.split('.')[1]?.length ?? 0;
  return Math.max(0, places - Number(exp ?? 0));
}

describe('figures carry no more decimals than their rule', () => {
  it.each(['province', 'county', 'town'])('at the %s', async (level) => {
    const areaId = LEVELS.find(([l]) => l === level)![1];
    const faults: string[] = [];
    let figures = 0;
    const check = (id: string, where: string, v: unknown, digits: number) => {
      if (typeof v !== 'number') return;
      figures++;
      if (decimals(v) > digits) faults.push(`${id} ${where}: ${v}`);
    };
    for (let i = 0; i < METRICS.length; i += 12) {
      const group = METRICS.slice(i, i + 12);
      const res = await t.call(statSummary, { metrics: group.map((m) => m.id), areaId }, admin);
      for (const [j, m] of group.entries()) check(m.id, 'total', res.obj![j]!.value, m.digits ?? 2);
    }
    for (const m of METRICS) {
      for (const by of dimensionsOf(m).filter((d) => d !== 'latest')) {
        const res = await t.call(statBreakdown, { metrics: [m.id], by, areaId }, admin);
        expect(res.respCode, `${m.id} by ${by}: ${res.respDesc}`).toBe(0);
        for (const row of res.obj!.rows) check(m.id, `${by} ${row.key}`, row[m.id], m.digits ?? 2);
      }
    }
    expect(figures).toBeGreaterThan(METRICS.length);
    expect(faults).toEqual([]);
  });

  it('counts decimals as JSON writes them', () => {
    expect([decimals(359.44), decimals(359.44000000000005), decimals(12), decimals(1e-7)]).toEqual([
      2, 14, 0, 7,
    ]);
  });
});
