import type { Route } from '../../http/route';

/** Handlers of the foundation service group. */
export const foundationRoutes: Route[] = [];
