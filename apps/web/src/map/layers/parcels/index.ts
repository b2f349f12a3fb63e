import { tileUrl } from '../../map-setup';
import type { LegendItem, MapLayerDef } from '../../types';
import { ParcelCard } from './card';
import { AGGREGATE_COLOR, type ParcelColorBy, parcelColor, parcelLegend } from './style';

export type { ParcelColorBy } from './style';
export { parcelLegend } from './style';

/** Options of the parcels layer: the tile filters (server side) and the colouring. */
export interface ParcelsLayerOptions {
  /** Area whose parcels are shown (within the caller's scope); the scope's own area when omitted. */
  areaId?: number;
  colorBy?: ParcelColorBy;
  /** DLBM codes to keep (the 23 codes of 农用地). */
  dlbm?: string[];
  landType?: number;
  /** Land-source category (spec §9 options: 2, 18, 32, 12, 17, 3, 24, 15). */
  landSource?: number;
  /** Only parcels touched by a monitoring batch's findings. */
  batchId?: number;
  /** Tiles shifted to GCJ-02 (Gaode basemaps). */
  gcj02?: boolean;
  /** Legend override (the crop legend lists the crops of the area). */
  legend?: LegendItem[];
  /** Raise parcels (and aggregates) by their area: the 3D view. */
  extrude?: boolean;
  /** Layer id, when a map shows two parcel layers. */
  id?: string;
  title?: string;
}

export const PARCEL_FILL = 'parcels-fill';

/**
 * Height of the 3D blocks per 亩 of area: a parcel (from zoom 12) ten metres, so large fields stand out and a
 * garden plot stays low; below zoom 12 a village's or a town's block by the area of its parcels.
 */
export const EXTRUDE_METRES_PER_MU = { parcel: 10, village: 0.8, town: 0.05 } as const;
export const PARCEL_MIN_ZOOM = 12;

/**
 * Parcels as vector tiles from /tiles/parcels: one polygon per parcel from zoom 12, village or town
 * aggregates (shaded by 亩) below; a click opens the parcel card.
 */
export function parcelsLayer(opts: ParcelsLayerOptions = {}): MapLayerDef {
  const id = opts.id ?? 'parcels';
  const by = opts.colorBy ?? 'dlbm';
  const src = `${id}-src`;
  return {
    id,
    title: opts.title ?? '地块',
    // Only the unfiltered layer speaks for the area's parcels as a whole.
    imports: opts.dlbm?.length || opts.landType || opts.landSource || opts.batchId ? undefined : 'parcels',
    sources: {
      [src]: {
        type: 'vector',
        tiles: [
          tileUrl('parcels', {
            areaId: opts.areaId,
            dlbm: opts.dlbm?.join(','),
            landType: opts.landType,
            landSource: opts.landSource,
            batchId: opts.batchId,
            crs: opts.gcj02 ? 'gcj02' : undefined,
          }),
        ],
        minzoom: 6,
        // Deeper zooms reuse the zoom-16 tile: parcels do not gain detail beyond it.
        maxzoom: 16,
      },
    },
    layers: [
      opts.extrude
        ? {
            id: `${id}-agg-fill`,
            type: 'fill-extrusion',
            source: src,
            'source-layer': 'aggregates',
            maxzoom: PARCEL_MIN_ZOOM,
            paint: {
              'fill-extrusion-color': AGGREGATE_COLOR,
              'fill-extrusion-height': [
                '*',
                ['get', 'areaMu'],
                ['match', ['get', 'level'], 4, EXTRUDE_METRES_PER_MU.town, EXTRUDE_METRES_PER_MU.village],
              ],
              'fill-extrusion-opacity': 0.85,
            },
          }
        : {
            id: `${id}-agg-fill`,
            type: 'fill',
            source: src,
            'source-layer': 'aggregates',
            maxzoom: PARCEL_MIN_ZOOM,
            paint: { 'fill-color': AGGREGATE_COLOR, 'fill-opacity': 0.7 },
          },
      {
        id: `${id}-agg-line`,
        type: 'line',
        source: src,
        'source-layer': 'aggregates',
        maxzoom: PARCEL_MIN_ZOOM,
        paint: { 'line-color': '#ffffff', 'line-width': 0.6 },
      },
      opts.extrude
        ? {
            id: id === 'parcels' ? PARCEL_FILL : `${id}-fill`,
            type: 'fill-extrusion',
            source: src,
            'source-layer': 'parcels',
            minzoom: PARCEL_MIN_ZOOM,
            paint: {
              'fill-extrusion-color': parcelColor(by),
              'fill-extrusion-height': ['*', ['get', 'areaMu'], EXTRUDE_METRES_PER_MU.parcel],
              'fill-extrusion-opacity': 0.9,
            },
          }
        : {
            id: id === 'parcels' ? PARCEL_FILL : `${id}-fill`,
            type: 'fill',
            source: src,
            'source-layer': 'parcels',
            minzoom: PARCEL_MIN_ZOOM,
            // No antialiased outline pass: the white outline layer draws the edges from zoom 14, and on a
            // software-rendered wall screen that pass costs about as much as the fill itself.
            paint: { 'fill-color': parcelColor(by), 'fill-opacity': 0.8, 'fill-antialias': false },
          },
      {
        id: `${id}-line`,
        type: 'line',
        source: src,
        'source-layer': 'parcels',
        minzoom: 14,
        paint: {
          'line-color': '#ffffff',
          'line-width': ['interpolate', ['linear'], ['zoom'], 14, 0.3, 17, 1.2],
        },
      },
    ],
    // Aggregates are not clickable: a click there drills into the village or town under it.
    interactive: [id === 'parcels' ? PARCEL_FILL : `${id}-fill`],
    legend: opts.legend ?? parcelLegend(by),
    // The tiles of zooms 12–13 carry the largest parcels only (the server's per-tile budget).
    legendNote: '13级及以下仅显示较大地块，放大至14级显示全部',
    Card: ParcelCard,
  };
}
