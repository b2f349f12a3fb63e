type ECharts = typeof import('./echarts');
type EChartsGeo = typeof import('./echarts-geo');

/** A module imported once on first demand; a failed import is asked again by the next caller. */
function onDemand<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load(): Promise<M> {
      pending ??= importer().then(
        (m) => (loaded = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    /** The module once loaded, so later draws (area switches) are not delayed by a promise. */
    loaded: (): M | undefined => loaded,
  };
}

/**
 * ECharts (about 560 KB) is loaded on a chart's first draw, or earlier by a warm-up once its data is on the
 * way, not with the page's code: evaluated with the page it held the main thread for ~0.3 s while the
 * user info and the plate list waited to be handled.
 */
const charts = onDemand<ECharts>(() => import('./echarts'));
export const loadECharts = charts.load;
export const loadedECharts = charts.loaded;

/** The map series (echarts-geo.ts), loaded by the first map plate only. */
const geo = onDemand<EChartsGeo>(() => import('./echarts-geo'));
export const loadEChartsGeo = geo.load;
export const loadedEChartsGeo = geo.loaded;
