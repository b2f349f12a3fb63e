import { dashboardMenuByKey } from '@fengshou/core';
import type { MenuResolver } from '../guard/first-entry';
import { FIXED_PAGE_KEY, type ResolvedPage } from '../guard/menu-routes';
import { DASHBOARD_NAME_PREFIX } from './dashboard';
import { routeByName } from './index';

function page(name: string | undefined | null): ResolvedPage | undefined {
  const def = name ? routeByName(name) : undefined;
  return def && { path: def.path, name: def.name, anyOf: def.anyOf };
}

/**
 * The route a subject's menu opens. Fixed pages (key 0) open their DataDashboard-prefixed copy inside the
 * dashboard frame; topics and dynamic pages resolve by route name, else by key; link menus resolve to
 * their dynamic-link route by key.
 */
export const resolveMenu: MenuResolver = (menu) => {
  if (menu.menuKey === FIXED_PAGE_KEY && menu.routeName) {
    const name = menu.routeName;
    return page(`${DASHBOARD_NAME_PREFIX}${name.charAt(0).toUpperCase()}${name.slice(1)}`) ?? page(name);
  }
  return page(menu.routeName) ?? page(dashboardMenuByKey(menu.menuKey)?.routeName);
};
