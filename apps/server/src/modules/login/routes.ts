import type { Route } from '../../http/route';

/** Handlers of the login service group. */
export const loginRoutes: Route[] = [];
