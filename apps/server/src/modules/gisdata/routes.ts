import { listGisFarmsByPage } from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { dateRange } from '../../query/paged';
import { orderBy } from '../../query/sort';
import { gisFarmFilter } from '../produce/farm-filters';
import { farmPage } from '../produce/routes';

/** Sortable columns of the gis farm list (the farm list pages): name, area, registration time. */
const FARM_SORTS = { farmName: 'f.farm_name', farmAreaMu: 'f.farm_area_mu', createTime: 'f.create_time' };

/** Handlers of the gisdata service group. */
export const gisdataRoutes: Route[] = [
  route(listGisFarmsByPage, async (ctx) => {
    const b = ctx.body;
    const f = dateRange(gisFarmFilter(callerOf(ctx), b), 'f.create_time', {
      startTime: b.startDate,
      endTime: b.endDate,
    });
    return farmPage(ctx, listGisFarmsByPage, f, b, orderBy(b, FARM_SORTS, 'f.id', 'f.id DESC'));
  }),
];
