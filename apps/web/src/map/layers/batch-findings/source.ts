import { listBatchFindings, type ResultOf } from '@fengshou/core/contract';
import { callApi } from '../../../api';
import type { GeoJsonLike } from '../../types';

type Finding = ResultOf<typeof listBatchFindings>['features'][number];

/** What a load of the layer found: all findings of the batch in the area, and how many are drawn. */
export interface FindingsLoaded {
  total: number;
  shown: number;
}

/** A point for the marker of an outline: the middle of its first ring's box (inside for compact shapes). */
export function markerPoint(geometry: { type: string; coordinates: unknown[] }): [number, number] | null {
  const ring = (
    geometry.type === 'MultiPolygon'
      ? (geometry.coordinates[0] as unknown[][] | undefined)?.[0]
      : geometry.type === 'Polygon'
        ? geometry.coordinates[0]
        : undefined
  ) as [number, number][] | undefined;
  if (!ring?.length) return null;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [(x0 + x1) / 2, (y0 + y1) / 2];
}

/**
 * The findings as one FeatureCollection: each outline, and a point feature (property `marker`) for it
 * that the layer draws while the outline is too small to see. Both carry the same properties (the card).
 */
export function findingsToGeoJson(features: readonly Finding[]): GeoJsonLike {
  const out: unknown[] = [];
  for (const f of features) {
    out.push({ type: 'Feature', id: f.id, properties: f.properties, geometry: f.geometry });
    const p = markerPoint(f.geometry);
    if (p) {
      out.push({
        type: 'Feature',
        properties: { ...f.properties, marker: 1 },
        geometry: { type: 'Point', coordinates: p },
      });
    }
  }
  return { type: 'FeatureCollection', features: out };
}

/** Loads a batch's findings in the shown area (the server limits them to the caller's scope). */
export async function loadFindings(
  batchId: number,
  areaId: number,
  signal: AbortSignal,
): Promise<{ data: GeoJsonLike; loaded: FindingsLoaded }> {
  const r = await callApi(listBatchFindings, { batchId, areaId }, { signal });
  return { data: findingsToGeoJson(r.features), loaded: { total: r.total, shown: r.features.length } };
}
