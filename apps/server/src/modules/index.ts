import type { Route } from '../http/route';
import { certificateRoutes } from './certificates/routes';
import { plotRoutes } from './farm-ops/plots-routes';
import { farmOpsRoutes } from './farm-ops/routes';
import { foundationRoutes } from './foundation/routes';
import { gisdataRoutes } from './gisdata/routes';
import { importerRoutes } from './importer/routes';
import { loginRoutes } from './login/routes';
import { portalRoutes } from './portal/routes';
import { priceRoutes } from './prices/routes';
import { produceRoutes } from './produce/routes';
import { systemRoutes } from './system/routes';

/** Every module's routes; app.ts refuses to start when a contract endpoint has no handler here. */
export const ALL_ROUTES: readonly Route[] = [
  ...loginRoutes,
  ...foundationRoutes,
  ...portalRoutes,
  ...systemRoutes,
  ...produceRoutes,
  ...gisdataRoutes,
  ...importerRoutes,
  ...farmOpsRoutes,
  ...plotRoutes,
  ...certificateRoutes,
  ...priceRoutes,
];
