import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';

/** Source of the highlighted geometry (GisMap's `highlight` prop) and of the drawing in progress. */
export const HIGHLIGHT_SOURCE = 'highlight';
export const DRAW_SOURCE = 'draw';

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

/** properties.role of a highlighted point that marks a person's position rather than a parcel. */
export const REVIEWER_ROLE = 'reviewer';
/** properties.role of a field photo's position; properties.far marks one taken too far from the parcel. */
export const PHOTO_ROLE = 'photo';

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
      filter: [
        'all',
        ['==', ['geometry-type'], 'Point'],
        ['!=', ['get', 'role'], REVIEWER_ROLE],
        ['!=', ['get', 'role'], PHOTO_ROLE],
      ],
      paint: {
        'circle-color': '#ff4d4f',
        'circle-radius': 7,
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 2,
      },
    },
    // Where a person stood (a reviewer's position): a blue dot in a halo, unlike the red centre of a parcel.
    {
      id: 'highlight-person-halo',
      type: 'circle',
      source: HIGHLIGHT_SOURCE,
      filter: ['==', ['get', 'role'], REVIEWER_ROLE],
      paint: {
        'circle-color': '#1677ff',
        'circle-opacity': 0.2,
        'circle-radius': 16,
        'circle-stroke-color': '#1677ff',
        'circle-stroke-width': 1.5,
      },
    },
    {
      id: 'highlight-person',
      type: 'circle',
      source: HIGHLIGHT_SOURCE,
      filter: ['==', ['get', 'role'], REVIEWER_ROLE],
      paint: {
        'circle-color': '#1677ff',
        'circle-radius': 6,
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 2.5,
      },
    },
    // Where each field photo was taken: amber, red when farther from the parcel than allowed.
    {
      id: 'highlight-photo',
      type: 'circle',
      source: HIGHLIGHT_SOURCE,
      filter: ['==', ['get', 'role'], PHOTO_ROLE],
      paint: {
        'circle-color': ['case', ['==', ['get', 'far'], true], '#f5222d', '#faad14'],
        'circle-radius': 5,
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

type Feature = {
  type: 'Feature';
  geometry: { type: string; coordinates: unknown } | null;
  properties?: unknown;
};

/**
 * The highlight as a FeatureCollection plus a centre point per polygon: a finding of one 亩 is smaller than
 * a pixel at county zoom, its point keeps it visible.
 */
export function highlightCollection(g: unknown): { type: 'FeatureCollection'; features: unknown[] } {
  if (!g) return { type: 'FeatureCollection', features: [] };
  const o = g as { type: string; features?: Feature[] };
  const features: Feature[] =
    o.type === 'FeatureCollection'
      ? (o.features ?? [])
      : o.type === 'Feature'
        ? [g as Feature]
        : [{ type: 'Feature', properties: {}, geometry: g as Feature['geometry'] }];
  const centres = features.flatMap((f) => {
    const c = f.geometry && f.geometry.type !== 'Point' ? centreOf(f.geometry.coordinates) : null;
    return c
      ? [{ type: 'Feature', properties: { centre: true }, geometry: { type: 'Point', coordinates: c } }]
      : [];
  });
  return { type: 'FeatureCollection', features: [...features, ...centres] };
}

/** Centre of the bounding box of any nested coordinate array. */
function centreOf(coords: unknown): [number, number] | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const walk = (c: unknown) => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number') {
      minX = Math.min(minX, c[0]);
      maxX = Math.max(maxX, c[0]);
      minY = Math.min(minY, c[1] as number);
      maxY = Math.max(maxY, c[1] as number);
    } else for (const x of c) walk(x);
  };
  walk(coords);
  return Number.isFinite(minX) ? [(minX + maxX) / 2, (minY + maxY) / 2] : null;
}
