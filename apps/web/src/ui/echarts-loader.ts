type ECharts = typeof import('./echarts');

let loaded: ECharts | undefined;
let pending: Promise<ECharts> | undefined;

/**
 * ECharts (about 630 KB) is loaded on a chart's first draw, or earlier by a warm-up once its data is on the
 * way, not with the page's code: evaluated with the page it held the main thread for ~0.3 s while the
 * user info and the plate list waited to be handled. A failed load is asked again by the next chart.
 */
export function loadECharts(): Promise<ECharts> {
  pending ??= import('./echarts').then(
    (m) => (loaded = m),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The loaded module, so charts drawn after the first (area switches) are not delayed by a promise. */
export function loadedECharts(): ECharts | undefined {
  return loaded;
}
