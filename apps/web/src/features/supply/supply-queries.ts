import { guaranteeSupplyStatistics } from '@fengshou/core/contract';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';

/** Guarantee supply statistics of the selected area (categories double as filter options). */
export function useSupplyStatistics() {
  const { selected } = useCurrentArea();
  return useApiQuery(
    guaranteeSupplyStatistics,
    { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0 },
    { enabled: selected !== null },
  );
}
