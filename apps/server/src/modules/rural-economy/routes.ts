import type { Route } from '../../http/route';
import { qualitySalesRoutes } from './quality-sales';
import { supplyReportRoutes } from './supply-report';
import { villageRoutes } from './village';

/** Handlers of the rural-economy lists (gisdata and archive service paths). */
export const ruralEconomyRoutes: Route[] = [...qualitySalesRoutes, ...villageRoutes, ...supplyReportRoutes];
