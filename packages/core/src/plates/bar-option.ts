import type { PlateView } from '../contract/plate-view';
import { cartesianFrame, gradient, px } from './chart-kit';
import type { ChartOption } from './chart-option';
import type { ChartTheme } from './chart-theme';
import type { Shaped } from './shape';
import { toNumber } from './shape';

/** Bars lie along the value axis when the view asks for it (long names read better). */
export const isHorizontal = (view: PlateView) => view.horizontal === true;

/** Bar chart of the shaped rows: one series per value, the label along the category axis. */
export function barOption(shaped: Shaped, view: PlateView, t: ChartTheme): ChartOption {
  const horizontal = isHorizontal(view);
  return {
    ...cartesianFrame(shaped, t, horizontal),
    series: shaped.series.map((s, i) => {
      const data = shaped.rows.map((r) => toNumber(r[s.field]));
      const color = t.palette[i % t.palette.length]!;
      return {
        type: 'bar' as const,
        name: s.name,
        data: horizontal ? [...data].reverse() : data,
        stack: view.stack ? 'total' : undefined,
        barMaxWidth: px(t, 18),
        itemStyle: {
          color: gradient(color, horizontal),
          borderRadius: horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0],
        },
      };
    }),
  };
}
