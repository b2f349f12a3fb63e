import { LANGXIA_MENUS } from '@fengshou/core';
import { listPlates, statBreakdown, statSummary } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from '../portal/test-support';
import { CHONGMING } from '../produce/test-support';
import { beijingToday } from './engine';

let t: TestApp;
let viewer: string;
const year = Number(beijingToday().slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

const figure = async (metric: string, body: Record<string, unknown> = {}) => {
  const res = await t.call(statSummary, { metrics: [metric], ...body }, viewer);
  expect(res.respCode).toBe(0);
  return res.obj![0]!;
};

describe('the period of a statistic (a dashboard’s year and month)', () => {
  it('totals a flow over the asked month, stated as that month, and the months add up to the year', async () => {
    const months = await t.call(
      statBreakdown,
      { metrics: ['partyActivityCount'], by: 'month', archiveYear: year - 1 },
      viewer,
    );
    const march = months.obj!.rows.find((r) => r.key === `${year - 1}-03`)!;
    const inMarch = await figure('partyActivityCount', { archiveYear: year - 1, archiveMonth: 3 });
    expect(inMarch.value).toBe(march.partyActivityCount);
    expect(inMarch.period).toBe(`${year - 1}年3月`);
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM party_activities WHERE area_id BETWEEN $1 AND $1 + 999999
          AND activity_date >= $2::date AND activity_date < $3::date`,
      [CHONGMING, `${year - 1}-03-01`, `${year - 1}-04-01`],
    );
    expect(inMarch.value).toBe(row!.n);
    const wholeYear = await figure('partyActivityCount', { archiveYear: year - 1 });
    const sum = months.obj!.rows.reduce((s, r) => s + Number(r.partyActivityCount), 0);
    expect(wholeYear.value).toBe(sum);
  });

  it('leaves stocks as they are and refuses a month out of range', async () => {
    const all = await figure('partyMemberCount');
    expect((await figure('partyMemberCount', { archiveMonth: 2 })).value).toBe(all.value);
    const bad = await t.call(statSummary, { metrics: ['partyActivityCount'], archiveMonth: 13 }, viewer);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('archiveMonth');
  });
});

describe('one category of a metric (the price monitor’s crop)', () => {
  it('limits a categorised figure to the category, as its category breakdown answers it', async () => {
    const byCat = await t.call(statBreakdown, { metrics: ['cowpeaTestCount'], by: 'category' }, viewer);
    const item = byCat.obj!.rows[0]!;
    const one = await figure('cowpeaTestCount', { categoryKey: item.key });
    expect(one.value).toBe(item.cowpeaTestCount);
    const monthly = await t.call(
      statBreakdown,
      { metrics: ['cowpeaTestCount'], by: 'month', archiveYear: year - 1, categoryKey: item.key },
      viewer,
    );
    const all = await t.call(
      statBreakdown,
      { metrics: ['cowpeaTestCount'], by: 'month', archiveYear: year - 1 },
      viewer,
    );
    const total = (rows: typeof all.obj) => rows!.rows.reduce((s, r) => s + Number(r.cowpeaTestCount), 0);
    expect(total(monthly.obj)).toBeGreaterThan(0);
    expect(total(monthly.obj)).toBeLessThan(total(all.obj));
    // A metric without categories ignores it.
    expect((await figure('cowpeaSownAreaMu', { categoryKey: item.key })).value).toBe(
      (await figure('cowpeaSownAreaMu')).value,
    );
  });

  it('answers the vegetable price of one crop, and refuses a key that is no code', async () => {
    const byCrop = await t.call(statBreakdown, { metrics: ['avgPrice'], by: 'category' }, viewer);
    const qingcai = byCrop.obj!.rows.find((r) => r.name === '青菜')!;
    expect((await figure('avgPrice', { categoryKey: qingcai.key })).value).toBe(qingcai.avgPrice);
    const bad = await t.call(statSummary, { metrics: ['avgPrice'], categoryKey: "1' OR '1'='1" }, viewer);
    expect(bad.respCode).toBe(300);
    expect(bad.respDesc).toContain('categoryKey');
  });
});

describe('figures of the new tables', () => {
  it('party building, cowpea and product figures of 崇明 come from their rows', async () => {
    const [party] = await t.db.query<{ orgs: number; members: number }>(
      `SELECT count(*)::int AS orgs, sum(member_count)::int AS members FROM party_organizations
        WHERE area_id BETWEEN $1 AND $1 + 999999`,
      [CHONGMING],
    );
    expect((await figure('partyOrgCount')).value).toBe(party!.orgs);
    expect((await figure('partyMemberCount')).value).toBe(party!.members);
    const [tests] = await t.db.query<{ n: number; ok: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE detection_result = 1)::int AS ok FROM quality_detections
        WHERE product_name = '豇豆' AND area_id BETWEEN $1 AND $1 + 999999
          AND (detection_time AT TIME ZONE 'Asia/Shanghai') >= $2::date`,
      [CHONGMING, `${year}-01-01`],
    );
    expect((await figure('cowpeaTestCount')).value).toBe(tests!.n);
    expect((await figure('cowpeaSownAreaMu', { archiveYear: year - 1 })).value).toBeGreaterThan(0);
    expect((await figure('agriProductCount')).value).toBeGreaterThan(0);
  });
});

describe('plates that follow the dashboard’s period', () => {
  it('党建引领: flows and charts over time follow it, stocks of organisations and members do not', async () => {
    const key = LANGXIA_MENUS.find((m) => m.path === '/langxiaOneHome/djyl')!.key;
    const plates = await t.call(
      listPlates,
      { subjectId: await subjectIdOf(t.db, 'chongming'), menuKey: key },
      viewer,
    );
    const periodic = Object.fromEntries(plates.obj!.map((p) => [p.plateName, p.periodic]));
    expect(periodic).toMatchObject({
      党建引领: true,
      月度党建活动: true,
      活动类型: true,
      党组织类型: false,
      各区域党员: false,
    });
  });
});
