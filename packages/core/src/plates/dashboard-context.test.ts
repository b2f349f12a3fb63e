import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../contract';
import { variableValues } from '../datasource/variables';
import { priceMetricsForCrop } from '../dict/crops';
import { PERIOD_SOURCE_PATHS } from './dashboard-context';
import { plateRequest } from './data-source';

const ctx = {
  areaId: 310151000000,
  areaLevel: 3,
  areaIdList: [310000000000, 310151000000],
  childAreaLevel: 4,
  childAreaIdList: [],
  businessCategoryIdList: [],
  now: new Date('2026-05-20T01:30:00Z'),
};
const BREAKDOWN = '/api/archive/gov/statistic/breakdown';
const SUMMARY = '/api/archive/gov/statistic/summary';
const LAST_30_DAYS = {
  metrics: ['iotAlarmCount'],
  by: 'day',
  startDate: '$_dateMonth',
  endDate: '$_dateToday',
};

const body = (path: string, parameters: Record<string, unknown>, extra: object = {}) => {
  const r = plateRequest(path, parameters, { ...ctx, ...extra });
  if (r.kind !== 'call') throw new Error(r.kind);
  return r.body;
};

describe('the period context of a dashboard in the resolver', () => {
  it('lists exactly the plate sources whose body takes archiveYear and archiveMonth', () => {
    const want = ALL_ENDPOINTS.filter((e) => {
      const shape = (e.body as { shape?: Record<string, unknown> }).shape ?? {};
      return 'archiveYear' in shape && 'archiveMonth' in shape;
    }).map((e) => e.path);
    expect([...PERIOD_SOURCE_PATHS].sort()).toEqual(want.sort());
  });

  it('moves the $_ dates to the end of a past period, and leaves them today in the current one', () => {
    expect(body(BREAKDOWN, LAST_30_DAYS, { period: { year: 2025, month: 2 } })).toMatchObject({
      startDate: '2025-01-30',
      endDate: '2025-02-28',
    });
    expect(body(BREAKDOWN, LAST_30_DAYS, { period: { year: 2024 } })).toMatchObject({
      startDate: '2024-12-02',
      endDate: '2024-12-31',
    });
    expect(body(BREAKDOWN, LAST_30_DAYS, { period: { year: 2026, month: 5 } })).toMatchObject({
      startDate: '2026-04-21',
      endDate: '2026-05-20',
    });
    const values = variableValues({ ...ctx, period: { year: 2025, month: 12 } });
    expect([values.dateToday, values.timeToday, values.dateWeek]).toEqual([
      '2025-12-31',
      '2025-12-31 23:59:59',
      '2025-12-25',
    ]);
  });

  it('asks statistics for the period’s year and month; a plate fixing its year keeps it', () => {
    expect(body(SUMMARY, { metrics: ['salesAmountWan'] }, { period: { year: 2025, month: 3 } })).toEqual({
      metrics: ['salesAmountWan'],
      archiveYear: 2025,
      archiveMonth: 3,
    });
    expect(
      body(SUMMARY, { metrics: ['salesAmountWan'], archiveYear: 2023 }, { period: { year: 2025, month: 3 } }),
    ).toEqual({ metrics: ['salesAmountWan'], archiveYear: 2023 });
    expect(body(SUMMARY, { metrics: ['salesAmountWan'] })).toEqual({ metrics: ['salesAmountWan'] });
    expect(body('/api/produce/gov/earTag/statistics', {}, { period: { year: 2025 } })).toEqual({});
  });
});

describe('the crop switch of the price plates (spec §4)', () => {
  it('猪 turns 田头价/批发价 into 生猪价/猪肉价; a valid type is kept, an invalid one becomes the first', () => {
    expect(priceMetricsForCrop(['avgPrice', 'wholesalePrice'], '猪')).toEqual(['hogPrice', 'porkPrice']);
    expect(priceMetricsForCrop(['porkPrice'], '猪')).toEqual(['porkPrice']);
    expect(priceMetricsForCrop(['wholesalePrice'], '猪')).toEqual(['hogPrice']);
    expect(priceMetricsForCrop(['hogPrice', 'porkPrice'], '青菜')).toEqual(['avgPrice', 'wholesalePrice']);
    expect(priceMetricsForCrop(['wholesalePrice'], '番茄')).toEqual(['wholesalePrice']);
    expect(priceMetricsForCrop(['avgPrice', 'wholesalePrice', 'hogPrice', 'porkPrice'], '黄瓜')).toEqual([
      'avgPrice',
      'wholesalePrice',
    ]);
    expect(priceMetricsForCrop(['avgPrice', 'salesAmountWan'], '猪')).toBeUndefined();
  });

  it('limits price plates to the crop, and leaves comparisons of crops and other plates alone', () => {
    const crop = { crop: { key: '9', name: '猪' } };
    expect(body(BREAKDOWN, { metrics: ['avgPrice', 'wholesalePrice'], by: 'day' }, crop)).toEqual({
      metrics: ['hogPrice', 'porkPrice'],
      by: 'day',
      categoryKey: '9',
    });
    const byCrop = { metrics: ['avgPrice'], by: 'category' };
    expect(body(BREAKDOWN, byCrop, crop)).toEqual(byCrop);
    expect(body(SUMMARY, { metrics: ['salesAmountWan'] }, crop)).toEqual({ metrics: ['salesAmountWan'] });
    expect(body(SUMMARY, { metrics: ['avgPrice'] }, { crop: { key: '1', name: '青菜' } })).toEqual({
      metrics: ['avgPrice'],
      categoryKey: '1',
    });
  });
});
