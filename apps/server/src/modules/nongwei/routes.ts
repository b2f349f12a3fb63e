import type { Route } from '../../http/route';
import { farmProfileRoute } from './farm-profile';
import { machineryRoutes } from './machinery';
import { serviceOrderRoute } from './service-orders';
import { supervisionRoutes } from './supervision';

/** Handlers of the nongwei service group (and the njgov machinery orders). */
export const nongweiRoutes: Route[] = [
  ...supervisionRoutes,
  farmProfileRoute,
  ...machineryRoutes,
  serviceOrderRoute,
];
