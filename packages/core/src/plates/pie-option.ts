import type { PlateView } from '../contract/plate-view';
import { legend, px, tooltip } from './chart-kit';
import type { ChartOption } from './chart-option';
import type { ChartTheme } from './chart-theme';
import { labelText, type Shaped, toNumber } from './shape';

/** Pie of the first series by label; `innerRadius` makes it a ring. */
export function pieOption(shaped: Shaped, _view: PlateView, t: ChartTheme, innerRadius = '0%'): ChartOption {
  const s = shaped.series[0];
  const data = shaped.rows.map((r) => ({
    name: labelText(r, shaped.label),
    value: (s ? toNumber(r[s.field]) : null) ?? ('-' as const),
  }));
  return {
    color: [...t.palette],
    tooltip: { ...tooltip(t, 'item', shaped.series), formatter: undefined },
    legend: {
      ...legend(t, true),
      type: 'scroll',
      orient: 'vertical',
      top: 'middle',
      right: 0,
      pageTextStyle: { color: t.dim },
    },
    series: [
      {
        type: 'pie',
        name: s?.name,
        radius: [innerRadius, '72%'],
        center: ['34%', '52%'],
        data,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: 'rgba(0,0,0,0)', borderWidth: px(t, 2) },
        emphasis: { label: { show: true, color: t.text, fontSize: px(t, 14), formatter: '{b}\n{d}%' } },
      },
    ],
  };
}

/** The pie with its middle left out. */
export function ringOption(shaped: Shaped, view: PlateView, t: ChartTheme): ChartOption {
  return pieOption(shaped, view, t, '48%');
}
