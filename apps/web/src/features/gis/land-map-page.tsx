import { useState } from 'react';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap, type BasemapId, type ParcelColorBy, type SwitchableLayerKey } from '../../map';
import type { PageProps } from '../../ui/route-meta';
import { GisFrame } from './gis-frame';
import { LandStatsPanel } from './land-stats-panel';
import { BasemapSelect, ColorBySwitch, DlbmFilter, LayerToggles, ParcelToggle } from './layer-controls';
import { useMapLayers } from './use-map-layers';

// What each route opens with: the layers its users look at first.
const PRESETS: Record<string, { colorBy: ParcelColorBy; switched: SwitchableLayerKey[] }> = {
  GisLandIdentify: { colorBy: 'dlbm', switched: [] },
};

function presetOf(name: string) {
  const base = name.replace(/^DataDashboard/, '');
  return PRESETS[base] ?? PRESETS[base.charAt(0).toLowerCase() + base.slice(1)] ?? PRESETS.GisLandIdentify!;
}

/**
 * The parcel map (地块识别): parcels coloured by DLBM, land
 * type or crop with a DLBM filter, point layers on demand, basemap choice; a click opens the parcel card.
 */
export default function LandMapPage({ meta }: PageProps) {
  const preset = presetOf(meta.name);
  const { selected } = useCurrentArea();
  const [colorBy, setColorBy] = useState<ParcelColorBy>(preset.colorBy);
  const [dlbm, setDlbm] = useState<string[]>([]);
  const [switched, setSwitched] = useState<SwitchableLayerKey[]>(preset.switched);
  const [showParcels, setShowParcels] = useState(true);
  const [basemap, setBasemap] = useState<BasemapId>('offline');
  const layers = useMapLayers({
    areaId: selected?.areaId,
    colorBy,
    basemap,
    switched,
    parcels: showParcels ? { dlbm: dlbm.length ? dlbm : undefined } : null,
  });
  return (
    <GisFrame
      meta={meta}
      toolbar={
        <>
          <ColorBySwitch value={colorBy} onChange={setColorBy} />
          <DlbmFilter value={dlbm} onChange={setDlbm} />
          <BasemapSelect value={basemap} onChange={setBasemap} />
        </>
      }
      map={
        <AreaMap layers={layers} basemap={basemap}>
          <div className="gis-map-toggles">
            <ParcelToggle value={showParcels} onChange={setShowParcels} />
            <LayerToggles value={switched} onChange={setSwitched} />
          </div>
        </AreaMap>
      }
      side={selected ? <LandStatsPanel areaId={selected.areaId} level={selected.level} /> : null}
    />
  );
}
