import { onDemand } from './on-demand';

type ECharts = typeof import('./echarts');
type EChartsGeo = typeof import('./echarts-geo');

/**
 * ECharts (about 560 KB) is loaded on a chart's first draw, or earlier by a warm-up once its data is on the
 * way, not with the page's code: evaluated with the page it held the main thread for ~0.3 s while the
 * user info and the plate list waited to be handled.
 */
const charts = onDemand<ECharts>(() => import('./echarts'));
export const loadECharts = charts.load;
export const loadedECharts = charts.loaded;

/** The map series (echarts-geo.ts), loaded by the first map drawn (a dashboard's centre, a map plate). */
const geo = onDemand<EChartsGeo>(() => import('./echarts-geo'));
export const loadEChartsGeo = geo.load;
export const loadedEChartsGeo = geo.loaded;
