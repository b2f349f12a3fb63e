import { onDemand } from './on-demand';

type ECharts = typeof import('./echarts');
type EChartsGeo = typeof import('./echarts-geo');

/**
 * ECharts (about 560 KB) is loaded on a chart's first draw, not with the page's code: evaluated with the
 * page it held the main thread for ~0.3 s while the user info and the plate list waited to be handled, and
 * evaluated by the dashboard's warm-up it held back the screen and its number and list plates (~60 ms).
 */
const charts = onDemand<ECharts>(() => import('./echarts'));
export const loadECharts = charts.load;
export const loadedECharts = charts.loaded;

/** The map series (echarts-geo.ts), loaded by the first map drawn (a dashboard's centre, a map plate). */
const geo = onDemand<EChartsGeo>(() => import('./echarts-geo'));
export const loadEChartsGeo = geo.load;
export const loadedEChartsGeo = geo.loaded;
