import { describe, expect, it } from 'vitest';
import { formatValue, shapeResult } from './shape';
import { viewOf } from './view-of';

describe('shaping a data-source result', () => {
  it('takes series names and units from a statistic breakdown', () => {
    const result = {
      series: [{ metric: 'farmCount', name: '经营主体', unit: '家' }],
      rows: [
        { key: '1', name: '城桥镇', areaId: 310151100000, farmCount: 120 },
        { key: '2', name: '堡镇', areaId: 310151101000, farmCount: 80 },
      ],
    };
    const s = shapeResult(result, { visual: 'bar' });
    expect(s.label).toBe('name');
    expect(s.series).toEqual([{ field: 'farmCount', name: '经营主体', unit: '家', format: 'large' }]);
    expect(s.rows).toHaveLength(2);
    expect(shapeResult(result, { visual: 'rank', limit: 1 }).rows).toHaveLength(1);
  });

  it('reads summary figures as label + value rows', () => {
    const s = shapeResult([{ metric: 'a', name: '耕地面积', value: 123456, unit: '亩' }], {
      visual: 'cards',
    });
    expect(s.label).toBe('name');
    expect(s.series.map((x) => x.field)).toEqual(['value']);
  });

  it('finds measuring numbers of plain lists, never ids, and the label field', () => {
    const s = shapeResult(
      { list: [{ id: 3, areaId: 9, areaName: '城桥镇', level: 4, farms: 12 }] },
      { visual: 'bar' },
    );
    expect(s.label).toBe('areaName');
    expect(s.series.map((x) => x.field)).toEqual(['farms']);
  });

  it('formats large numbers in 万 and 亿 (spec §9), percentages and empty values', () => {
    expect(formatValue(999, { format: 'large', unit: '亩' })).toEqual({ text: '999', unit: '亩' });
    expect(formatValue(123456, { format: 'large', unit: '亩' })).toEqual({ text: '12.35', unit: '万亩' });
    expect(formatValue(312000000, { format: 'large', unit: '元' })).toEqual({ text: '3.12', unit: '亿元' });
    // Figures already in 万元: 138,800 万元 is 13.88亿元, never 13.88万万元.
    expect(formatValue(138800, { format: 'large', unit: '万元' })).toEqual({ text: '13.88', unit: '亿元' });
    expect(formatValue(405, { format: 'large', unit: '万元' })).toEqual({ text: '405', unit: '万元' });
    expect(formatValue(45.678, { format: 'percent', unit: '' })).toEqual({ text: '45.7', unit: '%' });
    expect(formatValue(null, { format: 'large', unit: '亩' }).text).toBe('--');
    expect(formatValue('', { format: 'text', unit: '' }).text).toBe('--');
  });

  it('shows no float artefacts: a sum of decimals reads as its rounded figure in every format', () => {
    const sum = 359.44000000000005;
    expect(formatValue(sum, { format: 'large', unit: '亩' }).text).toBe('359.44');
    expect(formatValue(sum, { format: 'plain', unit: '亩' }).text).toBe('359.44');
    expect(formatValue(sum, { format: 'text', unit: '' }).text).toBe('359.44');
    expect(formatValue(0.1 + 0.2, { format: 'text', unit: '' }).text).toBe('0.3');
  });

  it('derives a view from the chart type until a plate carries one', () => {
    expect(viewOf({ chartType: 'stat-cards' }).visual).toBe('cards');
    expect(viewOf({ chartType: 'pie' }).visual).toBe('ring');
    expect(viewOf({ chartType: 'whatever' }).visual).toBe('table');
    expect(viewOf({ chartType: 'bar', view: { visual: 'rank', drill: true } })).toEqual({
      visual: 'rank',
      drill: true,
    });
    // A malformed view does not break the plate.
    expect(viewOf({ chartType: 'bar', view: { visual: 'nope' } }).visual).toBe('bar');
  });
});

describe('records of a latest breakdown', () => {
  it('list their text fields when the metric is not in the rows', () => {
    const s = shapeResult(
      {
        series: [{ metric: 'iotAlarmCount', name: '告警次数', unit: '次' }],
        rows: [{ key: '1', time: '2026-11-23 06:00', name: '氨气超标', level: '一般', status: '未处理' }],
      },
      { visual: 'scroll-list' },
    );
    expect(s.series.map((x) => [x.field, x.name, x.format])).toEqual([
      ['time', '时间', 'text'],
      ['level', '级别', 'text'],
      ['status', '状态', 'text'],
    ]);
  });
});
