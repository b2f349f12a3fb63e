import { Spin } from 'antd';
import { Suspense } from 'react';
import { useAreaOutline } from '../ui/area/area-queries';
import { lazyWithPreload } from '../ui/lazy-with-preload';
import type { GisMapProps } from './types';
import { useChildShapes } from './use-child-shapes';

// MapLibre (~800 KB) loads with the first map a page shows, never with pages that have none.
const LazyGisMap = lazyWithPreload(async () => ({ default: (await import('./gis-map')).GisMap }));

/** Starts fetching and compiling the map's code ahead of its first render (a page that will show one). */
export const preloadGisMap = LazyGisMap.preload;

/** The map (see README.md); its code is a separate chunk fetched when a map first renders. */
export function GisMap(props: GisMapProps) {
  // The area's outline and children load beside the map's code, not after it: the map then opens framed
  // on the area instead of on all Shanghai (same queries, so the map reads them from the cache).
  useAreaOutline(props.area.areaId, props.area.level);
  useChildShapes(props.area.areaId);
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
