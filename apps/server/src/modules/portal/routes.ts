import type { Route } from '../../http/route';

/** Handlers of the portal service group. */
export const portalRoutes: Route[] = [];
