import type { Route } from '../../http/route';
import { dashboardEditorRoutes } from './dashboard-editor-routes';
import { dashboardRoutes } from './dashboard-routes';
import { externalPageRoute } from './external-page';
import { menuEditorRoutes } from './menu-editor-routes';
import { regionPageRoutes } from './region-page-routes';
import { roleRoutes } from './role-routes';
import { subjectRoutes } from './subject-routes';
import { userRoutes } from './user-routes';

/** Handlers of the portal service group. */
export const portalRoutes: Route[] = [
  ...dashboardRoutes,
  ...dashboardEditorRoutes,
  ...menuEditorRoutes,
  ...regionPageRoutes,
  ...roleRoutes,
  ...subjectRoutes,
  ...userRoutes,
  externalPageRoute,
];
