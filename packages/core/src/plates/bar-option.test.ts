import { describe, expect, it } from 'vitest';
import type { PlateView } from '../contract/plate-view';
import { barOption } from './bar-option';
import { chartTheme } from './chart-theme';
import type { Shaped } from './shape';

const view = { visual: 'bar' } as PlateView;
const theme = chartTheme('tech', 1920);

function ticksOf(values: number[], format: Shaped['series'][number]['format'] = 'large', unit = '元') {
  const shaped: Shaped = {
    label: 'name',
    rows: values.map((v, i) => ({ name: `${i + 1}月`, amount: v })),
    series: [{ field: 'amount', name: '销售额', unit, format }],
  };
  const option = barOption(shaped, view, theme) as {
    yAxis: { axisLabel: { formatter(n: number): string } };
  };
  return (n: number) => option.yAxis.axisLabel.formatter(n);
}

describe('value axis ticks', () => {
  it('stay in plain numbers while the largest figure is below 10,000 (no 0.10万 beside 800)', () => {
    const tick = ticksOf([420, 812, 1_000]);
    expect([0, 200, 800, 1_000, 1_200].map(tick)).toEqual(['0', '200', '800', '1000', '1200']);
  });

  it('share one unit from 10,000 on: 万, then 亿', () => {
    const wan = ticksOf([8_000, 52_000]);
    expect([0, 5_000, 20_000, 60_000].map(wan)).toEqual(['0', '0.5万', '2万', '6万']);
    const yi = ticksOf([3.2e8]);
    expect([1e8, 2.5e8].map(yi)).toEqual(['1亿', '2.5亿']);
  });

  it('carry the 万 of figures already in 万元: 140,000 万元 ticks in 亿', () => {
    expect([0, 50_000, 150_000].map(ticksOf([138_800], 'large', '万元'))).toEqual(['0', '5亿', '15亿']);
    expect([400, 800].map(ticksOf([812], 'large', '万元'))).toEqual(['400万', '800万']);
  });

  it('keep percent ticks in percent and plain series unscaled', () => {
    expect(ticksOf([35.5], 'percent')(40)).toBe('40.0%');
    expect(ticksOf([250_000], 'plain')(200_000)).toBe('200000');
  });
});
