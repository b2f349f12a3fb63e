import { listChildOutlines, type ResultOf } from '@fengshou/core/contract';
import {
  type AreaRef,
  areaMapOption,
  type ChartTheme,
  regionsGeoJson,
  regionsOf,
} from '@fengshou/core/plates';
import type { Session } from '../auth/sessions';
import type { Services } from '../services';
import { callAs } from './call-as';
import { renderChartSvg } from './echarts-ssr';
import type { BriefingCentre } from './model';

/**
 * The centre of the screen as the dashboard draws it: the area's children from their outlines (as the
 * outline list answers the caller), named on the shapes since a picture has no buttons over them. Null
 * when they have no outlines (an installation that has not imported them, a village) or the list fails:
 * the centre then shows the area's name and key figures alone.
 */
export async function centreMap(
  services: Services,
  session: Session,
  area: AreaRef,
  theme: ChartTheme,
  size: { width: number; height: number },
): Promise<BriefingCentre | null> {
  let shapes: ResultOf<typeof listChildOutlines>;
  try {
    shapes = (await callAs(services, session, listChildOutlines.path, {
      areaId: area.areaId,
    })) as typeof shapes;
  } catch (error) {
    services.log.warn({ err: error, areaId: area.areaId }, 'briefing centre map: no outlines');
    return null;
  }
  const regions = regionsOf(area, shapes, undefined);
  if (!regions?.length) return null;
  const centres = regions.flatMap((r) => (r.center ? [r.center[1]] : []));
  const latitude = centres.length ? centres.reduce((a, b) => a + b, 0) / centres.length : 31;
  const mapName = `briefing-area-${area.areaId}`;
  const option = areaMapOption(mapName, regions, theme, latitude);
  const [series] = option.series as Record<string, unknown>[];
  const drawn = {
    ...option,
    series: [
      {
        ...series,
        roam: false,
        top: '4%',
        bottom: '4%',
        data: [],
        // Dozens of village names in a box: the ones that would cover another are left out.
        labelLayout: { hideOverlap: true },
        label: {
          show: true,
          color: theme.text,
          fontSize: 13,
          textBorderColor: 'rgba(2, 12, 32, 0.8)',
          textBorderWidth: 2,
        },
      },
    ],
  };
  const width = Math.round(size.width);
  const height = Math.round(size.height);
  const svg = renderChartSvg(drawn as typeof option, width, height, {
    [mapName]: regionsGeoJson(regions, (r) => r.areaName),
  });
  return { svg, width, height };
}
