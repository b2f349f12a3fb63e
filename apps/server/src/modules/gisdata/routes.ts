import { listGisFarmsByPage } from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { gisFarmFilter } from '../produce/farm-filters';
import { farmPage } from '../produce/routes';

/** Handlers of the gisdata service group. */
export const gisdataRoutes: Route[] = [
  route(listGisFarmsByPage, async (ctx) =>
    farmPage(ctx, listGisFarmsByPage, gisFarmFilter(callerOf(ctx), ctx.body), ctx.body),
  ),
];
