import type { Route } from '../../http/route';
import { machineryRoutes } from './machinery';
import { supervisionRoutes } from './supervision';

/** Handlers of the nongwei service group (and the njgov machinery orders). */
export const nongweiRoutes: Route[] = [...supervisionRoutes, ...machineryRoutes];
