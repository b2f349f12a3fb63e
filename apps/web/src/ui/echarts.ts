import type {
  BarSeriesOption,
  GaugeSeriesOption,
  LineSeriesOption,
  MapSeriesOption,
  PieSeriesOption,
} from 'echarts/charts';
import { BarChart, GaugeChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The one way into ECharts (ARCHITECTURE: one wrapper per library). Only the charts the dashboard draws
 * are registered, so the bundle carries bar, line, pie, gauge and map with the grid, tooltip, legend and
 * continuous visual map, on the canvas renderer. Pages import this module lazily (via the React
 * component), so the login route never loads ECharts.
 */
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GaugeChart,
  MapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  VisualMapContinuousComponent,
  CanvasRenderer,
]);

/** An option built only from the registered charts and components. */
export type ChartOption = echarts.ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GaugeSeriesOption
  | MapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | VisualMapComponentOption
>;

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

/** Registers (or replaces) a GeoJSON map under `name` for map series. */
export function registerGeoMap(name: string, geoJson: object): void {
  // ECharts types want its own GeoJSON type; the outline endpoint answers plain GeoJSON.
  echarts.registerMap(name, geoJson as Parameters<typeof echarts.registerMap>[1]);
}
