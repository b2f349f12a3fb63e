import type { PlateView } from '../contract/plate-view';
import { px } from './chart-kit';
import type { ChartOption } from './chart-option';
import type { ChartTheme } from './chart-theme';
import { formatValue, labelText, type Shaped, toNumber } from './shape';

/** Gauge of the first row's first series (a percentage unless the view sets a maximum). */
export function gaugeOption(shaped: Shaped, view: PlateView, t: ChartTheme): ChartOption {
  const s = shaped.series[0];
  const row = shaped.rows[0];
  const value = s && row ? toNumber(row[s.field]) : null;
  const max = view.max ?? 100;
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max,
        radius: '92%',
        center: ['50%', '58%'],
        progress: { show: true, width: px(t, 12), itemStyle: { color: t.palette[1] } },
        axisLine: { lineStyle: { width: px(t, 12), color: [[1, t.line]] } },
        axisTick: { show: false },
        splitLine: { length: px(t, 8), lineStyle: { color: t.dim } },
        axisLabel: { color: t.dim, fontSize: px(t, 10), distance: px(t, 16) },
        pointer: { width: px(t, 4), itemStyle: { color: t.palette[0] } },
        title: { color: t.dim, fontSize: px(t, 13), offsetCenter: [0, '72%'] },
        detail: {
          color: t.text,
          fontSize: px(t, 22),
          offsetCenter: [0, '40%'],
          formatter: (v: number) => {
            const f = formatValue(v, { format: s?.format ?? 'plain', unit: s?.unit ?? '' });
            return `${f.text}${f.unit}`;
          },
        },
        data: [{ value: value ?? 0, name: row ? labelText(row, shaped.label) : (s?.name ?? '') }],
      },
    ],
  };
}
