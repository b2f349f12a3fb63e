import { mapOption, regionsGeoJson } from '@fengshou/core/plates';
import { useMemo } from 'react';
import { DataState } from '../../../ui/data-state';
import { EChart } from '../../../ui/echart';
import { useEChartsGeo } from '../../../ui/use-echarts-geo';
import { useAreaRegions } from '../../area-map/use-area-regions';
import type { VisualProps } from '../types';

/** The child areas of the current area coloured by the plate's first value; clicking one drills into it. */
export function MapVisual({ area, shaped, theme, onDrillArea, onPick, onDrawn }: VisualProps) {
  const geo = useEChartsGeo();
  const { shapes, regions } = useAreaRegions(area);
  const mapName = `area-${area.areaId}`;
  const drawing = useMemo(() => {
    if (!regions || !geo) return null;
    return {
      option: mapOption(shaped, mapName, theme),
      // Registered just before the option naming the map is set; the plate's rows name their areas.
      prepare: () =>
        geo.registerGeoMap(
          mapName,
          regionsGeoJson(regions, (r) => r.areaName),
        ),
    };
  }, [regions, geo, mapName, shaped, theme]);
  return (
    <DataState query={shapes} minHeight="100%">
      {() =>
        drawing ? (
          <EChart
            option={drawing.option}
            prepare={drawing.prepare}
            label={`${area.areaName}分区图`}
            onRendered={onDrawn}
            onClick={(e) => {
              const r = regions?.find((c) => c.areaName === e.name);
              if (r && onPick) onPick({ key: String(r.areaId), name: r.areaName, areaId: r.areaId });
              else if (r?.drillable) onDrillArea(r);
            }}
          />
        ) : (
          <div className="data-state" role="status" aria-label="加载中" />
        )
      }
    </DataState>
  );
}
