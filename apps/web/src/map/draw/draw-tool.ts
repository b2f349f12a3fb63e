import { normalizePolygon } from '@fengshou/core';
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { DRAW_SOURCE } from '../layers/highlight';

type Pos = [number, number];
export type DrawMode = 'polygon' | 'line';
export type DrawnGeometry = { type: 'Polygon' | 'LineString'; coordinates: unknown };

/** The drawing as GeoJSON: vertices, and the line or polygon through them (plus the pointer, if moving). */
export function drawingOf(mode: DrawMode, points: Pos[], pointer?: Pos) {
  const path = pointer ? [...points, pointer] : points;
  const features: unknown[] = points.map((p) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates: p },
  }));
  if (mode === 'polygon' && path.length >= 3) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [[...path, path[0]]] },
    });
  } else if (path.length >= 2) {
    features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: path } });
  }
  return { type: 'FeatureCollection' as const, features };
}

/**
 * The finished geometry: a polygon goes through the core polygon helper (duplicates removed, ring closed);
 * null when it has too few points to mean anything.
 */
export function finishDrawing(mode: DrawMode, points: Pos[]): DrawnGeometry | null {
  if (mode === 'line') return points.length >= 2 ? { type: 'LineString', coordinates: points } : null;
  const { ring, warning } = normalizePolygon(points);
  return warning ? null : { type: 'Polygon', coordinates: [ring] };
}

/**
 * Lets the user draw on the map: a click adds a point, a double click (or Enter) finishes, Escape clears.
 * `toData` turns a clicked display position back into WGS84 (GCJ-02 basemaps). Returns the disposer.
 */
export function startDrawing(
  map: MapLibreMap,
  mode: DrawMode,
  onFinish: (g: DrawnGeometry) => void,
  toData: (p: Pos) => Pos,
): () => void {
  let points: Pos[] = [];
  const source = () => map.getSource<GeoJSONSource>(DRAW_SOURCE);
  const show = (pointer?: Pos) => source()?.setData(drawingOf(mode, points, pointer) as never);
  const pos = (e: MapMouseEvent): Pos => [e.lngLat.lng, e.lngLat.lat];
  const finish = () => {
    const g = finishDrawing(mode, points.map(toData));
    show();
    if (g) onFinish(g);
    points = [];
  };
  const onClick = (e: MapMouseEvent) => {
    const p = pos(e);
    const last = points[points.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) points.push(p);
    show();
  };
  const onDbl = (e: MapMouseEvent) => {
    e.preventDefault();
    finish();
  };
  const onMove = (e: MapMouseEvent) => points.length > 0 && show(pos(e));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') finish();
    if (e.key === 'Escape') {
      points = [];
      show();
    }
  };
  map.doubleClickZoom.disable();
  map.getCanvas().style.cursor = 'crosshair';
  map.on('click', onClick);
  map.on('dblclick', onDbl);
  map.on('mousemove', onMove);
  window.addEventListener('keydown', onKey);
  return () => {
    map.off('click', onClick);
    map.off('dblclick', onDbl);
    map.off('mousemove', onMove);
    window.removeEventListener('keydown', onKey);
    map.doubleClickZoom.enable();
    map.getCanvas().style.cursor = '';
  };
}
