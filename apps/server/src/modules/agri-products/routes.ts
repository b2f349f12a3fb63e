import type { Route } from '../../http/route';
import { listRoute } from '../../query/list';
import { agriProductList, agriProductTradeList } from './lists';
import { subjectCategoryRoutes } from './subject-categories';

/** Spec §7 portal group: a subject's business categories, agricultural products and their trades. */
export const agriProductRoutes: Route[] = [
  ...subjectCategoryRoutes,
  listRoute(agriProductList),
  listRoute(agriProductTradeList),
];
