import { IMAGERY_TILE_SIZE, type ImageryPhase } from '@fengshou/core/contract';
import { tileUrl } from '../../map-setup';
import type { MapLayerDef } from '../../types';

export {
  type BatchImagery,
  type BatchImageryPhase,
  batchImageryQuery,
  imageryCaption,
  imagerySource,
  useBatchImagery,
} from './source';

/** Options of the imagery layer: one phase of one batch, with the zooms its source is drawn at. */
export interface ImageryLayerOptions {
  batchId: number;
  phase: ImageryPhase;
  /** The source's zoom range: nothing below minZoom, the maxZoom tiles enlarged above it. */
  minZoom: number;
  maxZoom: number;
  attribution?: string | null;
  /**
   * When the source was last saved (updateTime): part of the tile address, so a reconfigured source is
   * fetched anew instead of from the browser's cache of the old one.
   */
  revision?: string | null;
  /** Layer id, when a map shows two images. */
  id?: string;
  title?: string;
}

/**
 * The before or after image of a monitoring batch as a raster layer, under the data layers and the case
 * outline. Tiles come from our API (`/tiles/imagery`, with the session's token, area-scoped): synthetic
 * imagery of the demo counties or the bureau's own tile service, whose address never reaches the browser.
 */
export function imageryLayer(opts: ImageryLayerOptions): MapLayerDef {
  const id = opts.id ?? `imagery-${opts.phase}`;
  const src = `${id}-src-${opts.batchId}`;
  return {
    id,
    title: opts.title ?? '监测影像',
    sources: {
      [src]: {
        type: 'raster',
        tiles: [
          tileUrl(
            'imagery',
            { batchId: opts.batchId, phase: opts.phase, rev: opts.revision?.replace(/\D/g, '') },
            'png',
          ),
        ],
        tileSize: IMAGERY_TILE_SIZE,
        minzoom: opts.minZoom,
        maxzoom: opts.maxZoom,
        ...(opts.attribution ? { attribution: opts.attribution } : {}),
      },
    },
    layers: [
      {
        id: `${id}-raster`,
        type: 'raster',
        source: src,
        minzoom: opts.minZoom,
        // A new tile replaces its parent at once: comparing two dates, a fade reads as a change.
        paint: { 'raster-fade-duration': 0 },
      },
    ],
  };
}
