import { DASHBOARD_CENTRE_LAYERS, type DashboardCentreLayer } from '@fengshou/core';
import type { ChartTheme } from '@fengshou/core/plates';
import { useState } from 'react';
import type { AreaRef } from '../../area/area-store';
import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { DeferredMap } from '../deferred-map';
import { AreaChartMap } from './area-chart-map';

const CentreGisMap = lazyWithPreload(() => import('./centre-gis-map'), {
  fallback: <div className="gis-map-loading" aria-busy="true" />,
});

type CentreKind = 'areas' | 'gis';

/** The two choices; the GIS one is named after the topic's own layer when the catalogue gives one. */
function choices(layer: DashboardCentreLayer | undefined) {
  return [
    { kind: 'areas' as const, text: '区域图', hint: '下级区域分布，点击进入' },
    layer
      ? {
          kind: 'gis' as const,
          text: DASHBOARD_CENTRE_LAYERS[layer],
          hint: `${DASHBOARD_CENTRE_LAYERS[layer]}（地图）`,
        }
      : { kind: 'gis' as const, text: 'GIS地图', hint: '地块与经营主体图层（加载较慢）' },
  ];
}

// Remembered per browser: a wall screen set to the GIS map opens on it every morning. A topic with a layer
// of its own opens on that layer unless the user chose the area map for the topic.
const STORE_KEY = 'fengshou.dashboard.centreMap';
const keyOf = (layer: DashboardCentreLayer | undefined) => (layer ? `${STORE_KEY}.${layer}` : STORE_KEY);

/** The choice a screen opens on: the stored one, else the topic's layer where it has one. */
export function initialCentreKind(
  layer: DashboardCentreLayer | undefined,
  stored: string | null,
): CentreKind {
  if (stored === 'gis' || stored === 'areas') return stored;
  return layer ? 'gis' : 'areas';
}

function storedKind(layer: DashboardCentreLayer | undefined): CentreKind {
  try {
    return initialCentreKind(layer, localStorage.getItem(keyOf(layer)));
  } catch {
    return initialCentreKind(layer, null);
  }
}

function storeKind(layer: DashboardCentreLayer | undefined, kind: CentreKind): void {
  try {
    localStorage.setItem(keyOf(layer), kind);
  } catch {
    // Private mode or a full store: the choice lasts this page only.
  }
}

interface CentreMapProps {
  area: AreaRef;
  trail: AreaRef[];
  theme: ChartTheme;
  onDrill: (area: AreaRef) => void;
  /** The plates are drawn (or failed): the GIS map may start its WebGL context. */
  platesSettled: boolean;
  /** The topic's own layer (catalogue): the map opens on it. */
  layer?: DashboardCentreLayer;
}

/**
 * The centre of a dashboard: the area map (ECharts, drawn with the plates) or the GIS map (MapLibre, ~430
 * KB more code and a WebGL context, started once the plates are drawn) with the topic's own layer where
 * the catalogue names one (remote sensing: 图斑, pests: traps, IoT: devices, land: parcels by land type),
 * parcels and farms otherwise. Both drill into a child area on click.
 */
export function CentreMap({ area, trail, theme, onDrill, platesSettled, layer }: CentreMapProps) {
  const [kind, setKind] = useState(() => storedKind(layer));
  return (
    <>
      <fieldset className="dash-map-switch" aria-label="中心地图" data-centre-layer={layer ?? 'default'}>
        {choices(layer).map((c) => (
          <button
            key={c.kind}
            type="button"
            title={c.hint}
            aria-pressed={kind === c.kind}
            onClick={() => {
              setKind(c.kind);
              storeKind(layer, c.kind);
            }}
          >
            {c.text}
          </button>
        ))}
      </fieldset>
      {kind === 'gis' ? (
        <DeferredMap ready={platesSettled}>
          <CentreGisMap area={area} trail={trail} onDrill={onDrill} layer={layer} />
        </DeferredMap>
      ) : (
        <AreaChartMap area={area} theme={theme} onDrill={onDrill} />
      )}
    </>
  );
}
