import type { ChartTheme } from '@fengshou/core/plates';
import { areaMapOption, type MapRegion, regionsGeoJson } from '@fengshou/core/plates';
import { useCallback, useMemo, useRef } from 'react';
import { usePortal } from '../../api/portal-context';
import { useOutlineCoverage } from '../../area/area-queries';
import type { AreaRef } from '../../area/area-store';
import { boundsOf } from '../../map/bounds';
import { labelsShown, largestFirst } from '../../map/label-placement';
import { DataState } from '../../ui/data-state';
import { EChart } from '../../ui/echart';
import type { ChartInstance } from '../../ui/echarts';
import { useEChartsGeo } from '../../ui/use-echarts-geo';
import { hasPermission } from '../../ui/use-guarded-click';
import { missingOutlinesNotice } from './outline-coverage';
import { useAreaRegions } from './use-area-regions';

interface AreaChartMapProps {
  area: AreaRef;
  theme: ChartTheme;
  onDrill: (area: AreaRef) => void;
}

/**
 * The dashboard's centre: the current area's children drawn by ECharts from their outlines (the chart
 * library the plates already load, plus its 26 KB map part), named by buttons that drill into them like a
 * click on the shape. It pans and zooms; the GIS map with parcels and farms (centre-gis-map.tsx) is the
 * other choice of the centre, loaded only when chosen.
 */
export function AreaChartMap({ area, theme, onDrill }: AreaChartMapProps) {
  const geo = useEChartsGeo();
  const { shapes, regions } = useAreaRegions(area);
  const labelled = useMemo(() => {
    const named = (regions ?? []).filter((r) => r.center && r.drillable);
    return largestFirst(named.map((r) => r.geometry)).map((i) => named[i]!);
  }, [regions]);
  const labels = useRef(new Map<number, HTMLButtonElement>());
  // Levels still without outlines are named in a corner; where to import them only for those who may.
  const { permissions } = usePortal();
  const coverage = useOutlineCoverage(area.areaId);
  const missing = missingOutlinesNotice(coverage.data?.levels, hasPermission(permissions, 'data:import'));

  const mapName = `dash-area-${area.areaId}`;
  const drawing = useMemo(() => {
    if (!geo || !regions?.length) return null;
    const b = boundsOf(regions.map((r) => r.geometry));
    return {
      option: areaMapOption(mapName, regions, theme, b ? (b[1] + b[3]) / 2 : 31),
      // Registered just before the option naming the map is set.
      prepare: () => geo.registerGeoMap(mapName, regionsGeoJson(regions)),
    };
  }, [geo, regions, mapName, theme]);

  // Names follow the drawn shapes after every render (zoom, pan, resize); the ones that would cover a
  // larger area's name are hidden. Sizes are read before any name moves: reading one after a move made the
  // browser lay the page out again for every name, at every frame of a pan.
  const placeLabels = useCallback(
    (chart: ChartInstance) => {
      const els = labelled.map((r) => labels.current.get(r.areaId));
      const boxes = labelled.map((r, i) => {
        const [x = -1e4, y = -1e4] = (chart.convertToPixel({ seriesIndex: 0 }, [...r.center!]) ??
          []) as number[];
        return { x, y, width: els[i]?.offsetWidth ?? 0, height: els[i]?.offsetHeight ?? 0 };
      });
      const shown = labelsShown(boxes);
      els.forEach((el, i) => {
        if (!el) return;
        el.style.transform = `translate(${boxes[i]!.x}px, ${boxes[i]!.y}px) translate(-50%, -50%)`;
        el.style.visibility = shown[i] ? '' : 'hidden';
      });
    },
    [labelled],
  );

  const byId = (name: string): MapRegion | undefined => regions?.find((r) => String(r.areaId) === name);
  return (
    <DataState query={shapes} minHeight="100%">
      {() => (
        <div className="dash-area-map">
          {drawing ? (
            <EChart
              option={drawing.option}
              prepare={drawing.prepare}
              label={`${area.areaName}地图`}
              onLayout={placeLabels}
              onClick={(e) => {
                const r = byId(e.name);
                if (r?.drillable) onDrill(r);
              }}
            />
          ) : regions?.length === 0 ? (
            <div className="data-state">暂无{area.areaName}的边界数据</div>
          ) : (
            <div className="data-state" role="status" aria-label="加载中" />
          )}
          {drawing
            ? labelled.map((r) => (
                <button
                  key={r.areaId}
                  type="button"
                  className="dash-map-label"
                  style={{ visibility: 'hidden' }}
                  ref={(el) => {
                    if (el) labels.current.set(r.areaId, el);
                    else labels.current.delete(r.areaId);
                  }}
                  onClick={() => onDrill(r)}
                >
                  {r.areaName}
                </button>
              ))
            : null}
          {missing ? (
            <div className="dash-map-coverage" role="note">
              {missing}
            </div>
          ) : null}
        </div>
      )}
    </DataState>
  );
}
