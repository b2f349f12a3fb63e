import { listDictByType } from '@fengshou/core/contract';
import { type Route, route } from '../../http/route';
import { areaRoutes } from './area-routes';
import { listDict } from './repo';
import { verificationRoutes } from './verification-routes';

/** Handlers of the foundation service group. */
export const foundationRoutes: Route[] = [
  ...verificationRoutes,
  ...areaRoutes,
  route(listDictByType, async ({ body, services }) => listDict(services.db, body.dictType)),
];
