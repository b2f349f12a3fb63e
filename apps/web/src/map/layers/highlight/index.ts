import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';

/** Source of the highlighted geometry (GisMap's `highlight` prop) and of the drawing in progress. */
export const HIGHLIGHT_SOURCE = 'highlight';
export const DRAW_SOURCE = 'draw';

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

export function highlightSources(): Record<string, SourceSpecification> {
  return {
    [HIGHLIGHT_SOURCE]: { type: 'geojson', data: EMPTY },
    [DRAW_SOURCE]: { type: 'geojson', data: EMPTY },
  };
}

/** Highlight: a bright outline with a light fill, above every data layer; the drawing in orange. */
export function highlightLayers(): LayerSpecification[] {
  return [
    {
      id: 'highlight-fill',
      type: 'fill',
      source: HIGHLIGHT_SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': '#ff4d4f', 'fill-opacity': 0.25 },
    },
    {
      id: 'highlight-line',
      type: 'line',
      source: HIGHLIGHT_SOURCE,
      paint: { 'line-color': '#ff4d4f', 'line-width': 3 },
    },
    {
      id: 'highlight-point',
      type: 'circle',
      source: HIGHLIGHT_SOURCE,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-color': '#ff4d4f',
        'circle-radius': 7,
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: 'draw-fill',
      type: 'fill',
      source: DRAW_SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': '#fa8c16', 'fill-opacity': 0.2 },
    },
    {
      id: 'draw-line',
      type: 'line',
      source: DRAW_SOURCE,
      paint: { 'line-color': '#fa8c16', 'line-width': 2.5, 'line-dasharray': [2, 1] },
    },
    {
      id: 'draw-vertex',
      type: 'circle',
      source: DRAW_SOURCE,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-color': '#fff',
        'circle-radius': 4,
        'circle-stroke-color': '#fa8c16',
        'circle-stroke-width': 2,
      },
    },
  ];
}
