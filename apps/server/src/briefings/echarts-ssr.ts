import type { ChartOption } from '@fengshou/core/plates';
import { BarChart, GaugeChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { CJK_FAMILY } from './fonts';

/**
 * The one way into ECharts on the server (ARCHITECTURE: one wrapper per library): charts rendered to SVG
 * strings without a browser. Only what the briefings draw is registered; no tooltip (nothing hovers on
 * paper, and its HTML renderer needs a DOM).
 */
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GaugeChart,
  MapChart,
  GridComponent,
  LegendComponent,
  SVGRenderer,
]);

/** The parts of an option that only a screen uses. */
const SCREEN_ONLY = ['tooltip'] as const;

/**
 * An option rendered to an SVG document of `width` × `height`: no animation, text in the CJK family the
 * briefings embed, the background left transparent for the page or picture behind it. `maps` are the
 * GeoJSON maps its map series name.
 */
export function renderChartSvg(
  option: ChartOption,
  width: number,
  height: number,
  maps: Readonly<Record<string, object>> = {},
): string {
  // Maps are registered by name just before the option that draws them (ECharts keeps them globally).
  for (const [name, geoJson] of Object.entries(maps)) {
    echarts.registerMap(name, geoJson as Parameters<typeof echarts.registerMap>[1]);
  }
  const printed: Record<string, unknown> = { ...option };
  for (const key of SCREEN_ONLY) delete printed[key];
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({
      ...printed,
      animation: false,
      backgroundColor: 'transparent',
      textStyle: { fontFamily: CJK_FAMILY },
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
