import type { GeoJsonLike, MapLayerDef } from '../../types';

/** Options of a mask: the area left clear, how dark the rest is drawn. */
export interface MaskLayerOptions {
  id: string;
  /** The area's outline (GeoJSON Polygon or MultiPolygon, EPSG:4326). */
  geometry: unknown;
  /** Colour of what lies outside (dark by default). */
  color?: string;
  /** 0–1: how much the outside is covered. */
  opacity?: number;
  /** Colour of the area's edge. */
  edge?: string;
}

// The world as far as Web Mercator draws it: the mask's outer ring.
const WORLD = [
  [-180, -85],
  [180, -85],
  [180, 85],
  [-180, 85],
  [-180, -85],
];

/** The outer rings of an outline's polygons: the holes the mask leaves. */
export function outlineRings(geometry: unknown): number[][][] {
  const g = geometry as { type?: string; coordinates?: unknown } | null;
  if (g?.type === 'Polygon') return [(g.coordinates as number[][][])[0]!];
  if (g?.type === 'MultiPolygon') return (g.coordinates as number[][][][]).map((p) => p[0]!);
  return [];
}

/** Everything but the area, as one polygon: the world with the area's parts cut out. */
export function maskGeometry(geometry: unknown): GeoJsonLike {
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [WORLD, ...outlineRings(geometry)] },
  };
}

/**
 * 图层蒙版: everything outside the area covered (dimmed), the area's edge drawn bright, so the layers
 * inside stand out. Through the loader, so a GCJ-02 basemap shifts it like every other layer.
 */
export function maskLayer(opts: MaskLayerOptions): MapLayerDef {
  const src = `${opts.id}-src`;
  const data = maskGeometry(opts.geometry);
  const edge: GeoJsonLike = {
    type: 'FeatureCollection',
    features: outlineRings(opts.geometry).map((ring) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates: ring },
    })),
  };
  return {
    id: opts.id,
    title: '蒙版',
    sources: {
      [src]: { type: 'geojson', data: data as never },
      [`${src}-edge`]: { type: 'geojson', data: edge as never },
    },
    layers: [
      {
        id: `${opts.id}-fill`,
        type: 'fill',
        source: src,
        paint: { 'fill-color': opts.color ?? '#06101f', 'fill-opacity': opts.opacity ?? 0.75 },
      },
      {
        id: `${opts.id}-edge`,
        type: 'line',
        source: `${src}-edge`,
        paint: { 'line-color': opts.edge ?? '#46b4ff', 'line-width': 3, 'line-blur': 1 },
      },
    ],
    legend: [
      { label: '区域外（蒙版）', color: opts.color ?? '#06101f', shape: 'fill' },
      { label: '区域边界', color: opts.edge ?? '#46b4ff', shape: 'line' },
    ],
    load: { [src]: async () => data, [`${src}-edge`]: async () => edge },
  };
}
