import type { ChartOption } from '../../ui/echarts';

interface SpeciesCount {
  name: string;
  count: number;
}

/**
 * The species ring of a pest panel. Ten or so species, several of them a percent or two, left their
 * outside labels piled on one another at the top of the ring; the names, counts and shares stand in a
 * legend column beside it instead, and a slice shows its own label in the middle when hovered.
 */
export function speciesPieOption(stats: { total: number; species: readonly SpeciesCount[] }): ChartOption {
  const share = (n: number) => (stats.total ? `${((n * 100) / stats.total).toFixed(1)}%` : '0%');
  const count = new Map(stats.species.map((s) => [s.name, s.count]));
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 头（{d}%）' },
    legend: {
      type: 'scroll',
      orient: 'vertical',
      left: '58%',
      top: 'middle',
      itemWidth: 12,
      itemHeight: 12,
      textStyle: { color: '#8aa' },
      formatter: (name: string) => `${name}  ${count.get(name) ?? 0} 头  ${share(count.get(name) ?? 0)}`,
    },
    series: [
      {
        type: 'pie',
        radius: ['42%', '72%'],
        center: ['30%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false, position: 'center' },
        labelLine: { show: false },
        emphasis: {
          label: { show: true, formatter: '{b}\n{d}%', fontSize: 14, fontWeight: 'bold', color: 'inherit' },
        },
        data: stats.species.map((s) => ({ name: s.name, value: s.count })),
      },
    ],
  };
}
