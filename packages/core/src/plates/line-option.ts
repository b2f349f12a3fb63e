import type { PlateView } from '../contract/plate-view';
import { cartesianFrame, gradient, px } from './chart-kit';
import type { ChartOption } from './chart-option';
import type { ChartTheme } from './chart-theme';
import { type Shaped, toNumber } from './shape';

/** Line chart of the shaped rows: one smooth line per value over a fading area, the label along the x axis. */
export function lineOption(shaped: Shaped, view: PlateView, t: ChartTheme): ChartOption {
  return {
    ...cartesianFrame(shaped, t, false),
    series: shaped.series.map((s, i) => {
      const color = t.palette[i % t.palette.length]!;
      return {
        type: 'line' as const,
        name: s.name,
        data: shaped.rows.map((r) => toNumber(r[s.field])),
        smooth: view.smooth ?? true,
        symbolSize: px(t, 6),
        lineStyle: { width: px(t, 2) },
        stack: view.stack ? 'total' : undefined,
        areaStyle: view.area === false ? undefined : { color: gradient(color, false), opacity: 0.5 },
      };
    }),
  };
}
