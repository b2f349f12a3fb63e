import {
  ALL_ENDPOINTS,
  type DocPlate,
  plateSourcePaths,
  STAT_DIMENSIONS,
  type StatDimension,
  statBreakdown,
  statSummary,
} from '@fengshou/core/contract';

/** Where a plate's data comes from, as the form offers it. */
export type SourceMode = 'summary' | 'breakdown' | 'endpoint' | 'none';

/** The mode of a plate's interfaceUrl. */
export function sourceModeOf(interfaceUrl: string | null | undefined): SourceMode {
  if (!interfaceUrl) return 'none';
  if (interfaceUrl === statSummary.path) return 'summary';
  if (interfaceUrl === statBreakdown.path) return 'breakdown';
  return 'endpoint';
}

/** Chinese names of the breakdown dimensions. */
export const DIMENSION_LABELS: Readonly<Record<StatDimension, string>> = {
  area: '按下级区域',
  category: '按类别',
  month: '按月份',
  year: '按年份',
  day: '按日期',
  latest: '最新记录',
};

export const DIMENSION_OPTIONS = STAT_DIMENSIONS.map((d) => ({ value: d, label: DIMENSION_LABELS[d] }));

const STAT_PATHS = new Set<string>([statSummary.path, statBreakdown.path]);

/** The allow-listed endpoints other than the statistics, with their summaries: never a free address. */
export const ENDPOINT_OPTIONS = plateSourcePaths()
  .filter((p) => !STAT_PATHS.has(p))
  .map((path) => {
    const summary = ALL_ENDPOINTS.find((e) => e.path === path)?.summary ?? path;
    return { value: path, label: `${summary}（${path.replace('/api/', '')}）`, summary };
  });

const AREA = { areaId: '$_areaId', areaLevel: '$_areaLevel' };

/**
 * The plate changed to another mode: the statistics start from the area context and the metrics kept,
 * another endpoint from the area context, none from no parameters. The view follows where the rows are.
 */
export function switchMode(plate: DocPlate, mode: SourceMode): Partial<DocPlate> {
  const metrics = Array.isArray(plate.parameters.metrics) ? plate.parameters.metrics : [];
  const view = plate.view ?? { visual: 'bar' as const };
  switch (mode) {
    case 'summary':
      return {
        interfaceUrl: statSummary.path,
        parameters: { metrics, ...AREA },
        view: { ...view, rows: undefined, visual: view.visual === 'image-carousel' ? 'cards' : view.visual },
      };
    case 'breakdown':
      return {
        interfaceUrl: statBreakdown.path,
        parameters: { metrics: metrics.slice(0, 4), by: 'area', ...AREA },
        view: { ...view, rows: 'rows', visual: view.visual === 'image-carousel' ? 'bar' : view.visual },
      };
    case 'endpoint':
      return {
        interfaceUrl: ENDPOINT_OPTIONS[0]?.value ?? null,
        parameters: { ...AREA },
        view: { ...view, rows: undefined, values: undefined },
      };
    default:
      return { interfaceUrl: null, parameters: {} };
  }
}
