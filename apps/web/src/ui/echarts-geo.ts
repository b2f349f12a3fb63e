import { MapChart } from 'echarts/charts';
import { VisualMapContinuousComponent } from 'echarts/components';
import * as echarts from 'echarts/core';

// The map series and its continuous visual map, added to the wrapper's registrations (echarts.ts) when the
// first map draws (a dashboard's area map, a map plate): ECharts accepts registrations at any time before an
// option uses them. Pages with charts and no map never load them.
echarts.use([MapChart, VisualMapContinuousComponent]);

/** Registers (or replaces) a GeoJSON map under `name` for map series. */
export function registerGeoMap(name: string, geoJson: object): void {
  // ECharts types want its own GeoJSON type; the outline endpoint answers plain GeoJSON.
  echarts.registerMap(name, geoJson as Parameters<typeof echarts.registerMap>[1]);
}
