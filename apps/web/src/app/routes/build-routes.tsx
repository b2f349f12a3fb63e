import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../root-layout';
import { RouteError } from '../route-error';
import { ShellLayout } from '../shells/lazy-shell';
import { DASHBOARD_BASE } from './dashboard';
import { DashboardIndex } from './dashboard-index';
import { metaOf, PageHost } from './page-host';
import type { RouteDef, RouteHandle } from './types';

function leaf(def: RouteDef, path: string, children?: RouteObject[]): RouteObject {
  return {
    ...(children ? { children } : {}),
    path,
    handle: { meta: metaOf(def), page: def.redirect ? undefined : def.page } satisfies RouteHandle,
    element: def.redirect ? <Navigate to={def.redirect} replace /> : <PageHost def={def} />,
  };
}

/**
 * Turns the route tables into react-router routes: bare pages at the top, shell pages inside the
 * nav-style shell, the dashboard children nested below /data-dashboard/:menuGroupId (its index shows the
 * group's first menu), /404 to not-access, and anything unknown to /.
 */
export function buildRoutes(table: readonly RouteDef[]): RouteObject[] {
  const dashboardPrefix = `${DASHBOARD_BASE}/`;
  const dashboard = table.find((r) => r.path === DASHBOARD_BASE);
  const nested = table.filter((r) => r.path.startsWith(dashboardPrefix));
  const flat = table.filter((r) => r !== dashboard && !r.path.startsWith(dashboardPrefix));
  const bare = flat.filter((r) => r.chrome === 'bare');
  const shell = flat.filter((r) => r.chrome !== 'bare');

  const shellChildren: RouteObject[] = shell.map((r) => leaf(r, r.path));
  if (dashboard) {
    shellChildren.push(
      leaf(dashboard, dashboard.path, [
        { index: true, element: <DashboardIndex /> },
        ...nested.map((r) => leaf(r, r.path.slice(dashboardPrefix.length))),
      ]),
    );
  }

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...bare.map((r) => leaf(r, r.path)),
        { element: <ShellLayout />, errorElement: <RouteError />, children: shellChildren },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
