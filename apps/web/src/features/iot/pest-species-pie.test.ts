import { describe, expect, it } from 'vitest';
import { speciesPieOption } from './pest-species-pie';

describe('the species ring of the pest panel', () => {
  const stats = {
    total: 200,
    species: [
      { name: '小菜蛾', count: 96 },
      { name: '斜纹夜蛾', count: 60 },
      { name: '稻飞虱', count: 30 },
      { name: '甜菜夜蛾', count: 8 },
      { name: '二化螟', count: 4 },
      { name: '大螟', count: 2 },
    ],
  };

  it('draws no label beside the ring, where small slices piled their names on one another', () => {
    const series = (speciesPieOption(stats).series as { label: { show: boolean } }[])[0]!;
    expect(series.label.show).toBe(false);
  });

  it('names every species in the legend with its count and share', () => {
    const legend = speciesPieOption(stats).legend as { formatter: (name: string) => string };
    expect(legend.formatter('小菜蛾')).toBe('小菜蛾  96 头  48.0%');
    expect(legend.formatter('大螟')).toBe('大螟  2 头  1.0%');
  });
});
