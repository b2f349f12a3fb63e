import { px, tooltip } from './chart-kit';
import type { ChartOption } from './chart-option';
import type { ChartTheme } from './chart-theme';
import { labelText, type Shaped, toNumber } from './shape';

/** Child areas of a registered map coloured by the first series (continuous scale). */
export function mapOption(shaped: Shaped, mapName: string, t: ChartTheme): ChartOption {
  const s = shaped.series[0];
  const data = shaped.rows.map((r) => ({
    name: labelText(r, shaped.label),
    value: s ? toNumber(r[s.field]) : null,
  }));
  const values = data.map((d) => d.value ?? 0);
  const drawn = data.map((d) => ({ name: d.name, value: d.value ?? ('-' as const) }));
  return {
    tooltip: tooltip(t, 'item', shaped.series),
    visualMap: {
      type: 'continuous',
      min: Math.min(0, ...values),
      max: Math.max(1, ...values),
      left: 0,
      bottom: 0,
      itemWidth: px(t, 10),
      itemHeight: px(t, 80),
      calculable: false,
      text: ['高', '低'],
      textStyle: { color: t.dim, fontSize: px(t, 11) },
      inRange: { color: [`${t.palette[0]}30`, t.palette[0]!] },
    },
    series: [
      {
        type: 'map',
        map: mapName,
        name: s?.name,
        roam: false,
        data: drawn,
        // Names would pile up in a plate-sized map; the hovered area shows its own.
        label: { show: false },
        itemStyle: { borderColor: t.palette[1], borderWidth: 1, areaColor: `${t.palette[0]}20` },
        emphasis: {
          label: { show: true, color: '#fff', fontSize: px(t, 12) },
          itemStyle: { areaColor: t.palette[1] },
        },
      },
    ],
  };
}
