import { guaranteeSupplyStatistics } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';

/** Guarantee supply statistics of the selected area (categories double as filter options). */
export function useSupplyStatistics() {
  const { selected } = useCurrentArea();
  return useQuery({
    queryKey: ['guarantee-supply-stats', selected?.areaId],
    queryFn: ({ signal }) =>
      callApi(
        guaranteeSupplyStatistics,
        { areaId: selected!.areaId, areaLevel: selected!.level },
        { signal },
      ),
    enabled: selected !== null,
  });
}
