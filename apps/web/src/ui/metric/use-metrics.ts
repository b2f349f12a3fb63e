import { type BodyOf, type StatDimension, statBreakdown, statSummary } from '@fengshou/core/contract';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';

type Context = Omit<BodyOf<typeof statSummary>, 'metrics' | 'areaId' | 'areaLevel'>;

/** Figures of the metric registry for the area selected across pages (number cards). */
export function useMetricSummary(metrics: readonly string[], context: Context = {}) {
  const { selected } = useCurrentArea();
  return useApiQuery(
    statSummary,
    { metrics: [...metrics], areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0, ...context },
    { enabled: selected !== null },
  );
}

/** A breakdown of metrics of the registry (child areas, categories, months …) for the selected area. */
export function useMetricBreakdown(
  metrics: readonly string[],
  by: StatDimension,
  context: Context & { limit?: number } = {},
) {
  const { selected } = useCurrentArea();
  return useApiQuery(
    statBreakdown,
    { metrics: [...metrics], by, areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0, ...context },
    { enabled: selected !== null },
  );
}
