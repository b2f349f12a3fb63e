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
      const { name, dataIndex, seriesIndex, data } = e as unknown as ChartClick;
      onClick({ name, dataIndex, seriesIndex, data });
    });
  }
  return chart;
}
