import type { ChartOption } from '@fengshou/core/plates';
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { CJK_FAMILY } from './fonts';

/**
 * The one way into ECharts on the server (ARCHITECTURE: one wrapper per library): charts rendered to SVG
 * strings without a browser. Only what the briefings draw is registered; no tooltip (nothing hovers on
 * paper, and its HTML renderer needs a DOM).
 */
echarts.use([BarChart, LineChart, PieChart, GaugeChart, GridComponent, LegendComponent, SVGRenderer]);

/** The parts of an option that only a screen uses. */
const SCREEN_ONLY = ['tooltip'] as const;

/**
 * An option rendered to an SVG document of `width` × `height`: no animation, text in the CJK family the
 * briefings embed, the background left transparent for the page or picture behind it.
 */
export function renderChartSvg(option: ChartOption, width: number, height: number): string {
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
