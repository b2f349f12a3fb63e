import type { PlateDetailSource } from '@fengshou/core/contract';
import { listPlateDetails } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { beijingToday } from '../archive/engine';
import { periodOf } from '../archive/period';
import { metricOf } from '../archive/registry';
import { subjectIdOf } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHANGHAI = 310000000000;
const CHONGMING = 310151000000;
const NOW = { archiveYear: Number(beijingToday().slice(0, 4)) };

/** The areas an 'area' breakdown of `areaId` lists: its children, through a single pass-through child. */
async function childNames(areaId: number): Promise<Set<string>> {
  let id = areaId;
  for (;;) {
    const kids = await t.db.query<{ id: string; name: string }>(
      'SELECT id::text, name FROM areas WHERE parent_id = $1 ORDER BY id',
      [id],
    );
    if (kids.length !== 1) return new Set(kids.map((k) => k.name));
    id = Number(kids[0]!.id);
  }
}

/** The first child (by code) of an area that has children of its own. */
async function firstChild(areaId: number): Promise<number> {
  const [row] = await t.db.query<{ id: string }>(
    `SELECT a.id::text FROM areas a WHERE a.parent_id = $1
        AND EXISTS (SELECT 1 FROM areas k WHERE k.parent_id = a.id) ORDER BY a.id LIMIT 1`,
    [areaId],
  );
  return Number(row!.id);
}

/**
 * Walks every plate detail of a subject's dashboards at a level: each table by child area lists only the
 * children of the area shown, every figure is a number with at most 2 decimals (spec §9), and the table
 * states the period of every metric that depends on time.
 */
async function walk(subject: 'shanghai' | 'chongming', login: string, areaId: number) {
  const token = await t.login(login);
  const plates = await t.db.query<{ id: number; name: string; source: PlateDetailSource }>(
    `SELECT id, plate_name AS name, detail_source AS source FROM plates
      WHERE government_subject_id = $1 AND detail_source IS NOT NULL ORDER BY id`,
    [await subjectIdOf(t.db, subject)],
  );
  const children = await childNames(areaId);
  const faults: string[] = [];
  let tables = 0;
  for (const plate of plates) {
    const res = await t.call(listPlateDetails, { plateId: plate.id, areaId }, token);
    expect(res.respCode, `${plate.name}: ${res.respDesc}`).toBe(0);
    for (const table of res.obj!) {
      tables++;
      const def = plate.source.tables.find((d) => table.chartName.replace(/（\d+\/\d+）$/, '') === d.title);
      if (!def) faults.push(`${plate.name}/${table.chartName}: no such table declared`);
      for (const id of def?.metrics ?? []) {
        const period = periodOf(metricOf(id)!, def!.by, NOW);
        if (period && !table.dataSource?.includes(period)) {
          faults.push(`${plate.name}/${table.chartName}: ${table.dataSource} states no ${period}`);
        }
      }
      for (const g of table.plateDetailChartMetricGroupList) {
        if (def?.by === 'area' && !children.has(g.chartMetricGroupName)) {
          faults.push(`${plate.name}/${table.chartName}: ${g.chartMetricGroupName} is no child of ${areaId}`);
        }
        for (const m of g.plateDetailChartMetricList) {
          const v = m.chartMetricValue;
          if (v !== null && !/^-?\d+(\.\d{1,2})?$/.test(v)) {
            faults.push(
              `${plate.name}/${table.chartName}/${g.chartMetricGroupName}: ${m.chartMetricName} = ${v}`,
            );
          }
        }
      }
    }
  }
  return { plates: plates.length, tables, faults };
}

describe('every plate detail follows the area shown', () => {
  it('at the province: the districts of 上海市', async () => {
    const r = await walk('shanghai', 'shanghai_admin', SHANGHAI);
    expect(r.plates).toBeGreaterThan(10);
    expect(r.tables).toBeGreaterThan(r.plates / 2);
    expect(r.faults).toEqual([]);
  });
  it('at a county: 崇明’s towns, for the city’s plates and the county’s own', async () => {
    for (const [subject, login] of [
      ['shanghai', 'shanghai_admin'],
      ['chongming', 'chongming_admin'],
    ] as const) {
      const r = await walk(subject, login, CHONGMING);
      expect(r.tables).toBeGreaterThan(0);
      expect(r.faults).toEqual([]);
    }
  });
  it('at a town: its villages', async () => {
    const r = await walk('chongming', 'chongming_admin', await firstChild(CHONGMING));
    expect(r.tables).toBeGreaterThan(0);
    expect(r.faults).toEqual([]);
  });
});
