import type { Route } from '../../http/route';
import { listRoute } from '../../query/list';
import { collectiveEconomyTable } from './lists-area-table';
import { collectiveAssetList, patrolList, waterFacilityList } from './lists-village';

/** Collective economy (table and assets), water facilities and patrol records. */
export const villageRoutes: Route[] = [
  listRoute(collectiveEconomyTable),
  listRoute(collectiveAssetList),
  listRoute(waterFacilityList),
  listRoute(patrolList),
];
