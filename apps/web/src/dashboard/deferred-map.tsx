import { type ReactNode, useEffect, useState } from 'react';
import { preloadGisMap } from '../map/lazy-map';

/** The longest the map waits for the plates. */
const MAP_WAIT_MS = 3_000;

/**
 * Mounts the dashboard's map once its plates are drawn (or after MAP_WAIT_MS). Starting MapLibre and its
 * WebGL context takes the main thread for most of a second on a wall-screen PC; the figures come first and
 * the map follows. Its code is fetched and compiled meanwhile, so the wait adds nothing to the map itself.
 * Once mounted it stays: later area switches redraw it in place.
 */
export function DeferredMap({ ready, children }: { ready: boolean; children: ReactNode }) {
  const [on, setOn] = useState(false);
  useEffect(preloadGisMap, []);
  useEffect(() => {
    if (on) return;
    if (ready) {
      setOn(true);
      return;
    }
    const timer = setTimeout(() => setOn(true), MAP_WAIT_MS);
    return () => clearTimeout(timer);
  }, [on, ready]);
  return on ? children : <div className="gis-map-loading" aria-busy="true" />;
}
