import { Spin } from 'antd';
import { useRef } from 'react';
import { useAreaOutline } from '../area/area-queries';
import { lazyWithPreload } from '../ui/lazy-with-preload';
import type { GisMapProps } from './types';
import { useChildShapes } from './use-child-shapes';

// MapLibre (~800 KB) loads with the first map a page shows, never with pages that have none.
const LOADING = (
  <div className="gis-map-loading">
    <Spin tip="地图加载中" />
  </div>
);
const LazyGisMap = lazyWithPreload(async () => ({ default: (await import('./gis-map')).GisMap }), {
  fallback: LOADING,
});

/** Starts fetching and compiling the map's code ahead of its first render (a page that will show one). */
export const preloadGisMap = LazyGisMap.preload;

/** The map (see README.md); its code is a separate chunk fetched when a map first renders. */
export function GisMap(props: GisMapProps) {
  // The area's outline and children load beside the map's code, not after it (same queries, so the map
  // reads them from the cache).
  const outline = useAreaOutline(props.area.areaId, props.area.level);
  useChildShapes(props.area.areaId);
  // The first map waits for an outline already on its way (tens of ms): opened framed on the area, it asks
  // for the area's tiles once instead of all Shanghai's first. Later area changes never unmount it.
  const opened = useRef(false);
  if (outline.fetchStatus !== 'fetching' || !outline.isPending) opened.current = true;
  return opened.current ? <LazyGisMap {...props} /> : LOADING;
}
