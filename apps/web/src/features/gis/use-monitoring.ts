import { listBatchFindings, listMonitoringBatches } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';

/** Monitoring batches of an area: change detection (非农化/非粮化) or crop-condition history batches. */
export function useBatches(areaId: number | undefined, kind: 'change' | 'crop') {
  return useQuery({
    queryKey: ['gis', 'batches', kind, areaId],
    queryFn: ({ signal }) => callApi(listMonitoringBatches, { areaId, kind }, { signal }),
    enabled: areaId !== undefined,
  });
}

/** Findings of a batch in the area, as a FeatureCollection for the map's highlight. */
export function useFindings(batchId: number | null, areaId: number | undefined) {
  return useQuery({
    queryKey: ['gis', 'findings', batchId, areaId],
    queryFn: async ({ signal }) => {
      const r = await callApi(listBatchFindings, { batchId: batchId!, areaId }, { signal });
      return { total: r.total, collection: { type: 'FeatureCollection' as const, features: r.features } };
    },
    enabled: batchId !== null && areaId !== undefined,
  });
}
