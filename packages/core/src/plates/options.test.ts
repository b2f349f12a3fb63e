import { describe, expect, it } from 'vitest';
import type { PlateView } from '../contract/plate-view';
import { dataSourceContextOf } from './area-context';
import { tooltip } from './chart-kit';
import { chartTheme } from './chart-theme';
import { gaugeOption } from './gauge-option';
import { lineOption } from './line-option';
import { mapOption } from './map-option';
import { missingHint, missingOf } from './missing';
import { pieOption, ringOption } from './pie-option';
import { cardsOf, columnTitle, rankedRows, tableColumnsOf } from './printed';
import { type Shaped, shapeResult, toNumber } from './shape';

const theme = chartTheme('tech', 1920);
const shaped: Shaped = {
  label: 'name',
  rows: [
    { name: '城桥镇', farmCount: 12, area: 35_000 },
    { name: '堡镇', farmCount: 8, area: null },
  ],
  series: [
    { field: 'farmCount', name: '农场数', unit: '家', format: 'large' },
    { field: 'area', name: '面积', unit: '亩', format: 'large' },
  ],
};
const view = (visual: PlateView['visual'], extra: Partial<PlateView> = {}) =>
  ({ visual, ...extra }) as PlateView;
// biome-ignore lint/suspicious/noExplicitAny: the option's unions are read as plain objects here
const seriesOf = (o: unknown) => (o as { series: any[] }).series;

describe('plate chart options', () => {
  it('draws one line per series over the labels, areas unless the view says none', () => {
    const o = lineOption(shaped, view('line'), theme);
    expect(seriesOf(o).map((s) => [s.type, s.name, s.data])).toEqual([
      ['line', '农场数', [12, 8]],
      ['line', '面积', [35_000, null]],
    ]);
    expect(seriesOf(o)[0].areaStyle).toBeDefined();
    expect(seriesOf(lineOption(shaped, view('line', { area: false }), theme))[0].areaStyle).toBeUndefined();
  });

  it('cuts a ring out of the pie of the first series, a missing value drawn as no slice', () => {
    const pie = seriesOf(pieOption(shaped, view('pie'), theme))[0];
    const ring = seriesOf(ringOption(shaped, view('ring'), theme))[0];
    expect(pie.radius).toEqual(['0%', '72%']);
    expect(ring.radius).toEqual(['48%', '72%']);
    expect(ring.data).toEqual([
      { name: '城桥镇', value: 12 },
      { name: '堡镇', value: 8 },
    ]);
  });

  it('gauges the first row and prints its value as the screen does', () => {
    const g = seriesOf(gaugeOption(shaped, view('gauge', { max: 20 }), theme))[0];
    expect(g.max).toBe(20);
    expect(g.data).toEqual([{ value: 12, name: '城桥镇' }]);
    expect(g.detail.formatter(35_000)).toBe('3.50万家');
  });

  it('colours the map by the first series and prints tooltips in its unit', () => {
    const o = mapOption(shaped, 'area-310151', theme) as { visualMap: { max: number } };
    expect(seriesOf(o)[0].data).toEqual([
      { name: '城桥镇', value: 12 },
      { name: '堡镇', value: 8 },
    ]);
    expect(o.visualMap.max).toBe(12);
    expect(tooltip(theme, 'item', shaped.series).valueFormatter([12_345])).toBe('1.23万家');
  });
});

describe('the $_ context of an area', () => {
  it('lists the chain above the trail, the trail and the children', () => {
    const ctx = dataSourceContextOf(
      [
        { areaId: 310000000000, level: 1 },
        { areaId: 310151000000, level: 3 },
      ],
      [
        { areaId: 310151000000, level: 3 },
        { areaId: 310151100000, level: 4 },
      ],
      [{ areaId: 310151100001 }],
      new Date(2026, 4, 20),
    );
    expect(ctx).toEqual({
      areaId: 310151100000,
      areaLevel: 4,
      areaIdList: [310000000000, 310151000000, 310151100000],
      childAreaLevel: 5,
      childAreaIdList: [310151100001],
      businessCategoryIdList: [],
      now: new Date(2026, 4, 20),
    });
    expect(dataSourceContextOf([], [], [])).toBeNull();
  });
});

describe('what a statistic answer is missing', () => {
  it('names the sources once when every metric misses them, and how to add them', () => {
    const missing = { label: '农场', via: 'import' as const };
    expect(missingOf([{ missing }, { missing }])).toEqual([missing]);
    expect(missingOf({ series: [{ missing }, { value: 1 }] })).toBeNull();
    expect(missingOf([])).toBeNull();
    expect(missingHint([missing, { label: '气象', via: 'device' }, { label: '价格', via: 'none' }])).toBe(
      '可通过 数据导入 → 农场 补充；设备接入后显示；价格数据尚未接入',
    );
  });
});

describe('what the list plates print', () => {
  const shapedTowns: Shaped = {
    label: 'name',
    rows: [
      { name: '堡镇', farms: 8 },
      { name: '城桥镇', farms: 12 },
      { name: '新河镇', farms: null },
    ],
    series: [{ field: 'farms', name: '农场', unit: '家', format: 'plain' }],
  };

  it('ranks by the first series, rows without a figure last', () => {
    expect(rankedRows(shapedTowns).map((r) => r.name)).toEqual(['城桥镇', '堡镇', '新河镇']);
  });

  it('heads a table with the label column and the units the cells do not carry', () => {
    expect(tableColumnsOf(shapedTowns).map(columnTitle)).toEqual(['名称', '农场（家）']);
  });

  it('makes a card per series of one row, a card per figure, or counts a list without numbers', () => {
    expect(
      cardsOf({ ...shapedTowns, rows: shapedTowns.rows.slice(0, 1) }).map((c) => [c.name, c.value]),
    ).toEqual([['农场', 8]]);
    const figures: Shaped = {
      label: 'name',
      rows: [
        { metric: 'a', name: '耕地', value: 1, unit: '亩' },
        { metric: 'b', name: '农场', value: 2, unit: '家' },
      ],
      series: [{ field: 'value', name: '数值', unit: '', format: 'large' }],
    };
    expect(cardsOf(figures).map((c) => [c.name, c.series.unit])).toEqual([
      ['耕地', '亩'],
      ['农场', '家'],
    ]);
    expect(cardsOf({ ...shapedTowns, series: [] })).toMatchObject([{ name: '数量', value: 3 }]);
  });
});

describe('shaping answers the plates did not cover on the screen side', () => {
  it('reads numeric strings, a single record as one row, and summary figures as one value series', () => {
    expect([toNumber('12.5'), toNumber(' '), toNumber('x'), toNumber(Number.NaN)]).toEqual([
      12.5,
      null,
      null,
      null,
    ]);
    expect(shapeResult({ name: '崇明区', farms: 3 }, { visual: 'cards' } as PlateView)).toMatchObject({
      rows: [{ name: '崇明区', farms: 3 }],
      series: [{ field: 'farms' }],
    });
    expect(
      shapeResult([{ metric: 'farms', name: '农场', value: 3 }], { visual: 'cards' } as PlateView).series,
    ).toEqual([{ field: 'value', name: '数值', unit: '', format: 'large' }]);
  });
});
