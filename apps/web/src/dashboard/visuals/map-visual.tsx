import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { outlineQuery, useChildAreas } from '../../ui/area/area-queries';
import type { AreaRef } from '../../ui/area/area-store';
import { EChart } from '../../ui/echart';
import { useEChartsGeo } from '../../ui/use-echarts-geo';
import { type ChartTheme, mapOption } from '../chart-options';
import type { Shaped } from '../shape';

interface MapVisualProps {
  area: AreaRef;
  shaped: Shaped;
  theme: ChartTheme;
  onDrill?: (area: AreaRef) => void;
  onDrawn?: () => void;
}

// Beyond this many children the outlines are not fetched one by one (a county has ~20 towns).
const MAX_CHILDREN = 60;

/** The child areas of the current area coloured by the plate's first value; clicking one drills into it. */
export function MapVisual({ area, shaped, theme, onDrill, onDrawn }: MapVisualProps) {
  const geo = useEChartsGeo();
  const children = useChildAreas(area.areaId);
  const list = useMemo(() => (children.data ?? []).slice(0, MAX_CHILDREN), [children.data]);
  const outlines = useQueries({
    queries: list.map((c) => outlineQuery(c.areaId, c.level)),
    combine: (results) => results.map((r) => r.data),
  });
  const ready = list.length > 0 && outlines.every((o) => o !== undefined);
  const mapName = `area-${area.areaId}`;
  const drawing = useMemo(() => {
    if (!ready || !geo) return null;
    const features = outlines.flatMap((o, i) => {
      const child = list[i];
      // A child without its own outline gets its county's (spec §5 fallback); that one is not the child.
      if (!o?.geometry || !child || o.areaId !== child.areaId) return [];
      return [{ type: 'Feature', properties: { name: child.areaName }, geometry: o.geometry }];
    });
    return {
      option: mapOption(shaped, mapName, theme),
      // Registered just before the option naming the map is set.
      prepare: () => geo.registerGeoMap(mapName, { type: 'FeatureCollection', features }),
    };
  }, [ready, geo, outlines, list, mapName, shaped, theme]);
  if (!drawing) return <div className="data-state" role="status" aria-label="加载中" />;
  return (
    <EChart
      option={drawing.option}
      prepare={drawing.prepare}
      label={`${area.areaName}分区图`}
      onRendered={onDrawn}
      onClick={(e) => {
        const child = list.find((c) => c.areaName === e.name);
        if (child) onDrill?.(child);
      }}
    />
  );
}
