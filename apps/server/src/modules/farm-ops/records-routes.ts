import type { Route } from '../../http/route';
import { listRoute } from '../../query/list';
import { farmInputList, missionList, plantingList, plotList } from './lists-records';

/** Handlers of the farm registers: plots, plantings per field, field work, inputs (spec §2 lists). */
export const farmRecordRoutes: Route[] = [
  listRoute(plotList),
  listRoute(plantingList),
  listRoute(missionList),
  listRoute(farmInputList),
];
