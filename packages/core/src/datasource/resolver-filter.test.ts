import { describe, expect, it } from 'vitest';
import { checkDataSourceParams } from './check';
import { resolveDataSourceParams } from './resolver';
import type { DataSourceContext } from './variables';

const county: DataSourceContext = {
  areaId: 310151000000,
  areaLevel: 3,
  areaIdList: [310000000000, 310151000000],
  childAreaLevel: 4,
  childAreaIdList: [310151101000, 310151102000],
  businessCategoryIdList: [],
  now: new Date('2026-03-10T09:00:00+08:00'),
};
const town = { areaId: 310151102000, areaLevel: 4, areaName: '堡镇' };

// A plate that follows the linkage filter: the chosen town instead of the area on screen, only the chosen
// crop, the chosen month or its own last 30 days.
const following = {
  metrics: ['sownAreaMu'],
  areaId: 'parameter{$_filterAreaId || $_areaId}',
  areaLevel: 'parameter{$_filterAreaLevel || $_areaLevel}',
  categoryKey: '$_filterCategory',
  startDate: 'parameter{$_filterStartDate || $_dateMonth}',
  endDate: 'parameter{$_filterEndDate || $_dateToday}',
  title: '$_filterAreaName各作物',
};

describe('resolveDataSourceParams with the linkage filter', () => {
  it('falls back to the area on screen and its own dates when nothing is chosen', () => {
    const { body, warnings, variables } = resolveDataSourceParams(following, county);
    expect(warnings).toEqual([]);
    expect(body).toEqual({
      metrics: ['sownAreaMu'],
      areaId: 310151000000,
      areaLevel: 3,
      categoryKey: null,
      startDate: '2026-02-09',
      endDate: '2026-03-10',
      // A null spliced into text is removed like the spec's other words.
      title: '各作物',
    });
    expect(variables).toContain('filterAreaId');
  });

  it('asks for the chosen town, crop and month as typed values', () => {
    const filter = {
      ...town,
      category: '3',
      categoryName: '水稻',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    };
    const { body, warnings } = resolveDataSourceParams(following, { ...county, filter });
    expect(warnings).toEqual([]);
    expect(body).toEqual({
      metrics: ['sownAreaMu'],
      areaId: 310151102000,
      areaLevel: 4,
      categoryKey: '3',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      title: '堡镇各作物',
    });
  });

  it('leaves a plate that names no filter variable as it was', () => {
    const own = { metrics: ['farmCount'], areaId: '$_areaId', areaLevel: '$_areaLevel' };
    const plain = resolveDataSourceParams(own, county);
    const filtered = resolveDataSourceParams(own, { ...county, filter: town });
    expect(filtered.body).toEqual(plain.body);
    expect(filtered.variables.some((v) => v.startsWith('filter'))).toBe(false);
  });

  it('keeps a chosen name as data: quotes and expression syntax in it are never evaluated', () => {
    const areaName = "x') || fetch('http://evil') || ('";
    const { body, warnings } = resolveDataSourceParams(
      { name: '$_filterAreaName', expr: 'parameter{$_filterAreaName + "!"}' },
      { ...county, filter: { ...town, areaName } },
    );
    expect(warnings).toEqual([]);
    expect(body).toEqual({ name: areaName, expr: `${areaName}!` });
  });
});

describe('checkDataSourceParams with the filter variables', () => {
  it('accepts expressions that resolve with and without a filter', () => {
    expect(checkDataSourceParams(following)).toEqual([]);
  });

  it('refuses one that fails when nothing is chosen (the filter is null then)', () => {
    const [problem] = checkDataSourceParams({ d: "parameter{dateFormat($_filterStartDate, 'YYYY')}" });
    expect(problem?.path).toBe('d');
    expect(problem?.message).toMatch(/^类型错误：/);
  });

  it('refuses a filter name that does not exist', () => {
    const [problem] = checkDataSourceParams({ a: '$_filterTown' });
    expect(problem?.message).toContain('引用了不允许的名称');
  });
});
