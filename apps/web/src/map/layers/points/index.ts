import type { listMapPoints, MAP_POINT_KINDS, ResultOf } from '@fengshou/core/contract';
import { tileUrl } from '../../map-setup';
import type { GeoJsonLike, MapLayerDef } from '../../types';
import { PointCard } from './card';

/** A kind of point the map endpoint answers (the contract's list; registry.ts has a layer for each). */
export type MapPointKind = (typeof MAP_POINT_KINDS)[number];

/** The font of the cluster counts: the interface's own, then the browser's sans-serif. */
const CLUSTER_FONT = 'Noto Sans CJK SC';

/** Style of one point layer: colour of online/normal points, title and legend names. */
export interface PointLayerSpec {
  kind: MapPointKind;
  id: string;
  title: string;
  color: string;
  /** Legend label of status 1 and of the rest. */
  onLabel: string;
  offLabel: string;
  /** The card of a clicked point, when the common one does not fit. */
  Card?: MapLayerDef['Card'];
  /** The import kind that adds these points (MapLayerDef.imports). */
  imports: string;
}

/** Points as a GeoJSON FeatureCollection (properties carry what the card shows). */
export function pointsToGeoJson(points: ResultOf<typeof listMapPoints>): GeoJsonLike {
  return {
    type: 'FeatureCollection',
    features: points.map((p) => ({
      type: 'Feature',
      id: p.id,
      properties: { ...p },
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    })),
  };
}

/**
 * A point layer (farms, IoT devices, cameras, pest traps) as vector tiles of /tiles/points, clustered on
 * the server below zoom 13 (a city's farms were a megabyte of GeoJSON): clusters zoom in on click, single
 * points open their card. Status 1 points in the layer colour, others grey. `areaId` limits the points to
 * an area (the caller's whole area without it).
 */
export function pointLayer(spec: PointLayerSpec, areaId?: number): MapLayerDef {
  const src = `${spec.id}-src`;
  const points = { 'source-layer': 'points' } as const;
  return {
    id: spec.id,
    title: spec.title,
    sources: {
      [src]: {
        type: 'vector',
        tiles: [tileUrl('points', { kind: spec.kind, areaId })],
        minzoom: 4,
        // Points are whole from zoom 13: deeper zooms reuse those tiles.
        maxzoom: 14,
      },
    },
    layers: [
      {
        id: `${spec.id}-cluster`,
        type: 'circle',
        source: src,
        ...points,
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': spec.color,
          'circle-opacity': 0.75,
          'circle-radius': ['step', ['get', 'point_count'], 12, 10, 16, 50, 21, 200, 27],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
      {
        // Drawn with the machine's own font (no glyph server offline: MapLibre renders the digits locally).
        id: `${spec.id}-count`,
        type: 'symbol',
        source: src,
        ...points,
        filter: ['has', 'point_count'],
        layout: {
          'text-field': ['get', 'point_count_abbreviated'],
          'text-font': [CLUSTER_FONT],
          'text-size': 12,
          'text-allow-overlap': true,
          'text-ignore-placement': true,
        },
        paint: { 'text-color': '#ffffff' },
      },
      {
        id: `${spec.id}-point`,
        type: 'circle',
        source: src,
        ...points,
        filter: ['!', ['has', 'point_count']],
        paint: {
          'circle-color': ['case', ['==', ['get', 'status'], 1], spec.color, '#9e9e9e'],
          'circle-radius': 6,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      },
    ],
    interactive: [`${spec.id}-point`],
    clusters: [`${spec.id}-cluster`],
    legend: [
      { label: spec.onLabel, color: spec.color, shape: 'circle' },
      { label: spec.offLabel, color: '#9e9e9e', shape: 'circle' },
    ],
    Card: spec.Card ?? PointCard,
    imports: spec.imports,
  };
}
