import type { Route } from '../../http/route';
import { listRoute } from '../../query/list';
import { gisFarmList } from './lists';

/** Handlers of the gisdata service group. */
export const gisdataRoutes: Route[] = [listRoute(gisFarmList)];
