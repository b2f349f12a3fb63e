import type { GeoJsonLike, MapLayerDef } from '../../types';

/** Colours of the work types of machine tracks (others in grey). */
const WORK_COLORS: Record<string, string> = {
  耕整地: '#8c6d1f',
  旋耕: '#d48806',
  插秧: '#389e0d',
  收获: '#cf1322',
  植保: '#1677ff',
  播种: '#722ed1',
};

/** A machine track as the API answers it. */
export interface TrackLike {
  workOrderId: number;
  machineNo: string;
  workType: string;
  startTime: string;
  geometry: unknown;
}

/** The tracks as a FeatureCollection (the map's `focus` can fit them). */
export function tracksToGeoJson(tracks: readonly TrackLike[]): GeoJsonLike {
  return {
    type: 'FeatureCollection',
    features: tracks.map((t) => ({
      type: 'Feature',
      id: t.workOrderId,
      properties: {
        workOrderId: t.workOrderId,
        machineNo: t.machineNo,
        workType: t.workType,
        startTime: t.startTime,
      },
      geometry: t.geometry,
    })),
  };
}

/**
 * Machine work tracks (GPS lines of work orders) coloured by work type; `selected` is drawn wider on top.
 * Build it with useMemo over the tracks so the map does not re-add it on every render.
 */
export function machineTracksLayer(
  tracks: readonly TrackLike[],
  selected: number | null = null,
): MapLayerDef {
  const types = [...new Set(tracks.map((t) => t.workType))];
  const color = [
    'match',
    ['get', 'workType'],
    ...types.flatMap((w) => [w, WORK_COLORS[w] ?? '#8c8c8c']),
    '#8c8c8c',
  ] as unknown as string;
  return {
    id: 'machine-tracks',
    title: '农机作业轨迹',
    sources: { 'machine-tracks-src': { type: 'geojson', data: tracksToGeoJson(tracks) as never } },
    layers: [
      {
        id: 'machine-tracks-line',
        type: 'line',
        source: 'machine-tracks-src',
        paint: { 'line-color': types.length ? color : '#8c8c8c', 'line-width': 2, 'line-opacity': 0.85 },
      },
      {
        id: 'machine-tracks-selected',
        type: 'line',
        source: 'machine-tracks-src',
        filter: ['==', ['get', 'workOrderId'], selected ?? -1],
        paint: { 'line-color': '#ff4d4f', 'line-width': 5 },
      },
    ],
    interactive: ['machine-tracks-line'],
    legend: types.map((w) => ({ label: w, color: WORK_COLORS[w] ?? '#8c8c8c', shape: 'line' as const })),
  };
}
