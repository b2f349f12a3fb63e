import type { Route } from '../http/route';
import { foundationRoutes } from './foundation/routes';
import { loginRoutes } from './login/routes';
import { portalRoutes } from './portal/routes';

/** Every module's routes; app.ts refuses to start when a contract endpoint has no handler here. */
export const ALL_ROUTES: readonly Route[] = [...loginRoutes, ...foundationRoutes, ...portalRoutes];
