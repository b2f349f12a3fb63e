import type { Map as MapLibreMap } from 'maplibre-gl';
import { type RefObject, useEffect, useRef } from 'react';

/** Where a map looks: centre [lng, lat] as drawn, zoom, tilt and rotation in degrees. */
export interface MapViewState {
  center: [number, number];
  zoom: number;
  pitch: number;
  bearing: number;
  /** [west, south, east, north] of what the map shows (of a tilted view, up to its horizon), as drawn. */
  bounds: [number, number, number, number];
}

/** The view of a map as a plain value. */
export function viewOf(map: MapLibreMap): MapViewState {
  const c = map.getCenter();
  const b = map.getBounds();
  return {
    center: [c.lng, c.lat],
    zoom: map.getZoom(),
    pitch: map.getPitch(),
    bearing: map.getBearing(),
    bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
  };
}

/**
 * A view mode asked by the page (tilt and rotation) eased into, and the view told after every move: the
 * map view page's 2D/3D switch and its live readout.
 */
export function useViewMode(
  mapRef: RefObject<MapLibreMap | null>,
  ready: boolean,
  pitch: number | undefined,
  bearing: number | undefined,
  onView: ((view: MapViewState) => void) | undefined,
): void {
  const latest = useRef(onView);
  latest.current = onView;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready || (pitch === undefined && bearing === undefined)) return;
    map.easeTo({ pitch: pitch ?? map.getPitch(), bearing: bearing ?? map.getBearing(), duration: 600 });
  }, [mapRef, ready, pitch, bearing]);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    const tell = () => latest.current?.(viewOf(map));
    tell();
    map.on('moveend', tell);
    return () => {
      map.off('moveend', tell);
    };
  }, [mapRef, ready]);
}
