import { listCrops } from '@fengshou/core/contract';
import { useMemo } from 'react';
import { useApiQuery } from '../../api';
import {
  type BasemapId,
  crsOf,
  type MapLayerDef,
  type ParcelColorBy,
  type ParcelsLayerOptions,
  parcelLegend,
  parcelsLayer,
  preloadGisMap,
  SWITCHABLE_LAYERS,
  type SwitchableLayerKey,
} from '../../map';

// Every GIS page is a map: its code (and MapLibre's workers) load with the page's chunk, while the session's
// entry data loads, instead of when the page first renders.
preloadGisMap();

/** Crops with their colours (the crop legend). */
export function useCropColors(enabled: boolean) {
  return useApiQuery(listCrops, {}, { enabled, staleTime: 30 * 60_000 });
}

/** The layers of a GIS page, memoised on their options so the map does not re-add them each render. */
export function useMapLayers(opts: {
  areaId?: number;
  colorBy: ParcelColorBy;
  basemap: BasemapId;
  /** The switchable layers that are on (map/layers/registry.ts). */
  switched: SwitchableLayerKey[];
  parcels?: Omit<ParcelsLayerOptions, 'colorBy' | 'areaId' | 'gcj02' | 'legend'> | null;
}): MapLayerDef[] {
  const crops = useCropColors(opts.colorBy === 'crop');
  const parcelKey = JSON.stringify(opts.parcels);
  const cropList = crops.data;
  const gcj02 = crsOf(opts.basemap) === 'GCJ02';
  // biome-ignore lint/correctness/useExhaustiveDependencies: parcelKey stands for opts.parcels
  return useMemo(() => {
    const layers: MapLayerDef[] = [];
    if (opts.parcels !== null) {
      layers.push(
        parcelsLayer({
          ...opts.parcels,
          areaId: opts.areaId,
          colorBy: opts.colorBy,
          gcj02,
          legend:
            opts.colorBy === 'crop'
              ? parcelLegend(
                  'crop',
                  (cropList ?? []).filter((c) => c.cropGroup <= 4),
                )
              : undefined,
        }),
      );
    }
    for (const k of opts.switched) layers.push(SWITCHABLE_LAYERS[k].build(opts.areaId));
    return layers;
  }, [opts.areaId, opts.colorBy, gcj02, parcelKey, cropList, opts.switched.join(',')]);
}
