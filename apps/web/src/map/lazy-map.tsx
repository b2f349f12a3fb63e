import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { GisMapProps } from './types';

// MapLibre (~800 KB) loads with the first map a page shows, never with pages that have none.
const load = () => import('./gis-map');
const LazyGisMap = lazy(() => load().then((m) => ({ default: m.GisMap })));

/** Starts fetching and compiling the map's code ahead of its first render (a page that will show one). */
export function preloadGisMap(): void {
  void load().catch(() => {});
}

/** The map (see README.md); its code is a separate chunk fetched when a map first renders. */
export function GisMap(props: GisMapProps) {
  return (
    <Suspense
      fallback={
        <div className="gis-map-loading">
          <Spin tip="地图加载中" />
        </div>
      }
    >
      <LazyGisMap {...props} />
    </Suspense>
  );
}
