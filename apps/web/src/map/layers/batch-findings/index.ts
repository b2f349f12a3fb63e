import type { MapLayerDef } from '../../types';
import { FindingCard } from './card';
import { type FindingsLoaded, loadFindings } from './source';
import { findingColor, findingLegend, MARKER_MAX_ZOOM } from './style';

export type { FindingsLoaded } from './source';
export { FINDING_STATUS_COLORS, findingLegend } from './style';

/** Options of the batch findings layer. */
export interface BatchFindingsLayerOptions {
  /** The monitoring batch whose findings (occupation or abnormal records) are drawn. */
  batchId: number;
  /** Told after each load how many findings the area has and how many are drawn (the server's cap). */
  onLoad?: (loaded: FindingsLoaded) => void;
  /** Layer id, when a map shows two batches. */
  id?: string;
  title?: string;
}

const EMPTY = { type: 'FeatureCollection' as const, features: [] };

/**
 * The findings of a monitoring batch in the shown area as outlines coloured by processStatus, at every
 * zoom: up to MARKER_MAX_ZOOM a marker sits on each (a finding of a few 亩 is a pixel at county zoom).
 * GeoJSON from gisdata/monitoring/findings (area-scoped, largest first, capped by the server); a click on
 * an outline or a marker opens the finding's card with the link to its case page.
 */
export function batchFindingsLayer(opts: BatchFindingsLayerOptions): MapLayerDef {
  const id = opts.id ?? 'batch-findings';
  // The batch is in the source id: another batch is another layer signature, so the map reloads it.
  const src = `${id}-src-${opts.batchId}`;
  const color = findingColor();
  const outline = ['!', ['has', 'marker']] as const;
  return {
    id,
    title: opts.title ?? '批次图斑（处理状态）',
    sources: { [src]: { type: 'geojson', data: EMPTY } },
    layers: [
      {
        id: `${id}-fill`,
        type: 'fill',
        source: src,
        filter: outline as never,
        paint: { 'fill-color': color, 'fill-opacity': 0.4 },
      },
      {
        id: `${id}-line`,
        type: 'line',
        source: src,
        filter: outline as never,
        paint: {
          'line-color': color,
          'line-width': ['interpolate', ['linear'], ['zoom'], 10, 1, 16, 2.5],
        },
      },
      {
        id: `${id}-marker`,
        type: 'circle',
        source: src,
        filter: ['has', 'marker'],
        maxzoom: MARKER_MAX_ZOOM,
        paint: {
          'circle-color': color,
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 3.5, 12, 5, MARKER_MAX_ZOOM, 6],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
          'circle-opacity': 0.95,
        },
      },
    ],
    load: {
      [src]: async ({ area, signal }) => {
        const { data, loaded } = await loadFindings(opts.batchId, area.areaId, signal);
        opts.onLoad?.(loaded);
        return data;
      },
    },
    interactive: [`${id}-marker`, `${id}-fill`],
    legend: findingLegend(),
    Card: FindingCard,
  };
}
