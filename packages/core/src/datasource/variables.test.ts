import { describe, expect, it } from 'vitest';
import { DATA_SOURCE_VARIABLES, isDataSourceVariable, variableValues } from './variables';

const ctx = {
  areaId: 310151000000,
  areaLevel: 3,
  areaIdList: [310151000000],
  childAreaLevel: 4,
  childAreaIdList: [310151101000, 310151102000],
  businessCategoryIdList: [1, 3],
  // A Beijing instant: the variables are Beijing dates in every host zone.
  now: new Date('2024-03-10T14:05:09+08:00'),
};

describe('variableValues', () => {
  it.each([
    ['areaId', 310151000000],
    ['areaLevel', 3],
    ['areaIdList', [310151000000]],
    ['childAreaLevel', 4],
    ['childAreaIdList', [310151101000, 310151102000]],
    ['businessCategoryIdList', [1, 3]],
    ['dateToday', '2024-03-10'],
    ['timeToday', '2024-03-10 14:05:09'],
    ['dateWeek', '2024-03-04'],
    ['timeWeek', '2024-03-04 00:00:00'],
    ['dateMonth', '2024-02-10'],
    ['timeMonth', '2024-02-10 00:00:00'],
  ] as const)('$_%s', (name, value) => {
    expect(variableValues(ctx)[name]).toEqual(value);
  });

  it('crosses year boundaries', () => {
    const values = variableValues({ ...ctx, now: new Date('2024-01-03T00:00:00+08:00') });
    expect([values.dateWeek, values.dateMonth]).toEqual(['2023-12-28', '2023-12-05']);
  });

  it('copies the lists so that callers cannot alias the context', () => {
    expect(variableValues(ctx).areaIdList).not.toBe(ctx.areaIdList);
  });

  it('defines exactly the twelve spec names and the seven of the linkage filter', () => {
    expect(Object.keys(variableValues(ctx)).sort()).toEqual([...DATA_SOURCE_VARIABLES].sort());
    expect(DATA_SOURCE_VARIABLES).toHaveLength(19);
  });

  it('answers null for every filter name when nothing is chosen', () => {
    const values = variableValues(ctx);
    for (const name of DATA_SOURCE_VARIABLES.filter((n) => n.startsWith('filter')))
      expect([name, values[name]]).toEqual([name, null]);
  });

  it('answers the chosen parts, and only the names of a part that is chosen', () => {
    const values = variableValues({
      ...ctx,
      filter: { category: '7', categoryName: '水稻', startDate: '2024-03-01', endDate: '2024-03-31' },
    });
    expect(values).toMatchObject({
      filterAreaId: null,
      filterAreaLevel: null,
      filterCategory: '7',
      filterCategoryName: '水稻',
      filterStartDate: '2024-03-01',
      filterEndDate: '2024-03-31',
    });
  });

  it.each([
    ['areaId', true],
    ['timeMonth', true],
    ['dateYear', false],
    ['constructor', false],
  ])('isDataSourceVariable(%j) is %j', (name, ok) => {
    expect(isDataSourceVariable(name)).toBe(ok);
  });
});
