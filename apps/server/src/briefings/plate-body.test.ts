import type { PlateView } from '@fengshou/core/contract';
import { chartTheme } from '@fengshou/core/plates';
import { describe, expect, it } from 'vitest';
import { plateBody } from './plate-body';

const theme = chartTheme('tech', 1920);
const size = { width: 400, height: 240 };
const towns = [
  { name: '堡镇', areaId: 310151102000, farms: 8, area: 12_345 },
  { name: '城桥镇', areaId: 310151101000, farms: 12, area: 35_000 },
];
const values: PlateView['values'] = [
  { field: 'farms', name: '农场', unit: '家' },
  { field: 'area', name: '面积', unit: '亩' },
];
const body = (data: unknown, view: PlateView) => plateBody(data, view, theme, size);

describe('a plate body', () => {
  it("prints a chart's data points as the screen does: every series of a bar, 万 from four digits", () => {
    const b = body(towns, { visual: 'bar', values });
    expect(b.kind).toBe('chart');
    if (b.kind !== 'chart') return;
    expect([b.width, b.height]).toEqual([400, 240]);
    expect(b.figures).toEqual([
      { label: '堡镇 · 农场', value: '8', unit: '家' },
      { label: '堡镇 · 面积', value: '1.23', unit: '万亩' },
      { label: '城桥镇 · 农场', value: '12', unit: '家' },
      { label: '城桥镇 · 面积', value: '3.50', unit: '万亩' },
    ]);
    // The SVG draws the category labels in the briefing's font.
    expect(b.svg).toContain('城桥镇');
  });

  it('prints the first series of a ring and the first row of a gauge', () => {
    const ring = body(towns, { visual: 'ring', values });
    expect(ring.kind === 'chart' && ring.figures.map((f) => f.label)).toEqual(['堡镇', '城桥镇']);
    const gauge = body(towns, { visual: 'gauge', values });
    expect(gauge.kind === 'chart' && gauge.figures).toEqual([{ label: '堡镇', value: '8', unit: '家' }]);
  });

  it("ranks rows highest first and lists a map's children with their figures", () => {
    expect(body(towns, { visual: 'rank', values })).toEqual({
      kind: 'table',
      columns: ['排名', '名称', '农场'],
      rows: [
        ['1', '城桥镇', '12家'],
        ['2', '堡镇', '8家'],
      ],
    });
    expect(body(towns, { visual: 'map', values })).toEqual({
      kind: 'table',
      columns: ['名称', '农场', '面积'],
      rows: [
        ['堡镇', '8家', '1.23万亩'],
        ['城桥镇', '12家', '3.50万亩'],
      ],
    });
  });

  it('lists a chart of rows without numbers instead of drawing it', () => {
    const b = body([{ name: '天地图矢量底图' }, { name: '天地图矢量注记' }], { visual: 'bar' });
    expect(b).toEqual({ kind: 'table', columns: ['名称'], rows: [['天地图矢量底图'], ['天地图矢量注记']] });
  });

  it('turns summary figures into cards with their own units', () => {
    const b = body(
      [
        { metric: 'farmland', name: '耕地面积', value: 107_200, unit: '亩' },
        { metric: 'farms', name: '农场', value: 186, unit: '家' },
      ],
      { visual: 'cards' },
    );
    expect(b).toEqual({
      kind: 'cards',
      figures: [
        { label: '耕地面积', value: '10.72', unit: '万亩' },
        { label: '农场', value: '186', unit: '家' },
      ],
    });
  });

  it('says what is missing when nothing is recorded, and 暂无数据 for no rows', () => {
    const missing = { label: '农场', via: 'import' };
    expect(body([{ metric: 'farms', value: null, missing }], { visual: 'cards' })).toEqual({
      kind: 'empty',
      reason: '暂无数据：可通过 数据导入 → 农场 补充',
    });
    expect(body([], { visual: 'bar' })).toEqual({ kind: 'empty', reason: '暂无数据' });
  });
});
