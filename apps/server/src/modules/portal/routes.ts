import type { Route } from '../../http/route';
import { dashboardRoutes } from './dashboard-routes';
import { roleRoutes } from './role-routes';
import { subjectRoutes } from './subject-routes';
import { userRoutes } from './user-routes';

/** Handlers of the portal service group. */
export const portalRoutes: Route[] = [...dashboardRoutes, ...roleRoutes, ...subjectRoutes, ...userRoutes];
