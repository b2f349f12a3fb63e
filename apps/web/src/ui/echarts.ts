import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The one way into ECharts (ARCHITECTURE: one wrapper per library). Only the charts the dashboard draws
 * are registered, so the bundle carries bar, line, pie and gauge with the grid, tooltip and legend, on the
 * canvas renderer; the map series and its visual map come with echarts-geo.ts, loaded by the first map
 * drawn (26 KB gzipped that pages with charts and no map never load). Pages import this module lazily
 * (via the React component), so the login route never loads ECharts.
 */
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GaugeChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

/** An option built only from the registered charts and components (typed in core, where the plates' builders are). */
export type { ChartOption } from '@fengshou/core/plates';

/** A chart instance of the wrapper. */
export type ChartInstance = echarts.ECharts;

/** A click on a data item (bar, slice, map region). */
export interface ChartClick {
  name: string;
  dataIndex: number;
  seriesIndex: number;
  data: unknown;
}

/**
 * Creates a chart drawing at the element's real pixel size and the screen's device pixel ratio (crisp
 * on a 4K wall; never a scaled bitmap), calling `onClick` for a click on a data item. The caller resizes it
 * when its box changes and disposes it.
 */
export function createChart(el: HTMLElement, onClick?: (event: ChartClick) => void): ChartInstance {
  const chart = echarts.init(el, null, {
    renderer: 'canvas',
    devicePixelRatio: typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
  });
  if (onClick) {
    chart.on('click', (e) => {
      // Bars and lines answer by their category band below (a click on the bar itself included).
      if (categoryAxis(chart)) return;
      const { name, dataIndex, seriesIndex, data } = e as unknown as ChartClick;
      onClick({ name, dataIndex, seriesIndex, data });
    });
    // On a chart with a category axis a click anywhere in a category's band is a click on its item: a
    // town with a bar too low to hit, a month's point of a line, a touch on a wall screen a finger wide.
    chart.getZr().on('click', (e) => {
      const axis = categoryAxis(chart);
      const point = [e.offsetX, e.offsetY];
      if (!axis || !chart.containPixel('grid', point)) return;
      // In the grid's terms a point is [x, y]; along a category axis the value is the category's index.
      const at = chart.convertFromPixel({ gridIndex: 0 }, point) as number[] | undefined;
      const index = Math.round(at?.[axis === 'x' ? 0 : 1] ?? Number.NaN);
      const labels = axisLabels(chart, axis);
      if (!Number.isInteger(index) || index < 0 || index >= labels.length) return;
      onClick({ name: String(labels[index]), dataIndex: index, seriesIndex: 0, data: undefined });
    });
  }
  return chart;
}

type Axis = { type?: string; data?: unknown[] };

/** Which axis of the chart lists categories ('x' for standing bars and lines, 'y' for lying bars). */
function categoryAxis(chart: ChartInstance): 'x' | 'y' | null {
  const option = chart.getOption() as { xAxis?: Axis[]; yAxis?: Axis[] };
  if (option.xAxis?.[0]?.type === 'category') return 'x';
  if (option.yAxis?.[0]?.type === 'category') return 'y';
  return null;
}

function axisLabels(chart: ChartInstance, axis: 'x' | 'y'): unknown[] {
  const option = chart.getOption() as { xAxis?: Axis[]; yAxis?: Axis[] };
  return (axis === 'x' ? option.xAxis : option.yAxis)?.[0]?.data ?? [];
}
