import type { Route } from '../../http/route';
import { facilityRoutes } from './facilities';
import { financeRoutes } from './finance';

/** Handlers of the others service group (finance, facilities, land quality, app config). */
export const othersRoutes: Route[] = [...financeRoutes, ...facilityRoutes];
