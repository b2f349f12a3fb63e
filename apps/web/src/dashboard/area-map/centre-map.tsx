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

const CHOICES: readonly { kind: CentreKind; text: string; hint: string }[] = [
  { kind: 'areas', text: '区域图', hint: '下级区域分布，点击进入' },
  { kind: 'gis', text: 'GIS地图', hint: '地块与经营主体图层（加载较慢）' },
];

// Remembered per browser: a wall screen set to the GIS map opens on it every morning.
const STORE_KEY = 'fengshou.dashboard.centreMap';

function storedKind(): CentreKind {
  try {
    return localStorage.getItem(STORE_KEY) === 'gis' ? 'gis' : 'areas';
  } catch {
    return 'areas';
  }
}

function storeKind(kind: CentreKind): void {
  try {
    localStorage.setItem(STORE_KEY, kind);
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
}

/**
 * The centre of a dashboard: the area map (ECharts, drawn with the plates) or, when chosen, the GIS map
 * with parcels and farms (MapLibre, ~430 KB more code and a WebGL context, started once the plates are
 * drawn). Both drill into a child area on click.
 */
export function CentreMap({ area, trail, theme, onDrill, platesSettled }: CentreMapProps) {
  const [kind, setKind] = useState(storedKind);
  return (
    <>
      <fieldset className="dash-map-switch" aria-label="中心地图">
        {CHOICES.map((c) => (
          <button
            key={c.kind}
            type="button"
            title={c.hint}
            aria-pressed={kind === c.kind}
            onClick={() => {
              setKind(c.kind);
              storeKind(c.kind);
            }}
          >
            {c.text}
          </button>
        ))}
      </fieldset>
      {kind === 'gis' ? (
        <DeferredMap ready={platesSettled}>
          <CentreGisMap area={area} trail={trail} onDrill={onDrill} />
        </DeferredMap>
      ) : (
        <AreaChartMap area={area} theme={theme} onDrill={onDrill} />
      )}
    </>
  );
}
