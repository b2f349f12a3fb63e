import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import type { Database } from '../../../db/client';
import type { DemoSubjectKey } from '../../../demo/logins';
import { subjectIdOf } from '../../portal/test-support';
import type { MetricDef } from '../metric';
import { metricOf } from '../registry';
import { CONTAINMENTS } from './containments';
import { isFloatArtefact } from './float-artefact';
import { walkScreens } from './screen-walk';
import { type ConsistencyReport, walkAreas, walkMetrics } from './walk';

// The server suite runs on the small demo (DEMO_SCALE 0.05); `npm run test:consistency` runs this file
// again on the default demo (scale 1), the one `npm start` shows.
let t: TestApp;
let db: Database;
let report: ConsistencyReport;

beforeAll(async () => {
  t = await createTestApp();
  db = t.db;
  report = await walkMetrics(db, await walkAreas(db, 310000000000));
  console.log(
    `consistency: ${report.metrics} metrics × ${report.areas.length} areas, ${report.checks} checks, ` +
      `${report.violations.length} violations`,
  );
}, 600_000);
afterAll(() => t?.close());

describe('every figure agrees with every other', () => {
  it('walks every level from the province down to villages', () => {
    const levels = new Set(report.areas.map((a) => a.level));
    expect([...levels].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(report.covered).toBe(report.metrics * report.areas.length);
  });

  it('names only metrics of the registry in its containments', () => {
    expect(CONTAINMENTS.filter((c) => !metricOf(c.subset) || !metricOf(c.set))).toEqual([]);
  });

  it('finds no violation: rounding, signs, children within and adding up, categories, containments', () => {
    expect(report.violations).toEqual([]);
  });
});

describe('every screen as its user opens it', () => {
  const screens: [string, DemoSubjectKey, number][] = [
    ['shanghai_admin', 'shanghai', 310000000000],
    ['chongming_admin', 'chongming', 310151000000],
    ['pudong_admin', 'pudong', 310115000000],
  ];
  it.each(screens)(
    '%s at %s: every plate answers, no float artefact, nothing of another area',
    async (login, key, area) => {
      const token = await t.login(login);
      const r = await walkScreens(t, token, await subjectIdOf(t.db, key), area);
      expect(r.calls).toBeGreaterThan(50);
      expect(r.violations).toEqual([]);
    },
    600_000,
  );

  it('a town of the county: its plates and detail tables list its villages, not other towns', async () => {
    const token = await t.login('chongming_admin');
    const town = report.areas.find((a) => a.level === 4 && a.id > 310151000000 && a.id < 310152000000)!;
    const r = await walkScreens(t, token, await subjectIdOf(t.db, 'chongming'), town.id);
    expect(r.violations).toEqual([]);
  }, 600_000);

  it('recognises float artefacts, not coordinates or genuine ratios', () => {
    expect([359.44000000000005, 0.30000000000000004, 1.1 * 3].map(isFloatArtefact)).toEqual([
      true,
      true,
      true,
    ]);
    expect([121.4012345678, 31.2, 2 / 3, 17.15, 42870].map(isFloatArtefact)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the walk itself', () => {
  it('reports a part above its whole, a negative figure and children above their area', async () => {
    const town = report.areas.find((a) => a.level === 4)!;
    const parcels = metricOf('parcelAreaMu')!;
    const basic = metricOf('basicFarmlandAreaMu')!;
    const negative: MetricDef = {
      ...parcels,
      id: 'negativeAreaMu',
      value: '-sum(t.area_mu)',
      category: undefined,
    };
    // A maximum declared as if it were additive: the villages' maxima add up to more than the town's.
    const largest: MetricDef = {
      ...parcels,
      id: 'largestParcelMu',
      value: 'max(t.area_mu)',
      category: undefined,
    };
    const { violations } = await walkMetrics(
      db,
      [town],
      [parcels, basic, negative, largest],
      [{ subset: 'parcelAreaMu', set: 'basicFarmlandAreaMu' }],
    );
    expect(violations).toEqual([
      expect.stringMatching(/负|negative/),
      expect.stringMatching(/largestParcelMu.*children add up/),
      expect.stringMatching(/地块面积 [\d.]+ > 永久基本农田面积/),
    ]);
  });
});
