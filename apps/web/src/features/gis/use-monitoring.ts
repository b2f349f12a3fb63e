import { listBatchFindings, listMonitoringBatches, type ResultOf } from '@fengshou/core/contract';
import { useApiQuery } from '../../api';

/** Monitoring batches of an area: change detection (非农化/非粮化) or crop-condition history batches. */
export function useBatches(areaId: number | undefined, kind: 'change' | 'crop') {
  return useApiQuery(listMonitoringBatches, { areaId, kind }, { enabled: areaId !== undefined });
}

const asCollection = (r: ResultOf<typeof listBatchFindings>) => ({
  total: r.total,
  collection: { type: 'FeatureCollection' as const, features: r.features },
});

/** Findings of a batch in the area, as a FeatureCollection for the map's highlight. */
export function useFindings(batchId: number | null, areaId: number | undefined) {
  return useApiQuery(
    listBatchFindings,
    { batchId: batchId!, areaId },
    { enabled: batchId !== null && areaId !== undefined, select: asCollection },
  );
}
