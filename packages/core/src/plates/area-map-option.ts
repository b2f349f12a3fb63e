import type { MapRegion } from './area-regions';
import type { ChartOption } from './chart-option';
import type { ChartTheme } from './chart-theme';

/** Bounds of the zoom a viewer can roam to (1 = the area fills the box). */
const SCALE_LIMIT = { min: 0.8, max: 12 };

/**
 * The area map's option: the regions filled in the skin's first colour, outlined in its second, the
 * hovered one brighter. Names are not drawn by the chart: they are buttons over it (AreaChartMap), so a
 * name can be reached by keyboard and overlapping names are hidden smallest area first, like the GIS map.
 * `aspectScale` keeps the shapes' proportions at the area's latitude (ECharts draws degrees as squares).
 */
export function areaMapOption(
  mapName: string,
  regions: readonly MapRegion[],
  t: ChartTheme,
  latitude: number,
): ChartOption {
  const [fill = '#2f9bff', edge = '#3ee6d1'] = t.palette;
  return {
    series: [
      {
        type: 'map',
        map: mapName,
        roam: true,
        scaleLimit: SCALE_LIMIT,
        aspectScale: Math.cos((latitude * Math.PI) / 180),
        // Fitted below the map's title, keeping its proportions.
        top: '13%',
        bottom: '5%',
        left: '5%',
        right: '5%',
        selectedMode: false,
        label: { show: false },
        itemStyle: { areaColor: `${fill}2e`, borderColor: edge, borderWidth: Math.max(1, t.scale) },
        emphasis: {
          label: { show: false },
          itemStyle: { areaColor: `${fill}80`, borderColor: edge },
        },
        // A region you cannot enter does not light up under the pointer.
        data: regions.map((r) => ({ name: String(r.areaId), emphasis: { disabled: !r.drillable } })),
      },
    ],
  };
}
