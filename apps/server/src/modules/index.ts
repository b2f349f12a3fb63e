import type { Route } from '../http/route';
import { exportsRoutes } from './exports/routes';
import { foundationRoutes } from './foundation/routes';
import { gisdataRoutes } from './gisdata/routes';
import { importerRoutes } from './importer/routes';
import { loginRoutes } from './login/routes';
import { nongweiRoutes } from './nongwei/routes';
import { othersRoutes } from './others/routes';
import { portalRoutes } from './portal/routes';
import { produceRoutes } from './produce/routes';
import { ruralEconomyRoutes } from './rural-economy/routes';
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
  ...exportsRoutes,
  ...nongweiRoutes,
  ...othersRoutes,
  ...ruralEconomyRoutes,
];
